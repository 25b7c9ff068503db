import TintypeDocument
import TintypeColor
import TintypeTokens
import TintypeTheme
import TintypeCompiledTheme

/// `xcassets`: an Xcode asset catalog, `xcassets/Name.xcassets`, with a colour set for each tint
/// in the folder `Tints` (`Color("Tints/tint")`, `tintDimmed`, each derived and component colour)
/// and for each colour token the theme exports in `Tokens` (`Color("Tokens/colorPrimary")`), each
/// folder a namespace so the two never clash, in the form Xcode writes (Apple's Asset Catalog Format
/// Reference, Named Color Type): a universal colour, and the dark appearance and high contrast
/// where the theme's values differ by them, as Xcode's Appearances and High Contrast switches make
/// them: every combination of the appearances and contrasts the colour has, so no variant is left
/// to Xcode's matching. A Display P3 token is a `display-p3` colour; every other colour sRGB.
public struct AssetCatalogFormat: ThemeFormat {
    public let name = "xcassets"
    public let folder: String? = "xcassets"
    public let platform: ThemePlatform? = .ios
    public let summary = "xcassets/Name.xcassets: an Xcode asset catalog of colour sets (tints and colour tokens) with their dark and high-contrast appearances"
    public let otherNames = ["asset-catalog", "xcode", "colorset"]

    public init() {}

    /// A colour in an asset catalog's terms: its space and components.
    struct Entry: Equatable {
        var space: String
        var components: [Double]
    }

    public func files(for compiled: CompiledTheme) -> [GeneratedFile] {
        let catalog = "xcassets/\(SourceName.pascal(compiled.name)).xcassets/"
        var files = [GeneratedFile(name: catalog + "Contents.json", bytes: Array(Self.info(nil).utf8))]
        for (folder, colors) in [("Tints", tints(compiled)), ("Tokens", tokens(compiled))] where !colors.isEmpty {
            files.append(GeneratedFile(name: catalog + folder + "/Contents.json",
                                       bytes: Array(Self.info("  \"properties\" : {\n    \"provides-namespace\" : true\n  },\n", last: true).utf8)))
            for (name, values) in colors {
                files.append(GeneratedFile(name: catalog + folder + "/" + name + ".colorset/Contents.json", bytes: Array(Self.colorSet(values).utf8)))
            }
        }
        return files
    }

    /// Each tint's set name and value in each mode (`BrandMode.all`'s order), as the formats list them.
    func tints(_ compiled: CompiledTheme) -> [(name: String, values: [Entry])] {
        guard let base = compiled.tintSet(.light, .normal) else { return [] }
        return base.namedColors.enumerated().map { index, named in
            (SourceName.camel(named.name), BrandMode.all.map { mode in
                (compiled.tintSet(mode.appearance, mode.contrast)?.namedColors[safe: index]?.color ?? named.color).entry
            })
        }
    }

    /// Each colour token's set name (its path in camel case) and value in each mode.
    func tokens(_ compiled: CompiledTheme) -> [(name: String, values: [Entry])] {
        compiled.tokens.filter { $0.type == .color }.map { token in
            (SourceName.camel(token.path.replacingDots), BrandMode.all.map { mode -> Entry in
                guard case .color(let color) = token.value(in: mode) else { return Entry(space: "srgb", components: [0, 0, 0, 1]) }
                return Self.entry(color)
            })
        }
    }

    /// A Display P3 token in its own space; any other in sRGB (gamut-mapped where it must be).
    static func entry(_ color: ColorObject) -> Entry {
        let alpha = color.alpha ?? 1
        if color.colorSpace == "display-p3" { return Entry(space: "display-p3", components: color.components.map { $0 ?? 0 } + [alpha]) }
        let srgb = (try? color.parsed().color) ?? Color(red: 0, green: 0, blue: 0)
        return Entry(space: "srgb", components: [srgb.red, srgb.green, srgb.blue, alpha])
    }

    /// `Contents.json` of the catalog, a folder or a colour set (`members` before or, with `last`,
    /// after `info`, as Xcode sorts them), as Xcode indents it.
    static func info(_ members: String?, last: Bool = false) -> String {
        let info = "  \"info\" : {\n    \"author\" : \"tintype\",\n    \"version\" : 1\n  }"
        guard let members else { return "{\n" + info + "\n}\n" }
        return last ? "{\n" + info + ",\n" + members.dropLast(2) + "\n}\n" : "{\n" + members + info + "\n}\n"
    }

    /// A colour set: universal, then dark, high contrast, and dark with high contrast, those the
    /// colour has. The values are in `BrandMode.all`'s order: light, dark, light and dark increased.
    static func colorSet(_ values: [Entry]) -> String {
        let (light, dark, lightHigh, darkHigh) = (values[0], values[1], values[2], values[3])
        let hasDark = dark != light || darkHigh != lightHigh
        let hasHigh = lightHigh != light || darkHigh != dark
        var entries: [(appearances: [(String, String)], entry: Entry)] = [([], light)]
        if hasDark { entries.append(([("luminosity", "dark")], dark)) }
        if hasHigh { entries.append(([("contrast", "high")], lightHigh)) }
        if hasDark && hasHigh { entries.append(([("luminosity", "dark"), ("contrast", "high")], darkHigh)) }
        let items = entries.map { appearances, entry in
            var item = "    {\n"
            if !appearances.isEmpty {
                item += "      \"appearances\" : [\n" + appearances.map { appearance, value in
                    "        {\n          \"appearance\" : \"\(appearance)\",\n          \"value\" : \"\(value)\"\n        }"
                }.joined(separator: ",\n") + "\n      ],\n"
            }
            let names = ["red", "green", "blue", "alpha"]
            let components = zip(names, entry.components).sorted { $0.0 < $1.0 }
                .map { "          \"\($0.0)\" : \"\(Self.component($0.1))\"" }.joined(separator: ",\n")
            item += "      \"color\" : {\n        \"color-space\" : \"\(entry.space)\",\n        \"components\" : {\n" + components + "\n        }\n      },\n"
            return item + "      \"idiom\" : \"universal\"\n    }"
        }
        return info("  \"colors\" : [\n" + items.joined(separator: ",\n") + "\n  ],\n")
    }

    /// A component from 0 to 1 to four decimals, as a string (Xcode's own form is a string).
    static func component(_ value: Double) -> String { min(max(value, 0), 1).text(decimals: 4) }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

private extension Color {
    /// The tint as every other format writes it: 8 bits a channel (its hex).
    var entry: AssetCatalogFormat.Entry {
        let bytes = rgba8
        return .init(space: "srgb", components: [bytes >> 24, bytes >> 16, bytes >> 8, bytes].map { Double($0 & 0xFF) / 255 })
    }
}

private extension String {
    /// A token path as words for a name (`color.primary` → `color primary`).
    var replacingDots: String { split(separator: ".").joined(separator: " ") }
}
