import TintypeDocument
import TintypeColor

/// The modes a Tokens Studio export's themes (`$themes`) stand for, for `init --from-tokens`: in
/// one group, a theme named light and one named dark (the words of the name, in any case:
/// `Light`, `mode-dark`), and either with increased contrast (`Dark High Contrast`, `light-hc`,
/// `dark increased`). The light one is the base; each other mode reads the same themes with its
/// own in the light one's place. Every other group gives its first theme, as reading without a
/// choice does.
public struct TokensStudioModes {
    /// The themes the base reads, as `--token-theme` names them (`GROUP/NAME`, or `NAME` without a group).
    public var base: [String]
    public var modes: [ModeSource]

    /// The modes of the themes in `documents`; nil when no group has both a light and a dark theme.
    public init?(_ documents: [(name: String, document: SourceNode)]) {
        var themes: [(name: String, group: String)] = []
        for (file, document) in documents {
            let list = file == "$themes.json" || file.hasSuffix("/$themes.json") ? document : document[member: "$themes"]
            guard case .array(let items)? = list?.value else { continue }
            themes += items.compactMap { item in item[member: "name"]?.stringValue.map { ($0, item[member: "group"]?.stringValue ?? "") } }
        }
        func label(_ theme: (name: String, group: String)) -> String { theme.group.isEmpty ? theme.name : theme.group + "/" + theme.name }
        func mode(_ name: String) -> BrandMode? {
            let words = Set(name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
            let increased = !words.isDisjoint(with: ["hc", "contrast", "increased", "high"])
            let contrast: ContrastSetting = increased ? .increased : .normal
            if words.contains("dark") { return BrandMode(.dark, contrast) }
            if words.contains("light") { return BrandMode(.light, contrast) }
            return nil
        }
        var groups: [String] = []
        for theme in themes where !groups.contains(theme.group) { groups.append(theme.group) }
        guard let modal = groups.first(where: { group in
            let named = themes.filter { $0.group == group }.compactMap { mode($0.name) }
            return named.contains(.base) && named.contains(BrandMode(.dark, .normal))
        }) else { return nil }
        func first(_ group: String, _ wanted: BrandMode) -> String? {
            guard let theme = themes.first(where: { $0.group == group && (group != modal || mode($0.name) == wanted) }) else { return nil }
            return label(theme)
        }
        func reading(_ wanted: BrandMode) -> [String]? {
            guard first(modal, wanted) != nil else { return nil }
            return groups.compactMap { first($0, wanted) }
        }
        guard let base = reading(.base) else { return nil }
        self.base = base
        modes = BrandMode.others.compactMap { mode in reading(mode).map { ModeSource(mode: mode, themes: $0) } }
    }
}
