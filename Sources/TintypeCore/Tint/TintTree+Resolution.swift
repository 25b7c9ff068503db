extension TintTree {
    /// The state a root inherits: the default tint, normal mode.
    var rootParentState: Int32 { defaultTint << 1 }

    /// A node's state from its own properties and its parent's state.
    @inline(__always)
    func computeState(_ i: Int, parentState: Int32) -> Int32 {
        let local = localTint[i]
        let tint = local >= 0 ? local : parentState >> 1
        let mode = declared[i]
        return tint << 1 | (mode < 0 ? parentState & 1 : Int32(mode))
    }

    /// Resolves every node: one linear pass while parents precede children, else a pre-order walk.
    public func resolveAll() {
        guard root >= 0 else { return }
        let rootState = rootParentState
        if isTopological {
            let count = state.count
            let everyNodeAlive = hasNoRemovedNodes
            parent.withUnsafeBufferPointer { parents in
                alive.withUnsafeBufferPointer { alive in
                    state.withUnsafeMutableBufferPointer { states in
                        localTint.withUnsafeBufferPointer { locals in
                            declared.withUnsafeBufferPointer { declared in
                                for i in 0..<count where everyNodeAlive || alive[i] {
                                    let p = parents[i]
                                    let parentState = p < 0 ? rootState : states[Int(p)]
                                    let local = locals[i]
                                    let mode = declared[i]
                                    states[i] = (local >= 0 ? local : parentState >> 1) << 1
                                        | (mode < 0 ? parentState & 1 : Int32(mode))
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
    /// Returns the changed nodes in pre-order. Cost: the changed nodes and their children.
    func propagate(from start: Int32) -> [Int32] {
        var changed: [Int32] = []
        let rootState = rootParentState
        walk(from: start) { node in
            let i = Int(node)
            let p = parent[i]
            let updated = computeState(i, parentState: p < 0 ? rootState : state[Int(p)])
            guard updated != state[i] else { return false }
            state[i] = updated
            changed.append(node)
            return true
        }
        return changed
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
