/// What a tree says about one node's layout; unset values take UIKit's defaults (Docs/Layout.md).
public struct LayoutProperties: Equatable, Sendable {
    // Declared in the order a resolution reads them: what every node needs comes first, so that
    // the pass over a large tree touches one or two cache lines of each node's properties.
    public var kind: LayoutKind = .view

    // Any view.
    public var insetsLayoutMarginsFromSafeArea = true
    public var preservesSuperviewLayoutMargins = false
    public var viewRespectsSystemMinimumLayoutMargins = true
    /// In the parent's coordinates; nil: the kind's default frame (Docs/Layout.md, "Frames").
    public var frame: LayoutRect?
    public var layoutMargins: LayoutMargins?

    // Bars.
    public var translucent = true
    public var hidden = false

    // View controllers' root views.
    public var edgesForExtendedLayout: RectEdges = .all
    public var extendedLayoutIncludesOpaqueBars = false
    public var automaticallyAdjustsScrollViewInsets = true
    public var additionalSafeAreaInsets: EdgeInsets = .zero

    // Windows.
    public var device: DevicePreset?
    /// The window's own safe-area insets, instead of a device's.
    public var safeAreaInsets: EdgeInsets?

    // Scroll views, and view controllers whose root view is a scroll view (a table view controller's).
    /// Set on a `viewController` node that carries scroll-view keys: its root view scrolls.
    public var rootViewScrolls = false
    public var contentInset: EdgeInsets = .zero
    /// `[width, height]`; needed when the adjustment depends on whether the content scrolls.
    public var contentSize: (width: Double, height: Double)?
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustment = .automatic

    public init(kind: LayoutKind = .view) { self.kind = kind }

    /// Whether the node is a scroll view: of kind `scrollView`, or a controller's scrolling root view.
    public var isScrollView: Bool { kind == .scrollView || (kind == .viewController && rootViewScrolls) }

    public static func == (lhs: LayoutProperties, rhs: LayoutProperties) -> Bool {
        lhs.kind == rhs.kind && lhs.frame == rhs.frame && lhs.device == rhs.device && lhs.safeAreaInsets == rhs.safeAreaInsets
            && lhs.edgesForExtendedLayout == rhs.edgesForExtendedLayout
            && lhs.extendedLayoutIncludesOpaqueBars == rhs.extendedLayoutIncludesOpaqueBars
            && lhs.automaticallyAdjustsScrollViewInsets == rhs.automaticallyAdjustsScrollViewInsets
            && lhs.additionalSafeAreaInsets == rhs.additionalSafeAreaInsets && lhs.translucent == rhs.translucent
            && lhs.hidden == rhs.hidden && lhs.layoutMargins == rhs.layoutMargins
            && lhs.insetsLayoutMarginsFromSafeArea == rhs.insetsLayoutMarginsFromSafeArea
            && lhs.preservesSuperviewLayoutMargins == rhs.preservesSuperviewLayoutMargins
            && lhs.viewRespectsSystemMinimumLayoutMargins == rhs.viewRespectsSystemMinimumLayoutMargins
            && lhs.rootViewScrolls == rhs.rootViewScrolls && lhs.contentInset == rhs.contentInset && lhs.contentSize?.width == rhs.contentSize?.width
            && lhs.contentSize?.height == rhs.contentSize?.height && lhs.alwaysBounceVertical == rhs.alwaysBounceVertical
            && lhs.alwaysBounceHorizontal == rhs.alwaysBounceHorizontal
            && lhs.contentInsetAdjustmentBehavior == rhs.contentInsetAdjustmentBehavior
    }
}
