import TintypeDocument

/// Tokens Studio's exports: `value` with its own type names (`fontSizes`, `lineHeights`,
/// `letterSpacing`, `boxShadow`, …) and, in its DTCG mode, `$type` with them; both become DTCG's
/// types, and types with no DTCG meaning (`textCase`, `textDecoration`, …) are left out with a
/// warning. A percentage letter spacing is a fraction of the font size: em. Its sets and themes
/// are `TokensStudioSets`; its math is `TokenExpression`, evaluated as the resolver meets it.
struct TokensStudioTokens: TokenPreprocessor {
    /// Tokens Studio's legacy export: `value`, `type` with its own type names.
    static let form = TokenForm(order: 2, note: "in Tokens Studio's format, read as DTCG 2025.10",
                                strict: "Tokens Studio's format; --strict-tokens reads DTCG 2025.10 only", extensionKey: "studio.tokens")
    /// Tokens Studio's DTCG mode: `$value` with its own type names.
    static let typeNames = TokenForm(order: 3, note: "with Tokens Studio's type names, read as DTCG 2025.10 types",
                                     strict: "a Tokens Studio type name; --strict-tokens reads DTCG 2025.10 types only", extensionKey: "studio.tokens")

    /// Its sets and themes (`TokensStudioSets`): one file with `$themes` or `$metadata`, set files
    /// with theirs, or sets chosen by `--token-set`.
    static func prepare(_ documents: [(name: String, document: SourceNode)], options: TokenReadingOptions) -> TokenSet? {
        guard TokensStudioSets.applies(to: documents, options: options) else { return nil }
        return TokensStudioSets(documents, options: options).tokenSet(options)
    }

    /// A one-file export without `$themes`: its top-level keys are sets and its references leave
    /// the set names out. Only a file that failed to read as it is is looked at so.
    static func prepare(afterFailing documents: [(name: String, document: SourceNode)], options: TokenReadingOptions) -> TokenSet? {
        guard !options.strict, documents.count == 1, let only = documents.first,
              TokensStudioSets.referencesLeaveOutSetNames(only.document) else { return nil }
        var sets = options
        sets.topLevelSets = true
        return TokensStudioSets(documents, options: sets).tokenSet(sets)
    }

    /// Tokens Studio's type names and the DTCG types they become (nil: no DTCG meaning).
    static let types: [String: String?] = [
        "color": "color", "sizing": "dimension", "spacing": "dimension", "dimension": "dimension", "borderRadius": "dimension",
        "borderWidth": "dimension", "fontSizes": "dimension", "fontSize": "dimension", "paragraphSpacing": "dimension",
        "paragraphIndent": "dimension", "letterSpacing": "dimension", "lineHeights": "number", "lineHeight": "number",
        "opacity": "number", "number": "number", "fontFamilies": "fontFamily", "fontFamily": "fontFamily",
        "fontWeights": "fontWeight", "fontWeight": "fontWeight", "typography": "typography", "boxShadow": "shadow",
        "border": "border", "duration": "duration",
        "textCase": nil, "textDecoration": nil, "composition": nil, "asset": nil, "other": nil, "boolean": nil, "text": nil,
    ]

    /// Whether some token's `type` is one only Tokens Studio uses: its other tokens without `$`
    /// (`"type": "color"`) are then Tokens Studio's too, not Style Dictionary's.
    let isExport: Bool

    init?(document: SourceNode, options: TokenReadingOptions) {
        isExport = options.tokensStudioSets || Self.hasTokensStudioType(document)
    }

    func groupType(_ type: String, at position: SourcePosition, path: String, context: inout DialectContext) -> DialectGroupType {
        guard let known = Self.types[type] else { return .notMine }
        context.note(Self.typeNames, at: position, path: path)
        return known.map { .mapped($0) } ?? .leftOut(dialect: "Tokens Studio")
    }

    func token(_ token: inout DialectToken, context: inout DialectContext) -> Bool {
        if !token.isLegacy {
            // Its DTCG mode: `$value` tokens with its type names.
            guard let declared = token["$type"]?.stringValue, TokenType(rawValue: declared) == nil,
                  let known = Self.types[declared] else { return true }
            context.note(Self.typeNames, at: token["$type"]?.position ?? token.position, path: token.path)
            guard let mapped = known else {
                context.leaveOut(token.path, type: declared, dialect: "Tokens Studio", at: token.position)
                return false
            }
            let type = token["$value"].map { Self.type(declared, mapped, $0) } ?? mapped
            if let type {
                token.set("$type", SourceNode(value: .string(type), position: token["$type"]?.position ?? token.position))
            } else {
                token.remove("$type")
            }
            if let value = token["$value"], let converted = Self.value(declared, value) { token.set("$value", converted) }
            return true
        }
        guard isExport, let declared = token["type"]?.stringValue, let known = Self.types[declared] else { return true }
        guard let mapped = known else {
            context.leaveOut(token.path, type: declared, dialect: "Tokens Studio", at: token.position, noting: Self.form)
            return false
        }
        context.note(Self.form, at: token.position, path: token.path)
        guard let value = token["value"] else { return true }
        token.rewriteAsDTCG(value: Self.value(declared, value) ?? value, type: Self.type(declared, mapped, value), form: Self.form)
        return true
    }

    /// Its values in DTCG's shape where the shape differs, by sd-transforms' rules: a percentage
    /// letter spacing is em, a box shadow's `x` and `y` are `offsetX` and `offsetY` and its `type`
    /// (`innerShadow`) is `inset`. Nil when nothing changes.
    static func value(_ type: String, _ value: SourceNode) -> SourceNode? {
        switch type {
        case "letterSpacing": return percentLetterSpacing(type, value)
        case "boxShadow":
            if case .array(let items) = value.value {
                let shadows = items.map { shadow($0) ?? $0 }
                return SourceNode(value: .array(shadows), position: value.position)
            }
            return shadow(value)
        default: return nil
        }
    }

    /// The DTCG type to write for a value of Tokens Studio's type `declared` (`mapped` in DTCG's
    /// names), where its form says more than the name: a px line height is a length (÷ the size
    /// inside a composite), not a multiplier, and a line height that only aliases another token is
    /// whatever that token is (nil: no `$type`, so it takes its target's), as sd-transforms keeps
    /// `{space}` at 20px a length.
    static func type(_ declared: String, _ mapped: String, _ value: SourceNode) -> String? {
        guard declared == "lineHeights" || declared == "lineHeight", let text = value.stringValue else { return mapped }
        if DesignTokenReader.aliasPath(text) != nil { return nil }
        guard let (_, unit) = DraftValues.measure(text), unit == "px" else { return mapped }
        return "dimension"
    }

    /// One box shadow in DTCG's members; nil when it is no object.
    private static func shadow(_ node: SourceNode) -> SourceNode? {
        guard let members = node.members else { return nil }
        var output: [SourceNode.Member] = []
        for member in members {
            switch member.key {
            case "x": output.append(SourceNode.Member(key: "offsetX", keyPosition: member.keyPosition, value: member.value))
            case "y": output.append(SourceNode.Member(key: "offsetY", keyPosition: member.keyPosition, value: member.value))
            case "type":
                let inset = member.value.stringValue == "innerShadow" || member.value.stringValue == "inset"
                output.append(SourceNode.Member(key: "inset", keyPosition: member.keyPosition, value: SourceNode(value: .bool(inset), position: member.value.position)))
            default: output.append(member)
            }
        }
        return SourceNode(value: .object(output), position: node.position)
    }

    /// A letter spacing in percent (`"-2%"`) as em (−0.02 em): Tokens Studio's percentage is of the font size.
    static func percentLetterSpacing(_ type: String, _ value: SourceNode) -> SourceNode? {
        guard type == "letterSpacing", let text = value.stringValue, let (amount, unit) = DraftValues.measure(text), unit == "%" else { return nil }
        return DialectToken.dimension(amount / 100, unit: "em", at: value.position)
    }

    /// Whether some token of the document has a `type` only Tokens Studio uses.
    private static func hasTokensStudioType(_ document: SourceNode) -> Bool {
        var stack = [document]
        while let node = stack.popLast() {
            guard let members = node.members else { continue }
            for member in members {
                if member.key == "type", let type = member.value.stringValue, TokenType(rawValue: type) == nil,
                   Self.types[type] != nil { return true }
                stack.append(member.value)
            }
        }
        return false
    }
}
