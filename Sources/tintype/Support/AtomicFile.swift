#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file all at once: into a temporary file beside it, then renamed over the target, so a
/// failed run leaves the earlier file untouched and readers never see half a file. (No fsync: like
/// other build tools, Tintype guards against failed runs, not against power loss.) A file that
/// already holds exactly these bytes is left alone, so its modification time does not wake the
/// steps of a build that depend on it.
enum AtomicFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        if holds(bytes, path) { return }
        let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".tintype-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw UsageError(description: "\(path): cannot write (\(String(cString: strerror(errno))))") }
        let failure = bytes.withUnsafeBytes { FileDescriptorIO.writeAll($0, to: descriptor) }
        close(descriptor)
        guard failure == 0, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(failure == 0 ? errno : failure))
            unlink(temporary)
            throw UsageError(description: "\(path): cannot write (\(reason)); the earlier file is unchanged")
        }
    }

    /// Whether `path` is a regular file whose contents are exactly `bytes`.
    private static func holds(_ bytes: [UInt8], _ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == bytes.count else {
            return false
        }
        // Compared a chunk at a time, so an up-to-date check allocates no second copy of the file.
        return bytes.withUnsafeBytes { new in
            withUnsafeTemporaryAllocation(byteCount: 65_536, alignment: 16) { chunk in
                var offset = 0
                while true {
                    let count = read(descriptor, chunk.baseAddress, chunk.count)
                    if count < 0 && errno == EINTR { continue }
                    guard count >= 0, offset + count <= new.count else { return false }
                    if count == 0 { return offset == new.count }
                    guard let newBase = new.baseAddress, let chunkBase = chunk.baseAddress,
                          memcmp(chunkBase, newBase + offset, count) == 0 else { return false }
                    offset += count
                }
            }
        }
    }

    /// Creates `path` and its parents when missing.
    static func makeDirectory(_ path: String) throws {
        var current = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + part
            var status = stat()
            if stat(current, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else { throw UsageError(description: "\(current): exists and is not a directory") }
                continue
            }
            guard mkdir(current, 0o755) == 0 || errno == EEXIST else {
                throw UsageError(description: "\(current): cannot create the directory (\(String(cString: strerror(errno))))")
            }
        }
    }
}
