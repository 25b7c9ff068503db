import CNettle
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A font file mapped into memory, and its SHA-256. FreeType reads faces from this memory, so the
/// file is read once for both the hash and the tables (and mapped, as FreeType itself does, rather
/// than copied).
public final class FontFile {
    /// The path as the caller gave it; it names the file in messages and reports.
    public let path: String
    /// SHA-256 of the bytes (Nettle), lowercase hex.
    public let sha256: String
    /// The first byte of the mapping.
    let start: UnsafeRawPointer
    /// The file's size in bytes.
    public let byteCount: Int

    /// Reads the whole file. Throws `FontError` for a missing, unreadable or empty file.
    public init(path: String) throws(FontError) {
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
        guard let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapping != MAP_FAILED else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        self.path = path
        self.start = UnsafeRawPointer(mapping)
        self.byteCount = size
        self.sha256 = Self.sha256Hex(of: UnsafeRawBufferPointer(start: mapping, count: size))
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: start), byteCount) }

    /// The mapped bytes.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: start, count: byteCount) }

    private static func sha256Hex(of bytes: UnsafeRawBufferPointer) -> String {
        var context = sha256_ctx()
        nettle_sha256_init(&context)
        nettle_sha256_update(&context, bytes.count, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self))
        var digest = [UInt8](repeating: 0, count: 32)
        nettle_sha256_digest(&context, digest.count, &digest)
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in digest {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }
}
