/// A JSON document built in memory and written deterministically by `JSONWriter`: object keys
/// sorted, numbers in their shortest form (`22`, not `22.0`), two-space indentation.
///
/// Objects keep their members as sorted pairs: `object(_:)` sorts a dictionary once, so writing
/// needs no hashing or sorting. (Tintype writes JSON with these rather than `JSONEncoder`, which
/// spends most of a large table's time boxing values through the generic `Encoder` protocol.)
package enum JSONValue: Equatable, Sendable {
    case members([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null

    /// An object; its keys are sorted here, once.
    package static func object(_ members: [String: JSONValue]) -> JSONValue {
        .members(members.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) })
    }

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.members(let a), .members(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    /// A string, or `null` for nil.
    package static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    /// A number, or `null` for nil.
    package static func number(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }

    /// The document as UTF-8 bytes, pretty-printed, with a final newline (see `JSONWriter`).
    package func serialized() -> [UInt8] {
        var writer = JSONWriter()
        writer.value(self)
        return writer.finish()
    }
}
