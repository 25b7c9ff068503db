import TintypeDocument

extension TrackingSource {
    /// The source as a theme file writes it (`{"source": "formula", "a": …}`), so the theme
    /// decoder reads it back unchanged; the compiled theme stores it as each row's tracking rule.
    package var themeJSON: JSONValue {
        var members: [String: JSONValue] = ["source": .string(kind.rawValue)]
        switch self {
        case .font, .appleSFPro, .none: break
        case .fontTrak(let track): members["track"] = .number(track)
        case .formula(let a, let b, let c):
            members["a"] = .number(a)
            members["b"] = .number(b)
            members["c"] = .number(c)
        case .constant(let em): members["em"] = .number(em)
        }
        return .object(members)
    }
}
