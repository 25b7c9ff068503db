import TintypeCommandLine
#if canImport(Glibc)
import Glibc
#endif

/// Waits until one of a set of files changes, with Linux's inotify. It watches the files' folders
/// rather than the files, because editors and build tools replace a file by renaming a new one
/// over it, which would end a watch on the old file.
final class FileWatcher {
    private let descriptor: Int32
    /// The watched folders by watch descriptor, and the file names wanted in each.
    private var folders: [Int32: (path: String, names: Set<String>)] = [:]

    init() throws {
        // A watcher runs until it is stopped: make sure the signals that stop it are not blocked
        // (a parent may start it with a blocked signal mask, which children inherit).
        var stopping = sigset_t()
        sigemptyset(&stopping)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stopping, signal) }
        pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw UsageError(description: "--watch: cannot start inotify (\(String(cString: strerror(errno))))")
        }
    }

    deinit { close(descriptor) }

    /// Watches exactly `paths` from now on (a path that does not exist yet is watched for its creation).
    func watch(_ paths: Set<String>) throws {
        for watch in folders.keys { inotify_rm_watch(descriptor, watch) }
        folders = [:]
        var byFolder: [String: Set<String>] = [:]
        for path in paths {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            let folder = parts.count > 1 ? parts.dropLast().joined(separator: "/") : "."
            byFolder[folder.isEmpty ? "/" : folder, default: []].insert(String(parts.last ?? ""))
        }
        let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_ATTRIB)
        for (folder, names) in byFolder.sorted(by: { $0.key < $1.key }) {
            let watch = inotify_add_watch(descriptor, folder, events)
            guard watch >= 0 else {
                throw UsageError(description: "\(folder): cannot watch (\(String(cString: strerror(errno))))")
            }
            folders[watch, default: (folder, [])].names.formUnion(names)
        }
    }

    /// Blocks until a watched file changes, then waits for the burst of events a save makes to end
    /// (`settle` seconds without another), and returns the changed paths, sorted.
    func waitForChange(settle: Double = 0.1) -> [String] {
        var changed = Set<String>()
        while changed.isEmpty { changed.formUnion(readEvents(timeout: -1)) }
        while true {
            let more = readEvents(timeout: Int32(settle * 1000))
            if more.isEmpty { break }
            changed.formUnion(more)
        }
        return changed.sorted()
    }

    /// The watched paths named by the events that arrive within `timeout` milliseconds (-1: wait).
    private func readEvents(timeout: Int32) -> Set<String> {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, timeout) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        var changed = Set<String>()
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let (watch, length) = buffer.withUnsafeBytes { bytes in
                let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                return (event.wd, Int(event.len))
            }
            let nameBytes = buffer[(offset + header)..<min(offset + header + length, count)].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            if let folder = folders[watch], folder.names.contains(name) {
                changed.insert(folder.path == "." ? name : (folder.path == "/" ? "/" : folder.path + "/") + name)
            }
            offset += header + length
        }
        return changed
    }
}
