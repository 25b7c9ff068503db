import TintypeDocument

/// The file system, remembering every path a load asked about, so that `compile --watch` knows
/// which files a theme is made of (the theme, its token files, a resolver document's sources)
/// and whether any of them changed after it was read.
final class RecordingFiles: FileSystem {
    private let files: any FileSystem
    /// Each path asked about, with its stamp from before it was first read (nil: it did not exist).
    private var stamps: [String: FileStamp?] = [:]

    /// Records what is read from `files`; writes pass through unrecorded.
    init(_ files: some FileSystem) { self.files = files }

    /// Every path the load asked about.
    var paths: Set<String> { Set(stamps.keys) }

    /// The paths that are not as they were when first read, sorted.
    func changedSinceRead() -> [String] {
        stamps.filter { FileStamp(path: $0.key) != $0.value }.keys.sorted()
    }

    private func record(_ path: String) {
        if stamps.index(forKey: path) == nil { stamps[path] = .some(FileStamp(path: path)) }
    }

    func kind(of path: String) -> FileKind? {
        record(path)
        return files.kind(of: path)
    }

    func read(_ path: String, limit: Int) -> FileReading {
        record(path)
        return files.read(path, limit: limit)
    }

    /// A listed directory is recorded too: a file added to it or removed changes its stamp.
    func entries(of path: String) -> [String]? {
        record(path)
        return files.entries(of: path)
    }

    func writeAll(_ written: [(path: String, bytes: [UInt8])]) throws -> Set<String> { try files.writeAll(written) }

    func removeFile(_ path: String) -> Bool { files.removeFile(path) }

    func removeEmptyFolder(_ path: String) -> Bool { files.removeEmptyFolder(path) }
}
