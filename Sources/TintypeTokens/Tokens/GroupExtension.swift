import TintypeDocument

/// DTCG 2025.10's `$extends`: a group takes every token, group and property of the group it names,
/// deep-merged under its own (a local token replaces an inherited one whole; groups at the same
/// path merge). Chains are followed to any depth up to `maximumDepth`; a cycle, a target that is
/// a token or nothing, a group that holds the extending one, and a chain too deep are each a
/// problem at the `$extends`.
struct GroupExtension {
    /// How many `$extends` a chain may follow.
    static let maximumDepth = 64

    /// Why a group cannot be extended, at its `$extends`.
    struct Problem: Error {
        var message: String
        var position: SourcePosition
    }

    private let document: SourceNode
    /// Each group's members once its `$extends` is applied.
    private var expanded: [String: [SourceNode.Member]] = [:]

    init(document: SourceNode) {
        self.document = document
    }

    /// The members of the group at `path` (whose own members are `members`) with its `$extends` applied.
    mutating func members(of path: String, _ members: [SourceNode.Member]) throws(Problem) -> [SourceNode.Member] {
        try expand(path, members, chain: [])
    }

    private mutating func expand(_ path: String, _ members: [SourceNode.Member], chain: [String]) throws(Problem) -> [SourceNode.Member] {
        guard let extends = members.member("$extends") else { return members }
        if let done = expanded[path] { return done }
        let name = path.isEmpty ? "the file's top level" : "group '\(path)'"
        guard let reference = extends.value.stringValue, let target = DesignTokenReader.aliasPath(reference) else {
            throw Problem(message: "\(name): $extends names a group as {group.path}, not \(DesignTokenReader.typeDescription(extends.value))",
                          position: extends.value.position)
        }
        // A group that takes in a group holding it would hold itself, and that copy itself, without end.
        if path.hasPrefix(target + ".") {
            throw Problem(message: "\(name): $extends names {\(target)}, a group that holds it, so the group would hold itself without end; "
                + "extend a sibling group instead", position: extends.value.position)
        }
        if chain.contains(target) || target == path {
            let loop = (chain.drop { $0 != target } + [path, target]).map { "{\($0)}" }
            throw Problem(message: "$extends cycle: " + loop.joined(separator: " → "), position: extends.value.position)
        }
        guard chain.count < Self.maximumDepth else {
            throw Problem(message: "\(name): $extends chain deeper than \(Self.maximumDepth) groups", position: extends.value.position)
        }
        guard let base = node(at: target) else {
            throw Problem(message: "\(name): $extends names {\(target)}, which is no group of this file", position: extends.value.position)
        }
        guard let baseMembers = base.members, !DesignTokenReader.isToken(baseMembers) else {
            throw Problem(message: "\(name): $extends names {\(target)}, which is a token; it names a group", position: extends.value.position)
        }
        let inherited = try expand(target, baseMembers, chain: chain + [path])
        let merged = Self.merge(inherited.filter { $0.key != "$extends" }, under: members.filter { $0.key != "$extends" })
        expanded[path] = merged
        return merged
    }

    /// A group written as `{"$ref": "#/button", "primary": {…}}`, which DTCG 2025.10 calls
    /// functionally the same as `$extends`, with its `$ref` as the `$extends` it stands for; nil for
    /// any other object. An object with a `$ref` and no token or group of its own stays a token
    /// standing for what it points at (whose pointer must reach into a `$value`).
    static func groupReference(_ members: [SourceNode.Member]) -> [SourceNode.Member]? {
        guard !members.has("$value"), members.contains(where: { !$0.key.hasPrefix("$") }),
              let reference = members.member("$ref"), let text = reference.value.stringValue,
              let names = DesignTokenReader.pointerSegments(text), !names.contains("$value"),
              names.allSatisfy({ !$0.contains(".") && !$0.contains("{") && !$0.contains("}") }) else { return nil }
        let extends = SourceNode.Member(key: "$extends", keyPosition: reference.keyPosition,
                                        value: SourceNode(value: .string("{" + names.joined(separator: ".") + "}"), position: reference.value.position))
        return members.map { $0.key == "$ref" ? extends : $0 }
    }

    /// The node at a dotted path of the document, nil when there is none.
    private func node(at path: String) -> SourceNode? {
        var current = document
        for name in path.split(separator: ".", omittingEmptySubsequences: false) {
            guard let next = current[member: String(name)] else { return nil }
            current = next
        }
        return current
    }

    /// `local` over `inherited`: same keys are replaced, except groups on both sides, which merge.
    private static func merge(_ inherited: [SourceNode.Member], under local: [SourceNode.Member]) -> [SourceNode.Member] {
        var result: [SourceNode.Member] = []
        for member in inherited {
            guard let own = local.member(member.key) else {
                result.append(member)
                continue
            }
            if isGroup(member.value), isGroup(own.value), let base = member.value.members, let mine = own.value.members,
               !mine.has("$extends") {
                result.append(SourceNode.Member(key: own.key, keyPosition: own.keyPosition,
                                                value: SourceNode(value: .object(merge(base, under: mine)), position: own.value.position)))
            } else {
                result.append(own)
            }
        }
        for member in local where !inherited.has(member.key) { result.append(member) }
        return result
    }

    private static func isGroup(_ node: SourceNode) -> Bool {
        guard let members = node.members else { return false }
        return !DesignTokenReader.isToken(members)
    }
}
