import TintypeDocument

/// How token files are read, offered the same way everywhere tokens are read: a flag of every
/// command that reads tokens (`--strict-tokens`, `--token-set`, `--token-theme`, `--input`), and a key of
/// a project's `tokens` and of a theme's `tokens` (and of each of its `modes`), with one help text.
extension TokenReadingOptions {
    /// One choice: its key in a project or theme file, its flag, what its value is called, its help.
    public struct Choice: Sendable {
        public let key: String
        public let flag: String
        public let valueName: String?
        public let help: String
    }

    /// Every choice, in the order help lists them. `strict` is the reader's; `sets` and `themes`
    /// are Tokens Studio's; `input` is a resolver document's modifiers and Spectrum's `sets`.
    public static let choices = [strictChoice, setsChoice, themesChoice, inputChoice]

    public static let strictChoice = Choice(
        key: "strict", flag: "strict-tokens", valueName: nil,
        help: "Read token files as DTCG 2025.10 alone: every other form is an error at its place.")
    public static let setsChoice = Choice(
        key: "sets", flag: "token-set", valueName: "set",
        help: "A Tokens Studio set to read (repeatable), or a glob of them ('components/*'), instead of themes: the other sets are "
            + "not read. '!NAME' or '!GLOB' leaves sets out of what the rest or the themes choose.")
    public static let themesChoice = Choice(
        key: "themes", flag: "token-theme", valueName: "name",
        help: "The Tokens Studio themes whose sets to read ($themes), comma-separated, each a name or GROUP/NAME (each group's first by default).")
    public static let inputChoice = Choice(
        key: "input", flag: "input", valueName: "modifier=context",
        help: "A modifier's context, modifier=context (repeatable): a resolver document's modifiers, or Spectrum's theme and scale.")

    /// The keys a project's or theme's `tokens` (and each mode) takes for these choices.
    public static var keys: [String] { choices.map(\.key) }

    /// The choices a project's or theme's `tokens` object (or one of its modes) writes, already
    /// checked by its reader; what is malformed is left out here.
    public init(choicesIn entry: SourceNode) {
        func strings(_ node: SourceNode) -> [String] {
            if let single = node.stringValue { return [single] }
            if case .array(let items) = node.value { return items.compactMap(\.stringValue) }
            return []
        }
        self.init()
        tokenSets = entry[member: Self.setsChoice.key].map(strings) ?? []
        let themes = entry[member: Self.themesChoice.key].map(strings) ?? []
        tokenTheme = themes.isEmpty ? nil : themes.joined(separator: ",")
        if case .object(let input)? = entry[member: Self.inputChoice.key]?.value {
            for member in input { if let context = member.value.stringValue { self.input[member.key] = context } }
        }
        if case .bool(let strict)? = entry[member: Self.strictChoice.key]?.value { self.strict = strict }
    }
}
