/// A pull parser over JSON (or JSON5) bytes: the caller asks for the value it expects next, so large
/// documents (a million-node view tree) are read straight into their own storage, with no
/// intermediate tree and no recursion, and every error knows its line and column. (Foundation's
/// parsers give neither positions nor a way to avoid building the whole document first.)
///
/// JSON5 (json5.org: comments, single-quoted strings, unquoted keys, trailing commas, hex, signed
/// and bare-point numbers, line continuations) is read when `json5` is set; its `Infinity` and `NaN`
/// are refused, as Tintype's values are finite.
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

    /// Whether the document is JSON5.
    package let json5: Bool

    package init(_ bytes: [UInt8], json5: Bool = false) {
        self.bytes = bytes
        self.json5 = json5
    }

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
        case UInt8(ascii: "'") where json5: return .string
        case UInt8(ascii: "+") where json5, UInt8(ascii: ".") where json5, UInt8(ascii: "I") where json5,
             UInt8(ascii: "N") where json5: return .number
        case UInt8(ascii: "/"): throw error(json5 ? "expected a value" : Self.commentMessage)
        default: throw error("unexpected character '\(Character(Unicode.Scalar(bytes[offset])))'")
        }
    }

    package mutating func beginObject() throws(Diagnostic) {
        try expect(UInt8(ascii: "{"), "expected an object")
        containers.append((true, false))
    }

    /// The next key of the open object, or nil at its end (which is consumed).
    package mutating func nextKey() throws(Diagnostic) -> String? {
        guard try advance(closing: UInt8(ascii: "}"), in: "an object", after: "an object member") else { return nil }
        keyOffset = offset
        let key: String
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || (json5 && bytes[offset] == UInt8(ascii: "'")) {
            key = try string()
        } else if json5, let name = identifier() {
            key = name
        } else if offset < bytes.count, bytes[offset] == UInt8(ascii: "/") {
            throw error(json5 ? "expected a key" : Self.commentMessage)
        } else {
            throw error(json5 ? "expected a key: a name, or text in quotes" : "expected a key in quotes")
        }
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
        try advance(closing: UInt8(ascii: "]"), in: "an array", after: "an array element")
    }

    /// Moves to the open container's next member (true), past the comma before it, or past its
    /// closing bracket (false, the container closed); JSON5 allows a comma after the last member.
    private mutating func advance(closing: UInt8, in container: String, after member: String) throws(Diagnostic) -> Bool {
        skipWhitespace()
        guard offset < bytes.count else { throw error("unexpected end of the document inside \(container)") }
        if containers[containers.count - 1].hasMember, bytes[offset] != closing {
            try expect(UInt8(ascii: ","), "expected ',' or '\(Character(Unicode.Scalar(closing)))' after \(member)")
            skipWhitespace()
            guard json5, offset < bytes.count, bytes[offset] == closing else {
                containers[containers.count - 1].hasMember = true
                return true
            }
        }
        if offset < bytes.count, bytes[offset] == closing {
            offset += 1
            containers.removeLast()
            return false
        }
        containers[containers.count - 1].hasMember = true
        return true
    }

    package mutating func string() throws(Diagnostic) -> String {
        skipWhitespace()
        let start = offset
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || (json5 && bytes[offset] == UInt8(ascii: "'")) else {
            throw error("expected a string")
        }
        let quote = bytes[offset]
        offset += 1
        // Most strings have no escape: their bytes are the text.
        var end = offset
        while end < bytes.count, bytes[end] != quote, bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
        if end < bytes.count, bytes[end] == quote {
            defer { offset = end + 1 }
            return String(decoding: bytes[offset..<end], as: UTF8.self)
        }
        var output: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == quote {
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
            case UInt8(ascii: "'") where json5: output.append(escape)
            case UInt8(ascii: "v") where json5: output.append(0x0B)
            case UInt8(ascii: "0") where json5: output.append(0x00)
            case UInt8(ascii: "x") where json5:
                guard offset + 2 <= bytes.count, let value = UInt8(String(decoding: bytes[offset..<offset + 2], as: UTF8.self), radix: 16) else {
                    throw error("\\x needs two hex digits")
                }
                offset += 2
                output.append(contentsOf: String(Character(Unicode.Scalar(value))).utf8)
            case 0x0A where json5:
                // A line continuation: the backslash and the line break are not part of the string.
                line += 1
                lineStart = offset
            case 0x0D where json5:
                if offset < bytes.count, bytes[offset] == 0x0A { offset += 1 }
                line += 1
                lineStart = offset
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
        if json5, let value = try json5Number() { return value }
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
            case 0x0B where json5: offset += 1
            case 0x0C where json5: offset += 1
            case UInt8(ascii: "/") where json5 && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"):
                while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
            case UInt8(ascii: "/") where json5 && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "*"):
                offset += 2
                while offset < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/")) {
                    if bytes[offset] == 0x0A {
                        line += 1
                        lineStart = offset + 1
                    }
                    offset += 1
                }
                offset = min(offset + 2, bytes.count)
            case 0xC2 where json5 && offset + 1 < bytes.count && bytes[offset + 1] == 0xA0: offset += 2  // no-break space
            case 0xEF where json5 && offset + 2 < bytes.count && bytes[offset + 1] == 0xBB && bytes[offset + 2] == 0xBF: offset += 3  // BOM
            default: return
            }
        }
    }

    /// What a comment in a plain JSON file is told.
    private static let commentMessage =
        "comments are not JSON; name the file .json5 to read it as JSON5 (comments, unquoted keys, trailing commas)"

    /// A JSON5 key without quotes: letters, digits, `_` and `$` (and any non-ASCII letter), not
    /// starting with a digit; nil (nothing consumed) when none is there.
    private mutating func identifier() -> String? {
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80 || (isDigit && offset > start) else { break }
            offset += 1
        }
        return offset > start ? String(decoding: bytes[start..<offset], as: UTF8.self) : nil
    }

    /// A JSON5 number that JSON has no form for (hexadecimal), or nil (nothing consumed) for one
    /// the decimal reader takes; `Infinity` and `NaN` are errors.
    private mutating func json5Number() throws(Diagnostic) -> Double? {
        let start = offset
        var index = offset
        var sign = 1.0
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            if bytes[index] == UInt8(ascii: "-") { sign = -1 }
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "I") || bytes[index] == UInt8(ascii: "N") {
            throw error("JSON5's Infinity and NaN are not values Tintype can use; give a number", at: start)
        }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "0"), bytes[index + 1] | 0x20 == UInt8(ascii: "x") else { return nil }
        index += 2
        let digits = index
        while index < bytes.count, bytes[index].isASCIIHexDigit { index += 1 }
        guard index > digits, let value = UInt64(String(decoding: bytes[digits..<index], as: UTF8.self), radix: 16) else {
            throw error("expected hexadecimal digits after 0x", at: start)
        }
        offset = index
        return sign * Double(value)
    }

    /// Consumes `byte`; the message is built only when it is missing (this runs for every member).
    private mutating func expect(_ byte: UInt8, _ message: @autoclosure () -> String) throws(Diagnostic) {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == byte else {
            throw error(!json5 && offset < bytes.count && bytes[offset] == UInt8(ascii: "/") ? Self.commentMessage : message())
        }
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

private extension UInt8 {
    var isASCIIHexDigit: Bool {
        (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")) || ((self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "f"))
    }
}
