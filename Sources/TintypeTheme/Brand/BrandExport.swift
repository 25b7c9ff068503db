import TintypeDocument

/// Which of the theme's tokens it exports beside its text styles and tints (`tokens.export`):
/// every one (the default), none, or those under the listed groups.
public enum BrandExport: Sendable {
    case all
    case none
    /// Group paths (`color`, `space.inset`), each with where the theme lists it.
    case groups([(path: String, position: SourcePosition)])

    /// Whether any token may be exported (`export: false` exports none).
    package var exportsAny: Bool {
        if case .none = self { return false }
        return true
    }

    /// Whether `path` is exported.
    package func includes(_ path: String) -> Bool {
        switch self {
        case .all: true
        case .none: false
        case .groups(let groups): groups.contains { path == $0.path || path.hasPrefix($0.path + ".") }
        }
    }
}
