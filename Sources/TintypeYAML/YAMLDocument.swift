import TintypeCore
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
        return try convert(node, depth: 0)
    }

    private static func convert(_ node: Node, depth: Int) throws(ParseError) -> SourceNode {
        let position = node.mark.map { SourcePosition(line: $0.line, column: $0.column) } ?? SourcePosition(line: 1, column: 1)
        guard depth < SourceNode.maximumDepth else {
            throw ParseError(position: position, message: "the document nests deeper than \(SourceNode.maximumDepth) levels")
        }
        switch node {
        case .mapping(let mapping):
            var members: [SourceNode.Member] = []
            for (key, value) in mapping {
                guard case .scalar(let scalar) = key else {
                    throw ParseError(position: position, message: "mapping keys must be plain text")
                }
                let keyPosition = key.mark.map { SourcePosition(line: $0.line, column: $0.column) } ?? position
                members.append(.init(key: scalar.string, keyPosition: keyPosition, value: try convert(value, depth: depth + 1)))
            }
            return SourceNode(value: .object(members), position: position)
        case .sequence(let sequence):
            var items: [SourceNode] = []
            for item in sequence { items.append(try convert(item, depth: depth + 1)) }
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
            throw ParseError(position: position, message: "YAML aliases are not read in themes; write the value out")
        }
    }

    private static func parseError(_ error: YamlError) -> ParseError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return ParseError(position: SourcePosition(line: mark.line, column: mark.column), message: problem)
        default:
            return ParseError(position: SourcePosition(line: 1, column: 1), message: "\(error)")
        }
    }
}
