import TintypeDocument

/// An event of a tint or layout tree: its `op` name, and whether it removes nodes (its report then
/// lists them).
public protocol TreeEvent: Sendable {
    var op: String { get }
    var removesNodes: Bool { get }
}

extension TreeEvent {
    /// The event's `op` name: its case's name, as event files write it (every case carries values).
    public var op: String {
        Mirror(reflecting: self).children.first?.label ?? String(describing: self)
    }
}

/// A view tree that events change, notifying only the nodes whose resolved values changed: the tint
/// tree and the layout tree. What `tint resolve` and `layout resolve` do with either is written once
/// here: apply a file's events in order, and report what each notified.
public protocol EventTree: AnyObject {
    associatedtype Event: TreeEvent
    associatedtype Failure: Error & CustomStringConvertible

    func apply(_ event: Event) throws(Failure) -> TreeChange
    func preorder() -> [Int32]
}

extension EventTree {
    /// Applies `events` (read from `file`) in order; the first that fails is an error naming its
    /// number and op.
    public func apply(_ events: [Event], from file: String) throws(TreeEventError) -> [(event: Event, change: TreeChange)] {
        var changes: [(event: Event, change: TreeChange)] = []
        changes.reserveCapacity(events.count)
        for (index, event) in events.enumerated() {
            do {
                changes.append((event, try apply(event)))
            } catch {
                throw TreeEventError(description: "\(file): event \(index) (\(event.op)): \(error.description)")
            }
        }
        return changes
    }
}

/// An event its tree cannot apply (an unknown node, a move into its own subtree), in one line.
public struct TreeEventError: InputError, Equatable {
    public let description: String
}
