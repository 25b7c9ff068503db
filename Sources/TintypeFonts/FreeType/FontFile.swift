import Crypto
import Foundation

/// A font file's bytes in memory and their SHA-256. FreeType reads faces from this memory, so the
/// file is read once for both the hash and the tables.
public final class FontFile {
    /// The path as the caller gave it; it names the file in messages and reports.
    public let path: String
    /// SHA-256 of the bytes, lowercase hex.
    public let sha256: String
    let bytes: UnsafeMutableRawBufferPointer

    /// Reads the whole file. Throws `FontError` for a missing, unreadable or empty file.
    public init(path: String) throws(FontError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: path)
        }
        guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "it is a directory") }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        let size = Int(status.st_size)
        guard size > 0 else { throw .emptyFile(path: path) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        var filled = 0
        while filled < size {
            let count = read(descriptor, buffer.baseAddress! + filled, size - filled)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let reason = count == 0 ? "the file shrank while it was read" : String(cString: strerror(errno))
                buffer.deallocate()
                throw .unreadable(path: path, reason: reason)
            }
            filled += count
        }
        self.path = path
        self.bytes = buffer
        self.sha256 = Self.hexDigest(of: UnsafeRawBufferPointer(buffer))
    }

    deinit { bytes.deallocate() }

    /// The file's size in bytes.
    public var byteCount: Int { bytes.count }

    private static func hexDigest(of bytes: UnsafeRawBufferPointer) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in SHA256.hash(data: bytes) {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }
}
