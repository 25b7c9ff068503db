import TintypeDocument

/// The members of a composite value (border, shadow, typography, …) read once each: a member that
/// is missing or not the composite's is a problem at its place.
struct CompositeMembers {
    private let node: SourceNode
    private let members: [SourceNode.Member]
    private let kind: String

    /// Reads `node` as an object with exactly `required` and some of `optional`.
    init(_ node: SourceNode, kind: String, required: [String], optional: [String] = []) throws(TokenValueProblem) {
        guard case .object(let members) = node.value else {
            throw TokenValueProblem("a \(kind) is an object {\((required + optional).joined(separator: ", "))}, not \(node.kindDescription)",
                                    at: node.position)
        }
        for member in members where !required.contains(member.key) && !optional.contains(member.key) {
            throw TokenValueProblem("'\(member.key)' is not a member of a \(kind); it has \((required + optional).joined(separator: ", "))",
                                    at: member.keyPosition)
        }
        for key in required where !members.has(key) {
            throw TokenValueProblem("a \(kind) needs \(key)", at: node.position)
        }
        self.node = node
        self.members = members
        self.kind = kind
    }

    /// The member's value; nil for an optional member left out.
    subscript(key: String) -> SourceNode? { members[member: key] }

    /// Reads a required member with `read`, naming the member in any problem.
    func read<T>(_ key: String, _ read: (SourceNode) throws(TokenValueProblem) -> T) throws(TokenValueProblem) -> T {
        guard let value = self[key] else { throw TokenValueProblem("a \(kind) needs \(key)", at: node.position) }
        do {
            return try read(value)
        } catch {
            throw error.inside(key)
        }
    }
}
