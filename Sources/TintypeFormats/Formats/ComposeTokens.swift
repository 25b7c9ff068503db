import TintypeDocument
import TintypeColor
import TintypeTypography
import TintypeTokens
import TintypeCompiledTheme

/// The brand tokens in Kotlin for Compose: `NameTokenValues`, a data class of every colour token
/// and every token that differs by mode, with one instance per appearance and contrast
/// (`NameLightTokenValues`, `NameDarkTokenValues`, and the two at high contrast); and `object
/// NameTokens` with the tokens the same in every mode. Colours are `Color` (Display P3 in its own
/// colour space), lengths `Dp` (1 px = 1 dp, 1 rem = 16 dp) and those that size text `TextUnit` in
/// `sp` (they follow the user's font scale, as the text styles do), numbers `Float`, durations `Int`
/// milliseconds (as `tween` takes them), easings `CubicBezierEasing`, weights `FontWeight`, gradients
/// colour stops for `Brush`, and shadows, borders, transitions and typography small data classes.
enum ComposeTokens {
    /// The imports the tokens need beyond the text styles' and tints'.
    static func imports(_ compiled: CompiledTheme) -> [String] {
        guard !compiled.tokens.isEmpty else { return [] }
        return ["androidx.compose.animation.core.CubicBezierEasing", "androidx.compose.ui.graphics.colorspace.ColorSpaces",
                "androidx.compose.ui.unit.Dp", "androidx.compose.ui.unit.dp"]
            + (compiled.tokens.contains(where: \.sizesText) ? ["androidx.compose.ui.unit.TextUnit"] : [])
    }

    /// Whether a token is in the per-mode values (`NameLightTokenValues` …): a colour, or a token that differs by mode.
    static func isModeValue(_ token: BrandToken) -> Bool { token.type == .color || !token.isConstant }

    /// Whether the tokens have per-mode values at all.
    static func hasModeValues(_ compiled: CompiledTheme) -> Bool { compiled.tokens.contains(where: isModeValue) }

    static func kotlin(_ compiled: CompiledTheme, _ theme: String) -> String {
        guard !compiled.tokens.isEmpty else { return "" }
        let varying = compiled.tokens.filter(isModeValue)
        let constant = compiled.tokens.filter { !isModeValue($0) }
        var kotlin = types(theme)
        if !varying.isEmpty {
            kotlin += "\n/** The theme's colour tokens and the tokens that differ by mode, in one appearance and contrast. */\n"
            kotlin += "data class \(theme)TokenValues(\n"
            kotlin += varying.map { kdoc($0) + "    val \(name($0)): \(typeName($0, theme))" }.joined(separator: ",\n") + "\n)\n"
            for scheme in ComposeFormat.schemes {
                kotlin += "\nval \(theme)\(scheme.name)TokenValues = \(theme)TokenValues(\n"
                kotlin += varying.map { "    \(name($0)) = \(literal($0, in: BrandMode(scheme.appearance, scheme.contrast), theme))" }
                    .joined(separator: ",\n") + "\n)\n"
            }
        }
        if !constant.isEmpty {
            kotlin += "\n/** The theme's tokens that are the same in every mode. */\nobject \(theme)Tokens {\n"
            for token in constant { kotlin += kdoc(token) + "    val \(name(token)): \(typeName(token, theme)) = \(literal(token, in: .base, theme))\n" }
            kotlin += "}\n"
        }
        return kotlin
    }

    /// The token's `$description` as KDoc on the line before its property.
    private static func kdoc(_ token: BrandToken) -> String {
        token.descriptionInComment(closing: "*", "/").map { "    /** \($0) */\n" } ?? ""
    }

    /// The token's property name in `NameTokenValues` or `NameTokens`.
    static func name(_ token: BrandToken) -> String {
        let name = SourceName.camel(token.path)
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// A token's Kotlin type: a text size's is `TextUnit`.
    private static func typeName(_ token: BrandToken, _ theme: String) -> String {
        token.sizesText ? "TextUnit" : typeName(token.value, theme)
    }

    /// A token's value in `mode`: a text size in `sp`.
    private static func literal(_ token: BrandToken, in mode: BrandMode, _ theme: String) -> String {
        let value = token.value(in: mode)
        if token.sizesText, case .dimension(let dimension) = value { return "\(ComposeFormat.number(dimension.points(fontSize: 16))).sp" }
        return literal(value, theme)
    }

    private static func typeName(_ value: TokenValue, _ theme: String) -> String {
        switch value {
        case .color: "Color"
        case .dimension: "Dp"
        case .number: "Float"
        case .duration: "Int"
        case .fontWeight: "FontWeight"
        case .fontFamily: "List<String>"
        case .cubicBezier: "CubicBezierEasing"
        case .strokeStyle: "String"
        case .border: "\(theme)Border"
        case .transition: "\(theme)Transition"
        case .shadow: "List<\(theme)Shadow>"
        case .gradient: "List<Pair<Float, Color>>"
        case .typography: "TextStyle"
        }
    }

    private static func literal(_ value: TokenValue, _ theme: String) -> String {
        switch value {
        case .color(let color): self.color(color)
        case .dimension(let dimension): dp(dimension)
        case .number(let number): float(number)
        case .duration(let duration): String(Int(duration.milliseconds.rounded()))
        case .fontWeight(let weight): ComposeFormat.fontWeight(FontWeight(value: Int(weight.rounded())))
        case .fontFamily(let families): "listOf(" + families.map(string).joined(separator: ", ") + ")"
        case .cubicBezier(let curve): easing(curve)
        case .strokeStyle(let style): string(style.keywordOrDashed)
        case .border(let border):
            "\(theme)Border(color = \(color(border.color)), width = \(dp(border.width)), style = \(string(border.style.keywordOrDashed)))"
        case .transition(let transition):
            "\(theme)Transition(durationMillis = \(Int(transition.duration.milliseconds.rounded())), "
                + "delayMillis = \(Int(transition.delay.milliseconds.rounded())), easing = \(easing(transition.timingFunction)))"
        case .shadow(let shadows):
            "listOf(" + shadows.map { shadow in
                "\(theme)Shadow(color = \(color(shadow.color)), offsetX = \(dp(shadow.offsetX)), offsetY = \(dp(shadow.offsetY)), "
                    + "blur = \(dp(shadow.blur)), spread = \(dp(shadow.spread)), inset = \(shadow.inset))"
            }.joined(separator: ", ") + ")"
        case .gradient(let stops):
            "listOf(" + stops.map { "\(float($0.position)) to \(color($0.color))" }.joined(separator: ", ") + ")"
        case .typography(let typography):
            // The families in a comment: a FontFamily is the app's resource, passed as the text styles' are.
            textStyle(typography)
        }
    }


    private static func textStyle(_ typography: Typography) -> String {
        let families = typography.fontFamily.joined(separator: ", ").replacingOccurrences(of: "*/", with: "* /")
        let size = ComposeFormat.number(typography.sizeInPoints), spacing = ComposeFormat.number(typography.letterSpacingInPoints)
        let weight = ComposeFormat.fontWeight(FontWeight(value: Int(typography.fontWeight.rounded())))
        let height = ComposeFormat.number(typography.sizeInPoints * typography.lineHeight)
        return "/* \(families) */ TextStyle(fontSize = \(size).sp, fontWeight = \(weight), letterSpacing = \(spacing).sp, lineHeight = \(height).sp)"
    }

    private static func dp(_ dimension: Dimension) -> String { "\(ComposeFormat.number(dimension.points(fontSize: 16))).dp" }

    /// A Kotlin Float literal, a negative one in parentheses.
    private static func float(_ value: Double) -> String {
        var text = value.text(decimals: 6)
        if !text.contains(".") { text += ".0" }
        return value < 0 ? "(\(text)f)" : text + "f"
    }

    private static func string(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "$", with: "\\$") + "\""
    }

    private static func easing(_ curve: CubicBezier) -> String {
        "CubicBezierEasing(" + curve.points.map(float).joined(separator: ", ") + ")"
    }


    /// sRGB as `Color(0xAARRGGBB)`; Display P3 in its own colour space; any other wide colour
    /// gamut-mapped to sRGB.
    private static func color(_ color: ColorObject) -> String {
        if color.colorSpace == "display-p3" {
            let c = color.components.map { $0 ?? 0 }
            return "Color(\(float(c[0])), \(float(c[1])), \(float(c[2])), \(float(color.alpha ?? 1)), ColorSpaces.DisplayP3)"
        }
        return ComposeFormat.colorLiteral((try? color.parsed().color) ?? Color(red: 0, green: 0, blue: 0, alpha: 0))
    }

    /// The composite types, named after the theme.
    private static func types(_ theme: String) -> String {
        """

        /** A shadow token: its colour and lengths in dp; draw it with `Modifier.shadow` or a `drawBehind`. */
        data class \(theme)Shadow(val color: Color, val offsetX: Dp, val offsetY: Dp, val blur: Dp, val spread: Dp, val inset: Boolean)

        /** A border token: its colour, width and style (`solid`, `dashed`, `dotted`, …). */
        data class \(theme)Border(val color: Color, val width: Dp, val style: String)

        /** A transition token, as `tween(durationMillis, delayMillis, easing)` takes it. */
        data class \(theme)Transition(val durationMillis: Int, val delayMillis: Int, val easing: CubicBezierEasing)

        """
    }
}
