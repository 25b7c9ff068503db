/// The file system as the theme loader sees it. The CLI passes POSIX calls and the YAML helper;
/// tests pass a dictionary. Keeping this outside the core leaves it free of I/O policy.
public protocol ThemeFiles {
    /// What is at `path`, following links; nil when nothing is.
    func kind(of path: String) -> ThemeFileKind?
    /// The bytes of the regular file at `path`; nil when it is missing, unreadable or not a file.
    func contents(of path: String) -> [UInt8]?
    /// The same, refusing a file over `limit` bytes without reading it.
    func contents(of path: String, limit: Int) -> FileReading
    /// The document of the YAML file at `path`, with YAML's lines and columns.
    func yamlDocument(at path: String) throws(Diagnostics) -> SourceNode
}

/// What a path names.
public enum ThemeFileKind: Sendable { case file, directory, other }

extension ThemeFiles {
    /// Reads the file, then compares its size with the limit (for file systems in memory).
    public func contents(of path: String, limit: Int) -> FileReading {
        guard let bytes = contents(of: path) else { return .unavailable }
        return bytes.count > limit ? .tooLarge(bytes.count) : .bytes(bytes)
    }
}

/// What reading a file with a size limit gave.
public enum FileReading: Sendable {
    case bytes([UInt8])
    /// Missing, unreadable or not a regular file.
    case unavailable
    /// Larger than the limit (its size in bytes); it was not read.
    case tooLarge(Int)
}
