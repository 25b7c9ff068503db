import TintypeCompiledTheme
import TintypeDocument

/// The template context's shape: what a template may read, checked before it renders and
/// published as `Themes/template-context.schema.json`. A test holds it to the context every shipped
/// theme makes.
extension TemplateContext {
    public static let shape = TemplateShape.object(nil, "A compiled theme as a template reads it (tintype template context THEME).", [
        ("name", .string("The theme's name.")),
        ("description", TemplateShape.string("The theme's description.").orNull),
        ("categories", .list(.string("A category's name as the compiled theme writes it (xSmall … AX5); the category filter gives each platform's."),
                             "The twelve content-size categories, smallest first.")),
        ("modes", .list(mode, "The four modes: light and dark, each at normal and increased contrast.")),
        ("styles", .list(style, "The text styles, in the theme's order.")),
        ("tints", .list(tint, "The tints: accent, accentDimmed, then the derived colours and the component tints.")),
        ("tokens", .list(token, "The design tokens the theme exports, by path.")),
        ("faces", .list(face, "Each face the styles draw, once.")),
        ("notes", .list(.string("A note."), "What the compile noted: stand-in fonts, line boxes shorter than a face's ink.")),
    ])

    static let mode = TemplateShape.object("mode", "A mode.", [
        ("name", .string("light, lightIncreased, dark or darkIncreased; the mode filter gives each platform's.")),
        ("appearance", .string("light or dark.")), ("contrast", .string("normal or increased.")),
    ])

    static let color = TemplateShape.object("color", "A colour: the colour filters write it for each platform.", [
        ("hex", .string("#rrggbb, or #rrggbbaa below full opacity (sRGB, gamut-mapped where it must be).")),
        ("red", .number("sRGB red, 0–1.")), ("green", .number("sRGB green, 0–1.")), ("blue", .number("sRGB blue, 0–1.")),
        ("alpha", .number("Opacity, 0–1.")),
        ("p3", .list(.number("A component, 0–1."), "The colour's Display P3 components.")),
        ("space", .string("The colour space it was written in (srgb, display-p3, oklch, …).")),
        ("components", .list(.number("A component."), "Its components in that space.")),
    ])

    static let dimension = TemplateShape.object("dimension", "A length as written: the length filters convert it.", [
        ("value", .number("The number.")), ("unit", .string("px, rem or em.")),
        ("points", TemplateShape.number("In points (1 px = 1 pt, 1 rem = 16 pt); null for em.").orNull),
    ])

    static let variant: [(name: String, shape: TemplateShape)] = [
        ("size", .number("The font size, in points.")), ("lineHeight", .number("The distance between baselines, in points.")),
        ("tracking", .object(nil, "Letter spacing.", [("points", .number("In points.")), ("em", .number("In em."))])),
        ("weight", .number("The weight asked for, 1–1000.")), ("face", .string("The face's PostScript name.")),
    ]

    static let row = TemplateShape.object("row", "A style at one category.", [("category", .string("The category's name."))] + variant + [
        ("tightLineHeight", TemplateShape.number("Apple's tight leading's line height.").orNull),
        ("looseLineHeight", TemplateShape.number("Apple's loose leading's line height.").orNull),
        ("baselineOffset", .number("How far the first baseline sits below the line's top.")),
        ("trims", TemplateShape.object(nil, "Capsize-style trims in em (negative).", [("capHeight", .number("Above the cap height.")),
                                                                                        ("baseline", .number("Below the baseline."))]).orNull),
        ("boldText", .object("variant", "The row with Bold Text on.", variant)),
        ("emphasized", TemplateShape.object("variant", "The emphasized row (null where the theme has none).", variant).orNull),
        ("emphasizedBoldText", TemplateShape.object("variant", "The emphasized row with Bold Text on.", variant).orNull),
    ])

    static let style = TemplateShape.object("style", "A text style.", [
        ("name", .string("The style's name.")), ("role", .string("The font role it draws in.")),
        ("families", .list(.string("A family."), "The role's families, in order of preference.")),
        ("minimumPointSize", TemplateShape.number("The smallest size the theme lets it reach.").orNull),
        ("maximumPointSize", TemplateShape.number("The largest size the theme lets it reach.").orNull),
        ("rows", .list(row, "The style at each category, smallest first.")),
    ])

    static let tint = TemplateShape.object("tint", "A tint.", [
        ("name", .string("Its name, in camel case.")),
        ("modes", .object(nil, "Its colour in each mode.", modes.map { ($0.name, color) })),
    ])

    static let token = TemplateShape.object("token", "A design token.", [
        ("path", .string("Its path, dot-separated.")),
        ("segments", .list(.string("A segment."), "Its path's segments.")),
        ("type", .string("Its DTCG type.")),
        ("description", TemplateShape.string("Its $description.").orNull),
        ("value", .any("Its value in the light mode at normal contrast: a colour, dimension, duration, cubicBezier, border, transition, "
                       + "typography or strokeStyle object, a list of shadows or gradient stops, a list of families, or a number.")),
        ("constant", .bool("Whether it is the same in every mode.")),
        ("modes", .object(nil, "Its value in each mode.", modes.map { ($0.name, TemplateShape.any("Its value in this mode.")) })),
    ])

    static let face = TemplateShape.object("face", "A face the app ships.", [
        ("postscriptName", .string("Its PostScript name.")), ("family", .string("Its family.")),
        ("file", TemplateShape.string("The file measured, without its folder (null in compiled themes from before it was recorded).").orNull),
        ("sha256", .string("The file's SHA-256.")),
        ("standIn", .bool("Whether it stood in for the theme's family (a build with --allow-fallback).")),
    ])
}

extension TemplateContext {
    /// `Themes/template-context.schema.json`: the shape as a JSON Schema document.
    public static var schemaDocument: [UInt8] {
        guard case .members(let members) = shape.jsonSchema else { return [] }
        return JSONValue.members([("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
                                  ("$id", .string("https://tintype.dev/schemas/template-context.schema.json")),
                                  ("title", .string("Tintype template context"))] + members).serialized()
    }

    /// The context of `compiled` as JSON (`tintype template context`).
    public static func json(_ compiled: CompiledTheme) -> [UInt8] {
        ValueFilters.json(.object(context(compiled))).serialized()
    }
}
