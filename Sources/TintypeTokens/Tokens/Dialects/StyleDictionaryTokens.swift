import TintypeDocument

/// Style Dictionary v3/v4 sources: `value` without `$`, `type` (or `attributes.category`, or the
/// path's category by its category/type/item convention: `color` colour, `size` dimension in rem,
/// `time` duration, said in a note as DTCG itself never infers a type; an alias without one takes
/// its target's), `comment`, `attributes`
/// under `$extensions`, `{a.b.value}` references. The last of the forms without `$`: what
/// Spectrum and Tokens Studio did not claim.
struct StyleDictionaryTokens: TokenPreprocessor {
    /// Style Dictionary v3/v4 sources: `value`, `type`, `comment`, `attributes`, `{a.b.value}`.
    static let form = TokenForm(order: 1, note: "in Style Dictionary's format (\"value\" without \"$\"), read as DTCG 2025.10",
                                strict: "Style Dictionary's format; --strict-tokens reads DTCG 2025.10 only", extensionKey: "style-dictionary")
    /// Tokens without a type given one by Style Dictionary's category/type/item convention.
    static let typeFromPath = TokenForm(
        order: 5, note: "without a type, given one by Style Dictionary's category/type/item convention (DTCG itself never infers a type)",
        strict: "no type (DTCG never infers one); give it a $type")

    init?(document: SourceNode, options: TokenReadingOptions) {}

    func token(_ token: inout DialectToken, context: inout DialectContext) -> Bool {
        guard token.isLegacy, let value = token["value"] else { return true }
        var type: String?
        var inferred = false
        if let declared = token["type"]?.stringValue {
            type = declared
        } else if let category = token["attributes"]?[member: "category"]?.stringValue {
            type = Self.typeOfCategory(category)
            inferred = type != nil
        } else {
            type = Self.typeOfCategory(Self.category(of: token.path))
            inferred = type != nil
        }
        // An alias with no type of its own takes its target's (DTCG 2025.10), as Style Dictionary resolves it.
        let alias = type == nil && value.stringValue.flatMap { DesignTokenReader.aliasPath($0.replacingOccurrences(of: ".value}", with: "}")) } != nil
        guard type != nil || alias else {
            // Style Dictionary's own examples keep untyped tokens (asset paths) that no platform of ours can take.
            context.leaveOut(token.path, .noType, at: token.position, "token '\(token.path)' has no type, and Style Dictionary's category "
                + "'\(Self.category(of: token.path))' gives none; it is left out (give it a type to keep it)")
            return false
        }
        if inferred { context.note(Self.typeFromPath, at: token.position, path: token.path) }
        context.note(Self.form, at: token.position, path: token.path)
        var converted = value
        // Its size category is in rem: a bare number there is rem, not px.
        if type == "dimension", Self.category(of: token.path) == "size", let amount = Self.bareNumber(value) {
            converted = DialectToken.dimension(amount, unit: "rem", at: value.position)
        }
        token.rewriteAsDTCG(value: converted, type: type, form: Self.form)
        token.inferredType = inferred
        return true
    }

    /// A path's first segment, its category in Style Dictionary's convention.
    static func category(of path: String) -> String {
        String(path.prefix { $0 != "." })
    }

    /// The type Style Dictionary's category/type/item convention gives a path's category.
    static func typeOfCategory(_ category: String) -> String? {
        switch category {
        case "color": "color"
        case "size": "dimension"
        case "time": "duration"
        default: nil
        }
    }

    /// A number, or a string that is only a number.
    private static func bareNumber(_ node: SourceNode) -> Double? {
        switch node.value {
        case .number(let amount): amount
        case .string(let text): DraftValues.measure(text).flatMap { $0.1.isEmpty ? $0.0 : nil }
        default: nil
        }
    }
}
