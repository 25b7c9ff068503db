import TintypeDocument

/// General filters: JSON literals, joining lists, defaults, letter case.
enum ValueFilters {
    static let all: [TemplateFilter] = [
        TemplateFilter("json", "the value as a JSON literal on one line (a string quoted and escaped, a list or object whole)") { value, _ in
            var text = ""
            compact(value, into: &text)
            return .string(text)
        },
        TemplateFilter("join", "a list's items joined by a separator", usage: "join:\", \"", arguments: 1...1) { value, arguments in
            guard case .list(let items) = value else { throw TemplateFilterError("takes a list, not \(value.kind)") }
            let separator = try TemplateFilters.string(arguments[0], "a separator")
            var texts: [String] = []
            for item in items { texts.append(try TemplateFilters.string(item, "a list of strings or numbers")) }
            return .string(texts.joined(separator: separator))
        },
        TemplateFilter("default", "the value, or the argument where the value is null or empty", usage: "default:\"none\"", arguments: 1...1) { value, arguments in
            value.isTruthy || value.kind == "a number" || value.kind == "a boolean" ? value : arguments[0]
        },
        TemplateFilter("upper", "upper case") { value, _ in .string(try TemplateFilters.string(value).uppercased()) },
        TemplateFilter("lower", "lower case") { value, _ in .string(try TemplateFilters.string(value).lowercased()) },
    ]

    /// A value as JSON on one line, its objects' members in their order; numbers as the formats
    /// write them (to 1/10,000).
    static func compact(_ value: TemplateValue, into text: inout String) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += number.plainText
        case .string(let string): text += String(decoding: JSONValue.string(string).serialized().dropLast(), as: UTF8.self)
        case .list(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += ", " }
                compact(item, into: &text)
            }
            text += "]"
        case .object(let object):
            text += "{"
            for (index, key) in object.keys.enumerated() {
                if index > 0 { text += ", " }
                compact(.string(key), into: &text)
                text += ": "
                compact(object[key] ?? .null, into: &text)
            }
            text += "}"
        }
    }

    /// A value as JSON, its objects' members in their order.
    static func json(_ value: TemplateValue) -> JSONValue {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .list(let items): .array(items.map(json))
        case .object(let object): .members(object.keys.map { ($0, object[$0].map(json) ?? .null) })
        }
    }
}
