import TintypeDocument
import TintypeColor

/// One DTCG shadow: colour, offsets, blur, spread, and whether it is inset.
public struct Shadow: Equatable, Sendable {
    public var color: ColorObject
    public var offsetX: Dimension
    public var offsetY: Dimension
    public var blur: Dimension
    public var spread: Dimension
    public var inset: Bool

    public init(parsing node: SourceNode, rules: TokenValue.Rules) throws(TokenValueProblem) {
        let members = try CompositeMembers(node, kind: "shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"],
                                           optional: ["inset"])
        func length(_ node: SourceNode) throws(TokenValueProblem) -> Dimension { try Dimension(parsing: node, allowsEm: rules.allowsEm) }
        color = try members.read("color", TokenValue.color)
        offsetX = try members.read("offsetX", length)
        offsetY = try members.read("offsetY", length)
        blur = try members.read("blur", length)
        spread = try members.read("spread", length)
        if let inset = members["inset"] {
            guard case .bool(let value) = inset.value else {
                throw TokenValueProblem("inset: expected true or false, not \(inset.kindDescription)", at: inset.position)
            }
            self.inset = value
        } else {
            inset = false
        }
    }
}
