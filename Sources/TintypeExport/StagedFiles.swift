#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of one run, written in full beside their targets (from any thread, as each part of
/// the run finishes) and renamed into place together by `commit`, or all removed by `discard`.
/// This is how `AtomicFile` writes; `ThemeExport` stages each format's files on the thread that
/// rendered them, so writing overlaps rendering.
package final class StagedFiles: @unchecked Sendable {
    /// Written files: the group and place they were staged in, their temporary and target paths.
    /// Guarded by `mutex`, as are the two below.
    private var files: [(group: Int, place: Int, temporary: String, path: String)] = []
    /// Directories made and swept in this run.
    private var readyDirectories: Set<String> = []
    private var count = 0
    /// A pthread mutex rather than `Synchronization.Mutex`, so that ThreadSanitizer sees the lock.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// One prefix per run; a run's temporary files differ by a counter, so each file costs only the
    /// calls that write it (open, write, close, rename).
    private let prefix = ".tintype-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

    package init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    private func locked<Value>(_ body: () throws -> Value) rethrows -> Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Writes each file that does not already hold exactly these bytes into a temporary file beside
    /// it (a file left alone keeps its modification time, so it wakes no dependent build step).
    /// `group` orders the renames: groups in ascending order, files within one as given.
    package func stage(_ entries: [(path: String, bytes: [UInt8])], group: Int) throws {
        for (place, (path, bytes)) in entries.enumerated() where !Self.holds(bytes, path) {
            let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            let number = try locked {
                if readyDirectories.insert(directory).inserted {
                    if !directory.isEmpty { try Self.makeDirectory(directory) }
                    Self.sweepStaleTemporaries(in: directory)
                }
                count += 1
                return count
            }
            let temporary = (directory.isEmpty ? "" : directory + "/") + "\(prefix)-\(number).tmp"
            try Self.write(bytes, to: temporary, for: path)
            locked { files.append((group, place, temporary, path)) }
        }
    }

    /// Renames every staged file into place. When a rename fails, the files not yet renamed are
    /// removed and the error says whether earlier ones were replaced.
    package func commit() throws {
        let staged = locked {
            defer { files = [] }
            return files.sorted { ($0.group, $0.place) < ($1.group, $1.place) }
        }
        for (index, file) in staged.enumerated() where rename(file.temporary, file.path) != 0 {
            let reason = String(cString: strerror(errno))
            for rest in staged[index...] { unlink(rest.temporary) }
            let done = index == 0 ? "no file was replaced" : "the files before it were replaced"
            throw UsageError(description: "\(file.path): cannot write (\(reason)); \(done)")
        }
    }

    /// Removes every staged file: the run failed, and the earlier files stay as they were.
    package func discard() {
        let staged = locked {
            defer { files = [] }
            return files
        }
        for file in staged { unlink(file.temporary) }
    }

    /// Creates `path` and its parents when missing.
    private static func makeDirectory(_ path: String) throws {
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

    /// Removes the temporary files that runs killed half-way (a build tool stopped by its build
    /// system, say) left in `directory`: those whose process is gone. Others' runs in progress keep theirs.
    private static func sweepStaleTemporaries(in directory: String) {
        for name in DirectoryEntries.names(in: directory.isEmpty ? "." : directory) ?? [] {
            let parts = name.split(separator: "-")
            guard name.hasPrefix(".tintype-"), name.hasSuffix(".tmp"), parts.count >= 3, let pid = pid_t(parts[1]),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink((directory.isEmpty ? "" : directory + "/") + name)
        }
    }

    /// Writes `bytes` to the new file `temporary`, which will become `path`.
    private static func write(_ bytes: [UInt8], to temporary: String, for path: String) throws {
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
}
