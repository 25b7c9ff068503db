/// Where input files come from: the disk (`LocalFiles`), or memory in tests. `DocumentFiles` reads
/// every input through one of these.
public protocol FileSource {
    /// What is at `path`, following links; nil when nothing is.
    func kind(of path: String) -> FileKind?
    /// The bytes of the regular file at `path` when it holds at most `limit` bytes; a file over the
    /// limit is not read.
    func read(_ path: String, limit: Int) -> FileReading
    /// The names in the directory at `path`, sorted; nil when it is no directory.
    func entries(of path: String) -> [String]?
}

/// What a path names.
public enum FileKind: Sendable { case file, directory, other }

/// What reading a file with a size limit gave.
public enum FileReading: Sendable {
    case bytes([UInt8])
    /// Missing, unreadable or not a regular file (a FIFO or device is never waited on).
    case unavailable
    /// Larger than the limit (its size in bytes); it was not read.
    case tooLarge(Int)
}
