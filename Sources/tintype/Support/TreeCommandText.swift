import TintypeCore
import TintypeExport

/// What `tint resolve` and `layout resolve` share: reading their tree and events files, and the
/// readable lines saying whom each event notified (and removed).
enum TreeCommandText {
    /// A file's bytes, or a usage error naming it.
    static func read(_ path: String) throws -> [UInt8] {
        switch RegularFile.read(path, limit: InputLimits.treeBytes) {
        case .bytes(let bytes): return bytes
        case .unavailable: throw UsageError(description: "\(path): no such file, or not a readable file; check the path")
        case .tooLarge(let size):
            throw UsageError(description: InputLimits.message(path: path, size: size, limit: InputLimits.treeBytes, kind: "a view tree or events file"))
        }
    }

    /// One line per event, `event N op: notified …[; removed …]`, then the tree after them.
    static func events(_ changes: [(op: String, change: TreeChange)], after tree: () -> String) -> String {
        var text = ""
        for (index, (op, change)) in changes.enumerated() {
            text += "event \(index) \(op): notified \(change.notified.isEmpty ? "none" : change.notified.joined(separator: ", "))"
            if op == "remove" { text += "; removed \(change.removed.joined(separator: ", "))" }
            text += "\n"
        }
        if !changes.isEmpty { text += "\nafter the events:\n" + tree() }
        return text
    }
}
