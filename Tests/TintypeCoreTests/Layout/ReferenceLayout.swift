@testable import TintypeTrees

/// An independent resolution of a layout tree, written from Docs/Layout.md and the contract
/// (`../shared/reference/layout-insets.md`) rather than from `LayoutTree`: recursive, over the
/// tree's current shape and properties, looking the bars over each controller's view up among its
/// ancestors' children instead of passing contexts down.
struct ReferenceLayout {
    let tree: LayoutTree
    let readableWidth: Double
    let device: DevicePreset?

    /// What is known of an ancestor while visiting below it.
    private struct Visit {
        var node: Int32
        var x: Double, y: Double, width: Double, height: Double
        var safe: EdgeInsets
        var margins: EdgeInsets
        var guideTop: Double, guideBottom: Double
        var regular: Bool, inWindow: Bool, inContainer: Bool
    }

    /// Every node's layout, by id.
    func resolve() -> [String: NodeLayout] {
        let root = tree.preorder().first ?? -1
        guard root >= 0 else { return [:] }
        return resolve(from: root)
    }

    /// The layout of the subtree of `start` as if it had no parent.
    func resolve(from start: Int32) -> [String: NodeLayout] {
        var result: [String: NodeLayout] = [:]
        visit(start, path: [], into: &result)
        return result
    }

    private func visit(_ node: Int32, path: [Visit], into result: inout [String: NodeLayout]) {
        let props = tree.properties(of: node)
        var v: Visit
        if let parent = path.last {
            let f = props.frame ?? defaultFrame(props, parent: parent, path: path)
            v = Visit(node: node, x: parent.x + f.x, y: parent.y + f.y, width: f.width, height: f.height, safe: .zero, margins: .zero,
                      guideTop: parent.guideTop, guideBottom: parent.guideBottom, regular: parent.regular,
                      inWindow: parent.inWindow, inContainer: false)
            if v.inWindow {
                let s = parent.safe
                var safe = EdgeInsets(
                    top: min(max(s.top - f.y, 0), s.top), left: min(max(s.left - f.x, 0), s.left),
                    bottom: min(max(f.maxY - (parent.height - s.bottom), 0), s.bottom),
                    right: min(max(f.maxX - (parent.width - s.right), 0), s.right))
                if props.kind == .viewController {
                    let bars = barsOver(path: path)
                    safe.top = max(safe.top, bars.topBottom - v.y)
                    safe.bottom = max(safe.bottom, v.y + v.height - bars.bottomTop)
                    safe = safe + props.additionalSafeAreaInsets
                }
                v.safe = EdgeInsets(top: min(max(safe.top, 0), v.height), left: min(max(safe.left, 0), v.width),
                                    bottom: min(max(safe.bottom, 0), v.height), right: min(max(safe.right, 0), v.width))
            }
            if props.kind == .viewController {
                let bars = barsOver(path: path)
                v.inContainer = bars.inContainer
                let top = v.inWindow ? min(max(bars.topBottom - v.y, 0), v.height) : 0
                let bottom = v.inWindow ? min(max(v.y + v.height - bars.bottomTop, 0), v.height) : 0
                v.guideTop = v.y + top
                v.guideBottom = v.y + v.height - bottom
            }
            v.margins = margins(props, v, frame: f, parent: parent)
        } else {
            let device = props.kind == .window ? self.device ?? props.device : nil
            let frame = device.map { LayoutRect(x: 0, y: 0, width: $0.width, height: $0.height) } ?? props.frame
                ?? LayoutRect(x: 0, y: 0, width: 0, height: 0)
            v = Visit(node: node, x: 0, y: 0, width: frame.width, height: frame.height, safe: .zero, margins: .zero,
                      guideTop: 0, guideBottom: frame.height, regular: false, inWindow: props.kind == .window, inContainer: false)
            if v.inWindow {
                v.regular = device?.regularWidth ?? (frame.width >= 768)
                let statusNodes = tree.children(of: node).filter { tree.properties(of: $0).kind == .statusBar }
                var statusBottom: Double?
                if let device {
                    let shown = statusNodes.filter { !tree.properties(of: $0).hidden }
                        .map { tree.properties(of: $0).frame?.maxY ?? device.statusBarHeight }
                    let status = statusNodes.isEmpty ? device.statusBarHeight : shown.max() ?? 0
                    v.safe = device.hardwareInsets
                    v.safe.top = max(v.safe.top, status)
                    if status > 0 { statusBottom = status }
                } else if let insets = props.safeAreaInsets {
                    v.safe = insets
                    let shown = statusNodes.filter { !tree.properties(of: $0).hidden }.map { tree.properties(of: $0).frame?.maxY ?? 20 }
                    statusBottom = statusNodes.isEmpty ? (insets.top > 0 ? insets.top : nil) : shown.max()
                } else {
                    statusBottom = statusNodes.filter { !tree.properties(of: $0).hidden }.map { tree.properties(of: $0).frame?.maxY ?? 20 }.max()
                }
                v.guideTop = min(statusBottom ?? 0, frame.height)
            }
            v.margins = margins(props, v, frame: frame, parent: nil)
        }
        result[tree.id(of: node)] = layout(props, v, ownedByController: isOwnedScroll(node, props, path: path, v))
        for child in tree.children(of: node) { visit(child, path: path + [v], into: &result) }
    }

    private func margins(_ props: LayoutProperties, _ v: Visit, frame f: LayoutRect, parent: Visit?) -> EdgeInsets {
        let side = v.regular ? 20.0 : 16.0
        let isController = props.kind == .viewController
        // Directional margins: leading is the left edge, or the right one in a right-to-left tree.
        var m: EdgeInsets
        switch props.layoutMargins {
        case .physical(let insets)?: m = insets
        case .directional(let top, let leading, let bottom, let trailing)?:
            m = EdgeInsets(top: top, left: tree.rightToLeft ? trailing : leading, bottom: bottom, right: tree.rightToLeft ? leading : trailing)
        case nil: m = isController ? EdgeInsets(top: 0, left: side, bottom: 0, right: side) : EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        if isController, props.viewRespectsSystemMinimumLayoutMargins {
            m.left = max(m.left, side)
            m.right = max(m.right, side)
        }
        if props.insetsLayoutMarginsFromSafeArea { m = m + v.safe }
        if props.preservesSuperviewLayoutMargins, let parent {
            m.top = max(m.top, parent.margins.top - f.y)
            m.left = max(m.left, parent.margins.left - f.x)
            m.bottom = max(m.bottom, parent.margins.bottom - (parent.height - f.maxY))
            m.right = max(m.right, parent.margins.right - (parent.width - f.maxX))
        }
        return m
    }

    private func isOwnedScroll(_ node: Int32, _ props: LayoutProperties, path: [Visit], _ v: Visit) -> Bool {
        if props.kind == .viewController { return props.rootViewScrolls && props.automaticallyAdjustsScrollViewInsets && v.inContainer }
        guard props.kind == .scrollView, let parent = path.last, tree.children(of: parent.node).first == node else { return false }
        let parentProps = tree.properties(of: parent.node)
        return parentProps.kind == .viewController && parentProps.automaticallyAdjustsScrollViewInsets && parent.inContainer
    }

    private func layout(_ props: LayoutProperties, _ v: Visit, ownedByController: Bool) -> NodeLayout {
        let m = v.margins
        let guideWidth = max(0, v.width - m.left - m.right)
        let width = min(guideWidth, readableWidth)
        var adjusted: EdgeInsets?
        if props.isScrollView {
            let content = props.contentSize ?? (0, 0)
            let behavior = props.contentInsetAdjustmentBehavior
            let verticalScrolls = content.height > v.height || props.alwaysBounceVertical
            let horizontalScrolls = content.width > v.width || props.alwaysBounceHorizontal
            let vertical = behavior == .always || (behavior != .never && (verticalScrolls || (behavior == .automatic && ownedByController)))
            let horizontal = behavior == .always || (behavior != .never && horizontalScrolls)
            var inset = props.contentInset
            if vertical { inset.top += v.safe.top; inset.bottom += v.safe.bottom }
            if horizontal { inset.left += v.safe.left; inset.right += v.safe.right }
            adjusted = inset
        }
        return NodeLayout(
            safeAreaInsets: v.safe, layoutMargins: m,
            topLayoutGuide: min(max(v.guideTop - v.y, 0), v.height), bottomLayoutGuide: min(max(v.y + v.height - v.guideBottom, 0), v.height),
            readableContentFrame: LayoutRect(x: m.left + (guideWidth - width) / 2, y: m.top, width: width, height: max(0, v.height - m.top - m.bottom)),
            adjustedContentInset: adjusted)
    }

    /// The bars over a node whose ancestors are `path`: every bar child of an ancestor (a
    /// window without statusBar nodes has its implicit status bar), in window coordinates.
    private func barsOver(path: [Visit]) -> (topBottom: Double, bottomTop: Double, navigationBottom: Double,
                                              opaqueNavigationBottom: Double, bottomBarTop: Double, opaqueBottomTop: Double, inContainer: Bool) {
        var topBottom = -Double.infinity, bottomTop = Double.infinity, navigation = -Double.infinity, opaqueNavigation = -Double.infinity
        var opaqueBottom = Double.infinity, inContainer = false
        for (depth, ancestor) in path.enumerated() {
            let children = tree.children(of: ancestor.node)
            if depth == 0, tree.properties(of: ancestor.node).kind == .window, !children.contains(where: { tree.properties(of: $0).kind == .statusBar }) {
                let props = tree.properties(of: ancestor.node)
                let device = device ?? props.device
                let implicit = device?.statusBarHeight ?? props.safeAreaInsets?.top ?? 0
                if implicit > 0 { topBottom = max(topBottom, implicit) }
            }
            for child in children {
                let props = tree.properties(of: child)
                guard props.kind == .statusBar || props.kind == .navigationBar || props.kind == .tabBar || props.kind == .toolbar else { continue }
                if props.kind == .navigationBar || props.kind == .tabBar { inContainer = true }
                guard !props.hidden else { continue }
                let f = props.frame ?? defaultFrame(props, parent: ancestor, path: Array(path[...depth]))
                let maxY = ancestor.y + f.maxY, minY = ancestor.y + f.y
                switch props.kind {
                case .statusBar: topBottom = max(topBottom, maxY)
                case .navigationBar:
                    topBottom = max(topBottom, maxY)
                    navigation = max(navigation, maxY)
                    if !props.translucent { opaqueNavigation = max(opaqueNavigation, maxY) }
                default:
                    bottomTop = min(bottomTop, minY)
                    if !props.translucent { opaqueBottom = min(opaqueBottom, minY) }
                }
            }
        }
        return (topBottom, bottomTop, navigation, opaqueNavigation, bottomTop, opaqueBottom, inContainer)
    }

    private func defaultFrame(_ props: LayoutProperties, parent: Visit, path: [Visit]) -> LayoutRect {
        let w = parent.width, h = parent.height
        switch props.kind {
        case .statusBar:
            let rootDevice = device ?? tree.properties(of: path[0].node).device
            return LayoutRect(x: 0, y: 0, width: w, height: rootDevice?.statusBarHeight ?? 20)
        case .navigationBar: return LayoutRect(x: 0, y: parent.safe.top, width: w, height: 44)
        case .toolbar: return LayoutRect(x: 0, y: h - 44 - parent.safe.bottom, width: w, height: 44 + parent.safe.bottom)
        case .tabBar: return LayoutRect(x: 0, y: h - 49 - parent.safe.bottom, width: w, height: 49 + parent.safe.bottom)
        case .viewController:
            let bars = barsOver(path: path)
            let edges = props.edgesForExtendedLayout
            let topLimit = edges.contains(.top)
                ? (props.extendedLayoutIncludesOpaqueBars ? -Double.infinity : bars.opaqueNavigationBottom) : bars.navigationBottom
            let bottomLimit = edges.contains(.bottom)
                ? (props.extendedLayoutIncludesOpaqueBars ? Double.infinity : bars.opaqueBottomTop) : bars.bottomBarTop
            let top = min(max(topLimit - parent.y, 0), h)
            let bottom = min(max(bottomLimit - parent.y, top), h)
            return LayoutRect(x: 0, y: top, width: w, height: bottom - top)
        default: return LayoutRect(x: 0, y: 0, width: w, height: h)
        }
    }
}
