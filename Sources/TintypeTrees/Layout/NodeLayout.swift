/// What a node's layout resolves to, as `tintype layout resolve` reports it. Guides are lengths
/// from the view's top and bottom; the readable frame is in the node's own coordinates.
public struct NodeLayout: Equatable, Sendable {
    public var safeAreaInsets: EdgeInsets
    /// Effective margins on physical edges (after directional mapping, minimums, the safe area
    /// and the superview's margins).
    public var layoutMargins: EdgeInsets
    public var topLayoutGuide: Double
    public var bottomLayoutGuide: Double
    public var readableContentFrame: LayoutRect
    /// Scroll views only.
    public var adjustedContentInset: EdgeInsets?
}
