import TintypeDocument

extension FontWarning {
    /// The warning's name in the compiled theme (`"kind"`).
    package enum Kind: String, CaseIterable, Sendable { case fallbackFamily, missingWeight, missingSlant }

    package var kind: Kind {
        switch self {
        case .fallbackFamily: .fallbackFamily
        case .missingWeight: .missingWeight
        case .missingSlant: .missingSlant
        }
    }

    /// The warning as the compiled theme stores it: its kind and data, so a reader rebuilds the
    /// same value, and its message for people.
    package var jsonValue: JSONValue { jsonValue(message: true) }

    /// The warning's kind and data, and its message when `message` (a metrics snapshot leaves it
    /// out, so rewording a message does not move a baseline).
    package func jsonValue(message: Bool) -> JSONValue {
        var members: [String: JSONValue] = ["kind": .string(kind.rawValue)]
        if message { members["message"] = .string(description) }
        switch self {
        case .fallbackFamily(let missing, let requestedFamily, let family):
            members["missing"] = .array(missing.map { .string($0) })
            members["requestedFamily"] = .string(requestedFamily)
            members["family"] = .string(family)
        case .missingWeight(let requested, let family, let usedStyle, let used, let synthetic):
            members["requested"] = .integer(requested)
            members["family"] = .string(family)
            members["usedStyle"] = .string(usedStyle)
            members["used"] = .integer(used)
            members["synthetic"] = .bool(synthetic)
        case .missingSlant(let italic, let family, let usedStyle, let synthetic):
            members["italic"] = .bool(italic)
            members["family"] = .string(family)
            members["usedStyle"] = .string(usedStyle)
            members["synthetic"] = .bool(synthetic)
        }
        return .object(members)
    }

    /// Reads a warning `jsonValue` wrote (its message, if any, is made again from the data).
    package static func read(_ node: SourceNode, _ d: DocumentDecoder) throws(Diagnostic) -> FontWarning {
        let (kind, r) = try d.union(node, "a font warning", keys: ["family", "italic", "kind", "message", "missing", "requested",
                                                                   "requestedFamily", "synthetic", "used", "usedStyle"], as: Kind.self)
        func required(_ key: String) throws(Diagnostic) -> SourceNode { try r.member(key, of: "a font warning") }
        func text(_ key: String) throws(Diagnostic) -> String { try d.string(try required(key)) }
        func flag(_ key: String) throws(Diagnostic) -> Bool { try d.bool(try required(key)) }
        func weight(_ key: String) throws(Diagnostic) -> Int { try d.integer(try required(key), 1...1000) }
        switch kind {
        case .fallbackFamily:
            let missing = try d.array(try required("missing")).map { (node) throws(Diagnostic) in try d.string(node) }
            return .fallbackFamily(missing: missing, requestedFamily: try text("requestedFamily"), family: try text("family"))
        case .missingWeight:
            return .missingWeight(requested: try weight("requested"), family: try text("family"), usedStyle: try text("usedStyle"),
                                  used: try weight("used"), synthetic: try flag("synthetic"))
        case .missingSlant:
            return .missingSlant(italic: try flag("italic"), family: try text("family"), usedStyle: try text("usedStyle"),
                                 synthetic: try flag("synthetic"))
        }
    }
}
