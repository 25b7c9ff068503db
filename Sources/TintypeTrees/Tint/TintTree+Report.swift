import TintypeDocument

/// The tint tree in `tint resolve --json`'s report (`TreeReport`): every node as `{barTint?,
/// derived?, displayed, id, mode, tint}`, its keys sorted.
extension TintTree: EventTree {
    /// Every node in pre-order, as the report lists them.
    package var reportNodes: [JSONValue] {
        preorder().map { node in
            let resolved = state(of: node)
            var members: [(key: String, value: JSONValue)] = []
            if let bar = resolved.barTint { members.append(("barTint", .string(bar.hex))) }
            let derived = derivedColors(of: node)
            if !derived.isEmpty {
                members.append(("derived", .object(Dictionary(uniqueKeysWithValues: derived.map { ($0.name, JSONValue.string($0.color.hex)) }))))
            }
            members += [("displayed", .string(resolved.displayed.hex)), ("id", .string(id(of: node))),
                        ("mode", .string(resolved.mode.name)), ("tint", .string(resolved.tint.hex))]
            return .members(members)
        }
    }
}
