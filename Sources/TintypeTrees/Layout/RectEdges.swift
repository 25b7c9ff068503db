/// A set of edges, as `edgesForExtendedLayout` names them: `["top", "left", "bottom", "right"]`.
public struct RectEdges: OptionSet, Equatable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let top = RectEdges(rawValue: 1)
    public static let left = RectEdges(rawValue: 2)
    public static let bottom = RectEdges(rawValue: 4)
    public static let right = RectEdges(rawValue: 8)
    public static let all: RectEdges = [.top, .left, .bottom, .right]

    /// The edges by their JSON names.
    private static let named: [String: RectEdges] = ["top": .top, "left": .left, "bottom": .bottom, "right": .right]

    /// The edge a JSON name stands for.
    public init?(name: String) {
        guard let edge = Self.named[name] else { return nil }
        self = edge
    }
}
