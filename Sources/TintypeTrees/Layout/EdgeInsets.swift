/// Insets in points on the four physical edges, as UIKit's `UIEdgeInsets`: safe-area insets,
/// layout margins, content insets. JSON: `{"top", "left", "bottom", "right"}`.
public struct EdgeInsets: Equatable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    /// Edge by edge sum.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// The four values in JSON's order: top, left, bottom, right.
    public var values: [Double] { [top, left, bottom, right] }
}
