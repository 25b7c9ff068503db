import TintypeCore

/// What `tint resolve` and `layout resolve` share: reading their tree and events files, and the
/// readable lines saying whom each event notified (and removed).
enum TreeCommandText {
    /// A file's bytes, or an error naming it.
    static func read(_ path: String, files: some FileSource) throws -> [UInt8] {
        try DocumentFiles(source: files).bytes(at: path, as: .tree)
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
