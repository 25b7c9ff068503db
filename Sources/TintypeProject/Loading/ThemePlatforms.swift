import TintypeDocument
import TintypeTheme

/// A theme's `platforms`: for each platform it names, what the theme is there (its font roles'
/// families, its token files or a resolver's `platform` input, anything but its name), read over
/// the rest of the theme as a theme is read over the one it extends (`ThemeExtends.merge`).
enum ThemePlatforms {
    static let key = "platforms"
    /// What a platform's part may not change: the theme's identity and how it is put together.
    private static let refused = ["name", ThemeExtends.key, key]

    /// `root` without `platforms`, and each platform's part, in platform order.
    static func split(_ root: SourceNode, path: String) throws(Diagnostics) -> (base: SourceNode, parts: [(platform: ThemePlatform, part: SourceNode)]) {
        guard case .object(let members) = root.value, let entry = members.first(where: { $0.key == key }) else { return (root, []) }
        let base = SourceNode(value: .object(members.filter { $0.key != key }), position: root.position)
        func failure(_ position: SourcePosition, _ message: String) -> Diagnostics {
            Diagnostics([Diagnostic(file: path, position: position, message: message)])
        }
        let names = ThemePlatform.allCases.map(\.rawValue)
        guard case .object(let written) = entry.value.value else {
            throw failure(entry.value.position, "\"platforms\" maps a platform (" + names.alternatives + ") to what the theme is there, "
                + "such as {\"android\": {\"typography\": {\"fonts\": {…}}}}")
        }
        var parts: [(platform: ThemePlatform, part: SourceNode)] = []
        for member in written {
            guard let platform = ThemePlatform(rawValue: member.key) else {
                throw failure(member.keyPosition, "unknown platform '\(member.key)' in platforms"
                    + (closestMatch(to: member.key, in: names).map { "; did you mean '\($0)'?" } ?? "") + "; use " + names.alternatives)
            }
            guard !parts.contains(where: { $0.platform == platform }) else {
                throw failure(member.keyPosition, "platform '\(member.key)' is given twice in platforms; keep one")
            }
            guard case .object(let changes) = member.value.value else {
                throw failure(member.value.position, "platforms.\(member.key) is what the theme is on \(member.key): an object of theme keys, "
                    + "such as {\"typography\": {\"fonts\": {…}}}")
            }
            if let change = changes.first(where: { refused.contains($0.key) }) {
                throw failure(change.keyPosition, "platforms.\(member.key) cannot change the theme's \"\(change.key)\"; "
                    + "a theme is one theme on every platform (give a brand of its own a theme of its own, with \"extends\")")
            }
            parts.append((platform, member.value))
        }
        return (base, parts.sorted { $0.platform < $1.platform })
    }

    /// The theme on one platform: `part` over `base`. A base listing its token files as a list is
    /// read as `{"files": […]}`, so a platform can change how they are read and keep them.
    static func theme(_ base: SourceNode, on part: SourceNode) -> SourceNode {
        guard case .object(let members) = base.value, let tokens = members.first(where: { $0.key == "tokens" }),
              case .array = tokens.value.value, part[member: "tokens"]?.members != nil else {
            return ThemeExtends.merge(base, part)
        }
        let files = SourceNode(value: .object([.init(key: "files", keyPosition: tokens.keyPosition, value: tokens.value)]), position: tokens.value.position)
        let listed = SourceNode(value: .object(members.map { $0.key == "tokens" ? .init(key: "tokens", keyPosition: $0.keyPosition, value: files) : $0 }),
                                position: base.position)
        return ThemeExtends.merge(listed, part)
    }
}
