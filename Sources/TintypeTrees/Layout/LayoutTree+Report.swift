import TintypeDocument

/// The layout tree in `layout resolve --json`'s report (`TreeReport`), its members in reading order.
extension LayoutTree: EventTree {
    /// Every node in pre-order: `{id, safeAreaInsets, layoutMargins, topLayoutGuide,
    /// bottomLayoutGuide, readableContentFrame, adjustedContentInset?}`.
    package var reportNodes: [JSONValue] {
        preorder().map { node in
            let layout = layout(of: node)
            var members: [(key: String, value: JSONValue)] = [
                ("id", .string(id(of: node))), ("safeAreaInsets", Self.insets(layout.safeAreaInsets)),
                ("layoutMargins", Self.insets(layout.layoutMargins)), ("topLayoutGuide", .number(layout.topLayoutGuide)),
                ("bottomLayoutGuide", .number(layout.bottomLayoutGuide)),
                ("readableContentFrame", .array(layout.readableContentFrame.values.map(JSONValue.number))),
            ]
            if let adjusted = layout.adjustedContentInset { members.append(("adjustedContentInset", Self.insets(adjusted))) }
            return .members(members)
        }
    }

    private static func insets(_ insets: EdgeInsets) -> JSONValue {
        .members([("top", .number(insets.top)), ("left", .number(insets.left)), ("bottom", .number(insets.bottom)), ("right", .number(insets.right))])
    }
}
