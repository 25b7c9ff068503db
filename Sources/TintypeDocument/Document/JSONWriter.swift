/// Writes JSON straight into bytes, in the one format Tintype prints: two-space indentation,
/// `"key": value`, numbers in their shortest form, a final newline. Callers write object members
/// in sorted key order; large tables are written this way without building a `JSONValue` first.
package struct JSONWriter {
    private var bytes: [UInt8]
    private var depth = 0
    /// Whether the innermost open container has no member yet.
    private var isFirst = true
    /// Whether a key was just written, so the next value follows it on the same line.
    private var isAfterKey = false
    /// The depth of the outermost container being written on one line, if any.
    private var inlineDepth: Int?

    package init() { bytes = [] }

    package mutating func beginObject() { open(UInt8(ascii: "{")) }
    /// Starts an object written on one line, `{"a": 1, "b": [2, 3]}`, with everything inside it:
    /// one line per record keeps a long list readable in a diff.
    package mutating func beginInlineObject() {
        open(UInt8(ascii: "{"))
        if inlineDepth == nil { inlineDepth = depth }
    }
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    package mutating func beginArray() { open(UInt8(ascii: "[")) }
    /// Starts an array written on one line, with everything inside it.
    package mutating func beginInlineArray() {
        open(UInt8(ascii: "["))
        if inlineDepth == nil { inlineDepth = depth }
    }
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts an object member; its value comes next.
    package mutating func key(_ key: String) {
        separate()
        writeString(key)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        isAfterKey = true
    }

    /// Starts an object member whose key is a literal.
    package mutating func key(literal key: StaticString) {
        self.key(key.description)
    }

    package mutating func string(_ value: String?) {
        guard let value else { return null() }
        beforeValue()
        writeString(value)
    }

    package mutating func number(_ value: Double?) {
        guard let value else { return null() }
        beforeValue()
        bytes.append(contentsOf: (value.isFinite ? value.shortestText : "null").utf8)
    }

    package mutating func integer(_ value: Int) {
        beforeValue()
        bytes.append(contentsOf: String(value).utf8)
    }

    package mutating func bool(_ value: Bool) {
        beforeValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    package mutating func null() {
        beforeValue()
        bytes.append(contentsOf: "null".utf8)
    }

    /// The finished document, with its final newline.
    package mutating func finish() -> [UInt8] {
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
        let inline = inlineDepth != nil
        if inlineDepth == depth { inlineDepth = nil }
        depth -= 1
        if !isFirst && !inline { newline() }
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
        let first = isFirst
        if !first { bytes.append(UInt8(ascii: ",")) }
        isFirst = false
        if inlineDepth == nil {
            newline()
        } else if !first {
            bytes.append(UInt8(ascii: " "))
        }
    }

    private mutating func newline() {
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    private mutating func writeString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings need no escape: their UTF-8 is written as it is.
        var text = value
        let written = text.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if written { return bytes.append(UInt8(ascii: "\"")) }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20: bytes.append(contentsOf: "\\u00".utf8 + [Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 0x0F)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}

extension JSONWriter {
    /// Writes a whole `JSONValue`; `inline` writes it on one line.
    package mutating func value(_ value: JSONValue, inline: Bool = false) {
        switch value {
        case .members(let members):
            if inline { beginInlineObject() } else { beginObject() }
            for member in members {
                key(member.key)
                self.value(member.value)
            }
            endObject()
        case .array(let items):
            if inline { beginInlineArray() } else { beginArray() }
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
