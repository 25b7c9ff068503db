/// Tokens Studio's token sets: one file whose top-level keys are set names (with `$themes` and
/// `$metadata` inside it), or a folder of set files passed with its `$metadata.json` (the sets'
/// order, `tokenSetOrder`) and `$themes.json`. A theme marks each set enabled (read and output),
/// source (read for references, not output) or disabled (not read: a reference into it is an error
/// that says so). Themes come in groups (a colour theme, a scale), one chosen in each: `--token-theme
/// dark,mobile` chooses by name, and a group none of the names is in takes its first theme.
struct TokensStudioSets {
    /// One set to read, in order: later sets override the same path in earlier ones.
    struct Layer {
        var name: String
        var document: SourceNode
        var output: Bool
    }

    var layers: [Layer] = []
    /// The documents that are not sets, read as they are.
    var others: [(name: String, document: SourceNode)] = []
    /// The sets the theme disables, by name.
    var disabled: [(name: String, document: SourceNode)] = []
    var diagnostics: [Diagnostic] = []
    /// The theme chosen, for messages.
    var theme: String?

    /// Whether any of the documents is Tokens Studio's set structure.
    static func applies(to documents: [(name: String, document: SourceNode)]) -> Bool {
        documents.contains { isMetadata($0.name) || isThemes($0.name) || hasSets($0.document) }
    }

    static func isMetadata(_ name: String) -> Bool { name == "$metadata.json" || name.hasSuffix("/$metadata.json") }
    static func isThemes(_ name: String) -> Bool { name == "$themes.json" || name.hasSuffix("/$themes.json") }

    /// A single-file export: `$themes` or `$metadata` at its top.
    static func hasSets(_ document: SourceNode) -> Bool {
        guard case .object(let members) = document.value else { return false }
        return members.contains { $0.key == "$themes" || $0.key == "$metadata" }
    }

    init(_ documents: [(name: String, document: SourceNode)], theme requested: String?) {
        var sets: [(set: String?, file: String, document: SourceNode)] = []
        var order: [String] = []
        var themes: [SourceNode] = []
        var folder = ""
        var themesFile = "$themes.json"
        for (name, document) in documents {
            if Self.isMetadata(name) {
                folder = String(name.dropLast("$metadata.json".count))
                order += Self.setOrder(document)
            } else if Self.isThemes(name) {
                themesFile = name
                if case .array(let items) = document.value { themes += items }
            } else if Self.hasSets(document), case .object(let members) = document.value {
                themesFile = name
                for member in members {
                    switch member.key {
                    case "$metadata": order += Self.setOrder(member.value)
                    case "$themes": if case .array(let items) = member.value.value { themes += items }
                    default: sets.append((member.key, name, member.value))
                    }
                }
            } else {
                sets.append((nil, name, document))
            }
        }
        // A set file's set name is its path beside $metadata.json, without `.json`.
        func setName(_ name: String) -> String {
            var set = name.hasPrefix(folder) ? String(name.dropFirst(folder.count)) : name
            if set.hasSuffix(".json") { set.removeLast(5) }
            return set
        }
        let named = sets.map { ($0.set ?? setName($0.file), $0.file, $0.document) }
        let ordered = named.sorted { (order.firstIndex(of: $0.0) ?? Int.max, 0) < (order.firstIndex(of: $1.0) ?? Int.max, 1) }
        // The themes: one per group, by name, else each group's first; without themes every set is enabled.
        var statuses: [String: String]?
        if !themes.isEmpty {
            let names = themes.compactMap { Self.string($0, "name") }
            var uniqueNames: [String] = []
            for name in names where !uniqueNames.contains(name) { uniqueNames.append(name) }
            let wanted = requested.map { $0.split(separator: ",").map { String($0).trimmedOfWhitespace } } ?? []
            for name in wanted where !names.contains(name) {
                diagnostics.append(Diagnostic(file: themesFile, position: SourcePosition(line: 1, column: 1), message:
                    "no Tokens Studio theme '\(name)'" + (closestMatch(to: name, in: uniqueNames).map { "; did you mean '\($0)'?" } ?? "")
                    + "; the themes are " + uniqueNames.joined(separator: ", ")))
            }
            var chosen: [SourceNode] = []
            var groups: [String] = []
            for candidate in themes {
                let group = Self.string(candidate, "group") ?? ""
                guard !groups.contains(group) else { continue }
                let inGroup = themes.filter { (Self.string($0, "group") ?? "") == group }
                if let named = inGroup.first(where: { wanted.contains(Self.string($0, "name") ?? "") }) ?? (wanted.isEmpty || !group.isEmpty ? inGroup.first : nil) {
                    chosen.append(named)
                    groups.append(group)
                }
            }
            var merged: [String: String] = [:]
            let rank = ["disabled": 0, "source": 1, "enabled": 2]
            for theme in chosen {
                guard case .object(let selected)? = Self.member(theme, "selectedTokenSets")?.value else { continue }
                for member in selected {
                    guard case .string(let status) = member.value.value else { continue }
                    if (rank[status] ?? 0) >= (rank[merged[member.key] ?? "disabled"] ?? 0) { merged[member.key] = status }
                }
            }
            theme = chosen.compactMap { Self.string($0, "name") }.joined(separator: ", ")
            statuses = merged
        } else if let requested {
            diagnostics.append(Diagnostic(at: .none, "--token-theme \(requested): the files hold no Tokens Studio themes ($themes)"))
        }
        for (set, file, document) in ordered {
            switch statuses.map({ $0[set] ?? "disabled" }) ?? "enabled" {
            case "enabled": layers.append(Layer(name: file, document: document, output: true))
            case "source": layers.append(Layer(name: file, document: document, output: false))
            default: disabled.append((set, document))
            }
        }
    }

    private static func setOrder(_ node: SourceNode) -> [String] {
        guard case .array(let items)? = member(node, "tokenSetOrder")?.value else { return [] }
        return items.compactMap { if case .string(let name) = $0.value { name } else { nil } }
    }

    private static func member(_ node: SourceNode, _ key: String) -> SourceNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { $0.key == key }?.value
    }

    private static func string(_ node: SourceNode, _ key: String) -> String? {
        if case .string(let text)? = member(node, key)?.value { text } else { nil }
    }
}
