import TintypeColor
import TintypeCompiledTheme
import TintypeDocument
import TintypeTokens
import TintypeTypography

/// The compiled theme as a template reads it (Docs/Templates.md; its JSON schema is
/// `Themes/template-context.schema.json`, written from `TemplateContext.shape`): the theme's name,
/// the twelve categories and four modes, every style at every category in every variant, the
/// tints in every mode, the tokens with their typed values in every mode, the faces with their
/// files, and the notes. Lengths are points, as the compiled theme holds them.
public enum TemplateContext {
    /// The four modes, in table order, with their names.
    static let modes: [(name: String, mode: BrandMode)] = [
        ("light", BrandMode(.light, .normal)), ("lightIncreased", BrandMode(.light, .increased)),
        ("dark", BrandMode(.dark, .normal)), ("darkIncreased", BrandMode(.dark, .increased)),
    ]

    public static func context(_ compiled: CompiledTheme) -> TemplateObject {
        TemplateObject([
            ("name", .string(compiled.name)),
            ("description", compiled.description.map(TemplateValue.string) ?? .null),
            ("categories", .list(ContentSizeCategory.allCases.map { .string($0.name) })),
            ("modes", .list(modes.map { name, mode in
                .object(TemplateObject(kind: "mode", [("name", .string(name)), ("appearance", .string(mode.appearance.rawValue)),
                                                      ("contrast", .string(mode.contrast.rawValue))]))
            })),
            ("styles", .list(TemplateStyles.styles(compiled))),
            ("tints", .list(tints(compiled))),
            ("tokens", .list(compiled.tokens.map(token))),
            ("faces", .list(TemplateStyles.faces(compiled))),
            ("notes", .list((compiled.standInNotes.map { "Metrics measured on a stand-in font: \($0)" }
                             + compiled.lineBoxNotes.map(\.message)).map(TemplateValue.string))),
        ])
    }

    /// Each tint by name (`accent`, `accentDimmed`, then the derived and component colours), with
    /// its colour in each mode.
    private static func tints(_ compiled: CompiledTheme) -> [TemplateValue] {
        let names = compiled.tintSet(.light, .normal)?.namedColors.map(\.name) ?? []
        return names.map { name in
            let modes = Self.modes.map { mode -> (String, TemplateValue) in
                let set = compiled.tintSet(mode.mode.appearance, mode.mode.contrast)
                let found = set?.namedColors.first { $0.name == name }?.color ?? set?.defaultTint
                return (mode.name, found.map { Self.color(srgb: $0, own: nil) } ?? .null)
            }
            let camel = SourceName.camel(name == "tint" ? "accent" : name == "tint_dimmed" ? "accent_dimmed" : name)
            return .object(TemplateObject(kind: "tint", [("name", .string(camel)), ("modes", .object(TemplateObject(modes)))]))
        }
    }

    private static func token(_ token: BrandToken) -> TemplateValue {
        let base = value(token.value)
        // A token the same in every mode (most are) is converted once.
        let modes = token.isConstant ? Self.modes.map { ($0.name, base) } : Self.modes.map { ($0.name, value(token.value(in: $0.mode))) }
        return .object(TemplateObject(kind: "token", [
            ("path", .string(token.path)),
            ("segments", .list(token.path.split(separator: ".").map { .string(String($0)) })),
            ("type", .string(token.type.rawValue)),
            ("description", token.description.map(TemplateValue.string) ?? .null),
            ("value", base),
            ("constant", .bool(token.isConstant)),
            ("modes", .object(TemplateObject(modes))),
        ]))
    }

    /// A token value as its type's object: a colour, a dimension, a duration, a Bézier or a
    /// composite of them; a number, a weight or a family list as itself.
    static func value(_ value: TokenValue) -> TemplateValue {
        switch value {
        case .color(let color): return Self.color(color)
        case .dimension(let dimension): return Self.dimension(dimension)
        case .number(let number), .fontWeight(let number): return .number(number)
        case .duration(let duration): return Self.duration(duration)
        case .fontFamily(let families): return .list(families.map(TemplateValue.string))
        case .cubicBezier(let curve): return bezier(curve)
        case .strokeStyle(let style): return strokeStyle(style)
        case .border(let border):
            return .object(TemplateObject(kind: "border", [("color", color(border.color)), ("width", dimension(border.width)),
                                                           ("style", strokeStyle(border.style))]))
        case .transition(let transition):
            return .object(TemplateObject(kind: "transition", [("duration", duration(transition.duration)), ("delay", duration(transition.delay)),
                                                               ("timingFunction", bezier(transition.timingFunction))]))
        case .shadow(let shadows):
            return .list(shadows.map { shadow in
                .object(TemplateObject(kind: "shadow", [("color", color(shadow.color)), ("offsetX", dimension(shadow.offsetX)),
                                                        ("offsetY", dimension(shadow.offsetY)), ("blur", dimension(shadow.blur)),
                                                        ("spread", dimension(shadow.spread)), ("inset", .bool(shadow.inset))]))
            })
        case .gradient(let stops):
            return .list(stops.map { .object(TemplateObject(kind: "gradientStop", [("color", color($0.color)), ("position", .number($0.position))])) })
        case .typography(let typography):
            return .object(TemplateObject(kind: "typography", [
                ("fontFamily", .list(typography.fontFamily.map(TemplateValue.string))), ("fontSize", dimension(typography.fontSize)),
                ("fontWeight", .number(typography.fontWeight)), ("letterSpacing", dimension(typography.letterSpacing)),
                ("lineHeight", .number(typography.lineHeight)),
            ]))
        }
    }

    /// A token colour: sRGB (gamut-mapped where it must be) and its own space's components.
    private static func color(_ object: ColorObject) -> TemplateValue {
        let srgb = (try? object.parsed().color) ?? Color(red: 0, green: 0, blue: 0)
        return color(srgb: Color(red: srgb.red, green: srgb.green, blue: srgb.blue, alpha: object.alpha ?? 1), own: object)
    }

    /// A colour object: `hex` (`#rrggbb`, `#rrggbbaa` below full opacity), sRGB channels and alpha
    /// from 0 to 1, its Display P3 components, and the space and components it was written in.
    static func color(srgb: Color, own: ColorObject?) -> TemplateValue {
        let p3: [Double] = if let own, own.colorSpace == "display-p3" { own.components.map { $0 ?? 0 } } else {
            { let c = ColorSpaces.displayP3(from: srgb); return [c.0, c.1, c.2] }()
        }
        return .object(TemplateObject(kind: "color", [
            ("hex", .string(srgb.hex)), ("red", .number(srgb.red)), ("green", .number(srgb.green)), ("blue", .number(srgb.blue)),
            ("alpha", .number(srgb.alpha)), ("p3", .list(p3.map(TemplateValue.number))),
            ("space", .string(own?.colorSpace ?? "srgb")),
            ("components", .list((own?.components.map { $0 ?? 0 } ?? [srgb.red, srgb.green, srgb.blue]).map(TemplateValue.number))),
        ]))
    }

    /// A length as written (`value`, `unit`) and in points (`points`, null for em).
    static func dimension(_ dimension: Dimension) -> TemplateValue {
        .object(TemplateObject(kind: "dimension", [("value", .number(dimension.value)), ("unit", .string(dimension.unit)),
                                                   ("points", dimension.points.map(TemplateValue.number) ?? .null)]))
    }

    private static func duration(_ duration: TokenDuration) -> TemplateValue {
        .object(TemplateObject(kind: "duration", [("value", .number(duration.value)), ("unit", .string(duration.unit)),
                                                  ("milliseconds", .number(duration.milliseconds))]))
    }

    private static func bezier(_ curve: CubicBezier) -> TemplateValue {
        .object(TemplateObject(kind: "cubicBezier", zip(["x1", "y1", "x2", "y2"], curve.points).map { ($0, .number($1)) }))
    }

    private static func strokeStyle(_ style: StrokeStyle) -> TemplateValue {
        switch style {
        case .keyword(let keyword): .string(keyword)
        case .dashes(let dashes, let lineCap):
            .object(TemplateObject(kind: "strokeStyle", [("dashArray", .list(dashes.map(dimension))), ("lineCap", .string(lineCap))]))
        }
    }
}
