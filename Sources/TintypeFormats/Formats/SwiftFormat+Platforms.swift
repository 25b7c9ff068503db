import TintypeCompiledTheme

extension SwiftFormat {
    /// The pieces of the generated code that carry UIKit's emphasized variant, each empty for a
    /// theme without it (`typography.emphasized: false`), whose API then has no `emphasized`.
    struct Emphasis {
        let on: Bool

        init(_ compiled: CompiledTheme) { on = compiled.hasEmphasizedRows }

        /// A parameter after another: `, emphasized: Bool = false`.
        var parameter: String { on ? ", emphasized: Bool = false" : "" }
        /// Its argument after another: `, emphasized: emphasized`.
        var argument: String { on ? ", emphasized: emphasized" : "" }
        /// The text style modifier's stored property, on the line after `style`'s.
        var property: String { on ? "\n        public var emphasized: Bool" : "" }
        /// Its assignment, on the line after `style`'s.
        var assignment: String { on ? "\n            self.emphasized = emphasized" : "" }
        /// The rows of a cell in the table: regular and emphasized, each with Bold Text off and on.
        var rowsPerCell: Int { on ? 4 : 2 }
    }

    /// UIKit: the category of a trait collection, a `UIFont` and `NSAttributedString` attributes at
    /// the traits' category and legibility weight, and tints as dynamic `UIColor`s.
    static func uikit(_ type: String, _ emphasis: Emphasis) -> String {
        """

        #if canImport(UIKit)
        import CoreText
        import UIKit

        extension \(type).SizeCategory {
            /// The category of UIKit's content-size category; `unspecified` (and any category UIKit
            /// adds later) reads as `large`.
            public init(_ category: UIContentSizeCategory) {
                switch category {
        \(categoryCases.map { "        case .\($0): self = .\($0)" }.joined(separator: "\n"))
                default: self = .large
                }
            }
        }

        extension \(type) {
            /// The numbers of `style` for `traits`: its preferred content-size category, and Bold Text
            /// when its legibility weight is bold.
            public static func metrics(_ style: TextStyle, compatibleWith traits: UITraitCollection\(emphasis.parameter)) -> Metrics {
                metrics(
                    style, SizeCategory(traits.preferredContentSizeCategory)\(emphasis.argument),
                    boldText: traits.legibilityWeight == .bold)
            }

            /// The font of `style` for `traits`, at Tintype's size for the traits' category (not
            /// scaled again by `UIFontMetrics`); the system font of that size and weight when the app
            /// does not bundle the theme's font.
            public static func font(_ style: TextStyle, compatibleWith traits: UITraitCollection\(emphasis.parameter)) -> UIFont {
                font(for: metrics(style, compatibleWith: traits\(emphasis.argument)))
            }

            /// Attributes for an `NSAttributedString` in `style`: the font, the line height as the
            /// paragraph style's minimum and maximum, and the kern when the tracking is not 0 (an
            /// explicit kern of 0 turns the font's own kerning off).
            public static func attributes(
                _ style: TextStyle, compatibleWith traits: UITraitCollection\(emphasis.parameter)
            ) -> [NSAttributedString.Key: Any] {
                let metrics = metrics(style, compatibleWith: traits\(emphasis.argument))
                let paragraph = NSMutableParagraphStyle()
                paragraph.minimumLineHeight = CGFloat(metrics.lineHeight)
                paragraph.maximumLineHeight = CGFloat(metrics.lineHeight)
                var attributes: [NSAttributedString.Key: Any] = [.font: font(for: metrics), .paragraphStyle: paragraph]
                if metrics.tracking != 0 { attributes[.kern] = CGFloat(metrics.tracking) }
                return attributes
            }

            /// `tint` as a dynamic colour that follows the traits' interface style and contrast.
            public static func uiColor(_ tint: Tint) -> UIColor {
                UIColor { traits in
                    let rgba = color(
                        tint, traits.userInterfaceStyle == .dark ? .dark : .light,
                        traits.accessibilityContrast == .high ? .increased : .normal)
                    return UIColor(
                        red: CGFloat(rgba.red) / 255, green: CGFloat(rgba.green) / 255, blue: CGFloat(rgba.blue) / 255,
                        alpha: CGFloat(rgba.alpha))
                }
            }

            /// The theme's font at the row's size, at the optical size it was measured at where its face
            /// has an `opsz` axis (Core Text's optical-size attribute, in points).
            private static func font(for metrics: Metrics) -> UIFont {
                guard let font = UIFont(name: metrics.fontName, size: CGFloat(metrics.size)) else {
                    // Never in silence: a debug build stops at a face the app does not ship.
                    assertionFailure("'\\(metrics.fontName)' is not among the app's fonts: bundle it (requiredFonts lists every face), "
                        + "or the system font stands in")
                    return UIFont.systemFont(ofSize: CGFloat(metrics.size), weight: uiWeight(metrics.weight))
                }
                guard let opticalSize = metrics.opticalSize else { return font }
                let attribute = UIFontDescriptor.AttributeName(rawValue: kCTFontOpticalSizeAttribute as String)
                return UIFont(descriptor: font.fontDescriptor.addingAttributes([attribute: opticalSize]), size: CGFloat(metrics.size))
            }

            /// The nearest of UIKit's named weights.
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
        #endif

        """
    }

    /// SwiftUI's names of the twelve Dynamic Type sizes, in order.
    static let dynamicTypeSizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                   "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]

    /// SwiftUI: the category of a `DynamicTypeSize`, tints as `Color`, and `.textStyle(_:)`; where
    /// the theme's faces have an optical-size axis, the modifier's comment says SwiftUI cannot set it.
    static func swiftUI(_ type: String, opticalSizes: Bool, _ emphasis: Emphasis) -> String {
        let optical = opticalSizes ? """

                /// `Font.custom` takes no font descriptor, so this cannot set a variable face's optical
                /// size (`Metrics.opticalSize`): the system's own optical sizing applies. The UIKit font
                /// sets it.
            """ : ""
        return """

        #if canImport(SwiftUI)
        import SwiftUI

        extension \(type).SizeCategory {
            /// The category of SwiftUI's Dynamic Type size (a size SwiftUI adds later reads as `large`).
            public init(_ size: DynamicTypeSize) {
                switch size {
        \(zip(dynamicTypeSizes, categoryCases).map { "        case .\($0): self = .\($1)" }.joined(separator: "\n"))
                @unknown default: self = .large
                }
            }
        }

        extension \(type) {
            /// `tint` in a colour scheme and contrast (from the environment's `colorScheme` and
            /// `colorSchemeContrast`).
            public static func color(_ tint: Tint, _ colorScheme: ColorScheme, _ contrast: ColorSchemeContrast) -> Color {
                let rgba = color(tint, colorScheme == .dark ? .dark : .light, contrast == .increased ? .increased : .normal)
                return Color(
                    .sRGB, red: Double(rgba.red) / 255, green: Double(rgba.green) / 255, blue: Double(rgba.blue) / 255,
                    opacity: rgba.alpha)
            }

            /// Sets a text style on a view's text at the environment's Dynamic Type size and legibility
            /// weight: the font at Tintype's size (not scaled again), the tracking, and the line height
            /// as line spacing (line height − the font's own), the first and last lines padded by half
            /// of it. SwiftUI's line spacing cannot be negative: a line height below the font's own is
            /// drawn at the font's (`Metrics.swiftUILineHeight`).\(optical)
            @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
            public struct TextStyleModifier: ViewModifier {
                public var style: TextStyle\(emphasis.property)
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                @Environment(\\.legibilityWeight) private var legibilityWeight

                public init(_ style: TextStyle\(emphasis.parameter)) {
                    self.style = style\(emphasis.assignment)
                }

                public func body(content: Content) -> some View {
                    let metrics = \(type).metrics(
                        style, SizeCategory(dynamicTypeSize)\(emphasis.argument), boldText: legibilityWeight == .bold)
                    let spacing = max(0, metrics.lineHeight - metrics.fontLineHeight)
                    return content
                        .font(.custom(metrics.fontName, fixedSize: CGFloat(metrics.size)))
                        .tracking(CGFloat(metrics.tracking))
                        .lineSpacing(CGFloat(spacing))
                        .padding(.vertical, CGFloat(spacing / 2))
                }
            }
        }

        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        extension View {
            /// Sets the theme's text style `style` on this view's text (see `\(type).TextStyleModifier`).
            public func textStyle(_ style: \(type).TextStyle\(emphasis.parameter)) -> some View {
                modifier(\(type).TextStyleModifier(style\(emphasis.argument)))
            }

            /// The same, naming the theme: in a target with several themes whose styles share names,
            /// `.textStyle(.body, in: \(type).self)` says which theme's `body`.
            public func textStyle(_ style: \(type).TextStyle, in theme: \(type).Type\(emphasis.parameter)) -> some View {
                modifier(\(type).TextStyleModifier(style\(emphasis.argument)))
            }
        }
        #endif

        """
    }
}
