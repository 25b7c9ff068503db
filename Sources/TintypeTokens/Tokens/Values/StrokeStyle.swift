import TintypeDocument

/// A DTCG stroke style: a CSS keyword (`solid`, `dashed`, …) or a dash pattern with its line cap.
public enum StrokeStyle: Equatable, Sendable {
    case keyword(String)
    case dashes(dashArray: [Dimension], lineCap: String)

    /// The keywords a stroke style may be.
    public static let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    /// The line caps a dash pattern may have.
    public static let lineCaps = ["round", "butt", "square"]

    public init(parsing node: SourceNode, rules: TokenValue.Rules) throws(TokenValueProblem) {
        if case .string(let keyword) = node.value {
            guard Self.keywords.contains(keyword) else {
                throw TokenValueProblem("'\(keyword)' is not a stroke style; use \(Self.keywords.joined(separator: ", ")) "
                    + "or {dashArray, lineCap}", at: node.position)
            }
            self = .keyword(keyword)
            return
        }
        let members = try CompositeMembers(node, kind: "stroke style", required: ["dashArray", "lineCap"])
        let dashes = try members.read("dashArray") { (node) throws(TokenValueProblem) -> [Dimension] in
            guard case .array(let items) = node.value, !items.isEmpty else {
                throw TokenValueProblem("expected a list of one or more dimensions", at: node.position)
            }
            var dashes: [Dimension] = []
            for item in items { dashes.append(try Dimension(parsing: item, allowsEm: rules.allowsEm)) }
            return dashes
        }
        let cap = try members.read("lineCap") { (node) throws(TokenValueProblem) -> String in
            guard case .string(let cap) = node.value, Self.lineCaps.contains(cap) else {
                throw TokenValueProblem("expected one of \(Self.lineCaps.joined(separator: ", "))", at: node.position)
            }
            return cap
        }
        self = .dashes(dashArray: dashes, lineCap: cap)
    }
}

extension StrokeStyle {
    /// The keyword, or `dashed` for a dash pattern: what platforms with only named line styles take.
    public var keywordOrDashed: String {
        switch self {
        case .keyword(let keyword): keyword
        case .dashes: "dashed"
        }
    }
}
