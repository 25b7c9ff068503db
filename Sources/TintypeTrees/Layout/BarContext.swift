/// The bars over the views below a node, in window coordinates: what a view controller's root
/// view needs for its frame, safe area and layout guides. Each node passes its children the bars
/// it received plus its own bar children (Docs/Layout.md, "Bars").
struct BarContext: Equatable {
    /// The bottom of the visible status bars.
    var statusBottom = -Double.infinity
    /// The bottom of every visible top bar (status and navigation bars).
    var topBottom = -Double.infinity
    /// The bottom of the visible navigation bars, and of the opaque ones alone.
    var navigationBottom = -Double.infinity
    var opaqueNavigationBottom = -Double.infinity
    /// The top of the visible bottom bars (tab bars, toolbars), and of the opaque ones alone.
    var bottomTop = Double.infinity
    var opaqueBottomTop = Double.infinity
    /// A navigation or tab bar is among them, shown or hidden: controllers below sit inside a
    /// navigation or tab bar controller.
    var inContainer = false

    static let none = BarContext()

    /// Adds a bar whose frame is `frame` in window coordinates.
    mutating func add(_ kind: LayoutKind, frame: LayoutRect, hidden: Bool, translucent: Bool) {
        if kind.isContainerBar { inContainer = true }
        guard !hidden else { return }
        switch kind {
        case .statusBar:
            statusBottom = max(statusBottom, frame.maxY)
            topBottom = max(topBottom, frame.maxY)
        case .navigationBar:
            topBottom = max(topBottom, frame.maxY)
            navigationBottom = max(navigationBottom, frame.maxY)
            if !translucent { opaqueNavigationBottom = max(opaqueNavigationBottom, frame.maxY) }
        case .tabBar, .toolbar:
            bottomTop = min(bottomTop, frame.y)
            if !translucent { opaqueBottomTop = min(opaqueBottomTop, frame.y) }
        default: break
        }
    }
}
