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
    package var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["kind": .string(kind.rawValue), "message": .string(description)]
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
}
