#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A font file read into memory, and its SHA-256. FreeType reads faces from this memory, so the
/// file is read once for both the hash and the tables, and both come from the same bytes even when
/// the file is rewritten meanwhile. The bytes are copied rather than mapped: a mapped file that
/// another process truncates (a font being reinstalled during a build) would kill the process with
/// SIGBUS on the next read of a page past the new end. The hash is computed on a second thread
/// (`HashWorker`) while FreeType reads the tables.
public final class FontFile {
    /// The path as the caller gave it; it names the file in messages and reports.
    public let path: String
    private let digest: Digest
    /// The first byte of the copy.
    let start: UnsafeRawPointer
    /// The file's size in bytes.
    public let byteCount: Int

    /// When the file's SHA-256 is computed.
    public enum Hashing: Sendable {
        /// On the shared hashing thread from the moment the file is read, while FreeType reads the tables.
        case concurrent
        /// On the calling thread, before the initializer returns.
        case serial
        /// Never: `sha256` is empty. Only for measuring the reading work alone (the benchmarks).
        case none
    }

    /// Reads the whole file. Throws `FontError` for a missing, unreadable or empty file, and for one
    /// that shrinks while it is read.
    public init(path: String, hashing: Hashing = .concurrent) throws(FontError) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)  // never wait on a FIFO
        guard descriptor >= 0 else {
            throw errno == ENOENT || errno == ENOTDIR
                ? .fileNotFound(path: path) : .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw .notAFile(path: path, kind: "a directory") }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path: path, kind: "a device, pipe or socket") }
        let size = Int(status.st_size)
        guard size > 0 else { throw .emptyFile(path: path) }
        let copy = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        var done = 0
        while done < size {
            let count = read(descriptor, copy + done, size - done)
            if count > 0 {
                done += count
            } else if count < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                let reason = count < 0 ? String(cString: strerror(errno))
                    : "it shrank from \(size) to \(done) bytes while it was read (is it being rewritten?); run again once it is complete"
                copy.deallocate()
                throw .unreadable(path: path, reason: reason)
            }
        }
        self.path = path
        self.start = UnsafeRawPointer(copy)
        self.byteCount = size
        self.digest = Digest(of: UnsafeRawBufferPointer(start: copy, count: size), hashing: hashing)
    }

    deinit {
        digest.finish()  // the hashing thread reads the copy until it is done
        UnsafeMutableRawPointer(mutating: start).deallocate()
    }

    /// SHA-256 of the bytes (Nettle), lowercase hex.
    public var sha256: String { digest.hex }

    /// The file's bytes.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: start, count: byteCount) }

    /// The file's SHA-256: queued on the shared `HashWorker` from the moment the file is read,
    /// or computed at once, or not at all, as `Hashing` says.
    private final class Digest {
        private let bytes: UnsafeRawBufferPointer
        private var job: HashWorker.Job?
        private var result: String?

        init(of bytes: UnsafeRawBufferPointer, hashing: Hashing) {
            self.bytes = bytes
            switch hashing {
            case .serial: result = HashWorker.sha256Hex(of: bytes)
            case .none: result = ""
            case .concurrent:
                if let worker = HashWorker.shared { job = worker.submit(bytes) } else { result = HashWorker.sha256Hex(of: bytes) }
            }
        }

        var hex: String {
            if let result { return result }
            let computed = job.flatMap { HashWorker.shared?.result(of: $0) } ?? HashWorker.sha256Hex(of: bytes)
            job = nil
            result = computed
            return computed
        }

        /// Before the copy is freed: the worker must be done with the bytes (a job it has not
        /// started is dropped).
        func finish() {
            if let job { _ = HashWorker.shared?.result(of: job, needed: false) }
            job = nil
        }
    }
}
