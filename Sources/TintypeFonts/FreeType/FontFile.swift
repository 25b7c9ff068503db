import CNettle
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A font file mapped into memory, and its SHA-256. FreeType reads faces from this memory, so the
/// file is read once for both the hash and the tables (and mapped, as FreeType itself does, rather
/// than copied). The hash is computed on a second thread while FreeType reads the tables.
public final class FontFile {
    /// The path as the caller gave it; it names the file in messages and reports.
    public let path: String
    private let digest: Digest
    /// The first byte of the mapping.
    let start: UnsafeRawPointer
    /// The file's size in bytes.
    public let byteCount: Int

    /// When the file's SHA-256 is computed.
    public enum Hashing: Sendable {
        /// On a second thread from the moment the file is mapped, while FreeType reads the tables.
        case concurrent
        /// On the calling thread, before the initializer returns.
        case serial
        /// Never: `sha256` is empty. Only for measuring the reading work alone (the benchmarks).
        case none
    }

    /// Reads the whole file. Throws `FontError` for a missing, unreadable or empty file.
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
        guard let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapping != MAP_FAILED else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        self.path = path
        self.start = UnsafeRawPointer(mapping)
        self.byteCount = size
        self.digest = Digest(of: UnsafeRawBufferPointer(start: mapping, count: size), hashing: hashing)
    }

    deinit {
        _ = digest.hex  // the hashing thread reads the mapping until it is done
        munmap(UnsafeMutableRawPointer(mutating: start), byteCount)
    }

    /// SHA-256 of the bytes (Nettle), lowercase hex.
    public var sha256: String { digest.hex }

    /// The mapped bytes.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: start, count: byteCount) }

    /// A SHA-256 computed on its own thread from the moment the file is mapped; reading `hex`
    /// waits for it. Without a thread (pthread_create failed) it is computed on first read.
    private final class Digest {
        private let bytes: UnsafeRawBufferPointer
        private var thread: pthread_t?
        private var result: String?

        init(of bytes: UnsafeRawBufferPointer, hashing: Hashing) {
            self.bytes = bytes
            switch hashing {
            case .serial:
                result = Self.sha256Hex(of: bytes)
                return
            case .none:
                result = ""
                return
            case .concurrent:
                break
            }
            var thread = pthread_t()
            let context = Unmanaged.passRetained(self).toOpaque()
            if pthread_create(&thread, nil, { context in
                guard let context else { return nil }
                let digest = Unmanaged<Digest>.fromOpaque(context).takeRetainedValue()
                digest.result = Digest.sha256Hex(of: digest.bytes)
                return nil
            }, context) == 0 {
                self.thread = thread
            } else {
                Unmanaged<Digest>.fromOpaque(context).release()
            }
        }

        var hex: String {
            if let thread {
                pthread_join(thread, nil)  // orders the thread's write of `result` before this read
                self.thread = nil
            }
            if let result { return result }
            let computed = Self.sha256Hex(of: bytes)
            result = computed
            return computed
        }

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
}
