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
        if isTopological, hasNoRemovedNodes {
            for i in 0..<state.count { state[i] = computeState(i) }
        } else {
            links.walk(from: links.root) { node in
                state[Int(node)] = computeState(Int(node))
                return true
            }
        }
    }

    // MARK: - One node

    /// A node's state from its properties, its parent's state and its bar children.
    func computeState(_ i: Int) -> LayoutState {
        let p = links.parent[i]
        if p < 0 { return rootState(i) }
        let props = properties[i]
        let ps = state[Int(p)]
        let bars = barContexts[Int(ps.bars)]
        let f = props.frame ?? defaultFrame(props, parent: ps, bars: bars)
        var s = LayoutState()
        s.x = ps.x + f.x
        s.y = ps.y + f.y
        s.width = f.width
        s.height = f.height
        s.flags = ps.flags.intersection([.inWindow, .regularWidth])
        let isController = props.kind == .viewController
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
                safe.top = max(safe.top, bars.topBottom - s.y)
                safe.bottom = max(safe.bottom, s.y + s.height - bars.bottomTop)
                safe = safe + props.additionalSafeAreaInsets
            }
            s.safe = EdgeInsets(top: clamp(safe.top, 0, s.height), left: clamp(safe.left, 0, s.width),
                                bottom: clamp(safe.bottom, 0, s.height), right: clamp(safe.right, 0, s.width))
        }
        if isController {
            let top = s.flags.contains(.inWindow) ? clamp(bars.topBottom - s.y, 0, s.height) : 0
            let bottom = s.flags.contains(.inWindow) ? clamp(s.y + s.height - bars.bottomTop, 0, s.height) : 0
            s.guideTop = s.y + top
            s.guideBottom = s.y + s.height - bottom
            if bars.inContainer { s.flags.insert(.inContainer) }
            if props.rootViewScrolls, props.automaticallyAdjustsScrollViewInsets, bars.inContainer {
                s.flags.insert(.ownedByAdjustingController)
            }
        } else {
            s.guideTop = ps.guideTop
            s.guideBottom = ps.guideBottom
            if props.kind == .scrollView, links.firstChild[Int(p)] == Int32(i) {
                let parentProps = properties[Int(p)]
                if parentProps.kind == .viewController, parentProps.automaticallyAdjustsScrollViewInsets, ps.flags.contains(.inContainer) {
                    s.flags.insert(.ownedByAdjustingController)
                }
            }
        }
        s.margins = margins(props, state: s, frame: f, parent: ps)
        s.bars = barChildren[i] > 0 ? childBars(of: i, state: s, incoming: ps.bars, implicitStatusBar: nil) : ps.bars
        return s
    }

    /// The root's state: a window's from its device or its own frame and insets; any other root
    /// is outside a window, with no insets.
    private func rootState(_ i: Int) -> LayoutState {
        let props = properties[i]
        var s = LayoutState()
        let device = props.kind == .window ? deviceOverride ?? props.device : nil
        let frame = device.map { LayoutRect(x: 0, y: 0, width: $0.width, height: $0.height) }
            ?? props.frame ?? LayoutRect(x: 0, y: 0, width: 0, height: 0)
        s.width = frame.width
        s.height = frame.height
        var implicitStatusBar: Double?
        if props.kind == .window {
            s.flags.insert(.inWindow)
            if device?.regularWidth ?? (frame.width >= Self.regularWidthThreshold) { s.flags.insert(.regularWidth) }
            if let device {
                // The status bar: the window's own statusBar nodes, else the device's.
                let status = hasStatusBarChild(i) ? visibleStatusBarBottom(of: i) : device.statusBarHeight
                s.safe = device.hardwareInsets
                s.safe.top = max(s.safe.top, status)
                if !hasStatusBarChild(i), device.statusBarHeight > 0 { implicitStatusBar = device.statusBarHeight }
            } else if let insets = props.safeAreaInsets {
                s.safe = insets
                if !hasStatusBarChild(i), insets.top > 0 { implicitStatusBar = insets.top }
            }
        }
        s.margins = margins(props, state: s, frame: frame, parent: nil)
        s.bars = barChildren[i] > 0 || implicitStatusBar != nil
            ? childBars(of: i, state: s, incoming: 0, implicitStatusBar: implicitStatusBar) : 0
        let status = barContexts[Int(s.bars)].statusBottom
        s.guideTop = status.isFinite ? clamp(status, 0, s.height) : 0
        s.guideBottom = s.height
        return s
    }

    /// A node's margins: its own (or the default), at least the system minimum on a root view's
    /// sides, measured from the safe area, and at least the superview's where it preserves them.
    private func margins(_ props: LayoutProperties, state s: LayoutState, frame f: LayoutRect, parent ps: LayoutState?) -> EdgeInsets {
        let isController = props.kind == .viewController
        let side = s.flags.contains(.regularWidth) ? Self.regularSideMargin : Self.compactSideMargin
        var m = props.layoutMargins?.resolved(rightToLeft: rightToLeft)
            ?? (isController ? EdgeInsets(top: 0, left: side, bottom: 0, right: side)
                : EdgeInsets(top: Self.defaultMargin, left: Self.defaultMargin, bottom: Self.defaultMargin, right: Self.defaultMargin))
        if isController, props.viewRespectsSystemMinimumLayoutMargins {
            m.left = max(m.left, side)
            m.right = max(m.right, side)
        }
        if props.insetsLayoutMarginsFromSafeArea { m = m + s.safe }
        if props.preservesSuperviewLayoutMargins, let ps {
            m.top = max(m.top, ps.margins.top - f.y)
            m.left = max(m.left, ps.margins.left - f.x)
            m.bottom = max(m.bottom, ps.margins.bottom - (ps.height - f.maxY))
            m.right = max(m.right, ps.margins.right - (ps.width - f.maxX))
        }
        return m
    }

    /// Where a node without a frame goes in its parent: bars at their edge, a controller's root
    /// view over the parent except the edges that do not extend under bars, any other view over
    /// the whole parent.
    func defaultFrame(_ props: LayoutProperties, parent ps: LayoutState, bars: BarContext) -> LayoutRect {
        let w = ps.width, h = ps.height
        switch props.kind {
        case .statusBar:
            return LayoutRect(x: 0, y: 0, width: w, height: statusBarHeight)
        case .navigationBar:
            return LayoutRect(x: 0, y: ps.safe.top, width: w, height: Self.navigationBarHeight)
        case .toolbar:
            return LayoutRect(x: 0, y: h - Self.toolbarHeight - ps.safe.bottom, width: w, height: Self.toolbarHeight + ps.safe.bottom)
        case .tabBar:
            return LayoutRect(x: 0, y: h - Self.tabBarHeight - ps.safe.bottom, width: w, height: Self.tabBarHeight + ps.safe.bottom)
        case .viewController:
            let edges = props.edgesForExtendedLayout, opaqueToo = props.extendedLayoutIncludesOpaqueBars
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
    var statusBarHeight: Double {
        let named = links.root >= 0 ? properties[Int(links.root)].device : nil
        return (deviceOverride ?? named)?.statusBarHeight ?? 20
    }

    /// The bars a node passes to its children: those it received plus its own bar children, as an
    /// index into `barContexts` (an existing one when nothing differs).
    private func childBars(of i: Int, state s: LayoutState, incoming: Int32, implicitStatusBar: Double?) -> Int32 {
        var context = barContexts[Int(incoming)]
        if let implicitStatusBar {
            context.add(.statusBar, frame: LayoutRect(x: s.x, y: s.y, width: s.width, height: implicitStatusBar), hidden: false, translucent: true)
        }
        var child = links.firstChild[i]
        while child >= 0 {
            let props = properties[Int(child)]
            if props.kind.isBar {
                let f = props.frame ?? defaultFrame(props, parent: s, bars: context)
                context.add(props.kind, frame: LayoutRect(x: s.x + f.x, y: s.y + f.y, width: f.width, height: f.height),
                            hidden: props.hidden, translucent: props.translucent)
            }
            child = links.nextSibling[Int(child)]
        }
        if context == barContexts[Int(incoming)] { return incoming }
        let current = state[i].bars
        if current != incoming, Int(current) < barContexts.count, barContexts[Int(current)] == context { return current }
        barContexts.append(context)
        return Int32(barContexts.count - 1)
    }

    private func hasStatusBarChild(_ i: Int) -> Bool {
        guard barChildren[i] > 0 else { return false }
        var child = links.firstChild[i]
        while child >= 0 {
            if properties[Int(child)].kind == .statusBar { return true }
            child = links.nextSibling[Int(child)]
        }
        return false
    }

    /// The bottom of the window's visible statusBar nodes, 0 when all are hidden.
    private func visibleStatusBarBottom(of i: Int) -> Double {
        var bottom = 0.0
        var child = links.firstChild[i]
        while child >= 0 {
            let props = properties[Int(child)]
            if props.kind == .statusBar, !props.hidden {
                bottom = max(bottom, props.frame?.maxY ?? statusBarHeight)
            }
            child = links.nextSibling[Int(child)]
        }
        return bottom
    }
}
