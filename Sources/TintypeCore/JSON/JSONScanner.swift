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
        try nextKeyToken().map(text(of:))
    }

    /// The next key as it stands in the document (no String made), or nil at the object's end.
    package mutating func nextKeyToken() throws(Diagnostic) -> Token? {
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
        let key = try stringToken()
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
            throw error("expected ':' after the key \"\(text(of: key))\"")
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
        text(of: try stringToken())
    }

    /// A string as it stands in the document: the bytes between its quotes when it has no escapes
    /// (compared with `JSONNames` without making a String), else its decoded text.
    package enum Token {
        case raw(Range<Int>)
        case decoded(String)
    }

    /// The next string value, as a token.
    package mutating func stringToken() throws(Diagnostic) -> Token {
        skipWhitespace()
        let start = offset
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw error("expected a string") }
        offset += 1
        let contentStart = offset
        // The plain run up to the closing quote, a backslash or a control character: eight bytes
        // at a time while they hold none of these, then byte by byte.
        offset = bytes.withUnsafeBytes { buffer in
            var index = contentStart
            while index + 8 <= buffer.count {
                let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let found = Self.stringEnds(word)
                guard found == 0 else {
                    index += found.trailingZeroBitCount / 8
                    break
                }
                index += 8
            }
            while index < buffer.count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                index += 1
            }
            return index
        }
        if offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                return .raw(contentStart..<offset - 1)
            }
            if byte == UInt8(ascii: "\\") { return .decoded(try escapedString(from: contentStart)) }
            throw error("control character inside a string")
        }
        throw error("unterminated string", at: start)
    }

    /// The text of a token.
    package func text(of token: Token) -> String {
        switch token {
        case .raw(let range): String(decoding: bytes[range], as: UTF8.self)
        case .decoded(let text): text
        }
    }

    /// Whether a token's text is `text`, compared byte by byte.
    package func token(_ token: Token, is text: StaticString) -> Bool {
        let expected = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        switch token {
        case .raw(let range):
            guard range.count == expected.count else { return false }
            var index = range.lowerBound
            for byte in expected {
                if bytes[index] != byte { return false }
                index += 1
            }
            return true
        case .decoded(let decoded): return decoded.utf8.elementsEqual(expected)
        }
    }

    package mutating func number() throws(Diagnostic) -> Double {
        skipWhitespace()
        let start = offset
        if let value = plainDecimal() { return value }
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

    /// Powers of ten that a double holds exactly.
    private static let exactPowersOfTen: [Double] = (0...15).map { power in (0..<power).reduce(1.0) { value, _ in value * 10 } }

    /// A number written as `-?digits[.digits]` with at most 15 digits (every number Tintype
    /// writes), read without making a String, or nil (nothing consumed) for any other form. The
    /// digits form an integer a double holds exactly, and so does 10ⁿ for n ≤ 15, so their quotient,
    /// rounded once by the division, is the double nearest the decimal: the value `strtod` gives.
    private mutating func plainDecimal() -> Double? {
        var index = offset
        let count = bytes.count
        let negative = index < count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: UInt64 = 0, digits = 0, fractionDigits = 0, seenPoint = false
        while index < count {
            let byte = bytes[index]
            if byte &- UInt8(ascii: "0") < 10 {
                mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                digits += 1
                if seenPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !seenPoint, digits > 0 {
                seenPoint = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                return nil
            } else {
                break
            }
            index += 1
        }
        guard digits > 0, digits <= 15, !(seenPoint && fractionDigits == 0) else { return nil }
        var value = Double(mantissa)
        if fractionDigits > 0 { value /= Self.exactPowersOfTen[fractionDigits] }
        offset = index
        return negative ? -value : value
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
                let more = containers[containers.count - 1].isObject ? try nextKeyToken() != nil : try nextElement()
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
            case .string: _ = try stringToken()
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

    // MARK: - Repeats

    /// A value read before, kept with where it stood, so the same bytes met again are the same value.
    package struct Repeat<Value> {
        fileprivate var range: Range<Int> = 0..<0
        fileprivate var newlines = 0, lastLineStart = 0
        fileprivate var value: Value?

        package init() {}
    }

    /// Where a value begins (after white space), for `record`.
    package struct Mark {
        fileprivate let offset: Int, line: Int
    }

    package mutating func mark() -> Mark {
        skipWhitespace()
        return Mark(offset: offset, line: line)
    }

    /// `memo`'s value when the object at the scanner has exactly the bytes `memo` was read from
    /// (consumed), else nil (nothing consumed). A table's rows repeat whole objects (a row's tight
    /// and loose forms carry its metrics), and equal bytes are an equal value already checked. Only
    /// objects are taken this way: an object's bytes end it (a number's do not: `12` begins `123`).
    package mutating func repeated<Value>(_ memo: Repeat<Value>) -> Value? {
        skipWhitespace()
        let start = offset
        guard let value = memo.value, start < bytes.count, bytes[start] == UInt8(ascii: "{"),
              start + memo.range.count <= bytes.count, sameBytes(at: start, as: memo.range) else { return nil }
        offset = start + memo.range.count
        if memo.newlines > 0 {
            line += memo.newlines
            lineStart = start + memo.lastLineStart
        }
        return value
    }

    /// Keeps `value`, just read from `mark` on, in `memo` when it was an object.
    package func record<Value>(_ value: Value, since mark: Mark, in memo: inout Repeat<Value>) {
        guard mark.offset < offset, bytes[mark.offset] == UInt8(ascii: "{") else { return }
        memo.range = mark.offset..<offset
        memo.newlines = line - mark.line
        memo.lastLineStart = lineStart - mark.offset
        memo.value = value
    }

    /// Whether the bytes from `start` equal those of `range`, compared eight at a time.
    private func sameBytes(at start: Int, as range: Range<Int>) -> Bool {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return range.isEmpty }
            let count = range.count
            var index = 0
            while index + 8 <= count {
                if base.loadUnaligned(fromByteOffset: start + index, as: UInt64.self)
                    != base.loadUnaligned(fromByteOffset: range.lowerBound + index, as: UInt64.self) { return false }
                index += 8
            }
            while index < count {
                if buffer[start + index] != buffer[range.lowerBound + index] { return false }
                index += 1
            }
            return true
        }
    }

    // MARK: - Internals

    /// The top bit of each of the eight bytes of `word` (first byte lowest) that is a quote, a
    /// backslash or below 0x20, or 0x80 or above (those go byte by byte), and of any bytes after
    /// the first such byte: a byte `b` is zero in `word ^ b` repeated, and subtracting `0x01…`
    /// borrows into the top bit of each zero byte, as subtracting `0x20…` does of each byte below 0x20.
    @inline(__always)
    private static func stringEnds(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22), backslashes = word ^ (ones &* 0x5C)
        return ((quotes &- ones) | (backslashes &- ones) | (word &- ones &* 0x20) | word) & high
    }

    /// Moves past white space. Most calls stand on a token already: one byte tells (every byte
    /// above a space is not white space), without entering the loop.
    @inline(__always)
    private mutating func skipWhitespace() {
        guard offset < bytes.count, bytes[offset] <= 0x20 else { return }
        skipWhitespaceRun()
    }

    private mutating func skipWhitespaceRun() {
        // Pretty-printed documents are mostly indentation: this loop reads through a pointer.
        let (end, newlines, lastLineStart) = bytes.withUnsafeBytes { buffer -> (Int, Int, Int) in
            var index = offset, newlines = 0, lastLineStart = -1
            while index < buffer.count {
                switch buffer[index] {
                case 0x20:
                    // An indentation: spaces eight at a time, the first other byte found by the
                    // lowest non-zero byte of the word XOR eight spaces.
                    index += 1
                    while index + 8 <= buffer.count {
                        let others = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ 0x2020_2020_2020_2020
                        guard others == 0 else {
                            index += others.trailingZeroBitCount / 8
                            break
                        }
                        index += 8
                    }
                case 0x0D, 0x09: index += 1
                case 0x0A:
                    index += 1
                    newlines += 1
                    lastLineStart = index
                default: return (index, newlines, lastLineStart)
                }
            }
            return (index, newlines, lastLineStart)
        }
        offset = end
        if newlines > 0 {
            line += newlines
            lineStart = lastLineStart
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

    private mutating func escapedString(from contentStart: Int) throws(Diagnostic) -> String {
        var output = Array(bytes[contentStart..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                return String(decoding: output, as: UTF8.self)
            }
            if byte < 0x20 { throw error("control character inside a string") }
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                offset += 1
                continue
            }
            offset += 1
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
        throw error("unterminated string")
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
