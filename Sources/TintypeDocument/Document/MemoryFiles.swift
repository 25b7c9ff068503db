/// Files held in memory by path, for tests and for tools that have their inputs already (a fuzzer);
/// what a command writes to it stays in memory, so commands that write (`build`, `clean`) are
/// tested without a disk. A reference: every part of a run sees the same files.
public final class MemoryFiles: FileSystem {
    public var files: [String: [UInt8]]
    /// Paths that are directories (a file's parent directories are directories too).
    public var directories: Set<String>

    public init(_ files: [String: [UInt8]] = [:], directories: Set<String> = []) {
        self.files = files
        self.directories = directories
    }

    public func kind(of path: String) -> FileKind? {
        if files[path] != nil { return .file }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return directories.contains(path) || files.keys.contains(where: { $0.hasPrefix(prefix) }) ? .directory : nil
    }

    public func entries(of path: String) -> [String]? {
        guard kind(of: path) == .directory else { return nil }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        let names = (Array(files.keys) + Array(directories)).filter { $0.hasPrefix(prefix) && $0.count > prefix.count }
            .map { String($0.dropFirst(prefix.count).prefix { $0 != "/" }) }
        return Set(names).sorted()
    }

    public func read(_ path: String, limit: Int) -> FileReading {
        guard let bytes = files[path] else { return .unavailable }
        return bytes.count > limit ? .tooLarge(bytes.count) : .bytes(bytes)
    }

    @discardableResult
    public func writeAll(_ written: [(path: String, bytes: [UInt8])]) throws -> Set<String> {
        // All or nothing, as on disk: a path under a file fails before anything is written.
        for (path, _) in written {
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                if files[String(folder)] != nil { throw FileWriteError(description: "\(folder): exists and is not a directory") }
            }
        }
        var changed = Set<String>()
        for (path, bytes) in written where files[path] != bytes {
            files[path] = bytes
            changed.insert(path)
        }
        for (path, _) in written {
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
                folder = folder[..<slash]
                directories.insert(String(folder))
            }
        }
        return changed
    }

    @discardableResult
    public func removeFile(_ path: String) -> Bool { files.removeValue(forKey: path) != nil }

    @discardableResult
    public func removeEmptyFolder(_ path: String) -> Bool {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        guard directories.contains(path), !files.keys.contains(where: { $0.hasPrefix(prefix) }),
              !directories.contains(where: { $0.hasPrefix(prefix) }) else { return false }
        directories.remove(path)
        return true
    }
}
