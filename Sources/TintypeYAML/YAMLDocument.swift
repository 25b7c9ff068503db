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
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            // libyaml's own wording names its C API; say what it means for a theme.
            let message = problem.hasPrefix("Maximum nesting level reached")
                ? "the document nests too deeply; a theme needs only a few levels" : problem
            return ParseError(position: SourcePosition(line: mark.line, column: mark.column), message: message)
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
