import TintypeDocument
import TintypeTrees
import TintypeCommandLine

/// What `tint resolve` and `layout resolve` share: reading their tree and events files, and the
/// readable lines saying whom each event notified (and removed).
enum TreeCommandText {
    /// A file's bytes, or an error naming it.
    static func read(_ path: String, files: some FileSource) throws -> [UInt8] {
        try DocumentFiles(source: files).bytes(at: path, as: .tree)
    }

    /// What `tint resolve` and `layout resolve` do once their tree and events are read: apply the
    /// events (from `input`'s events file), then print the report as JSON, or the tree before and after as text.
    static func resolve<Tree: EventTree>(
        _ tree: Tree, events: [Tree.Event], input: TreeInput, order: TreeReport<Tree.Event>.Order,
        nodes: (Tree) -> [JSONValue], text: (Tree) -> String
    ) throws {
        let initial = input.json ? nodes(tree) : []
        let initialText = input.json ? "" : text(tree)
        let changes = try tree.apply(events, from: input.events ?? "")
        if input.json {
            return Output.bytes(TreeReport(initial: initial, events: changes, final: nodes(tree), order: order).jsonValue.serialized())
        }
        Output.lines(initialText + Self.events(changes.map { ($0.event.op, $0.change) }) { text(tree) })
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
