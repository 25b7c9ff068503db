import TintypeDocument

/// A token on its way from the form it was kept in to 2025.10: its members as preprocessors leave
/// them, and what they learnt on the way.
struct DialectToken {
    let path: String
    let position: SourcePosition
    var members: [SourceNode.Member]
    /// The `$type` of its nearest group, after the dialects' names were mapped.
    let inheritedType: String?
    /// The form its value came in, set by a preprocessor that read a token without `$`: its
    /// values are that form's, converted without a note of their own.
    var form: TokenForm?
    /// The type was taken from the token's path, not given: a value that does not fit leaves it out.
    var inferredType = false
    /// Whether any preprocessor changed it.
    var changed = false
    /// Whether it is written without `$` (`value`), as Style Dictionary, Tokens Studio and Spectrum
    /// keep tokens; kept as members change, as every preprocessor asks.
    private(set) var isLegacy: Bool

    init(path: String, node: SourceNode, members: [SourceNode.Member], inheritedType: String?) {
        self.path = path
        position = node.position
        self.members = members
        self.inheritedType = inheritedType
        isLegacy = !DesignTokenReader.isToken(members)
    }

    subscript(key: String) -> SourceNode? { members[member: key] }


    /// Its type: its own `$type`, else its group's.
    var type: String? { self["$type"]?.stringValue ?? inheritedType }

    /// Sets a member's value, adding the member when it is missing.
    mutating func set(_ key: String, _ value: SourceNode) {
        changed = true
        if key == "$value" { isLegacy = false }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(SourceNode.Member(key: key, keyPosition: position, value: value))
        }
    }

    /// Removes a member, when it is there.
    mutating func remove(_ key: String) {
        guard members.contains(where: { $0.key == key }) else { return }
        changed = true
        members.removeAll { $0.key == key }
    }

    /// Replaces every member: a token without `$` rewritten as a `$value` token.
    mutating func replaceMembers(_ members: [SourceNode.Member], form: TokenForm) {
        self.members = members
        self.form = form
        isLegacy = !DesignTokenReader.isToken(members)
        changed = true
    }

    /// The node to keep: the original when nothing changed.
    func node(_ original: SourceNode) -> SourceNode {
        changed ? SourceNode(value: .object(members), position: position) : original
    }
}

extension DialectToken {
    /// Rewrites a token kept without `$` as a `$value` token: its value (with Style Dictionary's
    /// `{a.b.value}` references as `{a.b}`), its type, its `description` or `comment` as
    /// `$description`, and what else the source carries under the source's own extension key.
    mutating func rewriteAsDTCG(value: SourceNode, type: String?, form: TokenForm) {
        var output = [SourceNode.Member(key: "$value", keyPosition: position, value: Self.withoutValueSuffix(value) ?? value)]
        if let type {
            output.append(SourceNode.Member(key: "$type", keyPosition: position, value: SourceNode(value: .string(type), position: position)))
        }
        for key in ["description", "comment", "$description"] {
            guard let text = self[key], text.stringValue != nil else { continue }
            output.append(SourceNode.Member(key: "$description", keyPosition: position, value: text))
            break
        }
        let carried = members.filter { !Self.readKeys.contains($0.key) }
        var extensions = self["$extensions"]?.members ?? []
        if !carried.isEmpty, let extensionKey = form.extensionKey {
            extensions.append(SourceNode.Member(key: extensionKey, keyPosition: position, value: SourceNode(value: .object(carried), position: position)))
        }
        if !extensions.isEmpty {
            output.append(SourceNode.Member(key: "$extensions", keyPosition: position, value: SourceNode(value: .object(extensions), position: position)))
        }
        replaceMembers(output, form: form)
    }

    /// The keys the rewrite reads; every other key a source carries (`attributes`, `platform`, …) is
    /// kept under its extension key.
    static let readKeys: Set<String> = ["value", "type", "description", "comment", "$description", "$extensions", "$schema"]

    /// Every `{a.b.value}` in a value as `{a.b}`; nil when there is none.
    static func withoutValueSuffix(_ node: SourceNode) -> SourceNode? {
        switch node.value {
        case .string(let text) where text.utf8.contains(UInt8(ascii: "{")) && text.contains(".value}"):
            return SourceNode(value: .string(text.replacingOccurrences(of: ".value}", with: "}")), position: node.position)
        case .array(let items):
            let converted = items.map { withoutValueSuffix($0) }
            guard converted.contains(where: { $0 != nil }) else { return nil }
            return SourceNode(value: .array(zip(items, converted).map { $1 ?? $0 }), position: node.position)
        case .object(let members):
            let converted = members.map { withoutValueSuffix($0.value) }
            guard converted.contains(where: { $0 != nil }) else { return nil }
            return SourceNode(value: .object(zip(members, converted).map { SourceNode.Member(key: $0.key, keyPosition: $0.keyPosition, value: $1 ?? $0.value) }),
                              position: node.position)
        default: return nil
        }
    }

    /// A dimension node, `{value, unit}`, at `position`.
    static func dimension(_ amount: Double, unit: String, at position: SourcePosition) -> SourceNode {
        SourceNode(value: .object([
            SourceNode.Member(key: "value", keyPosition: position, value: SourceNode(value: .number(amount), position: position)),
            SourceNode.Member(key: "unit", keyPosition: position, value: SourceNode(value: .string(unit), position: position)),
        ]), position: position)
    }
}
