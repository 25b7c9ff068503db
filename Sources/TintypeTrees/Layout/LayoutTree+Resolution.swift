import TintypeDocument

extension LayoutTree {
    /// Height of a navigation bar and a toolbar, and of a tab bar, above the bottom safe area.
    static let navigationBarHeight = 44.0, toolbarHeight = 44.0, tabBarHeight = 49.0
    /// Default margins of a view, and a root view's side margins in compact and regular width.
    static let defaultMargin = 8.0, compactSideMargin = 16.0, regularSideMargin = 20.0
    /// A window without a device is of regular width from this width on.
    static let regularWidthThreshold = 768.0

    /// Resolves every node: one linear pass while parents precede children, else a pre-order walk.
    public func resolveAll() {
        guard links.root >= 0 else { return }
        barContexts.removeAll(keepingCapacity: true)
        barContexts.append(.none)
        // Resolved into a local array, so that the loop reads and writes states through one
        // buffer (nothing below reads `self.state` meanwhile).
        var states: [LayoutState] = []
        swap(&states, &state)
        defer { swap(&states, &state) }
        properties.withUnsafeBufferPointer { props in
            inputs.withUnsafeBufferPointer { inputs in
                states.withUnsafeMutableBufferPointer { states in
                    func resolve(_ i: Int) {
                        let p = links.parent[i]
                        states[i] = p < 0 ? rootState(i, props, inputs, current: states[i].bars)
                            : computeState(i, props, inputs, parent: states[Int(p)], current: states[i].bars)
                    }
                    if isTopological, hasNoRemovedNodes {
                        for i in 0..<states.count { resolve(i) }
                    } else {
                        links.walk(from: links.root) { node in
                            resolve(Int(node))
                            return true
                        }
                    }
                }
            }
        }
    }

    // MARK: - One node

    /// A node's state from its properties, its parent's state and its bar children.
    func computeState(_ i: Int) -> LayoutState {
        let p = links.parent[i], current = state[i].bars
        let parentState = p >= 0 ? state[Int(p)] : LayoutState()
        return properties.withUnsafeBufferPointer { props in
            inputs.withUnsafeBufferPointer { inputs in
                p < 0 ? rootState(i, props, inputs, current: current) : computeState(i, props, inputs, parent: parentState, current: current)
            }
        }
    }

    /// The state of node `i` below a parent whose state is `ps`; `current` is the bar context the
    /// node passed on before, reused when its bars have not changed. Reads only the properties
    /// it needs: each node's `LayoutInput`, and the full properties (`props[i].field`, not a
    /// copy) only where the input says they matter.
    private func computeState(_ i: Int, _ props: UnsafeBufferPointer<LayoutProperties>, _ inputs: UnsafeBufferPointer<LayoutInput>,
                              parent ps: LayoutState, current: Int32) -> LayoutState {
        let input = inputs[i]
        let kind = input.kind
        let isController = kind == .viewController
        let f: LayoutRect
        if input.flags.contains(.hasFrame) {
            f = input.frame
        } else if kind == .view || kind == .scrollView {
            f = LayoutRect(x: 0, y: 0, width: ps.width, height: ps.height)
        } else {
            f = defaultFrame(input, props, parent: ps, bars: barContexts[Int(ps.bars)])
        }
        var s = LayoutState()
        s.x = ps.x + f.x
        s.y = ps.y + f.y
        s.width = f.width
        s.height = f.height
        s.flags = ps.flags.intersection([.inWindow, .regularWidth])
        if s.flags.contains(.inWindow) {
            // How far the node reaches into its parent's unsafe band on each edge.
            let parentSafe = ps.safe
            var safe = EdgeInsets(
                top: clamp(parentSafe.top - f.y, 0, parentSafe.top),
                left: clamp(parentSafe.left - f.x, 0, parentSafe.left),
                bottom: clamp(f.maxY - (ps.height - parentSafe.bottom), 0, parentSafe.bottom),
                right: clamp(f.maxX - (ps.width - parentSafe.right), 0, parentSafe.right))
            if isController {
                // The bars over a root view, then its controller's additional insets.
                let bars = barContexts[Int(ps.bars)]
                safe.top = max(safe.top, bars.topBottom - s.y)
                safe.bottom = max(safe.bottom, s.y + s.height - bars.bottomTop)
                if input.flags.contains(.hasAdditionalSafeAreaInsets) { safe = safe + props[i].additionalSafeAreaInsets }
            }
            s.safe = EdgeInsets(top: clamp(safe.top, 0, s.height), left: clamp(safe.left, 0, s.width),
                                bottom: clamp(safe.bottom, 0, s.height), right: clamp(safe.right, 0, s.width))
        }
        if isController {
            let bars = barContexts[Int(ps.bars)]
            let top = s.flags.contains(.inWindow) ? clamp(bars.topBottom - s.y, 0, s.height) : 0
            let bottom = s.flags.contains(.inWindow) ? clamp(s.y + s.height - bars.bottomTop, 0, s.height) : 0
            s.guideTop = s.y + top
            s.guideBottom = s.y + s.height - bottom
            if bars.inContainer { s.flags.insert(.inContainer) }
            if input.flags.isSuperset(of: [.rootViewScrolls, .adjustsScrollViewInsets]), bars.inContainer {
                s.flags.insert(.ownedByAdjustingController)
            }
        } else {
            s.guideTop = ps.guideTop
            s.guideBottom = ps.guideBottom
            if kind == .scrollView, ps.flags.contains(.inContainer) {
                let p = Int(links.parent[i])
                if links.firstChild[p] == Int32(i), inputs[p].kind == .viewController, inputs[p].flags.contains(.adjustsScrollViewInsets) {
                    s.flags.insert(.ownedByAdjustingController)
                }
            }
        }
        s.margins = margins(i, props, input, state: s, frame: f, parent: ps)
        s.bars = barChildren[i] > 0 ? childBars(of: i, props, inputs, state: s, incoming: ps.bars, current: current, implicitStatusBar: nil) : ps.bars
        return s
    }

    /// The root's state: a window's from its device or its own frame and insets; any other root
    /// is outside a window, with no insets.
    private func rootState(_ i: Int, _ props: UnsafeBufferPointer<LayoutProperties>, _ inputs: UnsafeBufferPointer<LayoutInput>, current: Int32) -> LayoutState {
        let kind = props[i].kind
        var s = LayoutState()
        let device = kind == .window ? deviceOverride ?? props[i].device : nil
        let frame = device.map { LayoutRect(x: 0, y: 0, width: $0.width, height: $0.height) }
            ?? props[i].frame ?? LayoutRect(x: 0, y: 0, width: 0, height: 0)
        s.width = frame.width
        s.height = frame.height
        var implicitStatusBar: Double?
        if kind == .window {
            s.flags.insert(.inWindow)
            if device?.regularWidth ?? (frame.width >= Self.regularWidthThreshold) { s.flags.insert(.regularWidth) }
            let statusBarChild = hasStatusBarChild(i, props)
            if let device {
                // The status bar: the window's own statusBar nodes, else the device's.
                let status = statusBarChild ? visibleStatusBarBottom(of: i, props) : device.statusBarHeight
                s.safe = device.hardwareInsets
                s.safe.top = max(s.safe.top, status)
                if !statusBarChild, device.statusBarHeight > 0 { implicitStatusBar = device.statusBarHeight }
            } else if let insets = props[i].safeAreaInsets {
                s.safe = insets
                if !statusBarChild, insets.top > 0 { implicitStatusBar = insets.top }
            }
        }
        s.margins = margins(i, props, inputs[i], state: s, frame: frame, parent: nil)
        s.bars = barChildren[i] > 0 || implicitStatusBar != nil
            ? childBars(of: i, props, inputs, state: s, incoming: 0, current: current, implicitStatusBar: implicitStatusBar) : 0
        let status = barContexts[Int(s.bars)].statusBottom
        s.guideTop = status.isFinite ? clamp(status, 0, s.height) : 0
        s.guideBottom = s.height
        return s
    }

    /// A node's margins: its own (or the default), at least the system minimum on a root view's
    /// sides, measured from the safe area, and at least the superview's where it preserves them.
    private func margins(_ i: Int, _ props: UnsafeBufferPointer<LayoutProperties>, _ input: LayoutInput, state s: LayoutState,
                         frame f: LayoutRect, parent ps: LayoutState?) -> EdgeInsets {
        let isController = input.kind == .viewController
        let side = s.flags.contains(.regularWidth) ? Self.regularSideMargin : Self.compactSideMargin
        let own = input.flags.contains(.hasMargins) ? props[i].layoutMargins?.resolved(rightToLeft: rightToLeft) : nil
        var m = own
            ?? (isController ? EdgeInsets(top: 0, left: side, bottom: 0, right: side)
                : EdgeInsets(top: Self.defaultMargin, left: Self.defaultMargin, bottom: Self.defaultMargin, right: Self.defaultMargin))
        if isController, input.flags.contains(.respectsSystemMinimumMargins) {
            m.left = max(m.left, side)
            m.right = max(m.right, side)
        }
        if input.flags.contains(.insetsMarginsFromSafeArea) { m = m + s.safe }
        if input.flags.contains(.preservesSuperviewMargins), let ps {
            m.top = max(m.top, ps.margins.top - f.y)
            m.left = max(m.left, ps.margins.left - f.x)
            m.bottom = max(m.bottom, ps.margins.bottom - (ps.height - f.maxY))
            m.right = max(m.right, ps.margins.right - (ps.width - f.maxX))
        }
        return m
    }

    /// Where node `i`, which has no frame, goes in its parent: bars at their edge, a controller's
    /// root view over the parent except the edges that do not extend under bars, any other view
    /// over the whole parent.
    private func defaultFrame(_ input: LayoutInput, _ props: UnsafeBufferPointer<LayoutProperties>, parent ps: LayoutState,
                              bars: BarContext) -> LayoutRect {
        let w = ps.width, h = ps.height
        switch input.kind {
        case .statusBar:
            return LayoutRect(x: 0, y: 0, width: w, height: statusBarHeight(props))
        case .navigationBar:
            return LayoutRect(x: 0, y: ps.safe.top, width: w, height: Self.navigationBarHeight)
        case .toolbar:
            return LayoutRect(x: 0, y: h - Self.toolbarHeight - ps.safe.bottom, width: w, height: Self.toolbarHeight + ps.safe.bottom)
        case .tabBar:
            return LayoutRect(x: 0, y: h - Self.tabBarHeight - ps.safe.bottom, width: w, height: Self.tabBarHeight + ps.safe.bottom)
        case .viewController:
            let edges = input.edgesForExtendedLayout, opaqueToo = input.flags.contains(.extendsUnderOpaqueBars)
            // The bars this view must stay clear of: all of them on an edge that does not extend,
            // the opaque ones unless the controller extends under opaque bars too.
            let topLimit = edges.contains(.top) ? (opaqueToo ? -Double.infinity : bars.opaqueNavigationBottom) : bars.navigationBottom
            let bottomLimit = edges.contains(.bottom) ? (opaqueToo ? Double.infinity : bars.opaqueBottomTop) : bars.bottomTop
            let top = clamp(topLimit - ps.y, 0, h)
            let bottom = clamp(bottomLimit - ps.y, top, h)
            return LayoutRect(x: 0, y: top, width: w, height: bottom - top)
        default:
            return LayoutRect(x: 0, y: 0, width: w, height: h)
        }
    }

    /// A status bar's height: the window's device's, else 20 pt.
    private func statusBarHeight(_ props: UnsafeBufferPointer<LayoutProperties>) -> Double {
        let named = links.root >= 0 ? props[Int(links.root)].device : nil
        return (deviceOverride ?? named)?.statusBarHeight ?? 20
    }

    /// The bars a node passes to its children: those it received plus its own bar children, as an
    /// index into `barContexts`: `incoming` or `current` (the one it passed before) when equal.
    private func childBars(of i: Int, _ props: UnsafeBufferPointer<LayoutProperties>, _ inputs: UnsafeBufferPointer<LayoutInput>,
                           state s: LayoutState, incoming: Int32,
                           current: Int32, implicitStatusBar: Double?) -> Int32 {
        var context = barContexts[Int(incoming)]
        if let implicitStatusBar {
            context.add(.statusBar, frame: LayoutRect(x: s.x, y: s.y, width: s.width, height: implicitStatusBar), hidden: false, translucent: true)
        }
        var child = links.firstChild[i]
        while child >= 0 {
            let c = Int(child)
            let bar = inputs[c]
            if bar.kind.isBar {
                let f = bar.flags.contains(.hasFrame) ? bar.frame : defaultFrame(bar, props, parent: s, bars: context)
                context.add(bar.kind, frame: LayoutRect(x: s.x + f.x, y: s.y + f.y, width: f.width, height: f.height),
                            hidden: bar.flags.contains(.hidden), translucent: bar.flags.contains(.translucent))
            }
            child = links.nextSibling[c]
        }
        if context == barContexts[Int(incoming)] { return incoming }
        if current != incoming, Int(current) < barContexts.count, barContexts[Int(current)] == context { return current }
        barContexts.append(context)
        return Int32(barContexts.count - 1)
    }

    private func hasStatusBarChild(_ i: Int, _ props: UnsafeBufferPointer<LayoutProperties>) -> Bool {
        guard barChildren[i] > 0 else { return false }
        var child = links.firstChild[i]
        while child >= 0 {
            if props[Int(child)].kind == .statusBar { return true }
            child = links.nextSibling[Int(child)]
        }
        return false
    }

    /// The bottom of the window's visible statusBar nodes, 0 when all are hidden.
    private func visibleStatusBarBottom(of i: Int, _ props: UnsafeBufferPointer<LayoutProperties>) -> Double {
        var bottom = 0.0
        var child = links.firstChild[i]
        while child >= 0 {
            let c = Int(child)
            if props[c].kind == .statusBar, !props[c].hidden {
                bottom = max(bottom, props[c].frame?.maxY ?? statusBarHeight(props))
            }
            child = links.nextSibling[c]
        }
        return bottom
    }
}
