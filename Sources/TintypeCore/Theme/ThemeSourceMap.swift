/// Where a theme's values were written: every JSON path of the theme file the reader visited and
/// its line and column. A check finding points at the value it is about; a path the file does not
/// have is a default the theme did not write.
public struct ThemeSourceMap: Sendable {
    public var file: String
    private var positions: [String: SourcePosition]

    public init(file: String, positions: [String: SourcePosition]) {
        self.file = file
        self.positions = positions
    }

    /// Whether the theme file itself gives the value at `path` (e.g. `typography.styles[2].weight`).
    public func wrote(_ path: String) -> Bool { positions[path] != nil }

    /// The position of `path`, else of its nearest enclosing value the file has; `.none` when the
    /// file has none of them.
    public func place(of path: String) -> Diagnostic.Place {
        var candidate = path
        while !candidate.isEmpty {
            if let position = positions[candidate] { return .source(file: file, position: position) }
            guard let cut = candidate.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            candidate = String(candidate[..<cut])
        }
        return .none
    }
}
