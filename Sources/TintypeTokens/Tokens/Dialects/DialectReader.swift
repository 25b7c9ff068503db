import TintypeDocument

/// Reads one token document as teams keep it into the DTCG 2025.10 shape the token reader reads:
/// one walk over its groups and tokens, each group's `$type` and each token handed to the
/// preprocessors that apply to the document (`TokenPreprocessors.all`, in order). A subtree no
/// preprocessor changed is kept as it is, so most of a DTCG file is not copied.
struct DialectReader {
    private var context: DialectContext
    private var preprocessors: [any TokenPreprocessor] = []
    /// How many changes reading has made, so a group without any is kept as it is.
    private var changes = 0
    /// How many tokens the document holds, so the reader can make room for them at once.
    private(set) var tokenCount = 0

    init(file: String, options: TokenReadingOptions) {
        context = DialectContext(file: file, options: options)
    }

    /// What reading said: errors and warnings at their place.
    var diagnostics: [Diagnostic] { context.diagnostics }
    /// The forms found, counted.
    var notes: TokenNotes { context.notes }
    /// The tokens left out (a type or value with no DTCG meaning).
    var leftOutPaths: Set<String> { context.leftOutPaths }
    /// The tokens refused with an error: a token that refers to one says so, not "not defined".
    var refusedPaths: Set<String> { context.refusedPaths }

    /// The document in DTCG 2025.10's shape.
    mutating func read(_ document: SourceNode) -> SourceNode {
        let options = context.options
        preprocessors = TokenPreprocessors.all.compactMap { $0.init(document: document, options: options) }
        return node(document, path: "", inheritedType: nil) ?? document
    }

    /// Whether an object is a token without `$`: a `value` that is no DTCG token itself (a token
    /// may be named `value`), or Spectrum's `sets` with a `$schema`, holding no token of its own
    /// (Style Dictionary's tokens carry any other property they like: `platform`, `themeable`, …).
    static func isLegacyToken(_ node: SourceNode) -> Bool {
        guard let members = node.members else { return false }
        let hasValue = node[member: "value"].map { !DesignTokenReader.isToken($0.members ?? []) } ?? false
        return (hasValue || (node.has("sets") && node.has("$schema"))) && !holdsToken(members)
    }

    /// Whether some member besides `value` is itself a token, `$` or not (a token inside a token).
    static func holdsToken(_ members: [SourceNode.Member]) -> Bool { heldToken(members) != nil }

    /// The first member besides `value` that is itself a token, `$` or not.
    static func heldToken(_ members: [SourceNode.Member]) -> SourceNode.Member? {
        members.first { member in
            guard member.key != "value", let inner = member.value.members else { return false }
            return DesignTokenReader.isToken(inner) || inner.has("value")
        }
    }

    /// What the first preprocessor that knows a group's `$type` makes of it.
    private mutating func mappedGroupType(_ type: String, at position: SourcePosition, path: String) -> DialectGroupType {
        for preprocessor in preprocessors {
            let found = preprocessor.groupType(type, at: position, path: path, context: &context)
            if case .notMine = found { continue }
            return found
        }
        return .notMine
    }

    /// A group or token in 2025.10 form; nil when it is left out.
    private mutating func node(_ node: SourceNode, path: String, inheritedType: String?) -> SourceNode? {
        guard let members = node.members else { return node }
        let isToken = DesignTokenReader.isToken(members)
        if isToken || Self.isLegacyToken(node) {
            tokenCount += 1
            if isToken, let legacy = members.first(where: { $0.key == "value" || $0.key == "type" }) {
                context.error(legacy.keyPosition, "token '\(path)' mixes DTCG's \"$\(legacy.key)\" with \"\(legacy.key)\" "
                    + "(Style Dictionary's or Tokens Studio's form); keep one form in a token")
                return nil
            }
            var token = DialectToken(path: path, node: node, members: members, inheritedType: inheritedType)
            for preprocessor in preprocessors {
                guard preprocessor.token(&token, context: &context) else {
                    changes += 1
                    return nil
                }
            }
            if token.changed { changes += 1 }
            return token.node(node)
        }
        let changesBefore = changes
        var groupType = inheritedType
        var output: [SourceNode.Member] = []
        for member in members {
            if member.key == "$type", let type = member.value.stringValue {
                groupType = type
                switch TokenType(rawValue: type) == nil ? mappedGroupType(type, at: member.value.position, path: path) : .notMine {
                case .notMine: break
                case .leftOut(let dialect):
                    context.warn(member.value.position, "group '\(path)' has \(dialect)'s type '\(type)', which has no DTCG meaning; its tokens are left out")
                    changes += 1
                    return nil
                case .mapped(let mapped):
                    groupType = mapped
                    changes += 1
                    output.append(SourceNode.Member(key: member.key, keyPosition: member.keyPosition,
                                                    value: SourceNode(value: .string(mapped), position: member.value.position)))
                    continue
                }
            }
            output.append(member)
        }
        output = output.compactMap { member in
            guard !member.key.hasPrefix("$") || member.key == "$root" else { return member }
            guard let value = self.node(member.value, path: path.isEmpty ? member.key : path + "." + member.key, inheritedType: groupType) else {
                changes += 1
                return nil
            }
            return SourceNode.Member(key: member.key, keyPosition: member.keyPosition, value: value)
        }
        return changes == changesBefore ? node : SourceNode(value: .object(output), position: node.position)
    }
}
