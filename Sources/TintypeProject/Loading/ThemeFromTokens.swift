import TintypeDocument
import TintypeColor
import TintypeTokens

/// A starting theme made from a design system's tokens (`tintype init --from-tokens`): every
/// typography composite becomes a text style that takes its values from the token and scales like
/// the Apple style nearest in size at `large`; the brand's colour becomes the default tint
/// (`TintChoice`). What it mapped and what it left out are listed for the person
/// who runs it, and the theme refers to the tokens, so it follows them when they change.
public struct ThemeFromTokens {
    /// The theme document, and the lines that say what was mapped and what the theme exports.
    package var document: JSONValue
    public var mapped: [String]
    /// Every token, by type: the theme lists the files, so it exports them all as brand tokens.
    public var exported: [String]

    /// Builds the theme `name` from `tokens`; `tokenFiles` are the files as the theme lists them
    /// (relative to where the theme is written); `modes`, how each other mode reads them.
    public init(name: String, tokens: DesignTokens, tokenFiles: [String], reading: TokenReadingOptions = .init(), modes: [ModeSource] = []) {
        let typography = tokens.tokens.values.filter { $0.type == .typography }.sorted { $0.path < $1.path }
        var mapped: [String] = []
        var styles: [JSONValue] = []
        // A system with no typography composites: Apple's styles on its body family, sized by its font-size tokens.
        let apple = typography.isEmpty ? Self.appleStyles(tokens) : nil
        if let apple {
            styles = apple.styles
            mapped = apple.mapped
        }
        var familyCounts: [[String]: Int] = [:]
        var names = Set<String>()
        // Each style named by its path without the group (`text.body.medium` → `bodyMedium`), so its
        // CSS properties are not the exported token's (`--brand-text-body-medium-font-size`); where
        // two paths would give one name, both keep their whole path, and a name that is still the
        // token's (a path of one word, a whole path) ends in `Style`.
        let short = typography.map { Self.styleName($0.path, droppingGroup: true) }
        for (index, token) in typography.enumerated() {
            guard case .typography(let typed) = token.typed else { continue }
            let composite = TypographyComposite(typed)
            familyCounts[composite.families, default: 0] += 1
            var name = short.filter { $0 == short[index] }.count == 1 ? short[index] : Self.styleName(token.path)
            if SourceName.words(name) == SourceName.words(token.path) { name += "Style" }
            while !names.insert(name).inserted { name += "2" }
            let like = TextStyle.nearestApple(size: composite.size)
            styles.append(.object(["name": .string(name), "typography": .string("{\(token.path)}"), "scalesLike": .string(like.rawValue)]))
            mapped.append("style \(name) ← {\(token.path)} (\(composite.size.plainText) pt at large, scales like \(like.rawValue): "
                + "the Apple style nearest in size; change scalesLike to follow another)")
        }
        // The families most styles use are the text role; the others get roles of their own.
        let text = apple?.families ?? familyCounts.max { ($0.value, $1.key.joined(separator: ",")) < ($1.value, $0.key.joined(separator: ",")) }?.key
            ?? ["sans-serif"]
        var theme: [String: JSONValue] = [
            "name": .string(name),
            "description": .string("Made by tintype init --from-tokens from " + tokenFiles.joined(separator: ", ") + "."),
            "tokens": Self.tokensEntry(tokenFiles, reading, modes: modes),
            "typography": .object(["fonts": .object(["text": .object(["families": .array(text.map(JSONValue.string))])]), "styles": .array(styles)]),
        ]
        let tintChoice = TintChoice.choose(tokens)
        if !modes.isEmpty {
            let source = modes.contains { !$0.input.isEmpty } ? "the resolver document's modifiers, by their contexts' names: "
                : modes.contains { !$0.themes.isEmpty } ? "the Tokens Studio themes named light and dark, the light one the base: "
                : "token files over the base's: "
            mapped.append("modes ← " + source + modes.map(\.description).joined(separator: "; "))
        }
        if let tint = tintChoice.choice {
            theme["tints"] = .object(["default": .object([
                "light": .object(["normal": .string("{\(tint.light)}")]),
                "dark": .object(["normal": .string("{\(tint.dark)}")]),
            ])])
            mapped.append("tint ← {\(tint.light)} (light)" + (tint.dark == tint.light ? " and dark" : ", {\(tint.dark)} (dark)") + ": " + tint.why)
        } else {
            mapped.append(tintChoice.passedOver.isEmpty
                ? "tint: no colour token named accent, tint, primary or brand (other than text on it, a background, a surface, "
                    + "a container or a border); the theme keeps iOS's system blue"
                : "tint: the theme keeps iOS's system blue, as no brand-named colour has \(TintChoice.minimumRatio.plainText):1 on white: "
                    + tintChoice.passedOver.joined(separator: ", "))
        }
        // Every token: the theme exports what its files hold (tokens.export narrows it).
        var byType: [String: Int] = [:]
        for token in tokens.tokens.values { byType[token.type.rawValue, default: 0] += 1 }
        exported = byType.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key) token\($0.value == 1 ? "" : "s")" }
        self.mapped = mapped
        document = .object(theme)
    }

    /// The theme's `tokens`: the list of files, or, when sets, themes or a resolver's input were
    /// chosen, `--strict-tokens` given or a resolver gives modes, the object form that keeps that choice
    /// for every later command.
    static func tokensEntry(_ files: [String], _ reading: TokenReadingOptions, modes: [ModeSource] = []) -> JSONValue {
        let list = JSONValue.array(files.map(JSONValue.string))
        guard !reading.tokenSets.isEmpty || reading.tokenTheme != nil || reading.strict || !modes.isEmpty || !reading.input.isEmpty
        else { return list }
        var entry: [String: JSONValue] = ["files": list]
        if !reading.input.isEmpty { entry["input"] = .object(reading.input.mapValues(JSONValue.string)) }
        if !modes.isEmpty {
            entry["modes"] = .object(Dictionary(modes.map { ($0.mode.key, $0.entry) }, uniquingKeysWith: { first, _ in first }))
        }
        if !reading.tokenSets.isEmpty { entry["sets"] = .array(reading.tokenSets.map(JSONValue.string)) }
        if let themes = reading.tokenTheme { entry["themes"] = .array(themes.split(separator: ",").map { .string(String($0)) }) }
        if reading.strict { entry["strict"] = .bool(true) }
        return .object(entry)
    }

    /// `text.body.medium` → `textBodyMedium` (`bodyMedium` `droppingGroup`, where the path has a
    /// group); a path of one word stays it.
    static func styleName(_ path: String, droppingGroup: Bool = false) -> String {
        let segments = path.split(separator: ".")
        let named = droppingGroup && segments.count > 1 ? segments.dropFirst().joined(separator: ".") : path
        let words = named.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard let first = words.first else { return "style" }
        return first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
