import TintypeDocument
import TintypeTheme

/// A theme that builds on another (`"extends": "../brand"`, a theme file or directory relative to
/// it), as a white-label app's second brand does: the base's document under the theme's own, so the
/// theme writes only what differs. Objects merge key by key, the theme's values winning; lists of
/// named objects (styles, components) merge by name, a style of the base's name taking the theme's
/// members over the base's; any other value is the theme's. The base's token files stay the base's
/// (their paths are made relative to the theme). A base may extend another, to a depth of
/// `maximumDepth`; a chain that comes back to a theme is an error that prints it.
enum ThemeExtends {
    static let maximumDepth = 8
    static let key = "extends"

    /// `root` (the theme at `path`) over what it extends, without the `extends` key; `root` as it
    /// is when it extends nothing.
    static func resolve(_ root: SourceNode, path: String, files: DocumentFiles, chain: [String] = []) throws(Diagnostics) -> SourceNode {
        guard case .object(let members) = root.value, let entry = members.first(where: { $0.key == key }) else { return root }
        func failure(_ message: String, at position: SourcePosition = entry.value.position) -> Diagnostics {
            Diagnostics([Diagnostic(file: path, position: position, message: message)])
        }
        guard case .string(let target) = entry.value.value, !target.isEmpty else {
            throw failure("\"extends\" names the theme this one builds on: a theme file or directory, relative to this theme")
        }
        guard members.contains(where: { $0.key == "name" }) else {
            throw failure("a theme that extends another needs a \"name\" of its own (its outputs would take the base's files)", at: root.position)
        }
        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        let targetPath = target.hasPrefix("/") ? target : directory + target
        let basePath: String
        let baseDirectory: String
        switch files.kind(of: targetPath) {
        case .directory?:
            let folder = targetPath.hasSuffix("/") ? targetPath : targetPath + "/"
            guard let found = Theme.fileNames.map({ folder + $0 }).first(where: { files.kind(of: $0) != nil }) else {
                throw failure("extends: \(target) has no theme.json or theme.yaml")
            }
            basePath = found
            baseDirectory = target.hasSuffix("/") ? target : target + "/"
        case .some:
            basePath = targetPath
            baseDirectory = target.lastIndex(of: "/").map { String(target[...$0]) } ?? ""
        case nil:
            throw failure("extends: no theme file or directory \(target) (relative to this theme)")
        }
        let visited = chain + [DocumentFiles.normalized(path)]
        if let start = visited.firstIndex(of: DocumentFiles.normalized(basePath)) {
            throw failure("extends goes round: " + (visited[start...] + [DocumentFiles.normalized(basePath)]).joined(separator: " → ") + "; a theme cannot extend itself")
        }
        guard visited.count <= maximumDepth else {
            throw failure("extends goes \(maximumDepth) themes deep; build on fewer")
        }
        let base = try resolve(try files.document(at: basePath, as: .theme), path: basePath, files: files, chain: visited)
        let relocated = target.hasPrefix("/") ? base : relocatingTokenFiles(base, by: baseDirectory)
        let own = SourceNode(value: .object(members.filter { $0.key != key }), position: root.position)
        return merge(relocated.members.map { SourceNode(value: .object($0.filter { $0.key != "name" }), position: relocated.position) } ?? relocated, own)
    }

    /// The base's token files (`tokens`, each mode's `files`, each platform's), relative to the theme that
    /// extends it: `prefix` is the base's directory as seen from there.
    private static func relocatingTokenFiles(_ base: SourceNode, by prefix: String) -> SourceNode {
        guard !prefix.isEmpty else { return base }
        func moved(_ list: SourceNode) -> SourceNode {
            guard case .array(let items) = list.value else { return list }
            return SourceNode(value: .array(items.map { item in
                guard case .string(let file) = item.value, !file.hasPrefix("/") else { return item }
                return SourceNode(value: .string(prefix + file), position: item.position)
            }), position: list.position)
        }
        func replacing(_ node: SourceNode, _ key: String, _ change: (SourceNode) -> SourceNode) -> SourceNode {
            guard case .object(let members) = node.value else { return node }
            return SourceNode(value: .object(members.map { $0.key == key ? .init(key: key, keyPosition: $0.keyPosition, value: change($0.value)) : $0 }),
                              position: node.position)
        }
        let relocated = replacing(base, "tokens") { tokens in
            if case .array = tokens.value { return moved(tokens) }
            let files = replacing(tokens, "files", moved)
            return replacing(files, "modes") { modes in
                guard case .object(let byMode) = modes.value else { return modes }
                return SourceNode(value: .object(byMode.map { .init(key: $0.key, keyPosition: $0.keyPosition, value: replacing($0.value, "files", moved)) }),
                                  position: modes.position)
            }
        }
        // A platform's own token files too (`ThemePlatforms`).
        return replacing(relocated, ThemePlatforms.key) { platforms in
            guard case .object(let parts) = platforms.value else { return platforms }
            return SourceNode(value: .object(parts.map { .init(key: $0.key, keyPosition: $0.keyPosition, value: relocatingTokenFiles($0.value, by: prefix)) }),
                              position: platforms.position)
        }
    }

    /// `over` on `base`: objects key by key, lists of named objects by name, anything else `over`.
    static func merge(_ base: SourceNode, _ over: SourceNode) -> SourceNode {
        switch (base.value, over.value) {
        case (.object(let below), .object(let above)):
            var members = below
            for member in above {
                if let index = members.firstIndex(where: { $0.key == member.key }) {
                    members[index] = .init(key: member.key, keyPosition: member.keyPosition, value: merge(members[index].value, member.value))
                } else {
                    members.append(member)
                }
            }
            return SourceNode(value: .object(members), position: over.position)
        case (.array(let below), .array(let above)) where (below + above).allSatisfy({ $0[member: "name"]?.stringValue != nil }):
            var items = below
            for item in above {
                if let index = items.firstIndex(where: { $0[member: "name"]?.stringValue == item[member: "name"]?.stringValue }) {
                    items[index] = merge(items[index], item)
                } else {
                    items.append(item)
                }
            }
            return SourceNode(value: .array(items), position: over.position)
        default:
            return over
        }
    }
}
