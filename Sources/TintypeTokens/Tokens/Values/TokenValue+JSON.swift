import TintypeDocument
import TintypeColor

/// A typed value back in DTCG 2025.10's form, with no alias and nothing of a dialect left: what the
/// compiled theme stores for each brand token, and reads back with `TokenValue(_:type:rules:)`.
extension TokenValue {
    package var dtcgJSON: JSONValue {
        switch self {
        case .color(let color): color.dtcgJSON
        case .dimension(let dimension): dimension.dtcgJSON
        case .fontFamily(let families): families.count == 1 ? .string(families[0]) : .array(families.map { .string($0) })
        case .fontWeight(let weight): .number(weight)
        case .duration(let duration): duration.dtcgJSON
        case .cubicBezier(let curve): .array(curve.points.map { .number($0) })
        case .number(let number): .number(number)
        case .strokeStyle(let style): style.dtcgJSON
        case .border(let border):
            .members([("color", border.color.dtcgJSON), ("style", border.style.dtcgJSON), ("width", border.width.dtcgJSON)])
        case .transition(let transition):
            .members([("delay", transition.delay.dtcgJSON), ("duration", transition.duration.dtcgJSON),
                      ("timingFunction", .array(transition.timingFunction.points.map { .number($0) }))])
        case .shadow(let shadows):
            .array(shadows.map { shadow in
                .members([("blur", shadow.blur.dtcgJSON), ("color", shadow.color.dtcgJSON), ("inset", .bool(shadow.inset)),
                          ("offsetX", shadow.offsetX.dtcgJSON), ("offsetY", shadow.offsetY.dtcgJSON), ("spread", shadow.spread.dtcgJSON)])
            })
        case .gradient(let stops):
            .array(stops.map { .members([("color", $0.color.dtcgJSON), ("position", .number($0.position))]) })
        case .typography(let typography):
            .members([("fontFamily", TokenValue.fontFamily(typography.fontFamily).dtcgJSON), ("fontSize", typography.fontSize.dtcgJSON),
                      ("fontWeight", .number(typography.fontWeight)), ("letterSpacing", typography.letterSpacing.dtcgJSON),
                      ("lineHeight", .number(typography.lineHeight))])
        }
    }
}

extension ColorObject {
    /// `{"alpha"?, "colorSpace", "components"}`: `none` components as the keyword, alpha only when given.
    package var dtcgJSON: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let alpha { members.append(("alpha", .number(alpha))) }
        members.append(("colorSpace", .string(colorSpace)))
        members.append(("components", .array(components.map { $0.map(JSONValue.number) ?? .string("none") })))
        return .members(members)
    }
}

extension Dimension {
    var dtcgJSON: JSONValue { .members([("unit", .string(unit)), ("value", .number(value))]) }
}

extension TokenDuration {
    var dtcgJSON: JSONValue { .members([("unit", .string(unit)), ("value", .number(value))]) }
}

extension StrokeStyle {
    var dtcgJSON: JSONValue {
        switch self {
        case .keyword(let keyword): .string(keyword)
        case .dashes(let dashes, let lineCap): .members([("dashArray", .array(dashes.map(\.dtcgJSON))), ("lineCap", .string(lineCap))])
        }
    }
}
