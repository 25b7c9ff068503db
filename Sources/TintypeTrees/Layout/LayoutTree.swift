import TintypeDocument

/// A view tree for layout: the same shape as a `TintTree` (`TreeLinks`), with each node's layout
/// properties and resolved state. It resolves safe-area insets, layout margins, the iOS 7 layout
/// guides, scroll views' adjusted content insets and readable content frames (Docs/Layout.md);
/// events re-resolve only what they can change and report exactly the nodes whose values changed.
public final class LayoutTree {
    /// The category whose readable width applies.
    public internal(set) var contentSizeCategory: ContentSizeCategory
    /// Directional margins map leading to the right edge.
    public let rightToLeft: Bool
    /// The readable width at each category (index: the category's raw value).
    let readableWidths: [Double]
    /// Replaces the window's own device (`--device`).
    let deviceOverride: DevicePreset?

    // Read and written element by element on every resolution; a `LayoutTree` is not shared
    // between threads, and no method holds an access to one of these while starting another.
    @exclusivity(unchecked) var nodeIDs = TreeNodeIDs()
    @exclusivity(unchecked) var links = TreeLinks()
    /// True while every node's parent has a smaller number, so resolution is one linear pass.
    @exclusivity(unchecked) var isTopological = true
    @exclusivity(unchecked) var hasNoRemovedNodes = true
    /// Changed only through `addUnlinkedNode` and `updateProperties`, which keep `inputs` in step.
    @exclusivity(unchecked) private(set) var properties: [LayoutProperties] = []
    @exclusivity(unchecked) private(set) var inputs: [LayoutInput] = []
    /// How many of a node's children are bars.
    @exclusivity(unchecked) var barChildren: [Int32] = []
    @exclusivity(unchecked) var state: [LayoutState] = []
    /// The bar contexts states refer to; entry 0 is "no bars". Only appended to between full
    /// resolutions, so a state's index always means what it meant when it was computed.
    @exclusivity(unchecked) var barContexts: [BarContext] = [.none]

    /// - Parameters:
    ///   - readableWidths: the readable width at each of the 12 categories (`ReadableWidth`).
    ///   - device: replaces the device the window names, or gives one to a window that has its own frame.
    public init(category: ContentSizeCategory = .large, rightToLeft: Bool = false,
                readableWidths: [Double] = ReadableWidth.apple, device: DevicePreset? = nil) {
        contentSizeCategory = category
        self.rightToLeft = rightToLeft
        self.readableWidths = readableWidths
        deviceOverride = device
    }

    // MARK: - Building

    public func reserveCapacity(_ capacity: Int) {
        nodeIDs.reserveCapacity(capacity)
        links.reserveCapacity(capacity)
        properties.reserveCapacity(capacity)
        inputs.reserveCapacity(capacity)
        barChildren.reserveCapacity(capacity)
        state.reserveCapacity(capacity)
    }

    /// Adds a node with its id as the last child of `parent` (-1 for the root) and returns its number.
    @discardableResult
    public func appendNode(id: String, parent parentNode: Int32, properties nodeProperties: LayoutProperties) throws(TintError) -> Int32 {
        guard nodeIDs.node(id) == nil else { throw .duplicateID(id) }
        let node = addUnlinkedNode(id: id, properties: nodeProperties)
        if parentNode < 0 { links.setRoot(node) } else { link(node, under: parentNode, at: nil) }
        return node
    }

    func addUnlinkedNode(id: String, properties nodeProperties: LayoutProperties) -> Int32 {
        let node = links.appendUnlinked()
        _ = nodeIDs.append(id)
        properties.append(nodeProperties)
        inputs.append(LayoutInput(nodeProperties))
        barChildren.append(0)
        state.append(LayoutState())
        return node
    }

    /// Changes a node's properties (an event); its kind stays.
    func updateProperties(_ node: Int32, _ change: (inout LayoutProperties) -> Void) {
        change(&properties[Int(node)])
        inputs[Int(node)] = LayoutInput(properties[Int(node)])
    }

    func link(_ node: Int32, under newParent: Int32, at index: Int?) {
        links.link(node, under: newParent, at: index)
        if properties[Int(node)].kind.isBar { barChildren[Int(newParent)] += 1 }
        if newParent > node { isTopological = false }
    }

    func unlink(_ node: Int32) {
        let parent = links.parent[Int(node)]
        if parent >= 0, properties[Int(node)].kind.isBar { barChildren[Int(parent)] -= 1 }
        links.unlink(node)
    }

    // MARK: - Queries

    /// The number of nodes in the tree.
    public var count: Int { nodeIDs.count }

    /// The node number of `id`.
    public func node(_ id: String) throws(TintError) -> Int32 {
        guard let node = nodeIDs.node(id) else { throw .unknownNode(id) }
        return node
    }

    public func id(of node: Int32) -> String { nodeIDs.ids[Int(node)] }
    public func parent(of node: Int32) -> Int32 { links.parent[Int(node)] }
    public func children(of node: Int32) -> [Int32] { links.children(of: node) }
    public func properties(of node: Int32) -> LayoutProperties { properties[Int(node)] }

    /// Every node, in pre-order.
    public func preorder() -> [Int32] { links.preorder() }

    /// The node's frame in window coordinates, as resolved.
    public func windowFrame(of node: Int32) -> LayoutRect {
        let s = state[Int(node)]
        return LayoutRect(x: s.x, y: s.y, width: s.width, height: s.height)
    }

    /// What a node's layout resolves to.
    public func layout(of node: Int32) -> NodeLayout { layout(of: Int(node), state: state[Int(node)], category: contentSizeCategory) }

    /// What a node's layout resolves to at another category (only the readable frame differs).
    public func layout(of node: Int32, at category: ContentSizeCategory) -> NodeLayout {
        layout(of: Int(node), state: state[Int(node)], category: category)
    }

    func layout(of i: Int, state s: LayoutState, category: ContentSizeCategory) -> NodeLayout {
        let props = properties[i]
        let m = s.margins
        let guideWidth = max(0, s.width - m.left - m.right)
        let readable = min(guideWidth, readableWidths[category.rawValue])
        let frame = LayoutRect(x: m.left + (guideWidth - readable) / 2, y: m.top, width: readable,
                               height: max(0, s.height - m.top - m.bottom))
        return NodeLayout(
            safeAreaInsets: s.safe, layoutMargins: m,
            topLayoutGuide: clamp(s.guideTop - s.y, 0, s.height), bottomLayoutGuide: clamp(s.y + s.height - s.guideBottom, 0, s.height),
            readableContentFrame: frame, adjustedContentInset: props.isScrollView ? adjustedContentInset(props, s) : nil)
    }

    /// `contentInset` plus the safe area on the edges `contentInsetAdjustmentBehavior` selects.
    func adjustedContentInset(_ props: LayoutProperties, _ s: LayoutState) -> EdgeInsets {
        var vertical = false, horizontal = false
        switch props.contentInsetAdjustmentBehavior {
        case .never: break
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes, .automatic:
            let content = props.contentSize ?? (0, 0)
            vertical = content.height > s.height || props.alwaysBounceVertical
            horizontal = content.width > s.width || props.alwaysBounceHorizontal
            if props.contentInsetAdjustmentBehavior == .automatic, s.flags.contains(.ownedByAdjustingController) { vertical = true }
        }
        var inset = props.contentInset
        if vertical {
            inset.top += s.safe.top
            inset.bottom += s.safe.bottom
        }
        if horizontal {
            inset.left += s.safe.left
            inset.right += s.safe.right
        }
        return inset
    }
}
