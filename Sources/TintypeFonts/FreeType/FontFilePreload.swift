/// Maps the font file a command names and starts hashing it before the command's arguments are
/// parsed, so that the hash (most of what reading one large font costs) runs on the second core
/// while argument parsing runs on the first. The command takes the file back by its path; when the
/// path was not a readable font file, nothing is kept and the command opens it itself, with its
/// own error.
public enum FontFilePreload {
    /// Set and taken on the main thread only (before and after argument parsing), never shared.
    nonisolated(unsafe) private static var preloaded: FontFile?

    /// Opens `path` when it is a readable file; does nothing otherwise.
    public static func start(path: String) {
        preloaded = try? FontFile(path: path)
    }

    /// The file preloaded for `path`, once; nil when none was, or for another path.
    public static func take(path: String) -> FontFile? {
        defer { preloaded = nil }
        return preloaded?.path == path ? preloaded : nil
    }
}
