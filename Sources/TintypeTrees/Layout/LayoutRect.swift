/// A rectangle in points, as `[x, y, width, height]` in JSON.
public struct LayoutRect: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// The rectangle with `insets` taken off its edges (its width and height may become negative).
    public func inset(by insets: EdgeInsets) -> LayoutRect {
        LayoutRect(x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The four values in JSON's order.
    public var values: [Double] { [x, y, width, height] }
}
