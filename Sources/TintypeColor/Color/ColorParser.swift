/// Reads colours from CSS syntax and DTCG colour objects into sRGB, gamut-mapping (and saying so)
/// whatever lies outside sRGB.
///
/// CSS: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`, `hsl()`/`hsla()`,
/// `color(display-p3 | srgb | srgb-linear | a98-rgb | prophoto-rgb | rec2020 | xyz-d65 | xyz-d50 …)`,
/// `oklch()`, `oklab()`, and the names `black`, `white`, `transparent`. DTCG 2025.10:
/// `{colorSpace, components, alpha}` in any of its fourteen spaces (`DTCGColorSpace`).
public enum ColorParser {
    /// A parsed colour, and whether it had to be brought into sRGB.
    public struct Parsed: Equatable, Sendable {
        public var color: Color
        /// True when the source lay outside sRGB and was gamut-mapped (never silently clipped).
        public var gamutMapped: Bool
    }

    /// Why a text is not a colour; the message says what would be.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The DTCG colour spaces Tintype reads.
    public static let dtcgColorSpaces = DTCGColorSpace.names

    /// Parses CSS colour syntax.
    public static func parse(_ text: String) throws(ParseError) -> Parsed {
        let source = text.trimmedOfWhitespace.lowercased()
        switch source {
        case "black": return Parsed(color: .black, gamutMapped: false)
        case "white": return Parsed(color: .white, gamutMapped: false)
        case "transparent": return Parsed(color: Color(red: 0, green: 0, blue: 0, alpha: 0), gamutMapped: false)
        default: break
        }
        if source.hasPrefix("#") { return Parsed(color: try hex(source, original: text), gamutMapped: false) }
        guard let open = source.firstIndex(of: "("), source.hasSuffix(")") else {
            throw ParseError(description: "'\(text)' is not a colour; write #rrggbb, rgb(), hsl(), oklch() or color(display-p3 …)")
        }
        let name = source[..<open].trimmedOfWhitespace
        let inner = source[source.index(after: open)..<source.index(before: source.endIndex)]
        let (arguments, alphaText) = try split(inner, allowingFourthAsAlpha: name != "color", original: text)
        var alpha = 1.0
        if let alphaText { alpha = try number(alphaText, percentOf: 1, original: text) }
        guard (0...1).contains(alpha) else { throw ParseError(description: "'\(text)': alpha \(alpha.plainText) is outside 0…1") }
        switch name {
        case "rgb", "rgba":
            // Out-of-range channels are clamped when parsed (CSS Color 4, §5.1), not gamut-mapped.
            let channels = try numbers(try expect(3, arguments, text), percentOf: 255, original: text).map { min(max($0, 0), 255) }
            return try finish(Color(red: channels[0] / 255, green: channels[1] / 255, blue: channels[2] / 255, alpha: alpha), original: text)
        case "hsl", "hsla":
            let values = try expect(3, arguments, text)
            let hue = try angle(values[0], original: text)
            // A negative saturation is clamped to 0 % when parsed (CSS Color 4, §7.1).
            let saturation = max(try number(values[1], percentOf: 100, original: text), 0) / 100
            let lightness = try number(values[2], percentOf: 100, original: text) / 100
            return try finish(ColorSpaces.srgb(fromHSL: hue, saturation, lightness, alpha: alpha), original: text)
        case "oklch":
            let values = try expect(3, arguments, text)
            return try finish(ColorSpaces.srgb(
                fromOKLCh: try number(values[0], percentOf: 1, original: text),
                try number(values[1], percentOf: 0.4, original: text), try angle(values[2], original: text), alpha: alpha), original: text)
        case "oklab":
            let values = try expect(3, arguments, text)
            return try finish(ColorSpaces.srgb(
                fromOKLab: try number(values[0], percentOf: 1, original: text),
                try number(values[1], percentOf: 0.4, original: text), try number(values[2], percentOf: 0.4, original: text),
                alpha: alpha), original: text)
        case "color":
            guard let space = arguments.first else {
                throw ParseError(description: "'\(text)': color() needs a colour space, e.g. color(display-p3 1 0 0)")
            }
            let values = try numbers(try expect(3, Array(arguments.dropFirst()), text), percentOf: 1, original: text)
            return try colorFunction(space, values, alpha: alpha, original: text)
        default:
            throw ParseError(description: "'\(text)': unknown colour function '\(name)'; use rgb, hsl, oklch, oklab or color")
        }
    }

    /// Parses a DTCG 2025.10 colour object's parts. `components` may hold nil for the keyword `none`
    /// (read as 0, as the spec says for conversion).
    public static func parse(
        colorSpace: String, components: [Double?], alpha: Double?
    ) throws(ParseError) -> Parsed {
        guard components.count == 3 else {
            throw ParseError(description: "a \(colorSpace) colour has 3 components, not \(components.count)")
        }
        let alpha = alpha ?? 1
        guard (0...1).contains(alpha) else { throw ParseError(description: "alpha \(alpha.plainText) is outside 0…1") }
        guard let space = DTCGColorSpace(rawValue: colorSpace) else {
            throw ParseError(description: "colour space '\(colorSpace)' is not a DTCG colour space; use one of "
                + dtcgColorSpaces.joined(separator: ", "))
        }
        return try finish(space.srgb(components.map { $0 ?? 0 }, alpha: alpha))
    }

    // MARK: - Pieces

    /// The colour clipped, or gamut-mapped when it lies outside sRGB. Components so far out of range
    /// that the conversion overflows (infinity, then NaN) are refused rather than passed on.
    private static func finish(_ color: Color, original: String? = nil) throws(ParseError) -> Parsed {
        let parsed = color.isInGamut ? Parsed(color: ColorSpaces.clip(color), gamutMapped: false)
            : Parsed(color: ColorSpaces.gamutMap(color), gamutMapped: true)
        let channels = [color.red, color.green, color.blue, parsed.color.red, parsed.color.green, parsed.color.blue]
        guard channels.allSatisfy(\.isFinite) else {
            throw ParseError(description: (original.map { "'\($0)': " } ?? "") + "a component is so far out of range that the colour "
                + "cannot be converted; use values in the colour space's own range")
        }
        return parsed
    }

    /// `color(SPACE r g b)`: the RGB and XYZ spaces of CSS Color 4 (`xyz` is `xyz-d65`).
    private static func colorFunction(_ space: String, _ v: [Double], alpha: Double, original: String) throws(ParseError) -> Parsed {
        let rgbSpaces: [DTCGColorSpace] = [.srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50]
        guard let named = DTCGColorSpace(rawValue: space == "xyz" ? "xyz-d65" : space), rgbSpaces.contains(named) else {
            throw ParseError(description: "'\(original)': colour space '\(space)' is not one color() takes; use "
                + rgbSpaces.map(\.rawValue).joined(separator: ", "))
        }
        return try finish(named.srgb(v, alpha: alpha), original: original)
    }

    private static func hex(_ source: String, original: String) throws(ParseError) -> Color {
        let digits = Array(source.utf8.dropFirst())
        var values: [Int] = []
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(Int(digit - UInt8(ascii: "0")))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): values.append(Int(digit - UInt8(ascii: "a")) + 10)
            default: throw ParseError(description: "'\(original)' has a character that is not a hex digit")
            }
        }
        switch values.count {
        case 3, 4:
            let channel = values.map { $0 * 17 }
            return Color(red8: channel[0], green8: channel[1], blue8: channel[2], alpha: values.count == 4 ? Double(channel[3]) / 255 : 1)
        case 6, 8:
            let channel = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
            return Color(red8: channel[0], green8: channel[1], blue8: channel[2], alpha: values.count == 8 ? Double(channel[3]) / 255 : 1)
        default:
            throw ParseError(description: "'\(original)': a hex colour has 3, 4, 6 or 8 digits, not \(values.count)")
        }
    }

    /// Splits function arguments (commas or spaces) and an alpha after `/` (or a fourth argument).
    private static func split(
        _ inner: Substring, allowingFourthAsAlpha: Bool, original: String
    ) throws(ParseError) -> ([String], String?) {
        let parts = inner.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { throw ParseError(description: "'\(original)' has more than one '/'") }
        var arguments = parts[0].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
        var alpha = parts.count == 2 ? parts[1].trimmedOfWhitespace : nil
        if alpha == nil, allowingFourthAsAlpha, arguments.count == 4 {
            alpha = arguments.removeLast()
        }
        return (arguments, alpha)
    }

    private static func expect(_ count: Int, _ values: [String], _ original: String) throws(ParseError) -> [String] {
        guard values.count == count else {
            throw ParseError(description: "'\(original)' needs \(count) values, not \(values.count)")
        }
        return values
    }

    /// A number, or a percentage of `percentOf`; `none` is 0.
    private static func number(_ text: String, percentOf scale: Double, original: String) throws(ParseError) -> Double {
        if text == "none" { return 0 }
        let isPercent = text.hasSuffix("%")
        guard let value = Double(isPercent ? String(text.dropLast()) : text), value.isFinite else {
            throw ParseError(description: "'\(original)': '\(text)' is not a number")
        }
        return isPercent ? value / 100 * scale : value
    }

    private static func numbers(_ texts: [String], percentOf scale: Double, original: String) throws(ParseError) -> [Double] {
        var values: [Double] = []
        for text in texts { values.append(try number(text, percentOf: scale, original: original)) }
        return values
    }

    /// An angle in degrees (`deg`, `turn`, `rad` accepted).
    private static func angle(_ text: String, original: String) throws(ParseError) -> Double {
        if text.hasSuffix("deg") { return try number(String(text.dropLast(3)), percentOf: 1, original: original) }
        if text.hasSuffix("turn") { return try number(String(text.dropLast(4)), percentOf: 1, original: original) * 360 }
        if text.hasSuffix("rad") { return try number(String(text.dropLast(3)), percentOf: 1, original: original) * 180 / Double.pi }
        return try number(text, percentOf: 1, original: original)
    }
}
