/// Writes JSON straight into bytes, in the one format Tintype prints: two-space indentation,
/// `"key": value`, numbers in their shortest form, a final newline. Callers write object members
/// in sorted key order; large tables are written this way without building a `JSONValue` first.
package struct JSONWriter: ~Copyable {
    /// The bytes written so far, less those still in `scratch`.
    private var bytes: [UInt8]
    /// Small writes land here and reach `bytes` a few kilobytes at a time: appending to an `Array`
    /// byte by byte costs a uniqueness and capacity check each time (this is `compile`'s hot loop).
    private let scratch: UnsafeMutablePointer<UInt8>
    private var pending = 0
    private static let scratchSize = 4096
    private var depth = 0
    /// Whether the innermost open container has no member yet.
    private var isFirst = true
    /// Whether a key was just written, so the next value follows it on the same line.
    private var isAfterKey = false
    /// The depth of the outermost container being written on one line, if any.
    private var inlineDepth: Int?

    package init(capacity: Int = 4096) {
        bytes = []
        bytes.reserveCapacity(capacity)
        scratch = .allocate(capacity: Self.scratchSize)
        scratch.initialize(repeating: 0, count: Self.scratchSize)
    }

    deinit { scratch.deallocate() }

    package mutating func beginObject() { open(UInt8(ascii: "{")) }
    /// Starts an object written on one line, `{"a": 1, "b": [2, 3]}`, with everything inside it:
    /// one line per record keeps a long list readable in a diff.
    package mutating func beginInlineObject() {
        open(UInt8(ascii: "{"))
        if inlineDepth == nil { inlineDepth = depth }
    }
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    package mutating func beginArray() { open(UInt8(ascii: "[")) }
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts an object member; its value comes next.
    package mutating func key(_ key: String) {
        separate()
        writeString(key)
        append(UInt8(ascii: ":"))
        append(UInt8(ascii: " "))
        isAfterKey = true
    }

    /// A key written once into JSON text (quoted and escaped), for keys a document repeats many
    /// times that are not literals (an enumeration's names): each use copies the bytes.
    package struct Key: Sendable {
        fileprivate let text: [UInt8]

        package init(_ key: String) {
            var writer = JSONWriter(capacity: key.utf8.count + 2)
            writer.writeString(key)
            writer.flush()
            text = writer.bytes
        }
    }

    /// Starts an object member whose key was written before.
    package mutating func key(_ key: Key) {
        separate()
        key.text.withUnsafeBufferPointer { append(contentsOf: $0) }
        append(UInt8(ascii: ":"))
        append(UInt8(ascii: " "))
        isAfterKey = true
    }

    /// Starts an object member whose key is a literal that needs no escaping (a record's fixed
    /// keys: no String is made or scanned).
    package mutating func key(literal key: StaticString) {
        separate()
        append(UInt8(ascii: "\""))
        append(contentsOf: key)
        append(UInt8(ascii: "\""))
        append(UInt8(ascii: ":"))
        append(UInt8(ascii: " "))
        isAfterKey = true
    }

    package mutating func string(_ value: String?) {
        guard let value else { return null() }
        beforeValue()
        writeString(value)
    }

    package mutating func number(_ value: Double?) {
        guard let value else { return null() }
        beforeValue()
        guard value.isFinite else { return append(contentsOf: "null" as StaticString) }
        // Values with at most four decimals (every length Tintype rounds) are written digit by digit;
        // the decimal text reads back as the same double, since both are the nearest to n / 10⁴.
        let scaled = (value * 10_000).rounded()
        if abs(scaled) < 1e15, scaled / 10_000 == value {
            let units = Int(scaled)
            if units < 0 { append(UInt8(ascii: "-")) }
            let magnitude = units.magnitude
            appendDigits(magnitude / 10_000)
            var fraction = magnitude % 10_000
            guard fraction != 0 else { return }
            append(UInt8(ascii: "."))
            var divisor: UInt = 1000
            while fraction != 0 {
                append(UInt8(ascii: "0") + UInt8(fraction / divisor))
                fraction %= divisor
                divisor /= 10
            }
        } else {
            var text = value.description
            text.withUTF8 { append(contentsOf: $0) }
        }
    }

    package mutating func integer(_ value: Int) {
        beforeValue()
        if value < 0 { append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude)
    }

    private mutating func appendDigits(_ value: UInt) {
        guard value >= 10 else { return append(UInt8(ascii: "0") + UInt8(value)) }
        appendDigits(value / 10)
        append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    package mutating func bool(_ value: Bool) {
        beforeValue()
        append(contentsOf: value ? "true" as StaticString : "false")
    }

    package mutating func null() {
        beforeValue()
        append(contentsOf: "null" as StaticString)
    }

    /// The finished document, with its final newline.
    package mutating func finish() -> [UInt8] {
        append(0x0A)
        flush()
        return bytes
    }

    // MARK: - Storage

    private mutating func flush() {
        bytes.append(contentsOf: UnsafeBufferPointer(start: scratch, count: pending))
        pending = 0
    }

    /// Makes room for `extra` (at most `scratchSize`) bytes in `scratch`.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if pending + extra > Self.scratchSize { flush() }
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        reserve(1)
        scratch[pending] = byte
        pending += 1
    }

    private mutating func append(contentsOf buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress else { return }
        guard buffer.count <= Self.scratchSize else {
            flush()
            return bytes.append(contentsOf: buffer)
        }
        reserve(buffer.count)
        (scratch + pending).update(from: base, count: buffer.count)
        pending += buffer.count
    }

    private mutating func append(contentsOf text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    // MARK: - Layout

    private mutating func open(_ bracket: UInt8) {
        beforeValue()
        append(bracket)
        depth += 1
        isFirst = true
    }

    private mutating func close(_ bracket: UInt8) {
        let inline = inlineDepth != nil
        if inlineDepth == depth { inlineDepth = nil }
        depth -= 1
        if !isFirst && !inline { newline() }
        append(bracket)
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
        if !first { append(UInt8(ascii: ",")) }
        isFirst = false
        if inlineDepth == nil {
            newline()
        } else if !first {
            append(UInt8(ascii: " "))
        }
    }

    private mutating func newline() {
        let width = depth * 2
        guard width < Self.scratchSize else {
            flush()
            bytes.append(0x0A)
            return bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
        }
        reserve(1 + width)
        scratch[pending] = 0x0A
        (scratch + pending + 1).update(repeating: UInt8(ascii: " "), count: width)
        pending += 1 + width
    }

    private mutating func writeString(_ value: String) {
        append(UInt8(ascii: "\""))
        var text = value
        let plain = text.withUTF8 { utf8 in
            for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
            append(contentsOf: utf8)
            return true
        }
        if plain { return append(UInt8(ascii: "\"")) }
        let hex = Array("0123456789abcdef".utf8)
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append(contentsOf: #"\""# as StaticString)
            case UInt8(ascii: "\\"): append(contentsOf: #"\\"# as StaticString)
            case 0x0A: append(contentsOf: #"\n"# as StaticString)
            case 0x0D: append(contentsOf: #"\r"# as StaticString)
            case 0x09: append(contentsOf: #"\t"# as StaticString)
            case 0..<0x20:
                append(contentsOf: #"\u00"# as StaticString)
                append(hex[Int(byte >> 4)])
                append(hex[Int(byte & 0x0F)])
            default: append(byte)
            }
        }
        append(UInt8(ascii: "\""))
    }
}

extension JSONWriter {
    /// Writes a whole `JSONValue`.
    package mutating func value(_ value: JSONValue) {
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
