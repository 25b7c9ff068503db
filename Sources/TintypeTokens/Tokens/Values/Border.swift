import TintypeDocument
import TintypeColor

/// A DTCG border: colour, width and stroke style.
public struct Border: Equatable, Sendable {
    public var color: ColorObject
    public var width: Dimension
    public var style: StrokeStyle

    public init(parsing node: SourceNode, rules: TokenValue.Rules) throws(TokenValueProblem) {
        let members = try CompositeMembers(node, kind: "border", required: ["color", "width", "style"])
        color = try members.read("color", TokenValue.color)
        width = try members.read("width") { (node) throws(TokenValueProblem) in try Dimension(parsing: node, allowsEm: rules.allowsEm) }
        style = try members.read("style") { (node) throws(TokenValueProblem) in try StrokeStyle(parsing: node, rules: rules) }
    }
}
