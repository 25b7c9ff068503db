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
        guard root >= 0 else { return }
        let rootState = rootParentState
        if plan == nil, !planUnavailable, hasNoRemovedNodes, passesWithoutPlan >= Self.planCostInPasses {
            plan = TintResolutionPlan(
                parents: parent, firstChild: firstChild, previousSibling: previousSibling, localTints: localTint, declaredModes: declared)
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
            parent.withUnsafeBufferPointer { parents in
                alive.withUnsafeBufferPointer { alive in
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
            walk(from: root) { node in
                let p = parent[Int(node)]
                state[Int(node)] = computeState(Int(node), parentState: p < 0 ? rootState : state[Int(p)])
                return true
            }
        }
    }

    /// Recomputes the subtree of `start` after its inputs changed, descending only below nodes whose
    /// state changed (a node with the same state as before leaves its whole subtree as it was).
    /// Returns the change: the changed nodes' ids in pre-order. Cost: the changed nodes and their children.
    func propagate(from start: Int32) -> TintChange {
        var changed: [String] = []
        changed.reserveCapacity(16)
        let rootState = rootParentState
        // The walk of `walk(from:)`, written out: calling it with a closure made a 10-node event
        // about 15 % slower (measured with the tint benchmark).
        var node = start
        visiting: while true {
            let i = Int(node), p = parent[i]
            let updated = Self.state(local: localTint[i], declared: declared[i], parentState: p < 0 ? rootState : state[Int(p)])
            if updated != state[i] {
                state[i] = updated
                changed.append(ids[i])
                if firstChild[i] >= 0 {
                    node = firstChild[i]
                    continue
                }
            }
            while true {
                if node == start { break visiting }
                let sibling = nextSibling[Int(node)]
                if sibling >= 0 {
                    node = sibling
                    break
                }
                node = parent[Int(node)]
            }
        }
        return TintChange(notified: changed, removed: [])
    }

    /// Visits the subtree of `start` in pre-order without recursion; `visit` returns whether to
    /// descend into the node's children.
    func walk(from start: Int32, _ visit: (Int32) -> Bool) {
        var node = start
        while true {
            if visit(node), firstChild[Int(node)] >= 0 {
                node = firstChild[Int(node)]
                continue
            }
            while true {
                if node == start { return }
                let sibling = nextSibling[Int(node)]
                if sibling >= 0 {
                    node = sibling
                    break
                }
                node = parent[Int(node)]
            }
        }
    }

    // MARK: - Links

    /// Links `node` as a child of `newParent`, at `index` (nil: last).
    func link(_ node: Int32, under newParent: Int32, at index: Int?) {
        invalidatePlan(shapeChanged: true)
        let i = Int(node), p = Int(newParent)
        parent[i] = newParent
        var before: Int32 = -1
        if let index {
            var cursor = firstChild[p]
            var position = 0
            while cursor >= 0, position < index {
                cursor = nextSibling[Int(cursor)]
                position += 1
            }
            before = cursor
        }
        if before < 0 {
            previousSibling[i] = lastChild[p]
            nextSibling[i] = -1
            if lastChild[p] >= 0 { nextSibling[Int(lastChild[p])] = node } else { firstChild[p] = node }
            lastChild[p] = node
        } else {
            let previous = previousSibling[Int(before)]
            previousSibling[i] = previous
            nextSibling[i] = before
            previousSibling[Int(before)] = node
            if previous >= 0 { nextSibling[Int(previous)] = node } else { firstChild[p] = node }
        }
    }

    /// Unlinks `node` from its parent's children.
    func unlink(_ node: Int32) {
        invalidatePlan(shapeChanged: true)
        let i = Int(node)
        let p = parent[i]
        guard p >= 0 else { return }
        let previous = previousSibling[i], next = nextSibling[i]
        if previous >= 0 { nextSibling[Int(previous)] = next } else { firstChild[Int(p)] = next }
        if next >= 0 { previousSibling[Int(next)] = previous } else { lastChild[Int(p)] = previous }
        parent[i] = -1
        previousSibling[i] = -1
        nextSibling[i] = -1
    }

    func childCount(_ node: Int32) -> Int {
        var count = 0
        var child = firstChild[Int(node)]
        while child >= 0 {
            count += 1
            child = nextSibling[Int(child)]
        }
        return count
    }
}
