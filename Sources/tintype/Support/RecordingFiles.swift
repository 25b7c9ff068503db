import TintypeCore

/// The file system, remembering every path a load asked about, so that `compile --watch` knows
/// which files a theme is made of (the theme, its token files, a resolver document's sources).
final class RecordingFiles: ThemeFiles {
    private let files = FileSystem()
    private(set) var paths = Set<String>()

    func kind(of path: String) -> ThemeFileKind? {
        paths.insert(path)
        return files.kind(of: path)
    }

    func contents(of path: String) -> [UInt8]? {
        paths.insert(path)
        return files.contents(of: path)
    }

    func contents(of path: String, limit: Int) -> FileReading {
        paths.insert(path)
        return files.contents(of: path, limit: limit)
    }

    func yamlDocument(at path: String) throws(Diagnostics) -> SourceNode {
        paths.insert(path)
        return try files.yamlDocument(at: path)
    }
}
