import TintypeCompiledTheme
import TintypeDocument

/// A theme's `TintypeTheme` conformance: the protocol's members, which take the shared names
/// (`TintypeTextStyle`, `TintypeTint`, token paths) and answer from the theme's own tables, nil for
/// a name the theme does not have.
enum SwiftConformance {
    static func members(_ compiled: CompiledTheme, _ scalings: [SwiftScaling]) -> String {
        let emphasis = SwiftFormat.Emphasis(compiled)
        var swift = """

                // MARK: TintypeTheme

                public var name: String { \(SwiftFormat.quoted(compiled.name)) }

                public var textStyles: [TintypeTextStyle] { TextStyle.allCases.map(\\.name) }

                public func scaling(of style: TintypeTextStyle) -> TintypeStyleScaling? { TextStyle(rawValue: style.rawValue)?.scaling }

                public func metrics(of style: TintypeTextStyle, _ category: TintypeSizeCategory, emphasized: Bool, boldText: Bool) -> TintypeMetrics? {
                    TextStyle(rawValue: style.rawValue).map { Self.metrics($0, category\(emphasis.argument), boldText: boldText) }
                }

                public var requiredFonts: [TintypeRequiredFont] { Self.requiredFonts }

                public var tints: [TintypeTint] { Tint.allCases.map(\\.name) }

                public func color(of tint: TintypeTint, _ appearance: TintypeAppearance, _ contrast: TintypeContrast) -> TintypeRGBA? {
                    Tint(rawValue: tint.rawValue).map { Self.color($0, appearance, contrast) }
                }

                /// Lengths scale along \(lengthStyle(compiled, scalings).rawValue)'s curve.
                public var lengthStyle: TintypeTextStyle { \(SwiftFormat.quoted(lengthStyle(compiled, scalings).rawValue)) }

            """
        let tokens = compiled.tokens
        if tokens.isEmpty {
            swift += "\n    public var tokenPaths: [String] { [] }\n\n"
            swift += "    public func token(_ path: String, _ appearance: TintypeAppearance, _ contrast: TintypeContrast) -> TintypeTokenValue? { nil }\n"
            return swift
        }
        swift += "\n    public var tokenPaths: [String] {\n        [\n"
        swift += SwiftFormat.wrapped(tokens.map { SwiftFormat.quoted($0.path) }).split(separator: "\n").map { "    " + $0 + "\n" }.joined()
        swift += "        ]\n    }\n\n"
        swift += "    public func token(_ path: String, _ appearance: TintypeAppearance, _ contrast: TintypeContrast) -> TintypeTokenValue? {\n"
        swift += "        switch path {\n"
        for token in tokens {
            swift += "        case \(SwiftFormat.quoted(token.path)): \(SwiftTokens.protocolValue(token))\n"
        }
        return swift + "        default: nil\n        }\n    }\n"
    }

    /// The style lengths scale along: `body`, else the first whose name starts with it (Material's
    /// `bodyLarge`), else the first that scales like Apple's body, else the first style.
    static func lengthStyle(_ compiled: CompiledTheme, _ scalings: [SwiftScaling]) -> TextStyle {
        let styles = compiled.typefaces.map(\.style)
        if styles.contains(.body) { return .body }
        return styles.first { $0.rawValue.hasPrefix("body") } ?? zip(styles, scalings).first { $0.1.textStyle == .body }?.0
            ?? styles.first ?? .body
    }
}
