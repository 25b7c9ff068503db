import TintypeDocument

extension SwiftShared {
    /// UIKit, for any theme: the category of a trait collection, fonts that adjust by themselves
    /// where the system's scaling reproduces the theme (`UIFontMetrics`), attributes with the line
    /// height and kern, dynamic colours, lengths on the theme's curve, the faces the app lacks, and
    /// `TintypeLabel`, which draws its text again when the category or Bold Text changes.
    static let uikit = """
        #if canImport(UIKit)
        import CoreText
        import UIKit

        extension TintypeSizeCategory {
            /// The category of UIKit's content-size category; `unspecified` (and any category UIKit
            /// adds later) reads as `large`.
            public init(_ category: UIContentSizeCategory) {
                switch category {
        \(SwiftFormat.categoryCases.map { "        case .\($0): self = .\($0)" }.joined(separator: "\n"))
                default: self = .large
                }
            }
        }

        extension TintypeScaling {
            /// UIKit's name of the text style.
            public var uiKit: UIFont.TextStyle {
                switch self {
        \(TextStyle.apple.map { "        case .\($0.rawValue): .\($0.rawValue)" }.joined(separator: "\n"))
                }
            }
        }

        extension TintypeTheme {
            /// The numbers of `style` for `traits`: its preferred content-size category, and Bold Text
            /// when its legibility weight is bold.
            public func metrics(_ style: TintypeTextStyle, compatibleWith traits: UITraitCollection, emphasized: Bool = false) -> TintypeMetrics {
                metrics(style, TintypeSizeCategory(traits.preferredContentSizeCategory), emphasized: emphasized, boldText: traits.legibilityWeight == .bold)
            }

            /// The font of `style` for `traits` (the current traits when nil). Where the style follows the
            /// system (`scaling(of:)`), the font comes from `UIFontMetrics` with the style's maximum, so
            /// `adjustsFontForContentSizeCategory` keeps its size in step by itself; elsewhere it is the
            /// theme's size for the traits' category, which a view must set again when the category
            /// changes (`TintypeLabel` does). Bold Text changes the face: set the font again then.
            public func font(_ style: TintypeTextStyle, compatibleWith traits: UITraitCollection? = nil, emphasized: Bool = false) -> UIFont {
                let traits = traits ?? UITraitCollection.current
                let boldText = traits.legibilityWeight == .bold
                guard let scaling = scaling(of: style), scaling.followsSystem else {
                    return Self.font(for: metrics(style, compatibleWith: traits, emphasized: emphasized))
                }
                let base = Self.font(for: metrics(style, .large, emphasized: emphasized, boldText: boldText))
                let fontMetrics = UIFontMetrics(forTextStyle: scaling.textStyle.uiKit)
                guard let maximum = scaling.maximumPointSize else { return fontMetrics.scaledFont(for: base, compatibleWith: traits) }
                return fontMetrics.scaledFont(for: base, maximumPointSize: CGFloat(maximum), compatibleWith: traits)
            }

            /// Attributes for an `NSAttributedString` in `style`: the font, the line height as the
            /// paragraph style's minimum and maximum, and the kern when the tracking is not 0 (an
            /// explicit 0 would turn off the font's own kerning). Set them again when the traits change.
            public func attributes(
                _ style: TintypeTextStyle, compatibleWith traits: UITraitCollection, emphasized: Bool = false
            ) -> [NSAttributedString.Key: Any] {
                let metrics = metrics(style, compatibleWith: traits, emphasized: emphasized)
                let paragraph = NSMutableParagraphStyle()
                paragraph.minimumLineHeight = CGFloat(metrics.lineHeight)
                paragraph.maximumLineHeight = CGFloat(metrics.lineHeight)
                var attributes: [NSAttributedString.Key: Any] = [
                    .font: font(style, compatibleWith: traits, emphasized: emphasized), .paragraphStyle: paragraph,
                ]
                if metrics.tracking != 0 { attributes[.kern] = CGFloat(metrics.tracking) }
                return attributes
            }

            /// `tint` as a dynamic `UIColor`: the traits' interface style and contrast choose the mode.
            public func uiColor(_ tint: TintypeTint) -> UIColor {
                let theme = self
                return UIColor { traits in
                    let rgba = theme.color(
                        tint, traits.userInterfaceStyle == .dark ? .dark : .light, traits.accessibilityContrast == .high ? .increased : .normal)
                    return UIColor(
                        red: CGFloat(rgba.red) / 255, green: CGFloat(rgba.green) / 255, blue: CGFloat(rgba.blue) / 255,
                        alpha: CGFloat(rgba.alpha))
                }
            }

            /// `length` points for `traits` (the current traits when nil) on the theme's curve for
            /// lengths: `UIFontMetrics.scaledValue(for:)` where that curve follows the system, the
            /// theme's own (`scaledLength(_:_:)`) elsewhere.
            public func scaledLength(_ length: Double, compatibleWith traits: UITraitCollection? = nil) -> CGFloat {
                let traits = traits ?? UITraitCollection.current
                let scaling = lengthScaling
                guard scaling.followsSystem else { return CGFloat(scaledLength(length, TintypeSizeCategory(traits.preferredContentSizeCategory))) }
                return UIFontMetrics(forTextStyle: scaling.textStyle.uiKit).scaledValue(for: CGFloat(length), compatibleWith: traits)
            }

            /// The faces `requiredFonts` lists that UIKit cannot find: what the app still has to bundle
            /// (`UIAppFonts`) or register (`registerFonts(at:)`). Empty when every face is there.
            public func missingFonts() -> [TintypeRequiredFont] {
                requiredFonts.filter { UIFont(name: $0.postscriptName, size: 12) == nil }
            }

            /// Registers font files for this process (`CTFontManagerRegisterFontsForURL`), for fonts
            /// the app downloads or keeps outside `UIAppFonts`; returns the files that failed with why.
            public static func registerFonts(at files: [URL]) -> [(file: URL, error: Error)] {
                files.compactMap { file in
                    var error: Unmanaged<CFError>?
                    guard !CTFontManagerRegisterFontsForURL(file as CFURL, .process, &error) else { return nil }
                    return (file, error?.takeRetainedValue() ?? CocoaError(.fileReadCorruptFile))
                }
            }

            /// A font for a row: the face by name (at the optical size it was measured at); a face the
            /// app does not ship stops a debug build, and the system font of that size and weight stands in.
            static func font(for metrics: TintypeMetrics) -> UIFont {
                guard let font = UIFont(name: metrics.fontName, size: CGFloat(metrics.size)) else {
                    assertionFailure("'\\(metrics.fontName)' is not among the app's fonts: bundle it (requiredFonts lists every face), "
                        + "or the system font stands in")
                    return UIFont.systemFont(ofSize: CGFloat(metrics.size), weight: uiWeight(metrics.weight))
                }
                guard let opticalSize = metrics.opticalSize else { return font }
                let attribute = UIFontDescriptor.AttributeName(rawValue: kCTFontOpticalSizeAttribute as String)
                return UIFont(descriptor: font.fontDescriptor.addingAttributes([attribute: opticalSize]), size: CGFloat(metrics.size))
            }

            private static func uiWeight(_ weight: Int) -> UIFont.Weight {
                switch weight {
                case ..<150: .ultraLight
                case ..<250: .thin
                case ..<350: .light
                case ..<450: .regular
                case ..<550: .medium
                case ..<650: .semibold
                case ..<750: .bold
                case ..<850: .heavy
                default: .black
                }
            }
        }

        extension TintypeTokenColor {
            /// The colour as a dynamic `UIColor`: the traits' interface style and contrast choose the mode,
            /// a Display P3 value is a Display P3 colour.
            public var uiColor: UIColor {
                let colors = self
                return UIColor { traits in
                    let value = colors.value(
                        traits.userInterfaceStyle == .dark ? .dark : .light, traits.accessibilityContrast == .high ? .increased : .normal)
                    switch value.space {
                    case .sRGB:
                        return UIColor(red: CGFloat(value.red), green: CGFloat(value.green), blue: CGFloat(value.blue), alpha: CGFloat(value.alpha))
                    case .displayP3:
                        return UIColor(displayP3Red: CGFloat(value.red), green: CGFloat(value.green), blue: CGFloat(value.blue), alpha: CGFloat(value.alpha))
                    }
                }
            }
        }

        /// A label that draws its text in a theme's style, line height and kern included, and draws it
        /// again whenever the content-size category or Bold Text changes (`registerForTraitChanges` on
        /// iOS 17 and later, `traitCollectionDidChange(_:)` before) or its theme, style or text does.
        @MainActor
        open class TintypeLabel: UILabel {
            /// The theme that styles the text: setting it (the brand switched) draws the text again.
            public var theme: any TintypeTheme { didSet { restyle() } }
            public var textStyle: TintypeTextStyle { didSet { restyle() } }
            public var emphasized: Bool { didSet { restyle() } }
            /// The text, drawn in the style.
            public var styledText: String? { didSet { restyle() } }

            public init(theme: any TintypeTheme, textStyle: TintypeTextStyle, emphasized: Bool = false) {
                self.theme = theme
                self.textStyle = textStyle
                self.emphasized = emphasized
                super.init(frame: .zero)
                if #available(iOS 17.0, tvOS 17.0, *) {
                    registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self]) { (label: TintypeLabel, _: UITraitCollection) in
                        label.restyle()
                    }
                }
                restyle()
            }

            /// Storyboards give no theme: make the label in code.
            public required init?(coder: NSCoder) { nil }

            open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                if #available(iOS 17.0, tvOS 17.0, *) { return }
                guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
                    || previousTraitCollection?.legibilityWeight != traitCollection.legibilityWeight else { return }
                restyle()
            }

            /// Draws `styledText` in the style for the label's traits.
            public func restyle() {
                attributedText = styledText.map {
                    NSAttributedString(string: $0, attributes: theme.attributes(textStyle, compatibleWith: traitCollection, emphasized: emphasized))
                }
            }
        }
        #endif


        """
}
