extension TintTree {
    /// Applies one event and reports the nodes whose state (effective tint, effective mode,
    /// displayed tint, bar tint) changed, compared by value, in pre-order of the tree after it.
    public func apply(_ event: TintEvent) throws(TintError) -> TreeChange {
        switch event {
        case .setTint(let id, let color):
            let node = try self.node(id)
            let value = color.map(intern) ?? -1
            guard ownTint[Int(node)] != value else { return TreeChange(notified: [], removed: []) }
            ownTint[Int(node)] = value
            refreshLocal(node)
            return propagate(from: node)
        case .setBarTint(let id, let color):
            let node = try self.node(id)
            let before = barTint(of: node)
            ownBarTint[Int(node)] = color.map(intern) ?? -1
            return TreeChange(notified: barTint(of: node) == before ? [] : [id], removed: [])
        case .setMode(let id, let newMode):
            let node = try self.node(id)
            mode[Int(node)] = newMode
            refreshLocal(node)
            return propagate(from: node)
        case .beginOcclusion(let id):
            let node = try self.node(id)
            occlusion[Int(node)] += 1
            refreshLocal(node)
            return propagate(from: node)
        case .endOcclusion(let id):
            let node = try self.node(id)
            guard occlusion[Int(node)] > 0 else { throw .noOcclusionToEnd(id) }
            occlusion[Int(node)] -= 1
            refreshLocal(node)
            return propagate(from: node)
        // Moving, removing and inserting subtrees, as both trees name them.
        case .move(let id, let parentID, let index): return try move(id, under: parentID, at: index)
        case .remove(let id): return try remove(id)
        case .insert(let parentID, let index, let subtree): return try insert(subtree, under: parentID, at: index)
        }
    }

    private func move(_ id: String, under parentID: String, at index: Int) throws(TintError) -> TreeChange {
        let node = try self.node(id)
        let newParent = try self.node(parentID)
        guard node != links.root else { throw .cannotMoveRoot(id) }
        var ancestor = newParent
        while ancestor >= 0 {
            if ancestor == node { throw .moveIntoOwnSubtree(node: id, parent: parentID) }
            ancestor = links.parent[Int(ancestor)]
        }
        // The index counts the new parent's children once the node is taken out; checked before
        // anything changes, so a refused move leaves the tree as it was.
        let count = links.childCount(newParent) - (links.parent[Int(node)] == newParent ? 1 : 0)
        guard (0...count).contains(index) else { throw .indexOutOfRange(parent: parentID, index: index, childCount: count) }
        unlink(node)
        link(node, under: newParent, at: index)
        if newParent > node { isTopological = false }
        return propagate(from: node)
    }

    private func remove(_ id: String) throws(TintError) -> TreeChange {
        let node = try self.node(id)
        guard node != links.root else { throw .cannotRemoveRoot(id) }
        var removed: [String] = []
        walk(from: node) { member in
            removed.append(nodeIDs.ids[Int(member)])
            return true
        }
        unlink(node)
        hasNoRemovedNodes = false
        walk(from: node) { member in
            nodeIDs.retire(member)
            return true
        }
        return TreeChange(notified: [], removed: removed)
    }

    private func insert(_ subtree: TintSubtree, under parentID: String, at index: Int) throws(TintError) -> TreeChange {
        let newParent = try self.node(parentID)
        let count = links.childCount(newParent)
        guard (0...count).contains(index) else { throw .indexOutOfRange(parent: parentID, index: index, childCount: count) }
        var seen = Set<String>()
        for member in subtree.nodes where nodeIDs.node(member.id) != nil || !seen.insert(member.id).inserted {
            throw .duplicateID(member.id)
        }
        guard !subtree.nodes.isEmpty else { throw .emptyTree }
        // Build the subtree on its own: its root inherits nothing (default tint, normal mode).
        let first = Int32(nodeIDs.ids.count)
        for member in subtree.nodes {
            let localParent = member.parent < 0 ? Int32(-1) : first + Int32(member.parent)
            let node = addUnlinkedNode(tint: member.tint, barTint: member.barTint, mode: member.mode,
                                       occlusion: member.occlusion, kind: member.kind)
            _ = nodeIDs.name(node, as: member.id)
            if localParent >= 0 { link(node, under: localParent, at: nil) }
            state[Int(node)] = computeState(Int(node), parentState: localParent < 0 ? rootParentState : state[Int(localParent)])
        }
        link(first, under: newParent, at: index)
        return propagate(from: first)
    }
}
