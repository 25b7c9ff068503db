import TintypeDocument

/// What `tint resolve --json` and `layout resolve --json` report: every node before the events,
/// what each event notified (and removed), and every node after them. Each tree words its nodes;
/// the order of members is each report's documented one (Docs/Themes.md, Docs/Layout.md).
public struct TreeReport<Event: TreeEvent>: Sendable {
    /// The order a report writes its members in.
    public enum Order: Sendable {
        /// `{events, final, initial}`, an event `{notified, op, removed?}`: sorted keys (tint).
        case sorted
        /// `{initial, events, final}`, an event `{op, notified, removed?}`: reading order (layout).
        case reading
    }

    package var initial: [JSONValue]
    public var events: [(event: Event, change: TreeChange)]
    package var final: [JSONValue]
    public var order: Order

    /// `initial` and `final` are the tree's nodes before and after `events`.
    package init(initial: [JSONValue], events: [(event: Event, change: TreeChange)], final: [JSONValue], order: Order) {
        self.initial = initial
        self.events = events
        self.final = final
        self.order = order
    }

    package var jsonValue: JSONValue {
        let reported: [JSONValue] = events.map { event, change in
            let notified = ("notified", JSONValue.array(change.notified.map(JSONValue.string)))
            var members = order == .sorted ? [notified, ("op", .string(event.op))] : [("op", .string(event.op)), notified]
            if event.removesNodes { members.append(("removed", .array(change.removed.map(JSONValue.string)))) }
            return .members(members)
        }
        let parts = [("initial", JSONValue.array(initial)), ("events", .array(reported)), ("final", .array(final))]
        return .members(order == .sorted ? parts.sorted { $0.0 < $1.0 } : parts)
    }
}
