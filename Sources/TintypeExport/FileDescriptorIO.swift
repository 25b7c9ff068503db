#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole reads and writes on a file descriptor, retrying short transfers and interrupted calls.
package enum FileDescriptorIO {
    /// Writes all of `bytes`; returns 0, or the errno of the write that failed.
    @discardableResult
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? errno : EIO }
            offset += written
        }
        return 0
    }

    /// Reads until end of file, or until more than `limit` bytes are read; nil when a read fails.
    /// `expectedSize` (a regular file's size) sizes the buffer, so a file of that size is read into
    /// one allocation with no copy.
    package static func readAll(_ descriptor: Int32, expectedSize: Int = 0, limit: Int = .max) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: max(expectedSize, 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 65_536))) }
            let result = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if result < 0 && errno == EINTR { continue }
            if result < 0 { return nil }
            if result == 0 { break }
            count += result
            if count > limit { break }
        }
        bytes.removeSubrange(count...)
        return bytes
    }
}
