import TintypeDocument

/// The members every tree event may have, whatever its tree: `op`, `node`, `parent` and `index`
/// (a move or an insert's place). Each event reader reads these here and its own members itself.
struct TreeEventFields {
    var op: String?
    var node: String?
    var parent: String?
    var index: Int?
    /// Every member the event has, in the order written.
    var keys: [String] = []

    /// Opens event number `event`'s object; where it starts, for messages about it as a whole.
    static func begin(_ scanner: inout JSONScanner, event: Int) throws(Diagnostic) -> Int {
        let start = scanner.offset
        guard try scanner.peek() == .object else { throw scanner.error("event \(event): expected an object {\"op\": …}") }
        try scanner.beginObject()
        return start
    }

    /// Notes `key` and reads it when it is one of the shared members; false for a member the tree
    /// reads itself.
    mutating func read(_ key: String, _ scanner: inout JSONScanner, event: Int) throws(Diagnostic) -> Bool {
        keys.append(key)
        let valueOffset = scanner.offset
        switch key {
        case "op": op = try scanner.string()
        case "node": node = try scanner.string()
        case "parent": parent = try scanner.string()
        case "index":
            let value = try scanner.number()
            guard value >= 0, value == value.rounded(), value < 1e9 else {
                throw scanner.error("event \(event): index must be a whole number of at least 0", at: valueOffset)
            }
            index = Int(value)
        default: return false
        }
        return true
    }
}

extension TreeEventFields {
    /// The event's op, once its members are read: one `required` knows, with every member that op
    /// requires and none that does not belong to it (`optional` adds the members an op may have).
    func op(required: [String: [String]], optional: [String: [String]] = [:], event: Int,
            at start: Int, _ scanner: JSONScanner) throws(Diagnostic) -> String {
        guard let op, let needed = required[op] else {
            let known = required.keys.sorted().joined(separator: ", ")
            throw scanner.error("event \(event): \(op.map { "unknown op '\($0)'" } ?? "no \"op\""); use one of \(known)", at: start)
        }
        for key in needed where !keys.contains(key) {
            throw scanner.error("event \(event) (\(op)): missing \"\(key)\"", at: start)
        }
        let allowed = needed + (optional[op] ?? [])
        for key in keys where key != "op" && !allowed.contains(key) {
            throw scanner.error("event \(event) (\(op)): \"\(key)\" does not belong to \(op)", at: start)
        }
        return op
    }
}
