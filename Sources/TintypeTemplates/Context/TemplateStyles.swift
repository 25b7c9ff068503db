import TintypeCompiledTheme
import TintypeDocument
import TintypeFormats
import TintypeTypography

/// The styles and faces of the template context: each style with a row per category, its regular
/// numbers, Apple's tight and loose line heights, and its Bold Text, emphasized and emphasized Bold
/// Text variants; each face the rows draw once, with its file.
enum TemplateStyles {
    static func styles(_ compiled: CompiledTheme) -> [TemplateValue] {
        let rows = compiled.standardRows, leadings = LeadingRows(compiled)
        return compiled.typefaces.map { typeface in
            let style = typeface.style.rawValue
            let categories = ContentSizeCategory.allCases.compactMap { category -> TemplateValue? in
                guard let regular = rows.row(typeface.style, category, emphasized: false) else { return nil }
                let emphasized = rows.row(typeface.style, category, emphasized: true)
                var members = [("category", TemplateValue.string(category.name))] + variant(regular.row)
                members += [
                    ("tightLineHeight", leadings.lineHeight(of: regular.row, .tight, boldText: false).map(TemplateValue.number) ?? .null),
                    ("looseLineHeight", leadings.lineHeight(of: regular.row, .loose, boldText: false).map(TemplateValue.number) ?? .null),
                    ("baselineOffset", .number(regular.row.baselineOffset)),
                    ("trims", regular.row.trims.map { .object(TemplateObject([("capHeight", .number($0.capHeight)), ("baseline", .number($0.baseline))])) } ?? .null),
                    ("boldText", .object(TemplateObject(kind: "variant", variant(regular.boldText ?? regular.row)))),
                    ("emphasized", emphasized.map { .object(TemplateObject(kind: "variant", variant($0.row))) } ?? .null),
                    ("emphasizedBoldText", emphasized.map { .object(TemplateObject(kind: "variant", variant($0.boldText ?? $0.row))) } ?? .null),
                ]
                return .object(TemplateObject(kind: "row", members))
            }
            return .object(TemplateObject(kind: "style", [
                ("name", .string(style)), ("role", .string(typeface.role)), ("families", .list(typeface.families.map(TemplateValue.string))),
                ("minimumPointSize", typeface.minimumPointSize.map(TemplateValue.number) ?? .null),
                ("maximumPointSize", typeface.maximumPointSize.map(TemplateValue.number) ?? .null),
                ("rows", .list(categories)),
            ]))
        }
    }

    /// The numbers one variant of a row draws with.
    private static func variant(_ row: ResolvedTextStyle) -> [(String, TemplateValue)] {
        [("size", .number(row.size)), ("lineHeight", .number(row.lineHeight)),
         ("tracking", .object(TemplateObject([("points", .number(row.tracking.points)), ("em", .number(row.tracking.em))]))),
         ("weight", .number(Double(row.weight.value))), ("face", .string(row.font.postscriptName ?? row.font.family))]
    }

    /// Each face the standard rows draw, once, in the order they first draw it.
    static func faces(_ compiled: CompiledTheme) -> [TemplateValue] {
        var seen: Set<String> = [], faces: [TemplateValue] = []
        for entry in compiled.styles where entry.row.leading == .standard {
            for row in [entry.row, entry.boldText].compactMap({ $0 }) {
                let name = row.font.postscriptName ?? row.font.family
                guard seen.insert(name).inserted else { continue }
                faces.append(.object(TemplateObject(kind: "face", [
                    ("postscriptName", .string(name)), ("family", .string(row.font.family)),
                    ("file", row.font.file.map(TemplateValue.string) ?? .null), ("sha256", .string(row.font.sha256)),
                    ("standIn", .bool(compiled.isStandIn(row))),
                ])))
            }
        }
        return faces
    }
}
