#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `LocalFiles`' write side: writes a run's files all at once: each into a temporary file beside its target, then, once every
/// one is written, renamed over the targets, so a failed run leaves the earlier files untouched and
/// readers never see half a file. (No fsync: like other build tools, Tintype guards against failed
/// runs, not against power loss.) A file that already holds exactly its bytes is left alone, so its
/// modification time does not wake the steps of a build that depend on it.
enum AtomicFile {
    /// Writes the files (parent directories created) and renames them into place in order; the
    /// paths it replaced (the others already held their bytes).
    @discardableResult
    static func writeAll(_ files: [(path: String, bytes: [UInt8])]) throws -> Set<String> {
        // One prefix per run; the process id lets a later run tell a killed run's leftovers.
        let prefix = ".tintype-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        var staged: [(temporary: String, path: String)] = []
        var prepared = Set<String>()
        do {
            for (path, bytes) in files where !holds(bytes, path) {
                let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
                if prepared.insert(directory).inserted {
                    if !directory.isEmpty { try makeDirectory(directory) }
                    sweepStaleTemporaries(in: directory)
                }
                let temporary = (directory.isEmpty ? "" : directory + "/") + "\(prefix)-\(staged.count + 1).tmp"
                do {
                    try Data(bytes).write(to: URL(fileURLWithPath: temporary), options: .withoutOverwriting)
                } catch {
                    try? FileManager.default.removeItem(atPath: temporary)
                    throw FileWriteError(description: "\(path): cannot write (\(reason(error))); the earlier files are unchanged")
                }
                staged.append((temporary, path))
            }
        } catch {
            for file in staged { try? FileManager.default.removeItem(atPath: file.temporary) }
            throw error
        }
        for (index, file) in staged.enumerated() where rename(file.temporary, file.path) != 0 {
            let reason = String(cString: strerror(errno))
            for rest in staged[index...] { try? FileManager.default.removeItem(atPath: rest.temporary) }
            let done = index == 0 ? "no file was replaced" : "the files before it were replaced"
            throw FileWriteError(description: "\(file.path): cannot write (\(reason)); \(done)")
        }
        return Set(staged.map(\.path))
    }

    /// Creates `path` and its parents when missing.
    private static func makeDirectory(_ path: String) throws {
        var current = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + part
            var isDirectory = false
            if FileManager.default.fileExists(atPath: current, isDirectory: &isDirectory) {
                guard isDirectory else { throw FileWriteError(description: "\(current): exists and is not a directory") }
                continue
            }
            do {
                try FileManager.default.createDirectory(atPath: current, withIntermediateDirectories: false)
            } catch {
                guard !FileManager.default.fileExists(atPath: current) else { continue }  // made meanwhile by another run
                throw FileWriteError(description: "\(current): cannot create the directory (\(reason(error)))")
            }
        }
    }

    /// Removes the temporary files that runs killed half-way (a build tool stopped by its build
    /// system, say) left in `directory`: those whose process is gone. Others' runs in progress keep theirs.
    private static func sweepStaleTemporaries(in directory: String) {
        let folder = directory.isEmpty ? "." : directory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let parts = name.split(separator: "-")
            guard name.hasPrefix(".tintype-"), name.hasSuffix(".tmp"), parts.count >= 3, let pid = pid_t(parts[1]),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }

    /// Whether `path` is a regular file whose contents are exactly `bytes`.
    private static func holds(_ bytes: [UInt8], _ path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              attributes.integer(.size) == bytes.count
        else { return false }
        // An empty file is not read: FoundationEssentials leaks its read buffer for one (LeakSanitizer).
        guard !bytes.isEmpty else { return true }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else { return false }
        return data.withUnsafeBytes { old in
            bytes.withUnsafeBytes { new in
                guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return old.count == new.count }
                return memcmp(oldBase, newBase, new.count) == 0
            }
        }
    }

    /// The system's words for why a file operation failed ("File too large"), else the error's own.
    private static func reason(_ error: any Error) -> String {
        if let code = (error as? CocoaError)?.underlying as? POSIXError { return String(cString: strerror(code.code.rawValue)) }
        if let code = error as? POSIXError { return String(cString: strerror(code.code.rawValue)) }
        return "\(error)"
    }
}
