import TintypeDocument

/// A DTCG duration, `{"value": number, "unit": "ms" | "s"}`.
public struct TokenDuration: Equatable, Sendable {
    public var value: Double
    public var unit: String

    public init(parsing node: SourceNode) throws(TokenValueProblem) {
        let members = try CompositeMembers(node, kind: "duration", required: ["value", "unit"])
        value = try members.read("value", TokenValue.number)
        unit = try members.read("unit") { (node) throws(TokenValueProblem) -> String in
            guard case .string(let unit) = node.value, unit == "ms" || unit == "s" else {
                throw TokenValueProblem("expected \"ms\" or \"s\", not " + (node.stringValue.map { "'\($0)'" } ?? node.kindDescription),
                                        at: node.position)
            }
            return unit
        }
    }

    /// The duration in milliseconds.
    public var milliseconds: Double { unit == "s" ? value * 1000 : value }
}
