/// Why a view tree or an event cannot be applied; the message names the node.
public enum TintError: Error, Equatable, CustomStringConvertible {
    case duplicateID(String)
    case unknownNode(String)
    case moveIntoOwnSubtree(node: String, parent: String)
    case cannotMoveRoot(String)
    case cannotRemoveRoot(String)
    case indexOutOfRange(parent: String, index: Int, childCount: Int)
    case noOcclusionToEnd(String)
    case emptyTree

    public var description: String {
        switch self {
        case .duplicateID(let id): "node id '\(id)' is used twice; ids must be unique"
        case .unknownNode(let id): "no node '\(id)' in the tree"
        case .moveIntoOwnSubtree(let node, let parent): "cannot move '\(node)' under '\(parent)', which is inside '\(node)'"
        case .cannotMoveRoot(let id): "cannot move the root '\(id)'"
        case .cannotRemoveRoot(let id): "cannot remove the root '\(id)'"
        case .indexOutOfRange(let parent, let index, let count):
            "index \(index) is out of range for '\(parent)', which has \(count) child\(count == 1 ? "" : "ren") (use 0…\(count))"
        case .noOcclusionToEnd(let id): "endOcclusion on '\(id)', which has no occlusion to end"
        case .emptyTree: "the tree has no root node"
        }
    }
}
