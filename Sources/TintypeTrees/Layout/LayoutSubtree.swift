/// A layout subtree as flat pre-order records, as `TintSubtree` holds a tint subtree.
public struct LayoutSubtree: Equatable, Sendable {
    public struct Node: Equatable, Sendable {
        public var id: String
        /// The parent's position in `nodes`, -1 for the subtree's root.
        public var parent: Int
        public var properties: LayoutProperties

        public init(id: String, parent: Int, properties: LayoutProperties = LayoutProperties()) {
            self.id = id
            self.parent = parent
            self.properties = properties
        }
    }

    /// In pre-order: every node after its parent, siblings in order.
    public var nodes: [Node]

    public init(nodes: [Node]) { self.nodes = nodes }
}
