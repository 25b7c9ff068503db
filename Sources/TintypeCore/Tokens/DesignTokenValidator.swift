/// Checks a resolved token value against its DTCG type; nil when it fits.
enum DesignTokenValidator {
    static func problem(with value: SourceNode, type: String) -> String? {
        switch type {
        case "color": return color(value)
        case "dimension": return measure(value, units: Dimension.units)
        case "duration": return measure(value, units: ["ms", "s"])
        case "number":
            if case .number = value.value { return nil }
            return "expected a number"
        case "fontWeight":
            switch value.value {
            case .number(let weight) where (1...1000).contains(weight): return nil
            case .string(let name) where FontWeight(parsing: name) != nil: return nil
            default: return "expected a weight from 1 to 1000 or a name such as \"bold\""
            }
        case "fontFamily":
            switch value.value {
            case .string: return nil
            case .array(let names) where !names.isEmpty && names.allSatisfy({ if case .string = $0.value { true } else { false } }): return nil
            default: return "expected a family name or a list of them"
            }
        case "cubicBezier":
            guard case .array(let points) = value.value, points.count == 4,
                  points.allSatisfy({ if case .number = $0.value { true } else { false } })
            else { return "expected four numbers" }
            return nil
        case "typography":
            do {
                _ = try TypographyComposite(value)
                return nil
            } catch {
                return error.message
            }
        default:
            // strokeStyle, border, transition, shadow, gradient: carried through; Tintype reads none of them.
            return nil
        }
    }

    private static func measure(_ value: SourceNode, units: [String]) -> String? {
        guard case .object(let members) = value.value,
              case .number? = members.first(where: { $0.key == "value" })?.value.value,
              case .string(let unit)? = members.first(where: { $0.key == "unit" })?.value.value
        else { return "expected {\"value\": number, \"unit\": \(units.map { "\"\($0)\"" }.joined(separator: " | "))}" }
        return units.contains(unit) ? nil : "unit '\(unit)' is not one of \(units.joined(separator: ", "))"
    }

    private static func color(_ value: SourceNode) -> String? {
        do {
            _ = try ColorObject.parse(value)
            return nil
        } catch {
            return error.message
        }
    }
}
