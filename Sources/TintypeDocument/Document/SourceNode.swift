/// A line and column in a source file, both counted from 1 (columns in characters).
public struct SourcePosition: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
}

/// A JSON or YAML document as values with the place each one was written, so every diagnostic
/// about a theme can name its line and column.
public struct SourceNode: Equatable, Sendable {
    public enum Value: Equatable, Sendable {
        case object([Member])
        case array([SourceNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// An object member: its key, where the key is, and its value.
    public struct Member: Equatable, Sendable {
        public var key: String
        public var keyPosition: SourcePosition
        public var value: SourceNode

        public init(key: String, keyPosition: SourcePosition, value: SourceNode) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    public var value: Value
    public var position: SourcePosition

    public init(value: Value, position: SourcePosition) {
        self.value = value
        self.position = position
    }

    /// What kind of value this is, for messages: "an object", "a string", …
    public var kindDescription: String { kind.description }

    /// The kind of JSON value the node holds.
    package var kind: JSONScanner.Kind {
        switch value {
        case .object: .object
        case .array: .array
        case .string: .string
        case .number: .number
        case .bool: .bool
        case .null: .null
        }
    }

    /// The deepest nesting a theme document may have; deeper input is refused, not recursed into.
    public static let maximumDepth = 256
}

extension SourceNode {
    /// Writes the value as JSON, members in the order they were written.
    package func write(to writer: inout JSONWriter) {
        switch value {
        case .object(let members):
            writer.beginObject()
            for member in members {
                writer.key(member.key)
                member.value.write(to: &writer)
            }
            writer.endObject()
        case .array(let items):
            writer.beginArray()
            for item in items { item.write(to: &writer) }
            writer.endArray()
        case .string(let text): writer.string(text)
        case .number(let number): writer.number(number)
        case .bool(let flag): writer.bool(flag)
        case .null: writer.null()
        }
    }
}

extension SourceNode {
    /// Parses JSON (or, with `json5`, JSON5) bytes; throws the scanner's error (with line and
    /// column) for malformed input.
    public static func parseJSON(_ bytes: [UInt8], json5: Bool = false) throws(Diagnostic) -> SourceNode {
        var scanner = JSONScanner(bytes, json5: json5)
        let node = try readValue(&scanner, depth: 0)
        try scanner.end()
        return node
    }

    private static func readValue(_ scanner: inout JSONScanner, depth: Int) throws(Diagnostic) -> SourceNode {
        let kind = try scanner.peek()
        let position = scanner.trackedPosition(of: scanner.offset)
        guard depth < maximumDepth else { throw scanner.error("the document nests deeper than \(maximumDepth) levels") }
        switch kind {
        case .object:
            try scanner.beginObject()
            var members: [Member] = []
            while let key = try scanner.nextKey() {
                let keyPosition = scanner.trackedPosition(of: scanner.keyOffset)
                members.append(Member(key: key, keyPosition: keyPosition, value: try readValue(&scanner, depth: depth + 1)))
            }
            return SourceNode(value: .object(members), position: position)
        case .array:
            try scanner.beginArray()
            var items: [SourceNode] = []
            while try scanner.nextElement() { items.append(try readValue(&scanner, depth: depth + 1)) }
            return SourceNode(value: .array(items), position: position)
        case .string: return SourceNode(value: .string(try scanner.string()), position: position)
        case .number: return SourceNode(value: .number(try scanner.number()), position: position)
        case .bool: return SourceNode(value: .bool(try scanner.bool()), position: position)
        case .null:
            _ = scanner.null()
            return SourceNode(value: .null, position: position)
        }
    }
}
