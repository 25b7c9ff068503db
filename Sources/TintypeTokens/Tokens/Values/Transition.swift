import TintypeDocument

/// A DTCG transition: duration, delay and timing function.
public struct Transition: Equatable, Sendable {
    public var duration: TokenDuration
    public var delay: TokenDuration
    public var timingFunction: CubicBezier

    public init(parsing node: SourceNode) throws(TokenValueProblem) {
        let members = try CompositeMembers(node, kind: "transition", required: ["duration", "delay", "timingFunction"])
        duration = try members.read("duration", TokenDuration.init(parsing:))
        delay = try members.read("delay", TokenDuration.init(parsing:))
        timingFunction = try members.read("timingFunction", CubicBezier.init(parsing:))
    }
}
