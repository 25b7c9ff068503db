#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TintypeCore

/// Reads input files without ever waiting on a FIFO or a device.
package enum RegularFile {
    /// The bytes of the regular file at `path` when it holds at most `limit` bytes (the size is
    /// checked before reading, and the read stops past the limit should the file grow meanwhile).
    package static func read(_ path: String, limit: Int) -> FileReading {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .unavailable }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .unavailable }
        guard Int(status.st_size) <= limit else { return .tooLarge(Int(status.st_size)) }
        guard let bytes = FileDescriptorIO.readAll(descriptor, expectedSize: Int(status.st_size), limit: limit) else {
            return .unavailable
        }
        return bytes.count > limit ? .tooLarge(bytes.count) : .bytes(bytes)
    }

    /// The bytes of the regular file at `path`; nil when it is missing, unreadable or not a regular
    /// file.
    package static func contents(of path: String) -> [UInt8]? {
        if case .bytes(let bytes) = read(path, limit: .max) { bytes } else { nil }
    }
}
