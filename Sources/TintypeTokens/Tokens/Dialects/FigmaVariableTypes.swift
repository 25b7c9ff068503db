import TintypeDocument

/// Figma's variables export: DTCG tokens with Figma's own types for variables no DTCG type holds
/// (`string`, `boolean`, and `unknown` for what Figma cannot say). Such tokens are left out with a
/// warning naming them, rather than stopping the file; under `--strict-tokens` their type is an error.
struct FigmaVariableTypes: TokenPreprocessor {
    /// Figma's variable types with no DTCG meaning.
    static let types: Set<String> = ["string", "boolean", "unknown"]

    init?(document: SourceNode, options: TokenReadingOptions) {
        if options.strict { return nil }
    }

    func groupType(_ type: String, at position: SourcePosition, path: String, context: inout DialectContext) -> DialectGroupType {
        Self.types.contains(type) ? .leftOut(dialect: "Figma's variables export") : .notMine
    }

    func token(_ token: inout DialectToken, context: inout DialectContext) -> Bool {
        guard let type = token["$type"]?.stringValue, Self.types.contains(type) else { return true }
        // Style Dictionary's files have a `string` type of their own: named as theirs, not Figma's.
        let dialect = token.form == StyleDictionaryTokens.form ? "Style Dictionary" : "Figma's variables export"
        context.leaveOut(token.path, type: type, dialect: dialect, at: token.position)
        return false
    }
}
