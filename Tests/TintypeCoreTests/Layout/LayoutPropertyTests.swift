import Testing
import TintypeDocument
import TintypeTrees

/// Random trees and events against `ReferenceLayout`, an independent implementation.
@Suite struct LayoutPropertyTests {
    /// Apple's body sizes at the 12 categories (../shared/reference/dynamic-type.json).
    static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    static func reference(_ tree: LayoutTree, device: DevicePreset?) -> ReferenceLayout {
        ReferenceLayout(tree: tree, readableWidth: 672 * bodySizes[tree.contentSizeCategory.rawValue] / 17, device: device)
    }

    /// Every node's layout as the tree under test resolved it.
    static func resolved(_ tree: LayoutTree) -> [String: NodeLayout] {
        Dictionary(uniqueKeysWithValues: tree.preorder().map { (tree.id(of: $0), tree.layout(of: $0)) })
    }

    @Test(arguments: 0..<40)
    func randomTreesMatchTheReferenceAndEventsNotifyExactlyTheChangedNodes(seed: Int) throws {
        var random = SeededGenerator(state: UInt64(seed))
        var factory = RandomLayout(random: random)
        let device: DevicePreset? = seed % 3 == 0 ? DevicePreset.all[seed % DevicePreset.all.count] : nil
        let tree = LayoutTree(rightToLeft: seed % 2 == 1, device: device)
        let subtree = factory.subtree(nodes: 40, asWindow: true)
        random = factory.random
        for node in subtree.nodes {
            try tree.appendNode(id: node.id, parent: node.parent < 0 ? -1 : Int32(node.parent), properties: node.properties)
        }
        tree.resolveAll()
        var before = Self.reference(tree, device: device).resolve()
        #expect(Self.resolved(tree) == before)
        checkSafeAreaContainment(tree)
        for step in 0..<30 {
            factory.random = random
            guard let event = factory.event(in: tree, step: step) else { continue }
            random = factory.random
            var standalone: [String: NodeLayout] = [:]
            let change = try tree.apply(event)
            if case .insert(_, _, let subtree) = event, let root = subtree.nodes.first {
                // The inserted nodes' layout on their own, as if they had no parent.
                let alone = LayoutTree(category: tree.contentSizeCategory, rightToLeft: tree.rightToLeft, device: device)
                for node in subtree.nodes {
                    try alone.appendNode(id: node.id, parent: node.parent < 0 ? -1 : Int32(node.parent), properties: node.properties)
                }
                standalone = Self.reference(alone, device: device).resolve(from: try alone.node(root.id))
            }
            let after = Self.reference(tree, device: device).resolve()
            #expect(Self.resolved(tree) == after, "step \(step): \(event.op)")
            let expected = tree.preorder().map { tree.id(of: $0) }.filter { id in (before[id] ?? standalone[id]) != after[id] }
            #expect(change.notified == expected, "step \(step): \(event.op)")
            before = after
        }
        checkSafeAreaContainment(tree)
    }

    /// A view's safe-area inset never exceeds its parent's and is 0 on an edge where the view lies
    /// inside the parent's safe area (controllers' root views add bars and their own insets).
    func checkSafeAreaContainment(_ tree: LayoutTree) {
        for node in tree.preorder() where tree.parent(of: node) >= 0 && tree.properties(of: node).kind != .viewController {
            let parent = tree.parent(of: node)
            let s = tree.layout(of: node).safeAreaInsets, ps = tree.layout(of: parent).safeAreaInsets
            #expect(s.top <= ps.top && s.left <= ps.left && s.bottom <= ps.bottom && s.right <= ps.right)
            let f = tree.windowFrame(of: node), pf = tree.windowFrame(of: parent)
            if f.y - pf.y >= ps.top { #expect(s.top == 0) }
            if f.x - pf.x >= ps.left { #expect(s.left == 0) }
            if pf.maxY - f.maxY >= ps.bottom { #expect(s.bottom == 0) }
            if pf.maxX - f.maxX >= ps.right { #expect(s.right == 0) }
        }
    }
}

/// Random layout subtrees and events.
struct RandomLayout {
    var random: SeededGenerator
    var counter = 0

    mutating func value(_ range: ClosedRange<Double>) -> Double { (Double.random(in: range, using: &random) * 2).rounded() / 2 }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }

    mutating func insets(_ range: ClosedRange<Double>) -> EdgeInsets {
        EdgeInsets(top: value(range), left: value(range), bottom: value(range), right: value(range))
    }

    mutating func frame(within size: (Double, Double)) -> LayoutRect {
        let x = value(-20...size.0), y = value(-20...size.1)
        return LayoutRect(x: x, y: y, width: value(0...max(0, size.0 - x + 20)), height: value(0...max(0, size.1 - y + 20)))
    }

    mutating func properties(kind: LayoutKind) -> LayoutProperties {
        var p = LayoutProperties(kind: kind)
        if chance(0.5), kind != .viewController || chance(0.5) { p.frame = frame(within: (390, 844)) }
        if chance(0.3) { p.layoutMargins = chance(0.5) ? .physical(insets(0...30)) : .directional(top: value(0...20), leading: value(0...30), bottom: value(0...20), trailing: value(0...10)) }
        p.insetsLayoutMarginsFromSafeArea = chance(0.8)
        p.preservesSuperviewLayoutMargins = chance(0.3)
        switch kind {
        case .viewController:
            if chance(0.4) { p.additionalSafeAreaInsets = insets(-20...40) }
            if chance(0.3) { p.edgesForExtendedLayout = chance(0.5) ? [] : [.top] }
            p.extendedLayoutIncludesOpaqueBars = chance(0.3)
            p.automaticallyAdjustsScrollViewInsets = chance(0.8)
            p.viewRespectsSystemMinimumLayoutMargins = chance(0.8)
            if chance(0.2) {
                p.rootViewScrolls = true
                p.contentSize = (value(0...800), value(0...2000))
            }
        case .scrollView:
            p.contentSize = (value(0...800), value(0...2000))
            p.contentInset = insets(0...20)
            p.contentInsetAdjustmentBehavior = ContentInsetAdjustment.allCases.randomElement(using: &random) ?? .automatic
            p.alwaysBounceVertical = chance(0.2)
        case .navigationBar, .tabBar, .toolbar, .statusBar:
            p.translucent = chance(0.6)
            p.hidden = chance(0.2)
            if chance(0.6) { p.frame = nil }
        default: break
        }
        return p
    }

    mutating func kind(parentIsWindow: Bool) -> LayoutKind {
        let kinds: [LayoutKind] = [.view, .view, .scrollView, .viewController, .viewController, .navigationBar, .tabBar, .toolbar]
        if parentIsWindow, chance(0.15) { return .statusBar }
        return kinds.randomElement(using: &random) ?? .view
    }

    /// A subtree of `nodes` nodes; with `asWindow`, a window at its root.
    mutating func subtree(nodes count: Int, asWindow: Bool) -> LayoutSubtree {
        var nodes: [LayoutSubtree.Node] = []
        var root = properties(kind: asWindow ? .window : .view)
        if asWindow {
            root.frame = LayoutRect(x: 0, y: 0, width: [320, 390, 1024].randomElement(using: &random) ?? 390, height: value(400...900))
            if chance(0.7) { root.safeAreaInsets = insets(0...50) }
        }
        counter += 1
        nodes.append(.init(id: "n\(counter)", parent: -1, properties: root))
        while nodes.count < count {
            let parent = Int.random(in: 0..<nodes.count, using: &random)
            guard !nodes[parent].properties.kind.isBarKind else { continue }
            let kind = kind(parentIsWindow: asWindow && parent == 0)
            counter += 1
            nodes.append(.init(id: "n\(counter)", parent: parent, properties: properties(kind: kind)))
        }
        // Pre-order: children after their parent, siblings in order.
        var order: [Int] = []
        func visit(_ index: Int) {
            order.append(index)
            for (child, node) in nodes.enumerated() where node.parent == index { visit(child) }
        }
        visit(0)
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        return LayoutSubtree(nodes: order.map { index in
            var node = nodes[index]
            node.parent = node.parent < 0 ? -1 : position[node.parent] ?? -1
            return node
        })
    }

    mutating func event(in tree: LayoutTree, step: Int) -> LayoutEvent? {
        let nodes = tree.preorder()
        guard let node = nodes.randomElement(using: &random) else { return nil }
        let id = tree.id(of: node)
        let props = tree.properties(of: node)
        switch Int.random(in: 0..<8, using: &random) {
        case 0 where tree.parent(of: node) >= 0: return .setFrame(node: id, frame: frame(within: (390, 844)))
        case 1 where props.kind == .viewController: return .setAdditionalSafeAreaInsets(node: id, insets: insets(-20...40))
        case 2: return .setLayoutMargins(node: id, margins: chance(0.5) ? .physical(insets(0...30)) : .directional(top: 5, leading: value(0...30), bottom: 5, trailing: 0))
        case 3 where props.kind.isBarKind: return .setBar(node: id, hidden: chance(0.5), translucent: chance(0.5) ? nil : chance(0.5))
        case 4: return .setContentSizeCategory(ContentSizeCategory.allCases.randomElement(using: &random) ?? .large)
        case 5 where tree.parent(of: node) >= 0 && props.kind != .statusBar:
            let targets = nodes.filter { target in
                !tree.properties(of: target).kind.isBarKind && !isInside(target, node, tree)
            }
            guard let target = targets.randomElement(using: &random) else { return nil }
            let count = tree.children(of: target).filter { $0 != node }.count
            return .move(node: id, parent: tree.id(of: target), index: Int.random(in: 0...count, using: &random))
        case 6 where tree.parent(of: node) >= 0 && nodes.count > 10: return .remove(node: id)
        case 7 where !props.kind.isBarKind:
            return .insert(parent: id, index: Int.random(in: 0...tree.children(of: node).count, using: &random), subtree: subtree(nodes: 4, asWindow: false))
        default: return nil
        }
    }

    func isInside(_ node: Int32, _ ancestor: Int32, _ tree: LayoutTree) -> Bool {
        var cursor = node
        while cursor >= 0 {
            if cursor == ancestor { return true }
            cursor = tree.parent(of: cursor)
        }
        return false
    }
}

extension LayoutKind {
    var isBarKind: Bool { self == .navigationBar || self == .tabBar || self == .toolbar || self == .statusBar }
}
