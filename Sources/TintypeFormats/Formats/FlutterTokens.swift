import TintypeDocument
import TintypeColor
import TintypeTypography
import TintypeTokens
import TintypeCompiledTheme

/// The brand tokens in Dart: `class NameTokens extends ThemeExtension<NameTokens>` with one field
/// per token and a constant instance per mode (`light`, `dark`, `lightHighContrast`,
/// `darkHighContrast`) for `ThemeData.extensions`, with `copyWith` and `lerp` as Flutter's theme
/// animation needs. Colours are `Color` (Display P3 through `Color.from(colorSpace:)`), lengths and
/// numbers `double` (1 px = 1 logical pixel, 1 rem = 16), durations `Duration`, easings `Cubic`,
/// weights `FontWeight`, shadows `List<BoxShadow>`, gradients `LinearGradient`, borders
/// `BorderSide`, typography `TextStyle`, families `List<String>`, transitions a small class.
/// What Flutter's types cannot hold (an inset shadow, a dashed border) is said on the field.
enum FlutterTokens {
    static func dart(_ compiled: CompiledTheme, _ theme: String) -> String {
        guard !compiled.tokens.isEmpty else { return "" }
        let fields = compiled.tokens.map { (token: $0, name: FlutterFormat.member(SourceName.camel($0.path))) }
        let type = "\(theme)Tokens"
        var dart = "\n/// A transition token: as `AnimationController` and `CurvedAnimation` take it.\n"
        dart += "class \(theme)Transition {\n  const \(theme)Transition({required this.duration, required this.delay, required this.curve});\n\n"
        dart += "  final Duration duration;\n  final Duration delay;\n  final Cubic curve;\n}\n"
        dart += "\n/// The theme's brand tokens in one appearance and contrast: add `\(type).light` and `\(type).dark` (or their\n"
        dart += "/// high-contrast forms) to `ThemeData.extensions`, and read them with `Theme.of(context).extension<\(type)>()`.\n"
        dart += "class \(type) extends ThemeExtension<\(type)> {\n"
        dart += "  const \(type)({\n" + fields.map { "    required this.\($0.name)," }.joined(separator: "\n") + "\n  });\n\n"
        for (token, name) in fields {
            dart += "  /// `\(token.path)` (\(token.type.rawValue))\(caveat(token)).\n" + token.descriptionLines("  ", "///")
            dart += "  final \(dartType(token.value, theme, name).type) \(name);\n"
        }
        for scheme in FlutterFormat.schemes {
            let mode = BrandMode(scheme.appearance, scheme.contrast)
            dart += "\n  /// The tokens in \(scheme.appearance.rawValue) appearance, \(scheme.contrast.rawValue) contrast.\n"
            dart += "  static const \(type) \(scheme.name) = \(type)(\n"
            dart += fields.map { "    \($0.name): \(literal($0.token.value(in: mode), theme))," }.joined(separator: "\n") + "\n  );\n"
        }
        dart += "\n  /// The tokens for a brightness and contrast (MediaQuery.highContrastOf).\n"
        dart += "  static \(type) of(Brightness brightness, {bool highContrast = false}) {\n"
        dart += "    if (brightness == Brightness.dark) {\n      return highContrast ? darkHighContrast : dark;\n    }\n"
        dart += "    return highContrast ? lightHighContrast : light;\n  }\n"
        dart += "\n  @override\n  \(type) copyWith({\n" + fields.map { "    \(dartType($0.token.value, theme, $0.name).type)? \($0.name)," }.joined(separator: "\n")
        dart += "\n  }) {\n    return \(type)(\n" + fields.map { "      \($0.name): \($0.name) ?? this.\($0.name)," }.joined(separator: "\n") + "\n    );\n  }\n"
        dart += "\n  @override\n  \(type) lerp(covariant ThemeExtension<\(type)>? other, double t) {\n"
        dart += "    if (other is! \(type)) {\n      return this;\n    }\n    return \(type)(\n"
        dart += fields.map { "      \($0.name): \(dartType($0.token.value, theme, $0.name).lerp)," }.joined(separator: "\n") + "\n    );\n  }\n}\n"
        return dart
    }

    /// What the field cannot hold, said where a reader of the code looks.
    private static func caveat(_ token: BrandToken) -> String {
        let values = BrandMode.all.map { token.value(in: $0) }
        if values.contains(where: { if case .shadow(let shadows) = $0 { shadows.contains(where: \.inset) } else { false } }) {
            return "; BoxShadow has no inset: its inset shadows are left out"
        }
        if values.contains(where: { if case .border(let border) = $0 { border.style != .keyword("solid") } else { false } }) {
            return "; BorderSide draws solid lines only: the token's style is not drawn"
        }
        let weights = values.compactMap { value -> Double? in
            switch value {
            case .fontWeight(let weight): weight
            case .typography(let typography): typography.fontWeight
            default: nil
            }
        }
        if weights.contains(where: { $0.truncatingRemainder(dividingBy: 100) != 0 }) {
            return "; Flutter's weights are w100 to w900: the token's weight is rounded to the nearest"
        }
        return ""
    }

    /// A value's Dart type, and how two instances' values are interpolated: Flutter's own `lerp`
    /// where the type has one, a switch halfway for the rest.
    private static func dartType(_ value: TokenValue, _ theme: String, _ name: String) -> (type: String, lerp: String) {
        let halfway = "t < 0.5 ? \(name) : other.\(name)"
        return switch value {
        case .color: ("Color", "Color.lerp(\(name), other.\(name), t)!")
        case .dimension, .number: ("double", "\(name) + (other.\(name) - \(name)) * t")
        case .duration: ("Duration", halfway)
        case .fontWeight: ("FontWeight", "FontWeight.lerp(\(name), other.\(name), t)!")
        case .fontFamily: ("List<String>", halfway)
        case .cubicBezier: ("Cubic", halfway)
        case .strokeStyle: ("String", halfway)
        case .border: ("BorderSide", "BorderSide.lerp(\(name), other.\(name), t)")
        case .transition: ("\(theme)Transition", halfway)
        case .shadow: ("List<BoxShadow>", "BoxShadow.lerpList(\(name), other.\(name), t)!")
        case .gradient: ("LinearGradient", "LinearGradient.lerp(\(name), other.\(name), t)!")
        case .typography: ("TextStyle", "TextStyle.lerp(\(name), other.\(name), t)!")
        }
    }

    private static func literal(_ value: TokenValue, _ theme: String) -> String {
        switch value {
        case .color(let color): self.color(color)
        case .dimension(let dimension): FlutterFormat.number(dimension.points(fontSize: 16), digits: 6)
        case .number(let number): FlutterFormat.number(number, digits: 6)
        case .duration(let duration): "Duration(microseconds: \(Int((duration.milliseconds * 1000).rounded())))"
        case .fontWeight(let weight): "FontWeight.w\(min(max(Int((weight / 100).rounded()) * 100, 100), 900))"
        case .fontFamily(let families): "<String>[" + families.map(FlutterFormat.string).joined(separator: ", ") + "]"
        case .cubicBezier(let curve): cubic(curve)
        case .strokeStyle(let style): FlutterFormat.string(style.keywordOrDashed)
        case .border(let border): "BorderSide(color: \(color(border.color)), width: \(FlutterFormat.number(border.width.points(fontSize: 16), digits: 6)))"
        case .transition(let transition):
            "\(theme)Transition(duration: Duration(microseconds: \(Int((transition.duration.milliseconds * 1000).rounded()))), "
                + "delay: Duration(microseconds: \(Int((transition.delay.milliseconds * 1000).rounded()))), curve: \(cubic(transition.timingFunction)))"
        case .shadow(let shadows):
            "<BoxShadow>[" + shadows.filter { !$0.inset }.map { shadow in
                "BoxShadow(color: \(color(shadow.color)), offset: Offset(\(FlutterFormat.number(shadow.offsetX.points(fontSize: 16), digits: 6)), "
                    + "\(FlutterFormat.number(shadow.offsetY.points(fontSize: 16), digits: 6))), blurRadius: \(FlutterFormat.number(shadow.blur.points(fontSize: 16), digits: 6)), "
                    + "spreadRadius: \(FlutterFormat.number(shadow.spread.points(fontSize: 16), digits: 6)))"
            }.joined(separator: ", ") + "]"
        case .gradient(let stops):
            "LinearGradient(colors: <Color>[" + stops.map { color($0.color) }.joined(separator: ", ") + "], stops: <double>["
                + stops.map { FlutterFormat.number($0.position, digits: 6) }.joined(separator: ", ") + "])"
        case .typography(let typography):
            textStyle(typography)
        }
    }


    private static func textStyle(_ typography: Typography) -> String {
        let family = FlutterFormat.string(typography.fontFamily.first ?? "")
        let fallback = typography.fontFamily.dropFirst().map(FlutterFormat.string).joined(separator: ", ")
        let size = FlutterFormat.number(typography.sizeInPoints, digits: 6), spacing = FlutterFormat.number(typography.letterSpacingInPoints, digits: 6)
        let weight = min(max(Int((typography.fontWeight / 100).rounded()) * 100, 100), 900)
        return "TextStyle(fontFamily: \(family), fontFamilyFallback: <String>[\(fallback)], fontSize: \(size), fontWeight: FontWeight.w\(weight), "
            + "letterSpacing: \(spacing), height: \(FlutterFormat.number(typography.lineHeight, digits: 6)))"
    }

    private static func cubic(_ curve: CubicBezier) -> String {
        "Cubic(" + curve.points.map { FlutterFormat.number($0, digits: 6) }.joined(separator: ", ") + ")"
    }


    /// sRGB as `Color(0xAARRGGBB)`; Display P3 as `Color.from(…, colorSpace: ColorSpace.displayP3)`;
    /// any other wide colour gamut-mapped to sRGB.
    private static func color(_ color: ColorObject) -> String {
        if color.colorSpace == "display-p3" {
            let c = color.components.map { $0 ?? 0 }
            return "Color.from(alpha: \(FlutterFormat.number(color.alpha ?? 1, digits: 6)), red: \(FlutterFormat.number(c[0], digits: 6)), "
                + "green: \(FlutterFormat.number(c[1], digits: 6)), blue: \(FlutterFormat.number(c[2], digits: 6)), colorSpace: ColorSpace.displayP3)"
        }
        return ComposeFormat.colorLiteral((try? color.parsed().color) ?? Color(red: 0, green: 0, blue: 0, alpha: 0))
    }
}
