extension Diagnostic {
    /// Earlier ids that still name this diagnostic's id (see `ThemeCheck.aliases`).
    public var aliases: [String] {
        guard let id else { return [] }
        return ThemeCheck.aliases.filter { $0.value.contains(id) }.map(\.key).sorted()
    }

    /// `{aliases, id, message, place, severity, suggestion}`, keys sorted; `aliases` and `id` only
    /// for findings, `place` and `suggestion` only when there is one.
    package var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let id { members += [("aliases", .array(aliases.map(JSONValue.string))), ("id", .string(id))] }
        members.append(("message", .string(message)))
        if place != .none { members.append(("place", .string(place.description))) }
        members.append(("severity", .string(severity.rawValue)))
        if let suggestion { members.append(("suggestion", .string(suggestion))) }
        return .members(members)
    }
}
