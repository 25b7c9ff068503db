import TintypeColor

/// A view tree for tint resolution, stored as parallel arrays indexed by node number, so a
/// million nodes are a few compact arrays rather than a million objects.
///
/// Each node has an id, an optional own tint and bar tint, an adjustment mode, an occlusion count
/// and a component kind. The tree keeps every node's resolved state (effective tint, effective
/// mode, displayed tint) up to date; events change it and report exactly the nodes whose state
/// changed (Docs/Tint.md, "Who is notified").
public final class TintTree {
    public let theme: TintTheme
    /// The theme as it stands in the tree's appearance and contrast (`TintTheme.inMode`): every
    /// tint, rule and colour is read from it.
    private var modeTheme: TintTheme
    public private(set) var appearance: Appearance
    public private(set) var contrast: ContrastSetting

    // The storage below is read and written element by element on every event and resolution.
    // A `TintTree` is not shared between threads (it is not Sendable) and no method holds an
    // access to one of these properties while starting another to the same one, so Swift's run-time
    // exclusivity check on each access (about a quarter of an event's cost) is switched off for them.

    // Structure.
    @exclusivity(unchecked) var nodeIDs = TreeNodeIDs()
    @exclusivity(unchecked) var links = TreeLinks()
    /// True while every node's parent has a smaller number, so resolution is one linear pass.
    @exclusivity(unchecked) var isTopological = true
    /// True until a subtree is removed, so the linear pass need not check for removed nodes.
    @exclusivity(unchecked) var hasNoRemovedNodes = true

    // Properties. Colours are palette indices.
    @exclusivity(unchecked) var ownTint: [Int32] = []
    @exclusivity(unchecked) var ownBarTint: [Int32] = []
    @exclusivity(unchecked) var kind: [Int32] = []
    @exclusivity(unchecked) var mode: [TintMode] = []
    @exclusivity(unchecked) var occlusion: [Int32] = []

    // Derived from properties and the environment.
    /// Own tint, else the component's local default, else -1 (inherit).
    @exclusivity(unchecked) var localTint: [Int32] = []
    /// -1 inherit, 0 normal, 1 dimmed: the mode a node declares itself.
    @exclusivity(unchecked) var declared: [Int8] = []
    /// Resolved state: effective tint palette index << 1 | dimmed.
    @exclusivity(unchecked) var state: [Int32] = []
    /// How `resolveAll` writes `state`, while the shape and the declaring nodes stay as they were.
    @exclusivity(unchecked) var plan: TintResolutionPlan?
    /// True once the shape is known not to allow a plan (numbering no longer pre-order).
    @exclusivity(unchecked) var planUnavailable = false
    /// Full resolutions made without a plan since the last change that dropped it.
    @exclusivity(unchecked) var passesWithoutPlan = 0

    // Palettes.
    @exclusivity(unchecked) var colors: [Color] = []
    @exclusivity(unchecked) var colorIndex: [UInt32: Int32] = [:]
    @exclusivity(unchecked) var dimmedColor: [Int32] = []
    @exclusivity(unchecked) var derivedCache: [Int32: [(name: String, color: Color)]] = [:]
    @exclusivity(unchecked) var kinds: [String] = []
    @exclusivity(unchecked) var kindIndex: [String: Int32] = [:]
    @exclusivity(unchecked) var defaultTint: Int32 = 0
    @exclusivity(unchecked) var componentTint: [Int32] = []
    @exclusivity(unchecked) var componentBarTint: [Int32] = []

    public init(theme: TintTheme = .ios, appearance: Appearance = .light, contrast: ContrastSetting = .normal) {
        self.theme = theme
        modeTheme = theme.inMode(BrandMode(appearance, contrast))
        self.appearance = appearance
        self.contrast = contrast
        applyEnvironment()
    }

    /// The number of nodes in the tree.
    public var count: Int { nodeIDs.count }

    // MARK: - Building

    /// Reserves storage for `capacity` nodes.
    public func reserveCapacity(_ capacity: Int) {
        nodeIDs.reserveCapacity(capacity)
        // Each array by name: a key path would hide the accesses from the optimizer, which then
        // keeps a run-time exclusivity check on every element access of every such array.
        links.reserveCapacity(capacity)
        ownTint.reserveCapacity(capacity)
        ownBarTint.reserveCapacity(capacity)
        kind.reserveCapacity(capacity)
        mode.reserveCapacity(capacity)
        occlusion.reserveCapacity(capacity)
        localTint.reserveCapacity(capacity)
        declared.reserveCapacity(capacity)
        state.reserveCapacity(capacity)
    }

    /// Adds a node as the last child of `parent` (-1 for the root) and returns its number. Its id
    /// may be set later (`setID`), for readers that meet children before the id.
    @discardableResult
    public func appendNode(parent parentNode: Int32, tint: Color? = nil, barTint: Color? = nil, mode nodeMode: TintMode = .automatic,
                           occlusion count: Int = 0, kind kindName: String? = nil) -> Int32 {
        let node = addUnlinkedNode(tint: tint, barTint: barTint, mode: nodeMode, occlusion: count, kind: kindName)
        if parentNode < 0 { links.setRoot(node) } else { link(node, under: parentNode, at: nil) }
        return node
    }

    /// Adds storage for one node, linked to nothing and with no id yet, and returns its number.
    func addUnlinkedNode(tint: Color?, barTint: Color?, mode nodeMode: TintMode, occlusion count: Int, kind kindName: String?) -> Int32 {
        invalidatePlan(shapeChanged: true)
        let node = nodeIDs.append("")
        _ = links.appendUnlinked()
        ownTint.append(tint.map(intern) ?? -1)
        ownBarTint.append(barTint.map(intern) ?? -1)
        kind.append(kindName.map(internKind) ?? -1)
        mode.append(nodeMode)
        occlusion.append(Int32(clamping: count))
        localTint.append(-1)
        declared.append(-1)
        state.append(0)
        refreshLocal(node)
        return node
    }

    /// Sets node `node`'s id; throws when another node has it.
    public func setID(_ id: String, of node: Int32) throws(TintError) {
        guard nodeIDs.name(node, as: id) else { throw .duplicateID(id) }
    }


    // MARK: - Environment

    /// Re-resolves the whole tree for another appearance or contrast.
    public func setEnvironment(appearance: Appearance, contrast: ContrastSetting) {
        self.appearance = appearance
        self.contrast = contrast
        derivedCache = [:]
        modeTheme = theme.inMode(BrandMode(appearance, contrast))
        // The dimming rule may name a token that differs in this mode.
        dimmedColor = Array(repeating: -1, count: colors.count)
        applyEnvironment()
        for node in 0..<Int32(nodeIDs.ids.count) where nodeIDs.alive[Int(node)] { refreshLocal(node) }
        resolveAll()
    }

    private func applyEnvironment() {
        defaultTint = intern(modeTheme.defaultTint(appearance, contrast))
        componentTint = kinds.map { modeTheme.componentTints[$0].map(intern) ?? -1 }
        componentBarTint = kinds.map { modeTheme.componentBarTints[$0].map(intern) ?? -1 }
    }

    // MARK: - Queries

    /// A node's resolved state.
    public struct NodeState: Equatable, Sendable {
        public var tint: Color
        /// The effective mode: `normal` or `dimmed`.
        public var mode: TintMode
        public var displayed: Color
        /// The bar background (own or the component's), nil when the node has none.
        public var barTint: Color?
    }

    /// The node number of `id`.
    public func node(_ id: String) throws(TintError) -> Int32 {
        guard let node = nodeIDs.node(id) else { throw .unknownNode(id) }
        return node
    }

    public func id(of node: Int32) -> String { nodeIDs.ids[Int(node)] }

    public func state(of node: Int32) -> NodeState {
        let packed = state[Int(node)]
        let tint = packed >> 1
        let dimmed = packed & 1 == 1
        return NodeState(tint: colors[Int(tint)], mode: dimmed ? .dimmed : .normal,
                         displayed: colors[Int(dimmed ? dimmedIndex(tint) : tint)], barTint: barTint(of: node).map { colors[Int($0)] })
    }

    /// The derived colours of a node, in the theme's order (computed once per distinct tint).
    public func derivedColors(of node: Int32) -> [(name: String, color: Color)] {
        let tint = state[Int(node)] >> 1
        if let cached = derivedCache[tint] { return cached }
        let derived = modeTheme.derived.map { (name: $0.name, color: $0.color(for: colors[Int(tint)], in: appearance, of: modeTheme)) }
        derivedCache[tint] = derived
        return derived
    }

    /// Every node, in pre-order.
    public func preorder() -> [Int32] { links.preorder() }

    /// The parent of a node, -1 for the root.
    public func parent(of node: Int32) -> Int32 { links.parent[Int(node)] }
    public func ownTint(of node: Int32) -> Color? { ownTint[Int(node)] >= 0 ? colors[Int(ownTint[Int(node)])] : nil }
    public func ownBarTint(of node: Int32) -> Color? { ownBarTint[Int(node)] >= 0 ? colors[Int(ownBarTint[Int(node)])] : nil }
    public func mode(of node: Int32) -> TintMode { mode[Int(node)] }
    public func occlusion(of node: Int32) -> Int { Int(occlusion[Int(node)]) }
    public func kind(of node: Int32) -> String? { kind[Int(node)] >= 0 ? kinds[Int(kind[Int(node)])] : nil }
    public func children(of node: Int32) -> [Int32] { links.children(of: node) }

    // MARK: - Palettes

    func intern(_ color: Color) -> Int32 {
        let key = color.rgba8
        if let index = colorIndex[key] { return index }
        let index = Int32(colors.count)
        colors.append(color)
        colorIndex[key] = index
        dimmedColor.append(-1)
        return index
    }

    func dimmedIndex(_ tint: Int32) -> Int32 {
        let cached = dimmedColor[Int(tint)]
        if cached >= 0 { return cached }
        let index = intern(modeTheme.dimming.dim(colors[Int(tint)]))
        dimmedColor[Int(tint)] = index
        return index
    }

    func internKind(_ name: String) -> Int32 {
        if let index = kindIndex[name] { return index }
        let index = Int32(kinds.count)
        kinds.append(name)
        kindIndex[name] = index
        componentTint.append(modeTheme.componentTints[name].map(intern) ?? -1)
        componentBarTint.append(modeTheme.componentBarTints[name].map(intern) ?? -1)
        return index
    }

    func barTint(of node: Int32) -> Int32? {
        let own = ownBarTint[Int(node)]
        if own >= 0 { return own }
        let k = kind[Int(node)]
        if k >= 0, componentBarTint[Int(k)] >= 0 { return componentBarTint[Int(k)] }
        return nil
    }

    /// Drops the resolution plan; a change of shape may also end pre-order numbering, which the
    /// next build finds out.
    func invalidatePlan(shapeChanged: Bool) {
        plan = nil
        passesWithoutPlan = 0
        if shapeChanged { planUnavailable = false }
    }

    /// Recomputes a node's local tint and declared mode from its properties.
    func refreshLocal(_ node: Int32) {
        let i = Int(node)
        let own = ownTint[i], k = kind[i]
        let local = own >= 0 ? own : (k >= 0 ? componentTint[Int(k)] : -1)
        let mode: Int8 = switch self.mode[i] {
        case .normal: 0
        case .dimmed: 1
        case .automatic: occlusion[i] > 0 ? 1 : -1
        }
        if (local >= 0 || mode >= 0) != isDeclaring(i) {
            invalidatePlan(shapeChanged: false)
        } else if local != localTint[i] || mode != declared[i], var current = plan {
            plan = nil  // so that updating does not copy the plan's arrays
            if current.update(node: node, local: local, declared: mode) { plan = current }
        }
        localTint[i] = local
        declared[i] = mode
    }
}
