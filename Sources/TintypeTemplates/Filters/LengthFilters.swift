import TintypeDocument

/// Lengths (a dimension, or a number of points) in each platform's unit, and durations and
/// easings as CSS writes them; numbers to a given precision.
enum LengthFilters {
    static let all: [TemplateFilter] = [
        TemplateFilter("px", "16px: a length in CSS pixels (1 pt = 1 px)") { value, _ in .string(try TemplateFilters.points(value, "px").plainText + "px") },
        TemplateFilter("pt", "16pt: a length in points") { value, _ in .string(try TemplateFilters.points(value, "pt").plainText + "pt") },
        TemplateFilter("rem", "1rem: a length over the root font size (16 unless given)", usage: "rem or rem:16", arguments: 0...1) { value, arguments in
            var base = 16.0
            if let argument = arguments.first {
                guard case .number(let number) = argument, number > 0 else { throw TemplateFilterError("the root size is a number of pixels above 0") }
                base = number
            }
            return .string((try TemplateFilters.points(value, "rem") / base).plainText + "rem")
        },
        TemplateFilter("dp", "16dp: a length in Android's density-independent pixels (1 pt = 1 dp)") { value, _ in
            .string(try TemplateFilters.points(value, "dp").plainText + "dp")
        },
        TemplateFilter("sp", "16sp: a text size in Android's scaled pixels") { value, _ in .string(try TemplateFilters.points(value, "sp").plainText + "sp") },
        TemplateFilter("ms", "150ms: a duration in milliseconds") { value, _ in .string(try milliseconds(value).plainText + "ms") },
        TemplateFilter("seconds", "0.15s: a duration in seconds") { value, _ in .string((try milliseconds(value) / 1000).plainText + "s") },
        TemplateFilter("bezier", "cubic-bezier(x1, y1, x2, y2), as CSS writes an easing") { value, _ in
            guard case .object(let object) = value, object.kind == "cubicBezier" else { throw TemplateFilterError("takes a cubicBezier, not \(value.kind)") }
            let points = object.keys.compactMap { key -> String? in if case .number(let n)? = object[key] { n.plainText } else { nil } }
            return .string("cubic-bezier(\(points.joined(separator: ", ")))")
        },
        TemplateFilter("round", "a number to a given count of decimals (0 unless given)", usage: "round or round:2", arguments: 0...1) { value, arguments in
            guard case .number(let number) = value else { throw TemplateFilterError("takes a number, not \(value.kind)") }
            var digits = 0.0
            if let argument = arguments.first {
                guard case .number(let count) = argument, count >= 0, count <= 10, count == count.rounded() else {
                    throw TemplateFilterError("the count of decimals is a whole number from 0 to 10")
                }
                digits = count
            }
            var scale = 1.0
            for _ in 0..<Int(digits) { scale *= 10 }
            return .number((number * scale).rounded() / scale)
        },
    ]

    private static func milliseconds(_ value: TemplateValue) throws(TemplateFilterError) -> Double {
        switch value {
        case .number(let number): return number
        case .object(let object) where object.kind == "duration":
            if case .number(let milliseconds)? = object["milliseconds"] { return milliseconds }
            throw TemplateFilterError("this duration has no milliseconds")
        default: throw TemplateFilterError("takes a duration, not \(value.kind)")
        }
    }
}
