import TintypeColor

/// A view subtree as flat pre-order records, so trees of any depth are built without recursion.
public struct TintSubtree: Equatable, Sendable {
    /// One node: its properties and its parent's position in `nodes` (-1 for the subtree's root).
    public struct Node: Equatable, Sendable {
        public var id: String
        public var parent: Int
        public var tint: Color?
        public var barTint: Color?
        public var mode: TintMode
        public var occlusion: Int
        public var kind: String?

        public init(id: String, parent: Int, tint: Color? = nil, barTint: Color? = nil, mode: TintMode = .automatic,
                    occlusion: Int = 0, kind: String? = nil) {
            self.id = id
            self.parent = parent
            self.tint = tint
            self.barTint = barTint
            self.mode = mode
            self.occlusion = occlusion
            self.kind = kind
        }
    }

    /// In pre-order: every node after its parent, siblings in order.
    public var nodes: [Node]

    public init(nodes: [Node]) { self.nodes = nodes }
}
