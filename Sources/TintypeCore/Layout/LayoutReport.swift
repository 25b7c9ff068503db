/// What `tintype layout resolve --json` reports: every node before the events, what each event
/// notified (and removed), and every node after them.
public struct LayoutReport: Sendable {
    package var initial: [JSONValue]
    public var events: [(event: LayoutEvent, change: TreeChange)]
    package var final: [JSONValue]

    /// `initial` and `final` are `nodes(of:)` of the tree before and after `events`.
    package init(initial: [JSONValue], events: [(event: LayoutEvent, change: TreeChange)], final: [JSONValue]) {
        self.initial = initial
        self.events = events
        self.final = final
    }

    /// `{initial, events: [{op, notified, removed?}], final}` (schema in Docs/Layout.md).
    package var jsonValue: JSONValue {
        let reported: [JSONValue] = events.map { event, change in
            var members: [(key: String, value: JSONValue)] = [("op", .string(event.op)), ("notified", .array(change.notified.map(JSONValue.string)))]
            if case .remove = event { members.append(("removed", .array(change.removed.map(JSONValue.string)))) }
            return .members(members)
        }
        return .members([("initial", .array(initial)), ("events", .array(reported)), ("final", .array(final))])
    }

    /// Every node of `tree` in pre-order: `{id, safeAreaInsets, layoutMargins, topLayoutGuide,
    /// bottomLayoutGuide, readableContentFrame, adjustedContentInset?}`.
    package static func nodes(of tree: LayoutTree) -> [JSONValue] {
        tree.preorder().map { node in
            let layout = tree.layout(of: node)
            var members: [(key: String, value: JSONValue)] = [
                ("id", .string(tree.id(of: node))), ("safeAreaInsets", insets(layout.safeAreaInsets)),
                ("layoutMargins", insets(layout.layoutMargins)), ("topLayoutGuide", .number(layout.topLayoutGuide)),
                ("bottomLayoutGuide", .number(layout.bottomLayoutGuide)),
                ("readableContentFrame", .array(layout.readableContentFrame.values.map(JSONValue.number))),
            ]
            if let adjusted = layout.adjustedContentInset { members.append(("adjustedContentInset", insets(adjusted))) }
            return .members(members)
        }
    }

    static func insets(_ insets: EdgeInsets) -> JSONValue {
        .members([("top", .number(insets.top)), ("left", .number(insets.left)), ("bottom", .number(insets.bottom)), ("right", .number(insets.right))])
    }
}
