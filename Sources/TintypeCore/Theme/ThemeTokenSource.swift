/// What a theme says about its DTCG token files under `tokens`: a list of files and folders
/// (relative to the theme), or an object with those `files` and how to read them — the Tokens
/// Studio `sets` or `themes` to choose and whether to read DTCG 2025.10 alone (`strict`).
public struct ThemeTokenSource: Sendable {
    /// Each listed file or folder, and where it is listed.
    public var files: [(path: String, position: SourcePosition)] = []
    /// How the theme asks its token files to be read.
    public var options = TokenReadingOptions()

    /// The keys of the object form.
    static let keys = ["files", "sets", "themes", "strict"]

    /// The source a theme document gives; empty when it lists none or the entry is malformed
    /// (reading the theme then reports the problem at its place).
    public init(listedIn root: SourceNode) {
        guard let entry = root[member: "tokens"] else { return }
        let list = entry.members == nil ? entry : entry[member: "files"]
        if case .array(let items)? = list?.value {
            files = items.compactMap { item in item.stringValue.map { ($0, item.position) } }
        }
        options.tokenSets = entry[member: "sets"].map(Self.strings) ?? []
        let themes = entry[member: "themes"].map(Self.strings) ?? []
        options.tokenTheme = themes.isEmpty ? nil : themes.joined(separator: ",")
        if case .bool(let strict)? = entry[member: "strict"]?.value { options.strict = strict }
    }

    private static func strings(_ node: SourceNode) -> [String] {
        if let single = node.stringValue { return [single] }
        if case .array(let items) = node.value { return items.compactMap(\.stringValue) }
        return []
    }
}

extension TokenReadingOptions {
    /// These options with `later`'s choices over them: a later choice of sets or themes replaces
    /// an earlier one, and `strict` from either holds.
    public func overridden(by later: TokenReadingOptions) -> TokenReadingOptions {
        var result = self
        result.strict = strict || later.strict
        if !later.tokenSets.isEmpty || later.tokenTheme != nil {
            result.tokenSets = later.tokenSets
            result.tokenTheme = later.tokenTheme
        }
        result.input.merge(later.input) { $1 }
        return result
    }
}
