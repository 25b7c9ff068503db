/// What a node of a layout tree is, as the tree's `kind` names it. Bars cover a view controller's
/// view from an edge; a `viewController` node is the controller's root view.
public enum LayoutKind: String, CaseIterable, Sendable {
    case window, viewController, navigationBar, tabBar, toolbar, statusBar, scrollView, view

    /// Bars that cover the top of the views beside them.
    var isTopBar: Bool { self == .navigationBar || self == .statusBar }
    /// Bars that cover the bottom of the views beside them.
    var isBottomBar: Bool { self == .tabBar || self == .toolbar }
    var isBar: Bool { isTopBar || isBottomBar }
    /// Bars whose presence puts the controllers beside them "inside a navigation or tab bar
    /// controller", for the scroll-view rule of `contentInsetAdjustmentBehavior = automatic`.
    var isContainerBar: Bool { self == .navigationBar || self == .tabBar }

    /// Whether a node of this kind may stand under a parent of `parentKind` (nil: it is the root).
    func canStand(under parentKind: LayoutKind?, parentIsRoot: Bool) -> Bool {
        switch self {
        case .window: parentKind == nil
        case .statusBar: parentKind == .window && parentIsRoot
        default: true
        }
    }

    /// What `canStand` requires, for messages.
    static func placementRule(_ kind: LayoutKind) -> String {
        kind == .window ? "can only be the tree's root" : "must be a child of the window at the tree's root"
    }

    /// The names, for messages.
    static let names = allCases.map(\.rawValue).joined(separator: ", ")
}
