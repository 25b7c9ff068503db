import TintypeDocument
import TintypeColor

/// One stop of a DTCG gradient: a colour at a position along it.
public struct GradientStop: Equatable, Sendable {
    public var color: ColorObject
    /// Where the stop is, 0 at the start and 1 at the end (a number outside is clamped, as the spec says).
    public var position: Double

    public init(parsing node: SourceNode) throws(TokenValueProblem) {
        let members = try CompositeMembers(node, kind: "gradient stop", required: ["color", "position"])
        color = try members.read("color", TokenValue.color)
        position = min(max(try members.read("position", TokenValue.number), 0), 1)
    }
}
