import TintypeColor

/// A change to a view tree, as `tintype tint resolve --events` lists them.
public enum TintEvent: TreeEvent, Equatable {
    case setTint(node: String, color: Color?)
    case setBarTint(node: String, color: Color?)
    case setMode(node: String, mode: TintMode)
    /// A modal presented over the node's subtree (occlusion count + 1).
    case beginOcclusion(node: String)
    /// The modal dismissed (occlusion count − 1).
    case endOcclusion(node: String)
    /// Moves a subtree to `parent`, at `index` among its children once the node has been taken out
    /// of its old place (as `insertSubview(_:at:)` does).
    case move(node: String, parent: String, index: Int)
    case remove(node: String)
    case insert(parent: String, index: Int, subtree: TintSubtree)

    /// Whether the event removes nodes (its report lists them).
    public var removesNodes: Bool {
        if case .remove = self { true } else { false }
    }
}
