extension LayoutWarning {
    /// The warning's name in the compiled theme (`"kind"`).
    package enum Kind: String, CaseIterable, Sendable { case linesCollide, lineBoxOverflow, missingTrackingTable }

    package var kind: Kind {
        switch self {
        case .linesCollide: .linesCollide
        case .lineBoxOverflow: .lineBoxOverflow
        case .missingTrackingTable: .missingTrackingTable
        }
    }

    /// The warning as the compiled theme stores it: its kind and data, so a reader rebuilds the
    /// same value, and its message for people.
    package var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["kind": .string(kind.rawValue), "message": .string(description)]
        switch self {
        case .linesCollide(let lineHeight, let inkTop, let inkBottom, let topCharacter, let bottomCharacter):
            members["lineHeight"] = .number(lineHeight)
            members["inkTop"] = .number(inkTop)
            members["inkBottom"] = .number(inkBottom)
            members["topCharacter"] = .string(String(topCharacter))
            members["bottomCharacter"] = .string(String(bottomCharacter))
        case .lineBoxOverflow(let lineHeight, let contentArea, let room):
            members["lineHeight"] = .number(lineHeight)
            members["contentArea"] = .number(contentArea)
            members["room"] = .number(room)
        case .missingTrackingTable(let font, let track):
            members["font"] = .string(font)
            members["track"] = .number(track)
        }
        return .object(members)
    }
}
