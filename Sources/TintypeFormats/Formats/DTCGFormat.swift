import TintypeColor
import TintypeCompiledTheme
import TintypeDocument
import TintypeTokens

/// `tintype compile --format dtcg`: DTCG 2025.10 token files and a resolver document.
///
/// The base file holds every style's `typography.<style>.regular` and `.emphasized` composite at
/// the `large` category and `tint.default` for light appearance at normal contrast; one file per
/// other category and per other colour mode overrides them. The resolver document composes them
/// with two modifiers, `contentSizeCategory` (default `large`) and `colorScheme` (`light`, `dark`,
/// `lightIncreasedContrast`, `darkIncreasedContrast`; default `light`). What DTCG has no words for
/// (style order, dimming, derived colours, component tints) travels in `$extensions` under
/// `dev.tintype`, so importing the files gives the same compiled theme.
public struct DTCGFormat: ThemeFormat {
    public let name = "dtcg"
    public let summary = "DTCG 2025.10 token files and NAME.resolver.json, which any command reads back as a theme"
    public let otherNames = ["tokens", "design-tokens", "w3c"]

    public init() {}

    public func files(for compiled: CompiledTheme) -> [GeneratedFile] {
        let name = compiled.name
        let rows = compiled.standardRows
        var files: [GeneratedFile] = []
        files.append(GeneratedFile(name: "\(name).tokens.json",
                                   bytes: Self.tokens(compiled, rows, category: .large, tints: (.light, .normal), isBase: true)))
        for category in ContentSizeCategory.allCases where category != .large {
            files.append(GeneratedFile(name: "\(name).\(category.name).tokens.json",
                                       bytes: Self.tokens(compiled, rows, category: category, tints: nil, isBase: false)))
        }
        for appearance in Appearance.allCases {
            for contrast in ContrastSetting.allCases where !(appearance == .light && contrast == .normal) {
                files.append(GeneratedFile(name: "\(name).\(DTCGVocabulary.colorScheme(appearance, contrast)).tokens.json",
                                           bytes: Self.tokens(compiled, rows, category: nil, tints: (appearance, contrast), isBase: false)))
            }
        }
        // A build on stand-ins says so where a reader of the tokens looks first.
        let description = [compiled.description, compiled.standInSentence].compactMap { $0 }.joined(separator: " ")
        files.append(GeneratedFile(name: "\(name).resolver.json",
                                   bytes: Self.resolver(name: name, description: description.isEmpty ? nil : description)))
        return files
    }

    /// One token file: the typography of `category` (from `rows`, indexed once for every file),
    /// the tints of one mode, or both in the base file.
    private static func tokens(
        _ compiled: CompiledTheme, _ rows: CompiledTheme.StandardRows, category: ContentSizeCategory?,
        tints: (Appearance, ContrastSetting)?, isBase: Bool
    ) -> [UInt8] {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("$schema")
        writer.string("https://www.designtokens.org/schemas/2025.10/format.json")
        if let tints {
            writer.key("tint")
            writer.beginObject()
            writer.key("$type")
            writer.string("color")
            writer.key("default")
            writer.beginObject()
            if isBase {
                writer.key("$extensions")
                writer.value(.object([DTCGVocabulary.extensionKey: .object(["tints": compiled.tintRules.themeJSON])]))
            }
            writer.key("$value")
            let color = compiled.tintRules.inMode(BrandMode(tints.0, tints.1)).defaultTint(tints.0, tints.1)
            writer.value(.members([("alpha", .number(color.alpha)), ("colorSpace", .string("srgb")),
                                   ("components", .array([.number(color.red), .number(color.green), .number(color.blue)]))]))
            writer.endObject()
            writer.endObject()
        }
        if let category {
            writer.key("typography")
            writer.beginObject()
            writer.key("$type")
            writer.string("typography")
            for (index, typeface) in compiled.typefaces.enumerated() {
                writer.key(typeface.style.rawValue)
                writer.beginObject()
                for emphasized in [false, true] {
                    guard let row = rows.row(typeface.style, category, emphasized: emphasized)?.row else { continue }
                    writer.key(row.emphasized ? "emphasized" : "regular")
                    writer.beginObject()
                    if isBase && !row.emphasized {
                        writer.key("$extensions")
                        writer.value(.object([DTCGVocabulary.extensionKey: .object(["order": .integer(index)])]))
                    }
                    writer.key("$value")
                    writer.value(.members([
                        ("fontFamily", .array(typeface.families(atSize: row.size).map(JSONValue.string))),
                        ("fontSize", .members([("unit", .string("px")), ("value", .number(row.size))])),
                        ("fontWeight", .integer(row.weight.value)),
                        ("letterSpacing", .members([("unit", .string("px")), ("value", .number(row.tracking.points))])),
                        ("lineHeight", .number(row.lineHeight / row.size)),
                    ]))
                    writer.endObject()
                }
                writer.endObject()
            }
            writer.endObject()
        }
        writer.endObject()
        return writer.finish()
    }

    private static func resolver(name: String, description: String?) -> [UInt8] {
        var categories: [(key: String, value: JSONValue)] = []
        for category in ContentSizeCategory.allCases {
            let sources: [JSONValue] = category == .large ? [] : [.object(["$ref": .string("\(name).\(category.name).tokens.json")])]
            categories.append((category.name, .array(sources)))
        }
        var schemes: [(key: String, value: JSONValue)] = []
        for appearance in Appearance.allCases {
            for contrast in ContrastSetting.allCases {
                let scheme = DTCGVocabulary.colorScheme(appearance, contrast)
                let sources: [JSONValue] = appearance == .light && contrast == .normal ? [] : [.object(["$ref": .string("\(name).\(scheme).tokens.json")])]
                schemes.append((scheme, .array(sources)))
            }
        }
        var writer = JSONWriter()
        writer.value(.members([
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            ("description", .string(description)),
            ("modifiers", .members([
                ("colorScheme", .members([("contexts", .members(schemes)), ("default", .string("light"))])),
                ("contentSizeCategory", .members([("contexts", .members(categories)), ("default", .string("large"))])),
            ])),
            ("name", .string(name)),
            ("resolutionOrder", .array([
                .object(["$ref": .string("#/sets/base")]),
                .object(["$ref": .string("#/modifiers/contentSizeCategory")]),
                .object(["$ref": .string("#/modifiers/colorScheme")]),
            ])),
            ("sets", .members([("base", .members([("sources", .array([.object(["$ref": .string("\(name).tokens.json")])]))]))])),
            ("version", .string("2025.10")),
        ]))
        return writer.finish()
    }
}
