import CNettle
import TintypeDocument
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A font file read into memory, and its SHA-256. FreeType reads faces from this memory, so the
/// file is read once for both the hash and the tables, and both come from the same bytes even when
/// the file is rewritten meanwhile. The bytes are copied rather than mapped: a mapped file that
/// another process truncates (a font being reinstalled during a build) would kill the process with
/// SIGBUS on the next read of a page past the new end. The hash is computed when first asked for.
public final class FontFile {
    /// The path as the caller gave it; it names the file in messages and reports.
    public let path: String
    /// The first byte of the copy.
    let start: UnsafeRawPointer
    /// The file's size in bytes.
    public let byteCount: Int

    /// Whether `sha256` is computed; off only to measure the reading work alone (the benchmarks).
    private let hashed: Bool

    /// Reads the whole file. Throws `FontError` for a missing, unreadable or empty file, one over the
    /// file seam's limit for fonts (`InputKind.fontFile`), and one that shrinks while it is read. With `hashed` false, `sha256` is empty (for benchmarks only).
    public init(path: String, hashed: Bool = true) throws(FontError) {
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
        // The file seam's limit for font files: a file far larger than any font is not read.
        guard size <= InputKind.fontFile.limit else { throw .tooLarge(path: path, size: size) }
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
        self.hashed = hashed
        self.start = UnsafeRawPointer(copy)
        self.byteCount = size
    }

    deinit { UnsafeMutableRawPointer(mutating: start).deallocate() }

    /// SHA-256 of the bytes (Nettle), lowercase hex; computed on first use.
    public private(set) lazy var sha256: String = {
        guard hashed else { return "" }
        var context = sha256_ctx()
        nettle_sha256_init(&context)
        nettle_sha256_update(&context, byteCount, start.assumingMemoryBound(to: UInt8.self))
        var digest = [UInt8](repeating: 0, count: 32)
        nettle_sha256_digest(&context, digest.count, &digest)
        return digest.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }()

    /// The file's bytes.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: start, count: byteCount) }
}
