import TintypeColor
import TintypeTokens

/// A brand token as CSS custom properties: each type in the CSS a property of that kind takes
/// (`box-shadow`, `border`, `cubic-bezier()`, `linear-gradient()`, …), a typography token as one
/// property per member. Colours are sRGB hex; a colour sRGB cannot hold (its hex is gamut-mapped)
/// also has its wide form, in its own space, for the sheet's `@supports` block.
enum CSSTokenValue {
    /// The token's custom properties as lines of a rule, each `start` (indent and prefix), the
    /// name's words and the value; with `wide`, colours in their own space, else in sRGB.
    static func write(_ value: TokenValue, named words: [String], wide: Bool, after start: String, into css: inout String) {
        func line(_ suffix: String, _ text: String) {
            css += start
            for (index, word) in words.enumerated() {
                if index > 0 { css += "-" }
                css += word
            }
            css += suffix
            css += ": "
            css += text
            css += ";\n"
        }
        guard case .typography(let typography) = value else { return line("", text(value, wide: wide)) }
        line("-font-family", CSSFormat.fontFamily(typography.fontFamily))
        line("-font-size", length(typography.fontSize))
        line("-font-weight", typography.fontWeight.plainText)
        line("-letter-spacing", length(typography.letterSpacing))
        line("-line-height", typography.lineHeight.plainText)
    }

    /// Whether a token holds, in any mode, a colour that sRGB cannot: it has a wide form.
    static func isWide(_ token: BrandToken) -> Bool {
        ([token.value] + token.modes.map(\.value)).contains { value in colors(value).contains { (try? $0.parsed().gamutMapped) == true } }
    }

    private static func colors(_ value: TokenValue) -> [ColorObject] {
        switch value {
        case .color(let color): [color]
        case .border(let border): [border.color]
        case .shadow(let shadows): shadows.map(\.color)
        case .gradient(let stops): stops.map(\.color)
        default: []
        }
    }

    static func text(_ value: TokenValue, wide: Bool) -> String {
        switch value {
        case .color(let color): self.color(color, wide: wide)
        case .dimension(let dimension): length(dimension)
        case .fontFamily(let families): CSSFormat.fontFamily(families)
        case .fontWeight(let weight): weight.plainText
        case .duration(let duration): duration.value.plainText + duration.unit
        case .cubicBezier(let curve): bezier(curve)
        case .number(let number): number.plainText
        case .strokeStyle(let style): strokeStyle(style)
        case .border(let border): "\(length(border.width)) \(strokeStyle(border.style)) \(color(border.color, wide: wide))"
        case .transition(let transition):
            "\(transition.duration.value.plainText)\(transition.duration.unit) \(bezier(transition.timingFunction)) "
                + "\(transition.delay.value.plainText)\(transition.delay.unit)"
        case .shadow(let shadows):
            shadows.map { shadow in
                (shadow.inset ? "inset " : "") + [shadow.offsetX, shadow.offsetY, shadow.blur, shadow.spread].map(length).joined(separator: " ")
                    + " " + color(shadow.color, wide: wide)
            }.joined(separator: ", ")
        case .gradient(let stops):
            "linear-gradient(" + stops.map { "\(color($0.color, wide: wide)) \(($0.position * 100).text(decimals: 4))%" }.joined(separator: ", ") + ")"
        case .typography: ""
        }
    }

    private static func length(_ dimension: Dimension) -> String { dimension.value == 0 ? "0" : dimension.value.plainText + dimension.unit }

    private static func bezier(_ curve: CubicBezier) -> String {
        "cubic-bezier(" + curve.points.map(\.plainText).joined(separator: ", ") + ")"
    }

    /// A keyword as CSS's `border-style` has it; a dash pattern, which no CSS style draws, as
    /// `dashed` with a comment saying so.
    private static func strokeStyle(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): keyword
        case .dashes(let dashes, _): "dashed /* dash array \(dashes.map(length).joined(separator: " ")) has no CSS border style */"
        }
    }

    /// sRGB hex (gamut-mapped where it must be), or the colour in its own space in CSS Color 4.
    private static func color(_ color: ColorObject, wide: Bool) -> String {
        guard let parsed = try? color.parsed() else { return "transparent" }
        guard wide, parsed.gamutMapped else { return parsed.color.hex }
        let components = color.components.map { $0.map(\.plainText) ?? "none" }
        let alpha = color.alpha.map { $0 < 1 ? " / \($0.plainText)" : "" } ?? ""
        switch color.colorSpace {
        case "lab", "lch", "oklab", "oklch", "hsl", "hwb":
            return "\(color.colorSpace)(\(components.joined(separator: " "))\(alpha))"
        default:
            return "color(\(color.colorSpace) \(components.joined(separator: " "))\(alpha))"
        }
    }
}
