/// What `tintype tint resolve --json` reports: every node before the events, what each event
/// notified (and removed), and every node after them.
public struct TintReport: Sendable {
    /// Every node in pre-order as `{barTint?, derived?, displayed, id, mode, tint}`.
    package var initial: [JSONValue]
    public var events: [(event: TintEvent, change: TreeChange)]
    package var final: [JSONValue]

    /// `initial` and `final` are `nodes(of:)` of the tree before and after `events`.
    package init(initial: [JSONValue], events: [(event: TintEvent, change: TreeChange)], final: [JSONValue]) {
        self.initial = initial
        self.events = events
        self.final = final
    }

    /// `{events: [{notified, op, removed?}], final, initial}` (schema in Docs/Themes.md).
    package var jsonValue: JSONValue {
        let reported: [JSONValue] = events.map { event, change in
            var members: [String: JSONValue] = ["op": .string(event.op), "notified": .array(change.notified.map(JSONValue.string))]
            if case .remove = event { members["removed"] = .array(change.removed.map(JSONValue.string)) }
            return .object(members)
        }
        return .members([("events", .array(reported)), ("final", .array(final)), ("initial", .array(initial))])
    }

    /// Every node of `tree` in pre-order, as the report lists them.
    package static func nodes(of tree: TintTree) -> [JSONValue] {
        tree.preorder().map { node in
            let state = tree.state(of: node)
            var members: [(key: String, value: JSONValue)] = []
            if let bar = state.barTint { members.append(("barTint", .string(bar.hex))) }
            let derived = tree.derivedColors(of: node)
            if !derived.isEmpty {
                members.append(("derived", .object(Dictionary(uniqueKeysWithValues: derived.map { ($0.name, JSONValue.string($0.color.hex)) }))))
            }
            members += [("displayed", .string(state.displayed.hex)), ("id", .string(tree.id(of: node))),
                        ("mode", .string(state.mode.name)), ("tint", .string(state.tint.hex))]
            return .members(members)
        }
    }
}
