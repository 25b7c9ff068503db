/// What an event did to a tint or layout tree: the nodes whose resolved values changed, in
/// pre-order of the tree after it, and for `remove`, the nodes removed.
public struct TreeChange: Equatable, Sendable {
    public var notified: [String]
    public var removed: [String]
}
