import TintypeDocument

/// A change to a layout tree, as `tintype layout resolve --events` lists them.
public enum LayoutEvent: TreeEvent, Equatable {
    case setFrame(node: String, frame: LayoutRect)
    case setAdditionalSafeAreaInsets(node: String, insets: EdgeInsets)
    case setLayoutMargins(node: String, margins: LayoutMargins)
    /// A bar shown or hidden, made translucent or opaque; nil leaves that value as it is.
    case setBar(node: String, hidden: Bool?, translucent: Bool?)
    case setContentSizeCategory(ContentSizeCategory)
    case move(node: String, parent: String, index: Int)
    case remove(node: String)
    case insert(parent: String, index: Int, subtree: LayoutSubtree)

    /// Whether the event removes nodes (its report lists them).
    public var removesNodes: Bool {
        if case .remove = self { true } else { false }
    }
}
