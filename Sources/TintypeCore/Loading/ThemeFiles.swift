/// The file system as the theme loader sees it. The CLI passes POSIX calls and the YAML helper;
/// tests pass a dictionary. Keeping this outside the core leaves it free of I/O policy.
public protocol ThemeFiles {
    /// What is at `path`, following links; nil when nothing is.
    func kind(of path: String) -> ThemeFileKind?
    /// The bytes of the regular file at `path`; nil when it is missing, unreadable or not a file.
    func contents(of path: String) -> [UInt8]?
    /// The document of the YAML file at `path`, with YAML's lines and columns.
    func yamlDocument(at path: String) throws(Diagnostics) -> SourceNode
}

/// What a path names.
public enum ThemeFileKind: Sendable { case file, directory, other }
