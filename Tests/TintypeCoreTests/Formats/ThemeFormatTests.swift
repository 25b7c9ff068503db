import Foundation
import Testing
import TintypeFormats

/// Every format renders from the compiled theme alone, with unique names and stable bytes.
@Suite struct ThemeFormatTests {
    @Test func formatsAreFoundByTheirUniqueNames() {
        let names = ThemeFormats.all.map(\.name)
        // The formats Docs/Formats.md documents, each once.
        #expect(Set(names) == ["json", "dtcg", "swift", "css", "css-rem", "android", "compose", "flutter", "typescript", "xcassets", "android-fonts"]
            && Set(names).count == names.count)
        for name in names { #expect(ThemeFormats.named(name)?.name == name) }
        #expect(ThemeFormats.named("xml") == nil)
    }

    /// A name other tools give a format is answered with the format's (issue 54's paper cuts:
    /// `kotlin` → `compose`); no such name is a format's own or claimed by two formats.
    @Test func otherToolsNamesPointToTheFormat() {
        let names = ThemeFormats.all.map(\.name), others = ThemeFormats.all.flatMap(\.otherNames)
        #expect(Set(others).count == others.count && Set(others).isDisjoint(with: names))
        #expect(ThemeFormats.unknown("kotlin").hasPrefix("unknown format 'kotlin'; did you mean 'compose'? (compose/NameTheme.kt"))
        #expect(ThemeFormats.unknown("Dart").hasPrefix("unknown format 'Dart'; did you mean 'flutter'?"))
        #expect(ThemeFormats.unknown("web").hasPrefix("unknown format 'web'; did you mean 'css'?"))
        #expect(ThemeFormats.unknown("swiftt").hasPrefix("unknown format 'swiftt'; did you mean 'swift'?; the formats are json, dtcg"))
    }

    @Test(arguments: ["default", "material", "accessible"])
    func everyFormatWritesParseableFilesWithUniqueNames(_ name: String) throws {
        let compiled = try ShippedThemes.compiled(try ShippedThemes.theme(name))
        for format in ThemeFormats.all {
            let files = try format.files(for: compiled)
            // Material's Roboto is Android's own sans-serif, so it needs no font resource.
            #expect((!files.isEmpty || (format.name, name) == ("android-fonts", "material")) && Set(files.map(\.name)).count == files.count, "\(format.name)")
            // Relative paths that stay inside the output directory.
            #expect(files.allSatisfy { !$0.name.hasPrefix("/") && !$0.name.split(separator: "/").contains("..") }, "\(format.name)")
            // The JSON formats are read here by Foundation's parser; the others by their own
            // parsers (Chromium, Python's XML parser, tree-sitter) in GoldenOutputTests.
            if ["json", "dtcg"].contains(format.name) {
                #expect(files.allSatisfy { $0.name.hasPrefix(name + ".") && !$0.name.contains("/") }, "\(format.name)")
                for file in files { _ = try JSONSerialization.jsonObject(with: Data(file.bytes)) }
            }
            #expect(try format.files(for: compiled) == files, "\(format.name): same input, same bytes")
        }
    }

    /// The DTCG font-family lists come from the compiled theme's typefaces: the theme's roles.
    @Test func dtcgFamiliesAreTheThemesFontRoles() throws {
        let theme = try ShippedThemes.theme("material")
        let compiled = try ShippedThemes.compiled(theme)
        #expect(compiled.typefaces.map(\.style) == theme.typography.styles.map(\.name))
        let base = try #require(DTCGFormat().files(for: compiled).first)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(base.bytes)) as? [String: Any])
        let typography = try #require(document["typography"] as? [String: Any])
        for style in theme.typography.styles {
            let families = theme.typography.fonts[style.font ?? "text"]?.families
            let value = ((typography[style.name.rawValue] as? [String: Any])?["regular"] as? [String: Any])?["$value"] as? [String: Any]
            #expect(value?["fontFamily"] as? [String] == families, "\(style.name)")
        }
    }
}
