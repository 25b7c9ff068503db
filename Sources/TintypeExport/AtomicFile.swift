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
package enum AtomicFile {
    package static func write(_ bytes: [UInt8], to path: String) throws {
        try writeAll([(path, bytes)])
    }

    /// Writes several files as one: every changed file is first written in full beside its target
    /// (parent directories created), and only when all of them are written are they renamed into
    /// place. A run that fails while writing leaves every earlier file byte-identical.
    package static func writeAll(_ files: [(path: String, bytes: [UInt8])]) throws {
        var staged: [(temporary: String, path: String)] = []
        var swept = Set<String>()
        do {
            for (path, bytes) in files where !holds(bytes, path) {
                let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
                if !directory.isEmpty { try makeDirectory(directory) }
                if swept.insert(directory).inserted { sweepStaleTemporaries(in: directory) }
                staged.append((try stage(bytes, beside: path, in: directory), path))
            }
        } catch {
            for file in staged { unlink(file.temporary) }
            throw error
        }
        for (index, file) in staged.enumerated() where rename(file.temporary, file.path) != 0 {
            let reason = String(cString: strerror(errno))
            for rest in staged[index...] { unlink(rest.temporary) }
            let done = index == 0 ? "no file was replaced" : "the files before it were replaced"
            throw UsageError(description: "\(file.path): cannot write (\(reason)); \(done)")
        }
    }

    /// Removes the temporary files that runs killed half-way (a build tool stopped by its build
    /// system, say) left in `directory`: those whose process is gone. Others' runs in progress keep theirs.
    private static func sweepStaleTemporaries(in directory: String) {
        for name in DirectoryEntries.names(in: directory.isEmpty ? "." : directory) ?? [] {
            let parts = name.split(separator: "-")
            guard name.hasPrefix(".tintype-"), name.hasSuffix(".tmp"), parts.count == 3, let pid = pid_t(parts[1]),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink((directory.isEmpty ? "" : directory + "/") + name)
        }
    }

    /// Writes `bytes` to a new temporary file in `directory` and returns its path.
    private static func stage(_ bytes: [UInt8], beside path: String, in directory: String) throws -> String {
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".tintype-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw UsageError(description: "\(path): cannot write (\(String(cString: strerror(errno)))); the earlier files are unchanged")
        }
        let failure = bytes.withUnsafeBytes { FileDescriptorIO.writeAll($0, to: descriptor) }
        close(descriptor)
        guard failure == 0 else {
            unlink(temporary)
            throw UsageError(description: "\(path): cannot write (\(String(cString: strerror(failure)))); the earlier files are unchanged")
        }
        return temporary
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
    package static func makeDirectory(_ path: String) throws {
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
