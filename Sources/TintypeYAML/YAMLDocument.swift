import TintypeDocument
import Yams

/// Reads YAML into the position-aware `SourceNode` documents that themes are read from, so YAML
/// themes have the same schema and the same line:column diagnostics as JSON ones.
public enum YAMLDocument {
    /// Why a YAML text could not be read, at a line and column.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var position: SourcePosition
        public var message: String

        public var description: String { "\(position): \(message)" }
    }

    /// Parses one YAML document. Scalars keep YAML's core schema: null, true/false, numbers, strings.
    public static func parse(_ text: String) throws(ParseError) -> SourceNode {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw parseError(error)
        } catch {
            throw ParseError(position: SourcePosition(line: 1, column: 1), message: "\(error)")
        }
        guard let node else { throw ParseError(position: SourcePosition(line: 1, column: 1), message: "the document is empty") }
        var remainingValues = maximumValues
        return try convert(node, depth: 0, remainingValues: &remainingValues)
    }

    /// The most values a document may expand to. Aliases let a few lines of YAML stand for billions
    /// of values ("billion laughs"); a theme has a few thousand.
    public static let maximumValues = 1_000_000

    private static func convert(_ node: Node, depth: Int, remainingValues: inout Int) throws(ParseError) -> SourceNode {
        let position = node.mark.map { SourcePosition(line: $0.line, column: $0.column) } ?? SourcePosition(line: 1, column: 1)
        guard depth < SourceNode.maximumDepth else {
            throw ParseError(position: position, message: "the document nests deeper than \(SourceNode.maximumDepth) levels")
        }
        remainingValues -= 1
        guard remainingValues >= 0 else {
            throw ParseError(position: position, message: "the document expands to more than \(maximumValues) values "
                + "(through aliases?); write the theme without repeating aliases")
        }
        switch node {
        case .mapping(let mapping):
            var members: [SourceNode.Member] = []
            for (key, value) in mapping {
                guard case .scalar(let scalar) = key else {
                    throw ParseError(position: position, message: "mapping keys must be plain text")
                }
                let keyPosition = key.mark.map { SourcePosition(line: $0.line, column: $0.column) } ?? position
                members.append(.init(key: scalar.string, keyPosition: keyPosition, value: try convert(value, depth: depth + 1, remainingValues: &remainingValues)))
            }
            return SourceNode(value: .object(members), position: position)
        case .sequence(let sequence):
            var items: [SourceNode] = []
            for item in sequence { items.append(try convert(item, depth: depth + 1, remainingValues: &remainingValues)) }
            return SourceNode(value: .array(items), position: position)
        case .scalar(let scalar):
            switch node.tag.rawValue {
            case Tag.Name.null.rawValue: return SourceNode(value: .null, position: position)
            case Tag.Name.bool.rawValue:
                return SourceNode(value: node.bool.map(SourceNode.Value.bool) ?? .string(scalar.string), position: position)
            case Tag.Name.int.rawValue, Tag.Name.float.rawValue:
                if let number = node.float, number.isFinite { return SourceNode(value: .number(number), position: position) }
                return SourceNode(value: .string(scalar.string), position: position)
            default: return SourceNode(value: .string(scalar.string), position: position)
            }
        case .alias:
            // Yams resolves anchors and aliases while composing, so none is left to read.
            throw ParseError(position: position, message: "an unresolved YAML alias; write the value out")
        }
    }

    private static func parseError(_ error: YamlError) -> ParseError {
        switch error {
        case .scanner(let context, let problem, let mark, let yaml), .parser(let context, let problem, let mark, let yaml),
             .composer(let context, let problem, let mark, let yaml):
            // libyaml's own wording names its C API; say what it means for a theme.
            if problem.hasPrefix("Maximum nesting level reached") {
                return ParseError(position: SourcePosition(line: mark.line, column: mark.column),
                                  message: "the document nests too deeply; a theme needs only a few levels")
            }
            return syntaxError(problem, at: mark, context: context, in: yaml)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return ParseError(position: SourcePosition(line: context.mark.line, column: context.mark.column),
                              message: "this mapping gives \(keys) more than once; keep one")
        case .reader(let problem, let offset, let value, let yaml):
            let position = offset.map { characterPosition($0, in: yaml) } ?? SourcePosition(line: 1, column: 1)
            let character = value >= 0 ? " (U+\(String(value, radix: 16, uppercase: true)))" : ""
            return ParseError(position: position, message: "\(problem)\(character); a theme is UTF-8 text")
        default:
            return ParseError(position: SourcePosition(line: 1, column: 1), message: "\(error)")
        }
    }

    /// A syntax error where the fix goes. libyaml notices a missing `,`, `}`, `]` or `:` only at the
    /// next token, which is often the first column of a later line; the fix belongs at the end of
    /// the last line with text before it, so the error stands there and names what was open.
    private static func syntaxError(_ problem: String, at mark: Mark, context: YamlError.Context?, in yaml: String) -> ParseError {
        var position = SourcePosition(line: mark.line, column: mark.column)
        if mark.column == 1 || problem.contains("end of stream"), let end = endOfText(before: mark.line, in: yaml) {
            position = end
        }
        guard let context else { return ParseError(position: position, message: problem) }
        let opened = SourcePosition(line: context.mark.line, column: context.mark.column)
        return ParseError(position: position, message: "\(problem) (\(context.text) that starts at line \(opened.line), column \(opened.column))")
    }

    /// Just past the last character of the last line before `line` that holds more than
    /// whitespace or a comment, or nil when there is none.
    private static func endOfText(before line: Int, in text: String) -> SourcePosition? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var index = min(line - 1, lines.count) - 1
        while index >= 0 {
            let content = lines[index].withoutComment.trimmingTrailingWhitespace
            if !content.allSatisfy(\.isWhitespace) { return SourcePosition(line: index + 1, column: content.count + 1) }
            index -= 1
        }
        return nil
    }

    /// The line and column of the character `offset` characters into `text`.
    private static func characterPosition(_ offset: Int, in text: String) -> SourcePosition {
        var line = 1, column = 1
        for character in text.prefix(offset) {
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourcePosition(line: line, column: column)
    }
}

private extension Substring {
    /// The line before its comment: a `#` at the start or after whitespace, as YAML reads one.
    var withoutComment: Substring {
        var previous: Character = " "
        for index in indices {
            if self[index] == "#", previous.isWhitespace { return self[startIndex..<index] }
            previous = self[index]
        }
        return self
    }

    /// The text without the spaces, tabs and carriage returns at its end.
    var trimmingTrailingWhitespace: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[startIndex..<end]
    }
}

extension YAMLDocument {
    /// Parses a YAML file's bytes, as `DocumentFiles` reads `.yaml` and `.yml` files.
    public static func parse(bytes: [UInt8]) throws(Diagnostic) -> SourceNode {
        do {
            return try parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            throw Diagnostic(file: "", position: error.position, message: error.message)
        }
    }
}

extension DocumentFiles {
    /// Files from `source`, YAML read by Yams: how `tintype` reads its inputs.
    public static func withYAML(source: any FileSource) -> DocumentFiles {
        DocumentFiles(source: source, yaml: YAMLDocument.parse(bytes:))
    }
}
