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
    /// one allocation, neither zero-filled first nor copied; a file that grew meanwhile is read on
    /// in chunks.
    package static func readAll(_ descriptor: Int32, expectedSize: Int = 0, limit: Int = .max) -> [UInt8]? {
        var failed = false
        // One byte over the expected size, so that a full buffer means the file grew.
        var bytes = [UInt8](unsafeUninitializedCapacity: max(expectedSize, 0) + 1) { buffer, initialized in
            initialized = 0
            guard let base = buffer.baseAddress else { return }
            while initialized < buffer.count {
                let result = read(descriptor, base + initialized, buffer.count - initialized)
                if result < 0 && errno == EINTR { continue }
                if result < 0 { failed = true }
                if result <= 0 { return }
                initialized += result
                if initialized > limit { return }
            }
        }
        guard !failed else { return nil }
        guard bytes.count == max(expectedSize, 0) + 1, bytes.count <= limit else { return bytes }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= limit {
            let result = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if result < 0 && errno == EINTR { continue }
            if result < 0 { return nil }
            if result == 0 { break }
            bytes.append(contentsOf: chunk[..<result])
        }
        return bytes
    }
}
