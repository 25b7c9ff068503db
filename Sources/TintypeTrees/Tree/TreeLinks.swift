/// The shape of a view tree as parallel arrays indexed by node number: parent, first and last
/// child, next and previous sibling (-1 for none). The tint and layout trees keep their own
/// per-node properties beside one of these, so linking, walking and moving are written once.
public struct TreeLinks: Sendable {
    public internal(set) var parent: [Int32] = []
    public internal(set) var firstChild: [Int32] = []
    public internal(set) var lastChild: [Int32] = []
    public internal(set) var nextSibling: [Int32] = []
    public internal(set) var previousSibling: [Int32] = []
    /// The root's number, -1 while there is none.
    public internal(set) var root: Int32 = -1

    public init() {}

    /// The number of nodes stored, linked or not.
    public var storedCount: Int { parent.count }

    /// The link arrays, one per relation.
    private static let columns: [WritableKeyPath<TreeLinks, [Int32]> & Sendable] = [\.parent, \.firstChild, \.lastChild, \.nextSibling, \.previousSibling]

    mutating func reserveCapacity(_ capacity: Int) {
        for column in Self.columns { self[keyPath: column].reserveCapacity(capacity) }
    }

    /// Adds a node linked to nothing and returns its number.
    mutating func appendUnlinked() -> Int32 {
        let node = Int32(parent.count)
        parent.append(-1)
        firstChild.append(-1)
        lastChild.append(-1)
        nextSibling.append(-1)
        previousSibling.append(-1)
        return node
    }

    mutating func setRoot(_ node: Int32) { root = node }

    /// Links `node` as a child of `newParent`, at `index` among its children (nil: last).
    mutating func link(_ node: Int32, under newParent: Int32, at index: Int?) {
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
    mutating func unlink(_ node: Int32) {
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

    /// Visits the subtree of `start` in pre-order without recursion; `visit` returns whether to
    /// descend into the node's children.
    func walk(from start: Int32, _ visit: (Int32) -> Bool) {
        var node = start
        while true {
            if visit(node), firstChild[Int(node)] >= 0 {
                node = firstChild[Int(node)]
                continue
            }
            guard let next = next(after: node, within: start) else { return }
            node = next
        }
    }

    /// The node after `node` in pre-order once its subtree is done (skipping its children), inside
    /// the subtree of `start`; nil when the walk of that subtree is over. The step of every walk,
    /// for loops that write the walk out (a closure costs a hot event about 15 %).
    @inline(__always)
    func next(after node: Int32, within start: Int32) -> Int32? {
        var node = node
        while node != start {
            let sibling = nextSibling[Int(node)]
            if sibling >= 0 { return sibling }
            node = parent[Int(node)]
        }
        return nil
    }

    /// Every node of the tree, in pre-order.
    public func preorder() -> [Int32] {
        guard root >= 0 else { return [] }
        var order: [Int32] = []
        walk(from: root) { node in
            order.append(node)
            return true
        }
        return order
    }

    /// A node's children, in order.
    public func children(of node: Int32) -> [Int32] {
        var children: [Int32] = []
        var child = firstChild[Int(node)]
        while child >= 0 {
            children.append(child)
            child = nextSibling[Int(child)]
        }
        return children
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

    /// Whether `node` is `ancestor` or lies inside its subtree.
    func isInSubtree(_ node: Int32, of ancestor: Int32) -> Bool {
        var cursor = node
        while cursor >= 0 {
            if cursor == ancestor { return true }
            cursor = parent[Int(cursor)]
        }
        return false
    }
}
