/// How a whole-tree resolution writes every node's state without following parent links node by
/// node: in pre-order, the nodes between two *declaring* nodes (own or component tint, or a mode of
/// their own) share one state, so resolving is (1) computing the state of each declaring node from
/// its nearest declaring ancestor, then (2) filling each run of the state array with one value.
///
/// The plan depends on the tree's shape and on which nodes declare something; it keeps the values
/// they declare (`update`), and does not depend on the environment, so re-resolving for another
/// appearance or contrast reuses it. It exists only while node numbers are pre-order positions (a tree as read from JSON);
/// `TintTree` drops it when the shape or the set of declaring nodes changes and rebuilds it on the
/// next full resolution.
struct TintResolutionPlan {
    /// Declaring nodes: first those with declaring descendants, in pre-order (each one's ancestor
    /// comes before it), then the others. Slot 0 of the state table is the root's parent state.
    private var declaringNodes: [Int32] = [-1]
    /// The slot of each declaring node's nearest declaring ancestor (0: none).
    private var declaringParents: [Int32] = [-1]
    /// Slots `1..<ancestorSlots` hold the declaring nodes with declaring descendants.
    private var ancestorSlots = 1
    /// The state of each slot, rewritten by every resolution (kept to spare an allocation each time).
    private var slotStates: [Int32] = []
    /// Each slot's local tint and declared mode, kept here so that resolving reads them in order
    /// rather than gathering them from the per-node arrays (`update` keeps them current).
    private var slotLocals: [Int32] = []
    private var slotDeclaredModes: [Int8] = []
    /// Runs of equal state not owned by the root, grouped by how they are written (see `RunClass`).
    private var runStarts: [Int32] = []
    private var runEnds: [Int32] = []
    private var runSlots: [Int32] = []
    /// `runStarts[classBounds[c]..<classBounds[c + 1]]` are the runs of class `c`.
    private var classBounds: [Int] = []
    /// Declaring leaves and their slots, written after the runs that surround them.
    private var leafNodes: [Int32] = []
    private var leafSlots: [Int32] = []

    /// Run classes: lengths 1–3 are written element by element, lengths 4–64 by `k` four-lane
    /// stores (the last one ending exactly at the run's end), longer runs by a loop. Within a
    /// class every run takes the same number of stores, so the loops hold no unpredictable branch.
    private static let classCount = 3 + 16 + 1
    private static func runClass(length: Int) -> Int {
        length < 4 ? length - 1 : length <= 64 ? 2 + (length + 3) / 4 : classCount - 1
    }

    /// The plan for a tree whose node `i` is the `i`-th in pre-order, or nil when it is not.
    init?(parents: [Int32], firstChild: [Int32], previousSibling: [Int32], localTints: [Int32], declaredModes: [Int8]) {
        let count = parents.count
        guard count > 0, parents[0] < 0 else { return nil }
        // 1. One pass in node order, keeping the path from the root to the last node. Node `i` is
        // the `i`-th in pre-order exactly when its parent is on that path and it follows, among the
        // parent's children, the child just taken off the path (or is the parent's first child).
        // A node's subtree ends where it leaves the path; this is kept for declaring nodes.
        var declaring: [Int32] = []      // declaring nodes, pre-order
        var subtreeEnds: [Int32] = []    // the end of each one's subtree
        var path: [(node: Int32, declaringIndex: Int32)] = [(0, -1)]
        if localTints[0] >= 0 || declaredModes[0] >= 0 {
            declaring.append(0)
            subtreeEnds.append(Int32(count))
        }
        for index in 1..<count {
            let node = Int32(index), parent = parents[index]
            var leftChild: Int32 = -1
            while let last = path.last, last.node != parent {
                path.removeLast()
                leftChild = last.node
                if last.declaringIndex >= 0 { subtreeEnds[Int(last.declaringIndex)] = node }
            }
            guard !path.isEmpty, leftChild >= 0 ? previousSibling[index] == leftChild : firstChild[Int(parent)] == node else {
                return nil
            }
            var declaringIndex: Int32 = -1
            if localTints[index] >= 0 || declaredModes[index] >= 0 {
                declaringIndex = Int32(declaring.count)
                declaring.append(node)
                subtreeEnds.append(Int32(count))
            }
            path.append((node, declaringIndex))
        }

        // 2. A sweep over the declaring nodes, keeping the open declaring ancestors: each one starts
        // a run, and where its subtree ends the run of the innermost open ancestor resumes.
        var preorderParent: [Int32] = []            // index into `declaring`, -1 for the root's parent
        var hasDeclaringDescendant = [Bool](repeating: false, count: declaring.count)
        var runs: [(start: Int32, owner: Int32)] = [(0, -1)]   // owner: index into `declaring`, -1 the root
        var open: [(end: Int32, owner: Int32)] = [(Int32(count), -1)]
        var leaves: [(node: Int32, owner: Int32)] = []
        preorderParent.reserveCapacity(declaring.count)
        runs.reserveCapacity(2 * declaring.count + 1)
        func startRun(_ start: Int32, _ owner: Int32) {
            if runs[runs.count - 1].start == start { runs[runs.count - 1].owner = owner } else { runs.append((start, owner)) }
        }
        for (owner, node) in declaring.enumerated() {
            while let top = open.last, top.end <= node {
                open.removeLast()
                startRun(top.end, open[open.count - 1].owner)
            }
            let parent = open[open.count - 1].owner
            if parent >= 0 { hasDeclaringDescendant[Int(parent)] = true }
            preorderParent.append(parent)
            if subtreeEnds[owner] == node + 1 {
                // A declaring leaf is written on its own after the runs, so it does not split the
                // run around it in two.
                leaves.append((node, Int32(owner)))
            } else {
                startRun(node, Int32(owner))
                open.append((subtreeEnds[owner], Int32(owner)))
            }
        }
        while open.count > 1 {
            let top = open.removeLast()
            if top.end < Int32(count) { startRun(top.end, open[open.count - 1].owner) }
        }
        let preorderDeclaring = declaring

        // Slots: ancestors first, then the rest; slot 0 is the root's parent state.
        var slot = [Int32](repeating: 0, count: preorderDeclaring.count)
        var next: Int32 = 1
        for (index, inner) in hasDeclaringDescendant.enumerated() where inner { slot[index] = next; next += 1 }
        ancestorSlots = Int(next)
        for (index, inner) in hasDeclaringDescendant.enumerated() where !inner { slot[index] = next; next += 1 }
        declaringNodes = [Int32](repeating: -1, count: Int(next))
        slotStates = [Int32](repeating: 0, count: Int(next))
        declaringParents = [Int32](repeating: -1, count: Int(next))
        slotLocals = [Int32](repeating: -1, count: Int(next))
        slotDeclaredModes = [Int8](repeating: -1, count: Int(next))
        for (index, node) in preorderDeclaring.enumerated() {
            slotLocals[Int(slot[index])] = localTints[Int(node)]
            slotDeclaredModes[Int(slot[index])] = declaredModes[Int(node)]
            declaringNodes[Int(slot[index])] = node
            declaringParents[Int(slot[index])] = preorderParent[index] < 0 ? 0 : slot[Int(preorderParent[index])]
        }

        // Runs the root owns come from the prefill; the others are grouped by class.
        var grouped = [[(start: Int32, end: Int32, slot: Int32)]](repeating: [], count: Self.classCount)
        for (index, run) in runs.enumerated() where run.owner >= 0 {
            let end = index + 1 < runs.count ? runs[index + 1].start : Int32(count)
            grouped[Self.runClass(length: Int(end - run.start))].append((run.start, end, slot[Int(run.owner)]))
        }
        leafNodes = leaves.map(\.node)
        leafSlots = leaves.map { slot[Int($0.owner)] }
        classBounds = [0]
        for group in grouped {
            for run in group {
                runStarts.append(run.start)
                runEnds.append(run.end)
                runSlots.append(run.slot)
            }
            classBounds.append(runStarts.count)
        }
    }

    /// A declaring node's new local tint and declared mode; false when the node is not one of
    /// the plan's declaring nodes (the plan no longer fits the tree).
    mutating func update(node: Int32, local: Int32, declared: Int8) -> Bool {
        // Slots 1..<ancestorSlots and ancestorSlots..<count each list their nodes in pre-order.
        for range in [1..<ancestorSlots, ancestorSlots..<declaringNodes.count] {
            var low = range.lowerBound, high = range.upperBound
            while low < high {
                let middle = (low + high) / 2
                if declaringNodes[middle] < node { low = middle + 1 } else { high = middle }
            }
            if low < range.upperBound, declaringNodes[low] == node {
                slotLocals[low] = local
                slotDeclaredModes[low] = declared
                return true
            }
        }
        return false
    }

    /// Writes every node's state (see `TintTree.state(local:declared:parentState:)`); `rootState`
    /// is the state the root inherits.
    mutating func resolve(into states: UnsafeMutableBufferPointer<Int32>, rootState: Int32) {
        guard let base = states.baseAddress else { return }
        let classBounds = classBounds
        slotStates.withUnsafeMutableBufferPointer { slots in
            declaringNodes.withUnsafeBufferPointer { nodes in
                declaringParents.withUnsafeBufferPointer { parents in
                    slots[0] = rootState
                    // Ancestors depend on each other, in pre-order; the rest only on an ancestor.
                    slotLocals.withUnsafeBufferPointer { locals in
                        slotDeclaredModes.withUnsafeBufferPointer { modes in
                            for index in 1..<nodes.count {
                                slots[index] = TintTree.state(
                                    local: locals[index], declared: modes[index], parentState: slots[Int(parents[index])])
                            }
                        }
                    }
                }
            }
            base.update(repeating: rootState, count: states.count)
            runStarts.withUnsafeBufferPointer { starts in
                runEnds.withUnsafeBufferPointer { ends in
                    runSlots.withUnsafeBufferPointer { owners in
                        for runClass in 0..<Self.classCount {
                            Self.fill(runClass, classBounds[runClass]..<classBounds[runClass + 1], base,
                                      starts, ends, owners, UnsafeBufferPointer(slots))
                        }
                    }
                }
            }
            leafNodes.withUnsafeBufferPointer { nodes in
                leafSlots.withUnsafeBufferPointer { owners in
                    for leaf in 0..<nodes.count { base[Int(nodes[leaf])] = slots[Int(owners[leaf])] }
                }
            }
        }
    }

    @inline(__always)
    private static func fill(
        _ runClass: Int, _ runs: Range<Int>, _ states: UnsafeMutablePointer<Int32>, _ starts: UnsafeBufferPointer<Int32>,
        _ ends: UnsafeBufferPointer<Int32>, _ owners: UnsafeBufferPointer<Int32>, _ slots: UnsafeBufferPointer<Int32>
    ) {
        if runClass < 3 {
            for run in runs {
                let value = slots[Int(owners[run])], start = Int(starts[run])
                for offset in 0...runClass { states[start + offset] = value }
            }
        } else if runClass < classCount - 1 {
            let leadingStores = runClass - 3   // the k − 1 stores before the one that ends the run
            for run in runs {
                let value = SIMD4<Int32>(repeating: slots[Int(owners[run])])
                let start = UnsafeMutableRawPointer(states + Int(starts[run]))
                for store in 0..<leadingStores {
                    start.storeBytes(of: value, toByteOffset: store * 16, as: SIMD4<Int32>.self)
                }
                UnsafeMutableRawPointer(states + Int(ends[run]) - 4).storeBytes(of: value, as: SIMD4<Int32>.self)
            }
        } else {
            for run in runs {
                let start = Int(starts[run])
                (states + start).update(repeating: slots[Int(owners[run])], count: Int(ends[run]) - start)
            }
        }
    }
}
