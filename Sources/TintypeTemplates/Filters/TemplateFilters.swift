/// Every filter a template may use, by kind: name cases, colours, lengths and times, platform
/// names, and general ones. Adding a filter is a line in its kind's list.
public enum TemplateFilters {
    public static let all: [TemplateFilter] = CaseFilters.all + ColorFilters.all + LengthFilters.all + PlatformNameFilters.all
        + ValueFilters.all

    /// The value's number, or a dimension's points, or the failure that says what the filter takes.
    static func points(_ value: TemplateValue, _ filter: String) throws(TemplateFilterError) -> Double {
        switch value {
        case .number(let number): return number
        case .object(let object) where object.kind == "dimension":
            guard case .number(let points)? = object["points"] else {
                throw TemplateFilterError("an em length has no points of its own; write it with its unit (value and unit)")
            }
            return points
        default: throw TemplateFilterError("takes a length (a dimension or a number of points), not \(value.kind)")
        }
    }

    /// A string value, or the failure that says the filter takes one.
    static func string(_ value: TemplateValue, _ what: String = "a string") throws(TemplateFilterError) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number): return number.plainText
        default: throw TemplateFilterError("takes \(what), not \(value.kind)")
        }
    }
}
