import TintypeDocument

/// A DTCG 2025.10 dimension, `{"value": number, "unit": "px" | "rem"}`, and the one rule that
/// turns it into points: px one to one (an iOS point is a CSS px), rem at 16 px (the initial
/// font size of CSS, which DTCG's rem refers to).
public struct Dimension: Equatable, Sendable {
    public var value: Double
    public var unit: String

    /// The units a dimension may have: px and rem (DTCG 2025.10), and em, a length relative to the
    /// font size that token files in the wild use for letter spacing.
    public static let units = ["px", "rem", "em"]
    /// Points per rem.
    public static let pointsPerRem = 16.0

    public init(value: Double, unit: String) {
        self.value = value
        self.unit = unit
    }

    /// The dimension a source node holds; nil when it is not `{"value": number, "unit": string}`.
    public init?(_ node: SourceNode) {
        guard case .object(let members) = node.value,
              case .number(let value)? = members[member: "value"]?.value,
              case .string(let unit)? = members[member: "unit"]?.value
        else { return nil }
        self.value = value
        self.unit = unit
    }

    /// Reads `{"value": number, "unit": "px" | "rem"}` (and `"em"` when `allowsEm`), nothing else.
    public init(parsing node: SourceNode, allowsEm: Bool = false) throws(TokenValueProblem) {
        let units = allowsEm ? Self.units : ["px", "rem"]
        let members = try CompositeMembers(node, kind: "dimension", required: ["value", "unit"])
        value = try members.read("value", TokenValue.number)
        unit = try members.read("unit") { (node) throws(TokenValueProblem) -> String in
            guard case .string(let unit) = node.value, units.contains(unit) else {
                let quoted = units.map { "\"\($0)\"" }
                throw TokenValueProblem("expected \(quoted.dropLast().joined(separator: ", ")) or \(quoted.last ?? ""), not "
                    + (node.stringValue.map { "'\($0)'" } ?? node.kindDescription), at: node.position)
            }
            return unit
        }
    }

    /// The dimension in points; nil for em (it needs a font size) and any other unit.
    public var points: Double? {
        switch unit {
        case "px": value
        case "rem": value * Self.pointsPerRem
        default: nil
        }
    }

    /// The dimension in points, an em length in points of `fontSize` (a letter spacing in its
    /// typography token's size): what the platform formats write.
    public func points(fontSize: Double) -> Double {
        points ?? value * fontSize
    }
}
