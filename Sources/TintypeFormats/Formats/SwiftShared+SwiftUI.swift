import TintypeDocument

extension SwiftShared {
    /// SwiftUI's names of Apple's text styles where they differ from UIKit's.
    private static let swiftUINames: [String: String] = ["title1": "title", "caption1": "caption"]

    /// SwiftUI, for any theme (iOS 15 and later; what needs more says so): the category of a Dynamic
    /// Type size, a `Font` per style, dynamic tint colours, the theme in the environment and the
    /// `textStyle(_:)` modifier, which changes only the text it styles.
    static let swiftUI = """
        #if canImport(SwiftUI)
        import SwiftUI

        extension TintypeSizeCategory {
            /// The category of SwiftUI's Dynamic Type size.
            public init(_ size: DynamicTypeSize) {
                switch size {
        \(zip(DynamicTypeSizeNames.all, SwiftFormat.categoryCases).map { "        case .\($0): self = .\($1)" }.joined(separator: "\n"))
                @unknown default: self = .large
                }
            }
        }

        extension TintypeScaling {
            /// SwiftUI's name of the text style.
            public var swiftUI: Font.TextStyle {
                switch self {
        \(TextStyle.apple.map { "        case .\($0.rawValue): .\(swiftUINames[$0.rawValue] ?? $0.rawValue)" }.joined(separator: "\n"))
                }
            }
        }

        extension TintypeTheme {
            /// The font of `style`. Where the style follows the system with no maximum, the face at its
            /// `large` size relative to its Apple text style (`Font.custom(_:size:relativeTo:)`), which
            /// SwiftUI scales itself; elsewhere the theme's size at `size` (pass the environment's
            /// `dynamicTypeSize`). Bold Text chooses the face: pass the environment's `legibilityWeight`.
            /// `Font.custom` takes no optical size: the system's own optical sizing applies.
            public func font(
                _ style: TintypeTextStyle, _ size: DynamicTypeSize = .large, emphasized: Bool = false, legibilityWeight: LegibilityWeight? = nil
            ) -> Font {
                let boldText = legibilityWeight == .bold
                if let scaling = scaling(of: style), scaling.followsSystem, scaling.maximumPointSize == nil {
                    let metrics = metrics(style, .large, emphasized: emphasized, boldText: boldText)
                    return .custom(metrics.fontName, size: CGFloat(metrics.size), relativeTo: scaling.textStyle.swiftUI)
                }
                let metrics = metrics(style, TintypeSizeCategory(size), emphasized: emphasized, boldText: boldText)
                return .custom(metrics.fontName, fixedSize: CGFloat(metrics.size))
            }

            /// The text style `@ScaledMetric(relativeTo:)` takes for lengths on the theme's curve
            /// (`lengthScaling`; where that does not follow the system, use `scaledLength(_:_:)`).
            public static var lengthTextStyle: Font.TextStyle { Self().lengthScaling.textStyle.swiftUI }
        }

        #if canImport(UIKit)
        extension TintypeTheme {
            /// `tint` as a `Color` that follows the environment's appearance and contrast, as the
            /// tokens' colours do.
            public func tintColor(_ tint: TintypeTint) -> Color { Color(uiColor: uiColor(tint)) }
        }

        extension TintypeTokenColor {
            /// The colour as a SwiftUI `Color` that follows the environment's appearance and contrast.
            public var color: Color { Color(uiColor: uiColor) }
        }
        #endif

        private struct TintypeThemeKey: EnvironmentKey {
            static let defaultValue: (any TintypeTheme)? = nil
        }

        extension EnvironmentValues {
            /// The theme `textStyle(_:)` draws in: set it with `tintypeTheme(_:)` where the brand is chosen.
            public var tintypeTheme: (any TintypeTheme)? {
                get { self[TintypeThemeKey.self] }
                set { self[TintypeThemeKey.self] = newValue }
            }
        }

        /// A theme's text style on a view's text: the font, the line spacing that makes the theme's line
        /// height (never negative in SwiftUI: `TintypeMetrics.swiftUILineHeight`) and, on iOS 16 and
        /// later, the tracking. It changes only the text: no padding, no frame.
        public struct TintypeTextStyleModifier: ViewModifier {
            public var style: TintypeTextStyle
            /// The theme; nil for the environment's (`tintypeTheme(_:)`).
            public var theme: (any TintypeTheme)?
            public var emphasized: Bool
            @Environment(\\.tintypeTheme) private var environmentTheme
            @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
            @Environment(\\.legibilityWeight) private var legibilityWeight

            public init(_ style: TintypeTextStyle, in theme: (any TintypeTheme)? = nil, emphasized: Bool = false) {
                self.style = style
                self.theme = theme
                self.emphasized = emphasized
            }

            public func body(content: Content) -> some View {
                if let theme = theme ?? environmentTheme {
                    let metrics = theme.metrics(style, TintypeSizeCategory(dynamicTypeSize), emphasized: emphasized, boldText: legibilityWeight == .bold)
                    let styled = content
                        .font(theme.font(style, dynamicTypeSize, emphasized: emphasized, legibilityWeight: legibilityWeight))
                        .lineSpacing(CGFloat(max(0, metrics.lineHeight - metrics.fontLineHeight)))
                    if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
                        styled.tracking(CGFloat(metrics.tracking))
                    } else {
                        styled
                    }
                } else {
                    unstyled(content)
                }
            }

            /// The text as it is, when no theme is set: a debug build stops there.
            private func unstyled(_ content: Content) -> Content {
                assertionFailure("textStyle(\\(style)) has no theme: set one with .tintypeTheme(_:) above the view, or pass it with in:")
                return content
            }
        }

        extension View {
            /// Draws the text styles below in `theme`: the brand, held as a value and switched at run time.
            public func tintypeTheme(_ theme: any TintypeTheme) -> some View { environment(\\.tintypeTheme, theme) }

            /// The view's text in `style` of the environment's theme (`tintypeTheme(_:)`).
            public func textStyle(_ style: TintypeTextStyle, emphasized: Bool = false) -> some View {
                modifier(TintypeTextStyleModifier(style, emphasized: emphasized))
            }

            /// The view's text in `style` of `theme`.
            public func textStyle(_ style: TintypeTextStyle, in theme: any TintypeTheme, emphasized: Bool = false) -> some View {
                modifier(TintypeTextStyleModifier(style, in: theme, emphasized: emphasized))
            }
        }
        #endif

        """
}

/// SwiftUI's names of the twelve Dynamic Type sizes, in order.
enum DynamicTypeSizeNames {
    static let all = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                      "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
}
