import TintypeColor
import TintypeDocument
import TintypeTokens

/// What a theme says about its DTCG token files under `tokens`: a list of files and folders
/// (relative to the theme), or an object with those `files` and how to read them — the Tokens
/// Studio `sets` or `themes` to choose, a resolver document's `input`, whether to read DTCG
/// 2025.10 alone (`strict`) — which tokens it exports (`export`) and how each other mode reads
/// them (`modes`: `dark`, `lightIncreased`, `darkIncreased`, each with its own files, sets,
/// themes or input over the base's).
public struct ThemeTokenSource: Sendable {
    /// How one mode besides the base reads the token files: more files after the base's, and its
    /// choices over the base's.
    public struct Mode: Sendable {
        public var mode: BrandMode
        public var files: [(path: String, position: SourcePosition)]
        public var options: TokenReadingOptions
    }

    /// Each listed file or folder, and where it is listed.
    public var files: [(path: String, position: SourcePosition)] = []
    /// How the theme asks its token files to be read.
    public var options = TokenReadingOptions()
    /// The tokens the theme exports: all of them when it lists token files, unless it says.
    public var export = BrandExport.all
    public var modes: [Mode] = []

    /// The keys of the object form, and of a mode: the files, the reading choices every place that
    /// reads tokens offers (`TokenReadingOptions.choices`), and a theme's own.
    package static let keys = ["files"] + TokenReadingOptions.keys + ["export", "modes"]
    package static let modeKeys = ["files"] + TokenReadingOptions.keys

    /// The source a theme document gives; empty when it lists none or the entry is malformed
    /// (reading the theme then reports the problem at its place).
    public init(listedIn root: SourceNode) {
        guard let entry = root[member: "tokens"] else { return }
        let list = entry.members == nil ? entry : entry[member: "files"]
        files = Self.files(list)
        options = TokenReadingOptions(choicesIn: entry)
        switch entry[member: "export"]?.value {
        case .bool(false)?: export = .none
        case .array(let items)?: export = .groups(items.compactMap { item in item.stringValue.map { ($0, item.position) } })
        default: break
        }
        if case .object(let written)? = entry[member: "modes"]?.value {
            modes = BrandMode.others.compactMap { mode in
                written.first { $0.key == mode.key }.map { Mode(mode: mode, files: Self.files($0.value[member: "files"]), options: TokenReadingOptions(choicesIn: $0.value)) }
            }
        }
    }

    private static func files(_ list: SourceNode?) -> [(path: String, position: SourcePosition)] {
        guard case .array(let items)? = list?.value else { return [] }
        return items.compactMap { item in item.stringValue.map { ($0, item.position) } }
    }
}
