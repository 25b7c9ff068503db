import TintypeDocument

/// Tokens Studio's token sets: one file whose top-level keys are set names (with `$themes` and
/// `$metadata` inside it, or without them when its references leave the set names out), or a
/// folder of set files passed with its `$metadata.json` (the sets' order, `tokenSetOrder`) and
/// `$themes.json`. A theme marks each set enabled (read and output), source (read for references,
/// not output) or disabled (not read: a reference into it is an error that says so). Themes come
/// in groups (a colour theme, a brand, a scale): `--token-theme dark,brand-a/light` chooses by name
/// or by group and name; without a choice each group's first is taken, and said. `--token-set`
/// chooses sets by name instead of themes. Source sets are read before enabled ones, so an enabled
/// set's token is the one output; a set that replaces another's tokens is noted once per pair.
struct TokensStudioSets {
    /// One set to read, in order: later sets override the same path in earlier ones.
    struct Layer {
        var name: String
        var document: SourceNode
        var output: Bool
        /// The set's name, for notes.
        var set: String
    }

    var layers: [Layer] = []
    /// The sets the theme disables, by name.
    var disabled: [(name: String, document: SourceNode)] = []
    var diagnostics: [Diagnostic] = []
    /// The themes (or sets) chosen, for messages.
    var theme: String?

    /// One set as found: its name, the file it is in, and its tokens.
    private struct FoundSet {
        var name: String
        var file: String
        var document: SourceNode
        var position: SourcePosition
    }

    /// Whether the documents are Tokens Studio's set structure.
    static func applies(to documents: [(name: String, document: SourceNode)], options: TokenReadingOptions) -> Bool {
        documents.contains { isMetadata($0.name) || isThemes($0.name) || hasSets($0.document) } || !options.tokenSets.isEmpty
            || options.topLevelSets
    }

    static func isMetadata(_ name: String) -> Bool { name == "$metadata.json" || name.hasSuffix("/$metadata.json") }
    static func isThemes(_ name: String) -> Bool { name == "$themes.json" || name.hasSuffix("/$themes.json") }

    /// A single-file export: `$themes` or `$metadata` at its top.
    static func hasSets(_ document: SourceNode) -> Bool {
        document.has("$themes") || document.has("$metadata")
    }

    /// A single file whose top-level keys are sets (one or more) though it has no `$themes` or `$metadata`: every
    /// top-level member is a group, and some reference leaves the set name out (`{fontSizes.md}`
    /// where `fontSizes` is a group inside a top-level set, not a top-level key).
    static func referencesLeaveOutSetNames(_ document: SourceNode) -> Bool {
        guard let members = document.members, !members.isEmpty, isGroupsOnly(document) else { return false }
        let top = Set(members.map(\.key))
        let inner = Set(members.flatMap { $0.value.members?.map(\.key) ?? [] })
        var stack = members.map(\.value)
        var visited = 0
        while let node = stack.popLast(), visited < 100_000 {
            visited += 1
            switch node.value {
            case .string(let text):
                for path in TokenExpression.references(in: text) + (DesignTokenReader.aliasPath(text).map { [$0] } ?? []) {
                    let first = String(path.prefix { $0 != "." })
                    if !top.contains(first), inner.contains(first) { return true }
                }
            case .array(let items): stack += items
            case .object(let children): stack += children.map(\.value)
            default: break
            }
        }
        return false
    }

    init(_ documents: [(name: String, document: SourceNode)], options: TokenReadingOptions) {
        var sets: [FoundSet] = []
        var order: [String] = []
        var themes: [SourceNode] = []
        var folder = ""
        var themesFile = "$themes.json"
        var givenSetFiles = false
        for (name, document) in documents {
            if Self.isMetadata(name) {
                folder = String(name.dropLast("$metadata.json".count))
                order += Self.setOrder(document)
            } else if Self.isThemes(name) {
                themesFile = name
                if case .array(let items) = document.value { themes += items }
            } else if Self.hasSets(document) || options.topLevelSets || Self.isSetsWithoutThemes(document, documents, options) {
                themesFile = name
                if !Self.hasSets(document) {
                    diagnostics.append(Diagnostic(file: name, position: document.position, severity: .note, message:
                        "the file's top-level keys are read as Tokens Studio sets ("
                        + (document.members ?? []).map(\.key).joined(separator: ", ") + "): its references leave the set names out"))
                }
                for member in document.members ?? [] {
                    switch member.key {
                    case "$metadata": order += Self.setOrder(member.value)
                    case "$themes": if case .array(let items) = member.value.value { themes += items }
                    default: sets.append(FoundSet(name: member.key, file: name, document: member.value, position: member.keyPosition))
                    }
                }
            } else {
                givenSetFiles = true
                sets.append(FoundSet(name: "", file: name, document: document, position: document.position))
            }
        }
        // A set file's set name is its path beside $metadata.json (or $themes.json), without `.json`.
        if folder.isEmpty, Self.isThemes(themesFile) { folder = String(themesFile.dropLast("$themes.json".count)) }
        for index in sets.indices where sets[index].name.isEmpty {
            var set = sets[index].file.hasPrefix(folder) ? String(sets[index].file.dropFirst(folder.count)) : sets[index].file
            if set.hasSuffix(".json") { set.removeLast(5) }
            sets[index].name = set
        }
        let ordered = sets.enumerated().sorted {
            (order.firstIndex(of: $0.element.name) ?? Int.max, $0.offset) < (order.firstIndex(of: $1.element.name) ?? Int.max, $1.offset)
        }.map(\.element)
        if sets.isEmpty {
            let given = documents.first.map(\.name) ?? themesFile
            diagnostics.append(Diagnostic(file: given, position: SourcePosition(line: 1, column: 1), message:
                "only Tokens Studio's \(themes.isEmpty ? "$metadata.json" : "themes") \(themes.isEmpty ? "was" : "were") given, no set: "
                + "give the set files too (a folder of them is read whole)"))
            return
        }
        let statuses = choose(themes: themes, sets: ordered.map(\.name), themesFile: themesFile, options: options)
        if let statuses {
            // F3: what was given and named by no theme, and what a theme enables that was not given.
            let named = Set(themes.flatMap { $0[member: "selectedTokenSets"]?.members?.map(\.key) ?? [] })
            for set in ordered where !named.contains(set.name) && givenSetFiles && !themes.isEmpty && options.tokenSets.isEmpty {
                diagnostics.append(Diagnostic(file: set.file, position: set.position, severity: .warning, message:
                    "set '\(set.name)' is named by no Tokens Studio theme, so it is not read; name it in $themes or leave the file out"))
            }
            let given = Set(ordered.map(\.name))
            for (set, status) in statuses.sorted(by: { $0.key < $1.key }) where status != "disabled" && !given.contains(set) {
                diagnostics.append(Diagnostic(file: themesFile, position: SourcePosition(line: 1, column: 1), message:
                    "the themes chosen (\(theme ?? "")) use set '\(set)' (\(status)), which was not given; give its file too"))
            }
        }
        // Source sets first, then enabled ones: an enabled set's token is the one output.
        for wanted in ["source", "enabled"] {
            for set in ordered where (statuses.map { $0[set.name] ?? "disabled" } ?? "enabled") == wanted {
                layers.append(Layer(name: set.file, document: set.document, output: wanted == "enabled", set: set.name))
            }
        }
        for set in ordered where (statuses.map { $0[set.name] ?? "disabled" } ?? "enabled") == "disabled" {
            disabled.append((set.name, set.document))
        }
    }

    /// A single file given with `--token-set`: its top-level keys are the sets to choose from.
    private static func isSetsWithoutThemes(_ document: SourceNode, _ documents: [(name: String, document: SourceNode)],
                                            _ options: TokenReadingOptions) -> Bool {
        !options.tokenSets.isEmpty && documents.count == 1 && isGroupsOnly(document)
    }

    /// Whether every top-level member of a document is a group (no `$` key, no token): sets, possibly.
    private static func isGroupsOnly(_ document: SourceNode) -> Bool {
        (document.members ?? []).allSatisfy { !$0.key.hasPrefix("$") && $0.value.members != nil && !DesignTokenReader.isToken($0.value.members ?? []) }
    }

    /// Each set's status: from `--token-set` (the sets named or matched by a glob enabled, the
    /// others disabled), else from the themes chosen, else nil (every set enabled); then the sets a
    /// `!NAME` or `!GLOB` leaves out disabled, whichever way the rest were chosen.
    private mutating func choose(themes: [SourceNode], sets: [String], themesFile: String, options: TokenReadingOptions) -> [String: String]? {
        let excluded = options.tokenSets.filter { $0.hasPrefix("!") }.map { String($0.dropFirst()) }
        let included = options.tokenSets.filter { !$0.hasPrefix("!") }
        for pattern in included + excluded where !sets.contains(where: { Self.matches($0, pattern) }) {
            let written = excluded.contains(pattern) && !included.contains(pattern) ? "!" + pattern : pattern
            diagnostics.append(Diagnostic(at: .none, "--token-set \(written): no such set"
                + (closestMatch(to: pattern, in: sets).map { "; did you mean '\($0)'?" } ?? "") + "; the sets are " + sets.joined(separator: ", ")))
        }
        var statuses: [String: String]?
        if !included.isEmpty {
            theme = included.joined(separator: ", ")
            statuses = Dictionary(sets.map { set in (set, included.contains { Self.matches(set, $0) } ? "enabled" : "disabled") }) { first, _ in first }
        } else {
            statuses = chooseThemes(themes: themes, themesFile: themesFile, options: options)
        }
        guard !excluded.isEmpty else { return statuses }
        var left = statuses ?? Dictionary(sets.map { ($0, "enabled") }) { first, _ in first }
        for set in sets where excluded.contains(where: { Self.matches(set, $0) }) { left[set] = "disabled" }
        theme = (theme.map { $0 + " " } ?? "every set ") + "without " + excluded.joined(separator: ", ")
        return left
    }

    /// Whether a set's name matches a `--token-set` pattern: the name itself, or a glob (`Glob`).
    static func matches(_ name: String, _ pattern: String) -> Bool {
        pattern.contains("*") || pattern.contains("?") ? Glob.matches(name, pattern) : name == pattern
    }

    /// Each set's status from the themes chosen with `--token-theme` (each group's first when none
    /// is named), or nil when the files hold no themes.
    private mutating func chooseThemes(themes: [SourceNode], themesFile: String, options: TokenReadingOptions) -> [String: String]? {
        guard !themes.isEmpty else {
            if let requested = options.tokenTheme {
                diagnostics.append(Diagnostic(at: .none, "--token-theme \(requested): the files hold no Tokens Studio themes ($themes); choose sets with --token-set"))
            }
            return nil
        }
        func name(_ theme: SourceNode) -> String { Self.string(theme, "name") ?? "" }
        func group(_ theme: SourceNode) -> String { Self.string(theme, "group") ?? "" }
        func label(_ theme: SourceNode) -> String { group(theme).isEmpty ? name(theme) : "\(group(theme))/\(name(theme))" }
        let wanted = options.tokenTheme.map { $0.split(separator: ",").map { String($0).trimmedOfWhitespace } } ?? []
        var chosen: [SourceNode] = []
        for request in wanted {
            let matching = themes.filter { name($0) == request || label($0) == request }
            guard let match = matching.first else {
                let labels = themes.map(label)
                diagnostics.append(Diagnostic(file: themesFile, position: SourcePosition(line: 1, column: 1), message:
                    "no Tokens Studio theme '\(request)'" + (closestMatch(to: request, in: labels + themes.map(name)).map { "; did you mean '\($0)'?" } ?? "")
                    + "; the themes are " + labels.joined(separator: ", ")))
                continue
            }
            if matching.count > 1 {
                diagnostics.append(Diagnostic(file: themesFile, position: SourcePosition(line: 1, column: 1), message:
                    "Tokens Studio theme '\(request)' is in several groups (" + matching.map(label).joined(separator: ", ") + "); name one as GROUP/NAME"))
            }
            if let earlier = chosen.first(where: { group($0) == group(match) }) {
                diagnostics.append(Diagnostic(file: themesFile, position: SourcePosition(line: 1, column: 1), message:
                    "--token-theme names two themes of group '\(group(match))' (\(label(earlier)), \(label(match))); a group gives one"))
                continue
            }
            chosen.append(match)
        }
        if wanted.isEmpty {
            // No choice: each group's first theme, said, so that a brand's values never come from another unseen.
            var groups: [String] = []
            for candidate in themes where !groups.contains(group(candidate)) {
                groups.append(group(candidate))
                chosen.append(candidate)
            }
            if themes.count > 1 {
                diagnostics.append(Diagnostic(file: themesFile, position: SourcePosition(line: 1, column: 1), severity: .note, message:
                    "Tokens Studio themes read: " + chosen.map(label).joined(separator: ", ")
                    + " (each group's first); choose with --token-theme GROUP/NAME"))
            }
        }
        var merged: [String: String] = [:]
        let rank = ["disabled": 0, "source": 1, "enabled": 2]
        for theme in chosen {
            for member in theme[member: "selectedTokenSets"]?.members ?? [] {
                guard let status = member.value.stringValue else { continue }
                if (rank[status] ?? 0) >= (rank[merged[member.key] ?? "disabled"] ?? 0) { merged[member.key] = status }
            }
        }
        theme = chosen.map(label).joined(separator: ", ")
        return merged
    }

    private static func setOrder(_ node: SourceNode) -> [String] {
        guard case .array(let items)? = node[member: "tokenSetOrder"]?.value else { return [] }
        return items.compactMap(\.stringValue)
    }

    private static func string(_ node: SourceNode, _ key: String) -> String? { node[member: key]?.stringValue }

    /// The sets to read, in order, as the token reader reads a dialect's documents: source sets
    /// before enabled ones, each later set over the earlier ones, disabled sets not read.
    func tokenSet(_ given: TokenReadingOptions) -> TokenSet {
        var options = given
        options.tokensStudioSets = true
        return TokenSet(layers: layers.map { TokenSet.Layer(name: $0.name, document: $0.document, output: $0.output, label: $0.set) },
                        overlays: true, unread: disabled, unreadReason: "which the Tokens Studio themes chosen (\(theme ?? "")) disable",
                        diagnostics: diagnostics, options: options)
    }
}
