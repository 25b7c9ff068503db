import TintypeDocument

/// A DTCG typography value as written: families, size, weight, letter spacing and line height.
/// `TypographyComposite` is the same value in points, as themes take it.
public struct Typography: Equatable, Sendable {
    public var fontFamily: [String]
    public var fontSize: Dimension
    public var fontWeight: Double
    public var letterSpacing: Dimension
    /// A multiplier of the size.
    public var lineHeight: Double

    /// The members, in the specification's order.
    public static let members = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]

    public init(parsing node: SourceNode, rules: TokenValue.Rules) throws(TokenValueProblem) {
        let members = try CompositeMembers(node, kind: "typography value", required: Self.members)
        func length(_ node: SourceNode) throws(TokenValueProblem) -> Dimension { try Dimension(parsing: node, allowsEm: rules.allowsEm) }
        fontFamily = try members.read("fontFamily", TokenValue.families)
        fontSize = try members.read("fontSize", length)
        fontWeight = try members.read("fontWeight", TokenValue.weight)
        letterSpacing = try members.read("letterSpacing", length)
        lineHeight = try members.read("lineHeight", TokenValue.number)
    }
}

extension Typography {
    /// The size in points (a rem or em size of the 16-point root).
    public var sizeInPoints: Double { fontSize.points(fontSize: 16) }
    /// The letter spacing in points (an em spacing of this size).
    public var letterSpacingInPoints: Double { letterSpacing.points(fontSize: sizeInPoints) }
}
