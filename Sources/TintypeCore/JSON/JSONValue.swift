/// A JSON document built in memory and written deterministically: object keys sorted, numbers in
/// their shortest form (`22`, not `22.0`), two-space indentation.
///
/// Objects keep their members as sorted pairs: `object(_:)` sorts a dictionary once, so writing
/// needs no hashing or sorting.
///
/// Tintype writes its large tables with this rather than `JSONEncoder`, which spends most of a
/// `tintype styles --json` run boxing values through the generic `Encoder` protocol.
public enum JSONValue: Equatable, Sendable {
    case members([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null

    /// An object; its keys are sorted here, once.
    public static func object(_ members: [String: JSONValue]) -> JSONValue {
        .members(members.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) })
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
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
    public static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    /// A number, or `null` for nil.
    public static func number(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }

    /// The document as UTF-8 bytes, pretty-printed, with a final newline.
    public func serialized() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(to: &output, indent: 0)
        output.append(0x0A)
        return output
    }

    private func write(to output: inout [UInt8], indent: Int) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .integer(let value): output.append(contentsOf: String(value).utf8)
        case .number(let value): Self.writeNumber(value, to: &output)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let items):
            guard !items.isEmpty else { return output.append(contentsOf: "[]".utf8) }
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.newline(&output, indent + 1)
                item.write(to: &output, indent: indent + 1)
            }
            Self.newline(&output, indent)
            output.append(UInt8(ascii: "]"))
        case .members(let members):
            guard !members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.newline(&output, indent + 1)
                Self.writeString(member.key, to: &output)
                output.append(contentsOf: ": ".utf8)
                member.value.write(to: &output, indent: indent + 1)
            }
            Self.newline(&output, indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    private static func newline(_ output: inout [UInt8], _ indent: Int) {
        output.append(0x0A)
        var remaining = indent * 2
        while remaining > 0 {
            let count = min(remaining, spaces.count)
            output.append(contentsOf: spaces[0..<count])
            remaining -= count
        }
    }

    /// Shortest round-trip form; whole numbers without a fraction; non-finite numbers as `null`.
    private static func writeNumber(_ value: Double, to output: inout [UInt8]) {
        guard value.isFinite else { return output.append(contentsOf: "null".utf8) }
        if value == value.rounded(), abs(value) < 1e15 {
            output.append(contentsOf: String(Int(value)).utf8)
        } else {
            output.append(contentsOf: value.description.utf8)
        }
    }

    private static func writeString(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var value = value
        let plain = value.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                return false
            }
            output.append(contentsOf: bytes)
            return true
        }
        if plain { return output.append(UInt8(ascii: "\"")) }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
