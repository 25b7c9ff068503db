/// Files held in memory by path, for tests and for tools that have their inputs already (a fuzzer).
public struct MemoryFiles: FileSource {
    public var files: [String: [UInt8]]
    /// Paths that are directories (a file's parent directories are directories too).
    public var directories: Set<String>

    public init(_ files: [String: [UInt8]], directories: Set<String> = []) {
        self.files = files
        self.directories = directories
    }

    public func kind(of path: String) -> FileKind? {
        if files[path] != nil { return .file }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return directories.contains(path) || files.keys.contains(where: { $0.hasPrefix(prefix) }) ? .directory : nil
    }

    public func read(_ path: String, limit: Int) -> FileReading {
        guard let bytes = files[path] else { return .unavailable }
        return bytes.count > limit ? .tooLarge(bytes.count) : .bytes(bytes)
    }
}
