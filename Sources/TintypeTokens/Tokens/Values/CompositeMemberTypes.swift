import TintypeDocument

/// The type each member of a DTCG 2025.10 composite holds, so that a reference in a member is
/// checked against the referenced token's `$type`, not only against the shape of its value (a
/// number token's 400 is no fontWeight, a fontWeight token's 700 no line height).
enum CompositeMemberTypes {
    /// Each composite's typed members; a shadow's and a gradient's for each of their items.
    static let members: [TokenType: [String: TokenType]] = [
        .typography: ["fontFamily": .fontFamily, "fontSize": .dimension, "fontWeight": .fontWeight, "letterSpacing": .dimension, "lineHeight": .number],
        .shadow: ["color": .color, "offsetX": .dimension, "offsetY": .dimension, "blur": .dimension, "spread": .dimension],
        .border: ["color": .color, "width": .dimension, "style": .strokeStyle],
        .transition: ["duration": .duration, "delay": .duration, "timingFunction": .cubicBezier],
        .gradient: ["color": .color, "position": .number],
    ]

    /// The first member of `value`, a `type` composite, that refers (by alias or `$ref` to a whole
    /// value) to a token of another type: where, and what to say. `typeOf` gives a resolved token's
    /// type; `lengthLineHeights` lets a line height name a dimension (a px line height, as the
    /// dialects read it).
    static func mismatch(in value: SourceNode, type: TokenType, typeOf: (String) -> TokenType?,
                         lengthLineHeights: Bool) -> (position: SourcePosition, message: String)? {
        guard let expected = members[type] else { return nil }
        let items: [SourceNode]
        if case .array(let list) = value.value, type == .shadow || type == .gradient { items = list } else { items = [value] }
        for item in items {
            for member in item.members ?? [] {
                guard let wanted = expected[member.key], let (target, position) = reference(member.value),
                      let actual = typeOf(target), actual != wanted else { continue }
                if lengthLineHeights, member.key == "lineHeight", actual == .dimension { continue }
                return (position, "\(member.key) refers to {\(target)}, a \(actual.rawValue) token; a \(type.rawValue)'s \(member.key) "
                    + "takes a \(wanted.rawValue) token or value")
            }
        }
        return nil
    }

    /// The token a member's value names as a whole: `{a.b}` or `{"$ref": "#/a/b/$value"}`.
    private static func reference(_ node: SourceNode) -> (String, SourcePosition)? {
        if let text = node.stringValue, let path = DesignTokenReader.aliasPath(text) { return (path, node.position) }
        if let pointer = node[member: "$ref"], let text = pointer.stringValue, let (path, inside) = DesignTokenReader.pointer(text), inside.isEmpty {
            return (path, pointer.position)
        }
        return nil
    }
}
