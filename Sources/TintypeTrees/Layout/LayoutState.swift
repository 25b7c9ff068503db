/// A node's resolved layout as the tree keeps it: everything its children and its own report are
/// computed from. Two equal states give the node's children equal inputs, so an event stops
/// descending at a node whose state did not change.
struct LayoutState: Equatable {
    /// The node's origin in window coordinates, and its size.
    var x = 0.0, y = 0.0, width = 0.0, height = 0.0
    var safe = EdgeInsets.zero
    var margins = EdgeInsets.zero
    /// The layout guides' lines in window coordinates: the bottom of the top bars and the top of
    /// the bottom bars over the nearest view controller's root view (or the window).
    var guideTop = 0.0, guideBottom = 0.0
    /// The `BarContext` (index into the tree's list) this node passes to its children.
    var bars: Int32 = 0
    var flags: Flags = []

    struct Flags: OptionSet, Equatable {
        let rawValue: UInt8
        /// Inside a window: safe areas and guides apply.
        static let inWindow = Flags(rawValue: 1)
        /// The window is of regular width.
        static let regularWidth = Flags(rawValue: 2)
        /// A view controller's root view inside a navigation or tab bar controller.
        static let inContainer = Flags(rawValue: 4)
        /// A scroll view owned by a controller that adjusts scroll-view insets inside a container.
        static let ownedByAdjustingController = Flags(rawValue: 8)
    }
}
