/// The ids of a view tree's nodes, by node number and by id, and which numbers are still in the
/// tree. The tint and layout trees keep one beside their `TreeLinks`, so naming, finding and
/// retiring a node are written once.
public struct TreeNodeIDs: Sendable {
    /// Each stored node's id, by number; a removed node keeps its last id.
    public internal(set) var ids: [String] = []
    var indexByID: [String: Int32] = [:]
    /// Whether each stored node is still in the tree.
    public internal(set) var alive: [Bool] = []

    public init() {}

    /// The number of nodes in the tree.
    public var count: Int { indexByID.count }

    mutating func reserveCapacity(_ capacity: Int) {
        ids.reserveCapacity(capacity)
        indexByID.reserveCapacity(capacity)
        alive.reserveCapacity(capacity)
    }

    /// Stores a live node with `id` (empty: named later by `name(_:as:)`) and returns its number.
    mutating func append(_ id: String) -> Int32 {
        let node = Int32(ids.count)
        ids.append(id)
        if !id.isEmpty { indexByID[id] = node }
        alive.append(true)
        return node
    }

    /// Gives `node` the id `id`; false, and nothing changed, when another node has it.
    mutating func name(_ node: Int32, as id: String) -> Bool {
        if let other = indexByID.updateValue(node, forKey: id) {
            indexByID[id] = other
            return false
        }
        ids[Int(node)] = id
        return true
    }

    /// The number of the node with `id`, nil when no node in the tree has it.
    func node(_ id: String) -> Int32? { indexByID[id] }

    /// Marks `node` removed: its id is free again.
    mutating func retire(_ node: Int32) {
        alive[Int(node)] = false
        indexByID[ids[Int(node)]] = nil
    }
}
