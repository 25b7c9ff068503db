/// A pull parser over JSON bytes: the caller asks for the value it expects next, so large documents
/// (a million-node view tree) are read straight into their own storage, with no intermediate tree
/// and no recursion, and every error knows its line and column. (Foundation's parsers give
/// neither positions nor a way to avoid building the whole document first.)
package struct JSONScanner {
    /// What the next value is.
    package enum Kind: Equatable, Sendable, CustomStringConvertible {
        case object, array, string, number, bool, null

        /// "an object", "a string", …, for messages that say what was found.
        package var description: String {
            switch self {
            case .object: "an object"
            case .array: "an array"
            case .string: "a string"
            case .number: "a number"
            case .bool: "true or false"
            case .null: "null"
            }
        }
    }

    package let bytes: [UInt8]
    package private(set) var offset = 0
    /// Where the key that `nextKey` returned last starts, for messages about that key.
    package private(set) var keyOffset = 0
    /// The line the scanner is on (from 1), and the offset where it starts.
    private var line = 1, lineStart = 0
    /// The last position `trackedPosition` gave.
    private var cursor = (offset: 0, line: 1, column: 1)
    /// The open containers, innermost last: whether each is an object and has had a member yet.
    private var containers: [(isObject: Bool, hasMember: Bool)] = []

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// An error at the current position (or `offset`), with line and column; the reader names the
    /// file with `Diagnostic.inFile`.
    package func error(_ message: String, at offset: Int? = nil, severity: Diagnostic.Severity = .error) -> Diagnostic {
        Diagnostic(file: "", position: position(of: offset ?? self.offset), severity: severity, message: message)
    }

    /// The line and column (in characters, from 1) of a byte offset. The scanner counts the lines
    /// it passes, so a place on the line it is reading costs only its column; an earlier place
    /// (an error about a value that began lines ago) is counted from the start.
    package func position(of offset: Int) -> SourcePosition {
        let end = min(offset, bytes.count)
        let (start, firstLine) = lineStart <= end && end <= self.offset ? (lineStart, line) : (0, 1)
        var line = firstLine, column = 1
        for byte in bytes[start..<end] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return SourcePosition(line: line, column: column)
    }

    /// The position of an offset on the line being read, counted on from the last one asked, so a
    /// reader asking in document order (a tree builder) pays only for the bytes between, however
    /// long the line (a minified document is one line).
    package mutating func trackedPosition(of offset: Int) -> SourcePosition {
        guard lineStart <= offset, offset <= self.offset else { return position(of: offset) }
        if cursor.line != line || cursor.offset > offset { cursor = (lineStart, line, 1) }
        var column = cursor.column
        for byte in bytes[cursor.offset..<offset] where byte & 0xC0 != 0x80 { column += 1 }
        cursor = (offset, line, column)
        return SourcePosition(line: line, column: column)
    }

    // MARK: - Values

    /// The kind of the next value (after white space), without consuming it.
    package mutating func peek() throws(Diagnostic) -> Kind {
        skipWhitespace()
        guard offset < bytes.count else { throw error("unexpected end of the document") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: throw error("unexpected character '\(Character(Unicode.Scalar(bytes[offset])))'")
        }
    }

    package mutating func beginObject() throws(Diagnostic) {
        try expect(UInt8(ascii: "{"), "expected an object")
        containers.append((true, false))
    }

    /// The next key of the open object, or nil at its end (which is consumed).
    package mutating func nextKey() throws(Diagnostic) -> String? {
        skipWhitespace()
        guard offset < bytes.count else { throw error("unexpected end of the document inside an object") }
        if bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            containers.removeLast()
            return nil
        }
        if containers[containers.count - 1].hasMember {
            try expect(UInt8(ascii: ","), "expected ',' or '}' after an object member")
            skipWhitespace()
        }
        containers[containers.count - 1].hasMember = true
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
        keyOffset = offset
        let key = try string()
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
            throw error("expected ':' after the key \"\(key)\"")
        }
        offset += 1
        return key
    }

    package mutating func beginArray() throws(Diagnostic) {
        try expect(UInt8(ascii: "["), "expected an array")
        containers.append((false, false))
    }

    /// Whether the open array has another element (positioned at it); false at its end (consumed).
    package mutating func nextElement() throws(Diagnostic) -> Bool {
        skipWhitespace()
        guard offset < bytes.count else { throw error("unexpected end of the document inside an array") }
        if bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            containers.removeLast()
            return false
        }
        if containers[containers.count - 1].hasMember {
            try expect(UInt8(ascii: ","), "expected ',' or ']' after an array element")
        }
        containers[containers.count - 1].hasMember = true
        return true
    }

    package mutating func string() throws(Diagnostic) -> String {
        skipWhitespace()
        let start = offset
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw error("expected a string") }
        offset += 1
        var output: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                return String(decoding: output, as: UTF8.self)
            }
            if byte < 0x20 { throw error("control character inside a string") }
            offset += 1
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                continue
            }
            guard offset < bytes.count else { break }
            let escape = bytes[offset]
            offset += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                // A surrogate pair is one scalar; a surrogate without its partner is U+FFFD.
                var scalar = try hex4()
                while (0xD800..<0xDC00).contains(scalar), matches("\\u") {
                    let next = try hex4()
                    if (0xDC00..<0xE000).contains(next) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (next - 0xDC00)
                        break
                    }
                    output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    scalar = next
                }
                output.append(contentsOf: String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
            default: throw error("unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
            }
        }
        throw error("unterminated string", at: start)
    }

    package mutating func number() throws(Diagnostic) -> Double {
        skipWhitespace()
        let start = offset
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                 UInt8(ascii: "e"), UInt8(ascii: "E"):
                offset += 1
            default:
                return try parseNumber(start)
            }
        }
        return try parseNumber(start)
    }

    package mutating func bool() throws(Diagnostic) -> Bool {
        skipWhitespace()
        if matches("true") { return true }
        if matches("false") { return false }
        throw error("expected true or false")
    }

    /// Consumes `null` and returns true, or returns false and consumes nothing.
    package mutating func null() -> Bool {
        skipWhitespace()
        return matches("null")
    }

    /// Consumes the next value whole, checking its syntax: for members another reader owns.
    package mutating func skipValue() throws(Diagnostic) {
        var depth = 0
        repeat {
            if depth > 0 {
                let more = containers[containers.count - 1].isObject ? try nextKey() != nil : try nextElement()
                guard more else {
                    depth -= 1
                    continue
                }
            }
            switch try peek() {
            case .object:
                try beginObject()
                depth += 1
            case .array:
                try beginArray()
                depth += 1
            case .string: _ = try string()
            case .number: _ = try number()
            case .bool: _ = try bool()
            case .null: _ = null()
            }
        } while depth > 0
    }

    /// Checks that only white space follows the document.
    package mutating func end() throws(Diagnostic) {
        skipWhitespace()
        guard offset == bytes.count else { throw error("unexpected text after the end of the document") }
    }

    // MARK: - Internals

    /// Moves past white space, counting lines.
    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0D, 0x09: offset += 1
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(Diagnostic) {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == byte else { throw error(message) }
        offset += 1
    }

    private mutating func matches(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let pointer = word.utf8Start
        for index in 0..<count where bytes[offset + index] != pointer[index] { return false }
        offset += count
        return true
    }

    private mutating func parseNumber(_ start: Int) throws(Diagnostic) -> Double {
        guard offset > start, let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)), value.isFinite
        else { throw error("expected a number", at: start) }
        return value
    }

    private mutating func hex4() throws(Diagnostic) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw error("\\u needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A")) + 10
            default: throw error("\\u needs four hex digits")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }
}
