extension LayoutTree {
    /// Applies one event and reports the nodes whose resolved layout (`NodeLayout`) changed,
    /// compared by value, in pre-order of the tree after it. Only the nodes the event can change are
    /// recomputed, and a walk stops below a node whose state did not change.
    public func apply(_ event: LayoutEvent) throws(LayoutError) -> TreeChange {
        switch event {
        case .setFrame(let id, let frame):
            let node = try lookup(id)
            let props = properties[Int(node)]
            if node == links.root, props.kind == .window, (deviceOverride ?? props.device) != nil { throw .windowHasDevice(id) }
            updateProperties(node) { $0.frame = frame }
            return refresh(props.kind.isBar ? [links.parent[Int(node)], node] : [node])
        case .setAdditionalSafeAreaInsets(let id, let insets):
            let node = try lookup(id, kind: { $0 == .viewController }, event: event, needs: "a viewController")
            updateProperties(node) { $0.additionalSafeAreaInsets = insets }
            return refresh([node])
        case .setLayoutMargins(let id, let margins):
            let node = try lookup(id)
            updateProperties(node) { $0.layoutMargins = margins }
            return refresh([node])
        case .setBar(let id, let hidden, let translucent):
            let node = try lookup(id, kind: \.isBar, event: event, needs: "a bar (navigationBar, tabBar, toolbar, statusBar)")
            updateProperties(node) {
                if let hidden { $0.hidden = hidden }
                if let translucent { $0.translucent = translucent }
            }
            return refresh([links.parent[Int(node)], node])
        case .setContentSizeCategory(let category):
            let order = links.preorder()
            let before = order.map { layout(of: Int($0), state: state[Int($0)], category: contentSizeCategory) }
            contentSizeCategory = category
            var notified: [String] = []
            for (node, old) in zip(order, before) where layout(of: node) != old { notified.append(nodeIDs.ids[Int(node)]) }
            return TreeChange(notified: notified, removed: [])
        // Moving, removing and inserting subtrees, as both trees name them.
        case .move(let id, let parentID, let index): return try move(id, under: parentID, at: index)
        case .remove(let id): return try remove(id)
        case .insert(let parentID, let index, let subtree): return try insert(subtree, under: parentID, at: index)
        }
    }

    private func lookup(_ id: String) throws(LayoutError) -> Int32 {
        do { return try node(id) } catch { throw .tree(error) }
    }

    private func lookup(_ id: String, kind test: (LayoutKind) -> Bool, event: LayoutEvent, needs: String) throws(LayoutError) -> Int32 {
        let node = try lookup(id)
        guard test(properties[Int(node)].kind) else { throw .wrongKind(node: id, event: event.op, needs: needs) }
        return node
    }

    // MARK: - Structure

    private func move(_ id: String, under parentID: String, at index: Int) throws(LayoutError) -> TreeChange {
        let node = try lookup(id)
        let newParent = try lookup(parentID)
        guard node != links.root else { throw .tree(.cannotMoveRoot(id)) }
        if links.isInSubtree(newParent, of: node) { throw .tree(.moveIntoOwnSubtree(node: id, parent: parentID)) }
        let kind = properties[Int(node)].kind
        guard kind.canStand(under: properties[Int(newParent)].kind, parentIsRoot: newParent == links.root) else {
            throw .misplaced(node: id, kind: kind)
        }
        let oldParent = links.parent[Int(node)]
        let count = links.childCount(newParent) - (oldParent == newParent ? 1 : 0)
        guard (0...count).contains(index) else { throw .tree(.indexOutOfRange(parent: parentID, index: index, childCount: count)) }
        var dirty = [oldParent, newParent, node, links.firstChild[Int(oldParent)], links.firstChild[Int(newParent)]]
        unlink(node)
        link(node, under: newParent, at: index)
        dirty += [links.firstChild[Int(oldParent)], links.firstChild[Int(newParent)]]
        return refresh(dirty)
    }

    private func remove(_ id: String) throws(LayoutError) -> TreeChange {
        let node = try lookup(id)
        guard node != links.root else { throw .tree(.cannotRemoveRoot(id)) }
        let parent = links.parent[Int(node)]
        var removed: [String] = []
        links.walk(from: node) { member in
            removed.append(nodeIDs.ids[Int(member)])
            nodeIDs.retire(member)
            return true
        }
        unlink(node)
        hasNoRemovedNodes = false
        let change = refresh([parent, links.firstChild[Int(parent)]])
        return TreeChange(notified: change.notified, removed: removed)
    }

    private func insert(_ subtree: LayoutSubtree, under parentID: String, at index: Int) throws(LayoutError) -> TreeChange {
        let newParent = try lookup(parentID)
        let count = links.childCount(newParent)
        guard (0...count).contains(index) else { throw .tree(.indexOutOfRange(parent: parentID, index: index, childCount: count)) }
        guard !subtree.nodes.isEmpty else { throw .tree(.emptyTree) }
        var seen = Set<String>()
        for member in subtree.nodes {
            guard nodeIDs.node(member.id) == nil, seen.insert(member.id).inserted else { throw .tree(.duplicateID(member.id)) }
            let parentKind = member.parent < 0 ? properties[Int(newParent)].kind : subtree.nodes[member.parent].properties.kind
            let parentIsRoot = member.parent < 0 && newParent == links.root
            guard member.properties.kind.canStand(under: parentKind, parentIsRoot: parentIsRoot) else {
                throw .misplaced(node: member.id, kind: member.properties.kind)
            }
        }
        // Built and resolved on its own first: outside a window, with no insets (as a view that
        // has no superview); the nodes notified are those whose layout differs from that.
        let first = Int32(links.storedCount)
        for member in subtree.nodes {
            let node = addUnlinkedNode(id: member.id, properties: member.properties)
            if member.parent >= 0 { link(node, under: first + Int32(member.parent), at: nil) }
        }
        links.walk(from: first) { node in
            state[Int(node)] = computeState(Int(node))
            return true
        }
        let formerFirst = links.firstChild[Int(newParent)]
        link(first, under: newParent, at: index)
        return refresh([newParent, first, formerFirst, links.firstChild[Int(newParent)]])
    }

    // MARK: - Re-resolution

    /// Recomputes the `dirty` nodes (their inputs changed) and, below each, the nodes whose
    /// parent's state changed; the nodes on the way from the root to a dirty node are walked
    /// through even when unchanged. Returns the nodes whose `NodeLayout` changed, in pre-order.
    func refresh(_ dirty: [Int32]) -> TreeChange {
        let dirty = dirty.filter { $0 >= 0 }
        if dirty.count == 1 { return TreeChange(notified: walk(from: dirty[0], through: []), removed: []) }
        var through = Set<Int32>()
        for node in dirty {
            var cursor = node
            while cursor >= 0, through.insert(cursor).inserted { cursor = links.parent[Int(cursor)] }
        }
        let dirtySet = Set(dirty)
        var tops: [Int32] = []
        for node in dirtySet {
            var ancestor = links.parent[Int(node)], covered = false
            while ancestor >= 0, !covered {
                covered = dirtySet.contains(ancestor)
                ancestor = links.parent[Int(ancestor)]
            }
            if !covered { tops.append(node) }
        }
        let ordered = tops.map { (node: $0, key: preorderKey($0)) }.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        var notified: [String] = []
        for top in ordered { notified += walk(from: top.node, through: through) }
        return TreeChange(notified: notified, removed: [])
    }

    /// Recomputes `start` and descends below nodes whose state changed or that lie on the way to a
    /// dirty node (`through`); returns the ids whose layout changed, in pre-order.
    private func walk(from start: Int32, through: Set<Int32>) -> [String] {
        var changed: [String] = []
        var node = start
        while true {
            let i = Int(node)
            let old = state[i]
            let new = computeState(i)
            state[i] = new
            if new != old, layout(of: i, state: old, category: contentSizeCategory) != layout(of: i, state: new, category: contentSizeCategory) {
                changed.append(nodeIDs.ids[i])
            }
            if new != old || through.contains(node), links.firstChild[i] >= 0 {
                node = links.firstChild[i]
                continue
            }
            guard let next = links.next(after: node, within: start) else { break }
            node = next
        }
        return changed
    }

    /// The node's place in pre-order as the positions among siblings from the root down.
    private func preorderKey(_ node: Int32) -> [Int] {
        var key: [Int] = []
        var cursor = node
        while cursor >= 0 {
            var position = 0, sibling = links.previousSibling[Int(cursor)]
            while sibling >= 0 {
                position += 1
                sibling = links.previousSibling[Int(sibling)]
            }
            key.append(position)
            cursor = links.parent[Int(cursor)]
        }
        return key.reversed()
    }
}
