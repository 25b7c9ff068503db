extension TintTree {
    /// The state a root inherits: the default tint, normal mode.
    var rootParentState: Int32 { defaultTint << 1 }

    /// A node's state from its own properties and its parent's state.
    @inline(__always)
    func computeState(_ i: Int, parentState: Int32) -> Int32 {
        Self.state(local: localTint[i], declared: declared[i], parentState: parentState)
    }

    /// The state of a node with local tint `local` (-1: inherit) and declared mode `declared` (-1
    /// inherit, 0 normal, 1 dimmed) under a parent in `parentState`.
    @inline(__always)
    static func state(local: Int32, declared: Int8, parentState: Int32) -> Int32 {
        (local >= 0 ? local : parentState >> 1) << 1 | (declared < 0 ? parentState & 1 : Int32(declared))
    }

    /// Whether a node declares a tint or a mode of its own, so that its state can differ from its parent's.
    func isDeclaring(_ i: Int) -> Bool { localTint[i] >= 0 || declared[i] >= 0 }

    /// Building a `TintResolutionPlan` costs about as much as this many resolutions without one
    /// (measured on the benchmark's million-node tree: 12 ms against 1.4 ms).
    public static let planCostInPasses = 8

    /// Resolves every node: in one linear pass while parents precede children, else by a
    /// pre-order walk; or, for a tree numbered in pre-order (as read from JSON), through its
    /// `TintResolutionPlan`, several times faster. A plan is built once the passes made without one
    /// since the last change that dropped it have cost as much as building it (the ski-rental
    /// rule), so that however resolutions and changes interleave, the total is at most twice what
    /// the best choice in hindsight would have cost.
    public func resolveAll() {
        guard links.root >= 0 else { return }
        let rootState = rootParentState
        if plan == nil, !planUnavailable, hasNoRemovedNodes, passesWithoutPlan >= Self.planCostInPasses {
            plan = TintResolutionPlan(
                parents: links.parent, firstChild: links.firstChild, previousSibling: links.previousSibling, localTints: localTint, declaredModes: declared)
            planUnavailable = plan == nil
        }
        if plan == nil { passesWithoutPlan += 1 }
        if var current = plan {
            plan = nil  // so the plan's buffers are not shared (copied) while it writes them
            state.withUnsafeMutableBufferPointer { current.resolve(into: $0, rootState: rootState) }
            plan = current
        } else if isTopological {
            let count = state.count
            let everyNodeAlive = hasNoRemovedNodes
            links.parent.withUnsafeBufferPointer { parents in
                nodeIDs.alive.withUnsafeBufferPointer { alive in
                    state.withUnsafeMutableBufferPointer { states in
                        localTint.withUnsafeBufferPointer { locals in
                            declared.withUnsafeBufferPointer { declared in
                                for i in 0..<count where everyNodeAlive || alive[i] {
                                    let p = parents[i]
                                    states[i] = Self.state(local: locals[i], declared: declared[i],
                                                           parentState: p < 0 ? rootState : states[Int(p)])
                                }
                            }
                        }
                    }
                }
            }
        } else {
            walk(from: links.root) { node in
                let p = links.parent[Int(node)]
                state[Int(node)] = computeState(Int(node), parentState: p < 0 ? rootState : state[Int(p)])
                return true
            }
        }
    }

    /// Recomputes the subtree of `start` after its inputs changed, descending only below nodes whose
    /// state changed (a node with the same state as before leaves its whole subtree as it was).
    /// Returns the change: the changed nodes' ids in pre-order. Cost: the changed nodes and their children.
    func propagate(from start: Int32) -> TreeChange {
        var changed: [String] = []
        changed.reserveCapacity(16)
        let rootState = rootParentState
        // The walk of `walk(from:)`, written out: calling it with a closure made a 10-node event
        // about 15 % slower (measured with the tint benchmark).
        var node = start
        while true {
            let i = Int(node), p = links.parent[i]
            let updated = Self.state(local: localTint[i], declared: declared[i], parentState: p < 0 ? rootState : state[Int(p)])
            if updated != state[i] {
                state[i] = updated
                changed.append(nodeIDs.ids[i])
                if links.firstChild[i] >= 0 {
                    node = links.firstChild[i]
                    continue
                }
            }
            guard let next = links.next(after: node, within: start) else { break }
            node = next
        }
        return TreeChange(notified: changed, removed: [])
    }

    /// Visits the subtree of `start` in pre-order without recursion; `visit` returns whether to
    /// descend into the node's children.
    func walk(from start: Int32, _ visit: (Int32) -> Bool) { links.walk(from: start, visit) }

    /// Links `node` as a child of `newParent`, at `index` (nil: last).
    func link(_ node: Int32, under newParent: Int32, at index: Int?) {
        invalidatePlan(shapeChanged: true)
        links.link(node, under: newParent, at: index)
    }

    /// Unlinks `node` from its parent's children.
    func unlink(_ node: Int32) {
        invalidatePlan(shapeChanged: true)
        links.unlink(node)
    }
}
