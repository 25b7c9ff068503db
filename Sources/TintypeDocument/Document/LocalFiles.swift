#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The file system, through Foundation: sizes are checked before reading, and anything but a
/// regular file (a FIFO, a device) is refused instead of waited on; a run's files are written
/// together (`AtomicFile`).
public struct LocalFiles: FileSystem {
    public init() {}

    public func kind(of path: String) -> FileKind? {
        guard let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType else {
            return FileManager.default.fileExists(atPath: path) ? .other : nil
        }
        switch type {
        case .typeRegular: return .file
        case .typeDirectory: return .directory
        case .typeSymbolicLink:
            // attributesOfItem does not follow a link; the path's own kind is its target's.
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return nil }
            let base = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
            return kind(of: target.hasPrefix("/") ? target : base + target)
        default: return .other
        }
    }

    public func entries(of path: String) -> [String]? {
        guard kind(of: path) == .directory, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
        return names.sorted()
    }

    public func read(_ path: String, limit: Int) -> FileReading {
        guard kind(of: path) == .file, let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes.integer(.size)
        else { return .unavailable }
        guard size <= limit else { return .tooLarge(size) }
        // An empty file is not read: FoundationEssentials leaks its read buffer for one (LeakSanitizer).
        guard size > 0 else { return .bytes([]) }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else { return .unavailable }
        // A file that grew between the look and the read is still held to the limit.
        return data.count > limit ? .tooLarge(data.count) : .bytes(data.withUnsafeBytes { Array($0) })
    }

    @discardableResult
    public func writeAll(_ files: [(path: String, bytes: [UInt8])]) throws -> Set<String> {
        try AtomicFile.writeAll(files)
    }

    @discardableResult
    public func removeFile(_ path: String) -> Bool {
        (try? FileManager.default.removeItem(atPath: path)) != nil
    }

    @discardableResult
    public func removeEmptyFolder(_ path: String) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path), entries.isEmpty else { return false }
        return (try? FileManager.default.removeItem(atPath: path)) != nil
    }
}

extension [FileAttributeKey: Any] {
    /// A numeric attribute (a size, an inode) as an `Int`, whichever integer type Foundation stored.
    package func integer(_ key: FileAttributeKey) -> Int? {
        switch self[key] {
        case let value as Int: value
        case let value as UInt: Int(exactly: value)
        case let value as Int64: Int(exactly: value)
        case let value as UInt64: Int(exactly: value)
        case let value as Int32: Int(value)
        case let value as UInt32: Int(value)
        default: nil
        }
    }
}
