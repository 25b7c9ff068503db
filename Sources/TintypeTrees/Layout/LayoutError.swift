/// Why a layout event cannot be applied; the message names the node and what to do.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    case tree(TintError)
    case wrongKind(node: String, event: String, needs: String)
    case windowHasDevice(String)
    /// A node where its kind cannot stand: a window below the root, a status bar outside the window.
    case misplaced(node: String, kind: LayoutKind)

    public var description: String {
        switch self {
        case .tree(let error): error.description
        case .wrongKind(let node, let event, let needs): "\(event) on '\(node)', which is not \(needs)"
        case .windowHasDevice(let node):
            "setFrame on the window '\(node)', whose frame comes from its device; give the window a frame instead of a device"
        case .misplaced(let node, let kind): "'\(node)' (\(kind.rawValue)) \(LayoutKind.placementRule(kind))"
        }
    }
}
