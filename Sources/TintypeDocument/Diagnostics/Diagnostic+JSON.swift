extension Diagnostic {
    /// `{aliases, categories, column, file, fix, id, line, message, place, severity, style,
    /// suggestion}`, keys sorted. Findings (with an `id`) always have `aliases`, `categories`,
    /// `file`, `line`, `column`, `fix` and `style` (null where they have none); other diagnostics
    /// have `place` and `suggestion` only when there is one.
    package var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["message": .string(message), "severity": .string(severity.rawValue)]
        if place != .none { members["place"] = .string(place.description) }
        if let suggestion { members["suggestion"] = .string(suggestion) }
        if let id {
            members["id"] = .string(id)
            members["aliases"] = .array(aliases.map(JSONValue.string))
            members["style"] = style.map { .string($0.rawValue) } ?? .null
            members["categories"] = .array(categories.sorted().map { .string($0.name) })
            members["fix"] = fix.map(JSONValue.string) ?? .null
            if case .source(let file, let position) = place {
                members["file"] = .string(file)
                members["line"] = .integer(position.line)
                members["column"] = .integer(position.column)
            } else {
                members["file"] = .null
                members["line"] = .null
                members["column"] = .null
            }
        }
        return .members(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }
}
