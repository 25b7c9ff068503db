#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads input files without ever waiting on a FIFO or a device.
package enum RegularFile {
    /// The bytes of the regular file at `path`; nil when it is missing, unreadable or not a regular
    /// file.
    package static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileDescriptorIO.readAll(descriptor, expectedSize: Int(status.st_size))
    }
}
