/// The check ids a theme's `allow` may name and the earlier ids that still name them. The check
/// layer gives them (`ThemeCheck.names`) to whoever reads a theme, so the theme layer knows the
/// names without knowing the checks.
public struct CheckNames: Sendable {
    /// The ids, sorted.
    public var ids: [String]
    /// Earlier ids and the ids that replaced them.
    public var aliases: [String: [String]]

    public init(ids: [String], aliases: [String: [String]]) {
        self.ids = ids
        self.aliases = aliases
    }

    /// The ids `name` stands for: itself when it is an id, what it was renamed to when it is an
    /// earlier one, none when it is neither.
    public func ids(named name: String) -> [String] {
        ids.contains(name) ? [name] : aliases[name] ?? []
    }
}
