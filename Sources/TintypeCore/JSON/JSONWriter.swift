/// Writes JSON straight into bytes, in the one format Tintype prints: two-space indentation,
/// `"key": value`, numbers in their shortest form, a final newline. Callers write object members
/// in sorted key order; large tables are written this way without building a `JSONValue` first.
public struct JSONWriter {
    public private(set) var bytes: [UInt8]
    private var depth = 0
    /// Whether the innermost open container has no member yet.
    private var isFirst = true
    /// Whether a key was just written, so the next value follows it on the same line.
    private var isAfterKey = false

    public init(capacity: Int = 4096) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts an object member; its value comes next.
    public mutating func key(_ key: String) {
        separate()
        writeString(key)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        isAfterKey = true
    }

    public mutating func string(_ value: String?) {
        guard let value else { return null() }
        beforeValue()
        writeString(value)
    }

    public mutating func number(_ value: Double?) {
        guard let value else { return null() }
        beforeValue()
        guard value.isFinite else { return bytes.append(contentsOf: "null".utf8) }
        // Values with at most four decimals (every length Tintype rounds) are written digit by digit;
        // the decimal text reads back as the same double, since both are the nearest to n / 10⁴.
        let scaled = (value * 10_000).rounded()
        if abs(scaled) < 1e15, scaled / 10_000 == value {
            let units = Int(scaled)
            if units < 0 { bytes.append(UInt8(ascii: "-")) }
            let magnitude = units.magnitude
            appendDigits(magnitude / 10_000)
            var fraction = magnitude % 10_000
            guard fraction != 0 else { return }
            bytes.append(UInt8(ascii: "."))
            var divisor: UInt = 1000
            while fraction != 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
                fraction %= divisor
                divisor /= 10
            }
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    public mutating func integer(_ value: Int) {
        beforeValue()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude)
    }

    private mutating func appendDigits(_ value: UInt) {
        guard value >= 10 else { return bytes.append(UInt8(ascii: "0") + UInt8(value)) }
        appendDigits(value / 10)
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    public mutating func bool(_ value: Bool) {
        beforeValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    public mutating func null() {
        beforeValue()
        bytes.append(contentsOf: "null".utf8)
    }

    /// The finished document, with its final newline.
    public mutating func finish() -> [UInt8] {
        bytes.append(0x0A)
        return bytes
    }

    // MARK: - Layout

    private mutating func open(_ bracket: UInt8) {
        beforeValue()
        bytes.append(bracket)
        depth += 1
        isFirst = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !isFirst { newline() }
        bytes.append(bracket)
        isFirst = false
    }

    private mutating func beforeValue() {
        if isAfterKey {
            isAfterKey = false
        } else if depth > 0 {
            separate()
        }
    }

    private mutating func separate() {
        if !isFirst { bytes.append(UInt8(ascii: ",")) }
        isFirst = false
        newline()
    }

    /// A newline and the indentation of each depth up to 32, ready to append in one copy.
    private static let indents: [[UInt8]] = (0...32).map { [0x0A] + [UInt8](repeating: UInt8(ascii: " "), count: $0 * 2) }

    private mutating func newline() {
        if depth < Self.indents.count { return bytes.append(contentsOf: Self.indents[depth]) }
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    private mutating func writeString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        let plain = value.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if plain { return bytes.append(UInt8(ascii: "\"")) }
        let hex = Array("0123456789abcdef".utf8)
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                bytes.append(contentsOf: #"\u00"#.utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

extension JSONWriter {
    /// Writes a whole `JSONValue`.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .members(let members):
            beginObject()
            for member in members {
                key(member.key)
                self.value(member.value)
            }
            endObject()
        case .array(let items):
            beginArray()
            for item in items { self.value(item) }
            endArray()
        case .string(let text): string(text)
        case .number(let number): self.number(number)
        case .integer(let integer): self.integer(integer)
        case .bool(let flag): bool(flag)
        case .null: null()
        }
    }
}
