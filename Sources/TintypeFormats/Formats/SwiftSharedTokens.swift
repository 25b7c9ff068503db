/// The token value types of `swift/TintypeTheme.swift`, which every theme's `Tokens` use under its own
/// short names (`DefaultTheme.TokenColor` is `TintypeTokenColor`), and `TintypeTokenValue`, a token
/// of any type as the `TintypeTheme` protocol gives it.
enum SwiftSharedTokens {
    /// One value type: its documentation, name and stored properties (`name: Type`), with the
    /// memberwise initializer the themes' files call.
    static func valueType(_ what: String, _ name: String, _ properties: [String]) -> String {
        "/// \(what)\npublic struct \(name): Equatable, Sendable {\n"
            + properties.map { "    public var \($0)\n" }.joined() + "}\n\n"
    }

    /// The types, at the top level of the shared file.
    static var types: String {
        var swift = tokenColor
        swift += valueType("A cubic Bézier easing's control points, as `UnitCurve.bezier(startControlPoint:endControlPoint:)`\n"
                           + "/// and `CAMediaTimingFunction(controlPoints:_:_:_:)` take them.", "TintypeEasing",
                           ["x1: Double", "y1: Double", "x2: Double", "y2: Double"])
        swift += """
            /// A line's style: a keyword (`solid`, `dashed`, …) or dash lengths in points with a cap.
            public enum TintypeStrokeStyle: Equatable, Sendable {
                case keyword(String)
                case dashes([Double], lineCap: String)
            }


            """
        swift += valueType("A border: colour, width in points, style.", "TintypeBorder",
                           ["color: TintypeTokenColor", "width: Double", "style: TintypeStrokeStyle"])
        swift += valueType("A shadow; lengths in points.", "TintypeShadow",
                           ["color: TintypeTokenColor", "offsetX: Double", "offsetY: Double", "blur: Double", "spread: Double", "inset: Bool"])
        swift += valueType("A gradient's stop: a colour at a position from 0 to 1.", "TintypeGradientStop",
                           ["color: TintypeTokenColor", "position: Double"])
        swift += valueType("A transition: duration and delay in seconds, and its easing.", "TintypeTransition",
                           ["duration: Double", "delay: Double", "easing: TintypeEasing"])
        swift += valueType("A typography token: families, size and letter spacing in points, weight, line height as\n"
                           + "/// a multiple of the size.", "TintypeTypographyToken",
                           ["fontFamily: [String]", "fontSize: Double", "fontWeight: Double", "letterSpacing: Double", "lineHeight: Double"])
        return swift + value
    }

    private static let tokenColor = """
        /// A token colour in each appearance and contrast.
        public struct TintypeTokenColor: Equatable, Sendable {
            /// sRGB, or Display P3 (where the token is P3).
            public enum Space: Sendable { case sRGB, displayP3 }

            /// One mode's colour: components and opacity from 0 to 1 in `space`.
            public struct Value: Equatable, Sendable {
                public var space: Space
                public var red: Double
                public var green: Double
                public var blue: Double
                public var alpha: Double
            }

            public var light: Value
            public var lightIncreased: Value
            public var dark: Value
            public var darkIncreased: Value

            /// The colour in each mode: light and dark, each at normal and increased contrast.
            public init(light: Value, lightIncreased: Value, dark: Value, darkIncreased: Value) {
                (self.light, self.lightIncreased, self.dark, self.darkIncreased) = (light, lightIncreased, dark, darkIncreased)
            }

            /// The same colour in every mode.
            public init(_ value: Value) { self.init(light: value, lightIncreased: value, dark: value, darkIncreased: value) }

            /// The colour in an appearance and contrast.
            public func value(_ appearance: TintypeAppearance = .light, _ contrast: TintypeContrast = .normal) -> Value {
                switch (appearance, contrast) {
                case (.light, .normal): light
                case (.light, .increased): lightIncreased
                case (.dark, .normal): dark
                case (.dark, .increased): darkIncreased
                }
            }
        }


        """

    private static let value = """
        /// A design token's value, of any type, as `TintypeTheme.token(_:_:_:)` gives it: lengths in
        /// points (1 px = 1 pt, 1 rem = 16 pt), durations in seconds.
        public enum TintypeTokenValue: Equatable, Sendable {
            case color(TintypeTokenColor)
            case dimension(Double)
            case number(Double)
            case fontWeight(Double)
            case duration(Double)
            case fontFamily([String])
            case easing(TintypeEasing)
            case strokeStyle(TintypeStrokeStyle)
            case border(TintypeBorder)
            case transition(TintypeTransition)
            case shadow([TintypeShadow])
            case gradient([TintypeGradientStop])
            case typography(TintypeTypographyToken)
        }


        """
}
