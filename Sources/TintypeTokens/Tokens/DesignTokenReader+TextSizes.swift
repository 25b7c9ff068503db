import TintypeDocument

extension DesignTokenReader {
    /// The dimension tokens that size text, which Android and Compose write in `sp` so they follow
    /// the user's font scale: a token whose path names a font size (`font.size.body`,
    /// `fontSizes.lg`, `text-size.sm`), and a token a typography composite's `fontSize` refers to
    /// (through aliases or math) that nothing but text sizes refers to.
    static func textSizes(raw: [String: RawToken], resolved: [String: DesignTokens.Token]) -> Set<String> {
        var sizes = Set<String>()
        var hasTypography = false
        for token in resolved.values {
            if token.type == .dimension, namesFontSize(token.path) { sizes.insert(token.path) }
            if token.type == .typography { hasTypography = true }
        }
        // Only a composite's fontSize starts a chain of references: without one, the names decide.
        guard hasTypography else { return sizes }
        let dimensions = Set(resolved.values.lazy.filter { $0.type == .dimension }.map(\.path))
        // Who refers to each dimension: from a composite's fontSize, or from anything else.
        var fromFontSize: [String: Set<String>] = [:]
        var fromElsewhere: [String: Set<String>] = [:]
        for token in raw.values {
            if resolved[token.path]?.type == .typography, let members = token.value.members {
                for member in members {
                    for target in references(in: member.value) where dimensions.contains(target) {
                        if member.key == "fontSize" { fromFontSize[target, default: []].insert(token.path) }
                        else { fromElsewhere[target, default: []].insert(token.path) }
                    }
                }
            } else {
                for target in references(in: token.value) where dimensions.contains(target) { fromElsewhere[target, default: []].insert(token.path) }
            }
        }
        // A token every referrer of which sizes text sizes text too; each round adds at least one
        // token or ends, so this stops after at most as many rounds as there are dimensions.
        var grew = true
        while grew {
            grew = false
            for path in dimensions where !sizes.contains(path) {
                let others = fromElsewhere[path] ?? []
                guard !(fromFontSize[path] ?? []).isEmpty || !others.isEmpty, others.isSubset(of: sizes) else { continue }
                sizes.insert(path)
                grew = true
            }
        }
        return sizes
    }

    /// Whether a path names a font size: the words `font`, `text` or `type` followed by `size`
    /// or `sizes`, or a word `fontsize`.
    static func namesFontSize(_ path: String) -> Bool {
        // Most paths have no "size" at all: said at once, without splitting them into words.
        guard mentionsSize(path) else { return false }
        let words = SourceName.words(path)
        return zip(words, words.dropFirst()).contains { ["font", "text", "type"].contains($0) && ["size", "sizes"].contains($1) }
            || words.contains { $0 == "fontsize" || $0 == "fontsizes" }
    }

    /// Whether `text` has "size" in any case, read byte by byte without a copy.
    private static func mentionsSize(_ text: String) -> Bool {
        let size: [UInt8] = [0x73, 0x69, 0x7A, 0x65]
        var matched = 0
        for byte in text.utf8 {
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            if lower == size[matched] {
                matched += 1
                if matched == size.count { return true }
            } else {
                matched = lower == size[0] ? 1 : 0
            }
        }
        return false
    }

    /// The token paths a value refers to: `{a.b}` aliases, whole or inside math, at any depth.
    private static func references(in value: SourceNode) -> [String] {
        var found: [String] = []
        var stack = [value]
        while let node = stack.popLast() {
            switch node.value {
            case .string(let text):
                if let target = aliasPath(text) { found.append(target) }
                else if TokenExpression.isExpression(text) { found += TokenExpression.references(in: text) }
            case .array(let items): stack += items
            case .object(let members): stack += members.map(\.value)
            default: break
            }
        }
        return found
    }
}
