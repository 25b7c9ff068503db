import TintypeColor
import TintypeCompiledTheme
import TintypeDocument
import TintypeTokens

/// The `Tokens` namespace of the generated Swift: each brand token the theme exports as a Swift
/// value. Colours are `TokenColor`s holding every mode (sRGB, or Display P3 where the token is P3),
/// so UIKit and SwiftUI resolve them by trait; lengths are points (1 px = 1 pt, 1 rem = 16 pt);
/// durations are seconds (a `TimeInterval`); an easing is its Bézier control points; shadows,
/// borders, gradients, transitions and typography are small structs. A token the same in every
/// mode is a `static let`, one that differs a function of the appearance and contrast. The types
/// are the shared file's (`SwiftSharedTokens`), under the theme's short names.
enum SwiftTokens {
    static func namespace(_ compiled: CompiledTheme) -> String {
        guard !compiled.tokens.isEmpty else { return "" }
        var swift = "\n"
        swift += "    /// The brand's design tokens (the theme's `tokens.export`), named from their paths.\n"
        swift += "    public enum Tokens {\n"
        for token in compiled.tokens {
            let name = SwiftFormat.identifier(SourceName.camel(token.path))
            swift += "        /// `\(token.path)` (\(token.type.rawValue)).\n" + token.descriptionLines("        ", "///")
            if token.type == .color || token.isConstant {
                swift += "        public static let \(name): \(typeName(token.value)) = \(colorAware(token))\n"
            } else {
                swift += "        public static func \(name)(_ appearance: Appearance = .light, _ contrast: Contrast = .normal) -> \(typeName(token.value)) {\n"
                swift += "            switch (appearance, contrast) {\n"
                for (mode, label) in SwiftFormat.modes.map({ ($0, "(.\($0.appearance.rawValue), .\($0.contrast.rawValue))") }) {
                    swift += "            case \(label): \(literal(token.value(in: BrandMode(mode.appearance, mode.contrast))))\n"
                }
                swift += "            }\n        }\n"
            }
        }
        return swift + "    }\n"
    }

    /// The token as the `TintypeTheme` protocol gives it, in the mode `appearance` and `contrast`
    /// name: `.color(Tokens.brandBlue)`, `.dimension(Tokens.space(appearance, contrast))`.
    static func protocolValue(_ token: BrandToken) -> String {
        let name = "Tokens." + SwiftFormat.identifier(SourceName.camel(token.path))
        let value = token.type == .color || token.isConstant ? name : name + "(appearance, contrast)"
        // The case is the DTCG type's name, but for the Bézier, which Swift calls an easing.
        return ".\(token.type == .cubicBezier ? "easing" : token.type.rawValue)(\(value))"
    }

    /// A colour token that differs by mode with its four values; any other token's one value.
    private static func colorAware(_ token: BrandToken) -> String {
        guard case .color = token.value, !token.isConstant else { return literal(token.value) }
        let values = SwiftFormat.modes.map { mode -> String in
            guard case .color(let color) = token.value(in: BrandMode(mode.appearance, mode.contrast)) else { return "" }
            return value(color)
        }
        return "TokenColor(\n            light: \(values[0]),\n            lightIncreased: \(values[1]),\n            dark: \(values[2]),\n"
            + "            darkIncreased: \(values[3]))"
    }

    private static func typeName(_ value: TokenValue) -> String {
        switch value {
        case .color: "TokenColor"
        case .dimension, .number, .fontWeight, .duration: "Double"
        case .fontFamily: "[String]"
        case .cubicBezier: "Easing"
        case .strokeStyle: "StrokeStyle"
        case .border: "Border"
        case .transition: "Transition"
        case .shadow: "[Shadow]"
        case .gradient: "[GradientStop]"
        case .typography: "TypographyToken"
        }
    }

    /// A Swift expression for one value.
    private static func literal(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): "TokenColor(\(self.value(color)))"
        case .dimension(let dimension): number(dimension.points(fontSize: 16))
        case .number(let number): self.number(number)
        case .fontWeight(let weight): number(weight)
        case .duration(let duration): number(duration.milliseconds / 1000)
        case .fontFamily(let families): "[" + families.map(SwiftFormat.quoted).joined(separator: ", ") + "]"
        case .cubicBezier(let curve): easing(curve)
        case .strokeStyle(let style): strokeStyle(style)
        case .border(let border):
            "Border(color: TokenColor(\(self.value(border.color))), width: \(number(border.width.points(fontSize: 16))), style: \(strokeStyle(border.style)))"
        case .transition(let transition):
            "Transition(duration: \(number(transition.duration.milliseconds / 1000)), delay: \(number(transition.delay.milliseconds / 1000)), "
                + "easing: \(easing(transition.timingFunction)))"
        case .shadow(let shadows):
            "[" + shadows.map { shadow in
                "Shadow(color: TokenColor(\(self.value(shadow.color))), offsetX: \(number(shadow.offsetX.points(fontSize: 16))), "
                    + "offsetY: \(number(shadow.offsetY.points(fontSize: 16))), blur: \(number(shadow.blur.points(fontSize: 16))), "
                    + "spread: \(number(shadow.spread.points(fontSize: 16))), inset: \(shadow.inset))"
            }.joined(separator: ", ") + "]"
        case .gradient(let stops):
            "[" + stops.map { "GradientStop(color: TokenColor(\(self.value($0.color))), position: \(number($0.position)))" }.joined(separator: ", ") + "]"
        case .typography(let typography):
            typographyLiteral(typography)
        }
    }


    /// `.init(space: .displayP3, red: …)`: a Display P3 token in its own space, any other in sRGB
    /// (gamut-mapped where it must be: Swift's colours are sRGB or Display P3).
    private static func value(_ color: ColorObject) -> String {
        let alpha = color.alpha ?? 1
        if color.colorSpace == "display-p3" {
            let c = color.components.map { $0 ?? 0 }
            return ".init(space: .displayP3, red: \(number(c[0])), green: \(number(c[1])), blue: \(number(c[2])), alpha: \(number(alpha)))"
        }
        let srgb = (try? color.parsed().color) ?? Color(red: 0, green: 0, blue: 0)
        return ".init(space: .sRGB, red: \(number(srgb.red)), green: \(number(srgb.green)), blue: \(number(srgb.blue)), alpha: \(number(alpha)))"
    }

    private static func easing(_ curve: CubicBezier) -> String {
        "Easing(x1: \(number(curve.points[0])), y1: \(number(curve.points[1])), x2: \(number(curve.points[2])), y2: \(number(curve.points[3])))"
    }

    private static func strokeStyle(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): ".keyword(\(SwiftFormat.quoted(keyword)))"
        case .dashes(let dashes, let lineCap): ".dashes([" + dashes.map { number($0.points(fontSize: 16)) }.joined(separator: ", ") + "], lineCap: \(SwiftFormat.quoted(lineCap)))"
        }
    }

    private static func typographyLiteral(_ typography: Typography) -> String {
        let families = typography.fontFamily.map(SwiftFormat.quoted).joined(separator: ", ")
        let size = number(typography.sizeInPoints), weight = number(typography.fontWeight)
        let spacing = number(typography.letterSpacingInPoints), height = number(typography.lineHeight)
        return "TypographyToken(fontFamily: [\(families)], fontSize: \(size), fontWeight: \(weight), letterSpacing: \(spacing), lineHeight: \(height))"
    }

    /// A Double literal to 1/1,000,000, with a point so it types as Double.
    private static func number(_ value: Double) -> String {
        let text = value.text(decimals: 6)
        return text.contains(".") ? text : text + ".0"
    }
}
