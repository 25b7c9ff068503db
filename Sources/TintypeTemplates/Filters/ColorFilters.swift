import TintypeDocument

/// A colour (a context colour object) as each platform writes it.
enum ColorFilters {
    static let all: [TemplateFilter] = [
        TemplateFilter("hex", "#rrggbb, or #rrggbbaa below full opacity") { value, _ in .string(try channels(value).hex) },
        TemplateFilter("rgba", "rgba(r, g, b, a) with 0–255 channels, as CSS writes it") { value, _ in
            let c = try channels(value)
            return .string("rgba(\(c.bytes[0]), \(c.bytes[1]), \(c.bytes[2]), \(c.alpha.plainText))")
        },
        TemplateFilter("p3", "color(display-p3 r g b / a), CSS's Display P3 colour") { value, _ in
            let c = try channels(value)
            return .string("color(display-p3 \(c.p3.map(\.plainText).joined(separator: " "))" + (c.alpha < 1 ? " / \(c.alpha.plainText))" : ")"))
        },
        TemplateFilter("argb", "#AARRGGBB, as Android's resources write it") { value, _ in .string("#" + (try channels(value).argb)) },
        TemplateFilter("compose", "Color(0xAARRGGBB), a Jetpack Compose colour") { value, _ in .string("Color(0x\(try channels(value).argb))") },
        TemplateFilter("uicolor", "UIColor(red:green:blue:alpha:) with 0–1 components") { value, _ in
            let c = try channels(value)
            return .string("UIColor(red: \(c.red.plainText), green: \(c.green.plainText), blue: \(c.blue.plainText), alpha: \(c.alpha.plainText))")
        },
    ]

    /// A colour object's channels.
    struct Channels {
        var red: Double, green: Double, blue: Double, alpha: Double
        var hex: String
        var p3: [Double]
        var bytes: [Int] { [red, green, blue].map { Int(($0 * 255).rounded()) } }
        var argb: String {
            ([Int((alpha * 255).rounded())] + bytes).map { hexByte(min(max($0, 0), 255)) }.joined()
        }
    }

    static func channels(_ value: TemplateValue) throws(TemplateFilterError) -> Channels {
        guard case .object(let object) = value, object.kind == "color",
              case .number(let red)? = object["red"], case .number(let green)? = object["green"], case .number(let blue)? = object["blue"],
              case .number(let alpha)? = object["alpha"], case .string(let hex)? = object["hex"], case .list(let p3)? = object["p3"] else {
            throw TemplateFilterError("takes a colour, not \(value.kind)")
        }
        return Channels(red: red, green: green, blue: blue, alpha: alpha, hex: hex,
                        p3: p3.map { if case .number(let number) = $0 { number } else { 0 } })
    }

    private static func hexByte(_ value: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[value / 16], digits[value % 16]])
    }
}
