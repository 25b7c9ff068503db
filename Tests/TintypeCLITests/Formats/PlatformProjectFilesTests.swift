import Foundation
import Testing

/// The files each platform's projects already use, as formats of their own (issue 52, item 7): an
/// Xcode asset catalog, Android's font family resources and a typed TypeScript module, each read
/// by a checker that works out what it must hold from the compiled theme by the platform's own
/// rule, and the module compiled by the real TypeScript compiler.
@Suite struct PlatformProjectFilesTests {
    static func compile(_ theme: String, _ formats: String, extra: [String] = []) throws -> String {
        let directory = try TintypeProcess.temporaryDirectory()
        let result = try TintypeProcess.run(["compile", theme, "--format", formats, "-o", directory] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return directory
    }

    /// Colour sets for the tints and the colour tokens, with their dark and high-contrast variants,
    /// are the compiled colours in every mode (Apple's Asset Catalog Format, by check_xcassets.py):
    /// the shipped themes' committed catalogs, and a brand with a Display P3 token and four modes.
    @Test func theAssetCatalogHoldsEveryColourInEveryMode() throws {
        for theme in ["default", "material", "accessible"] {
            let check = try GoldenOutputTests.check("check_xcassets.py", [
                "Tests/Fixtures/Generated/json/\(theme)/\(theme).tintype.json",
                "Tests/Fixtures/Generated/xcassets/\(theme)/xcassets/\(theme.prefix(1).uppercased() + theme.dropFirst()).xcassets",
            ])
            #expect(check.status == 0, "\(theme): \(check.report)")
        }
        let directory = try Self.compile("Tests/Fixtures/Tokens/brand", "json,xcassets")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let check = try GoldenOutputTests.check("check_xcassets.py", [directory + "/brand.tintype.json", directory + "/xcassets/Brand.xcassets"])
        #expect(check.status == 0, "\(check.report)")
        // The Display P3 accent (brand.tokens.json: [0, 0.55, 0.9]) stays in its own space.
        let accent = try String(contentsOfFile: directory + "/xcassets/Brand.xcassets/Tokens/colorAccent.colorset/Contents.json", encoding: .utf8)
        #expect(accent.contains("\"color-space\" : \"display-p3\"") && accent.contains("\"green\" : \"0.55\""), "\(accent)")
    }

    /// A font family resource for each family the text appearances name as `@font/…`, its faces by
    /// weight those the rows are drawn with (check_android_fonts.py, with Python's XML parser):
    /// Inter (default), Atkinson Hyperlegible (accessible), a display cut's two families, and a
    /// variable font at each weight; Roboto (material) is Android's own and needs none.
    @Test func fontFamilyResourcesServeTheTextAppearances() throws {
        for theme in ["default", "accessible"] {
            let check = try GoldenOutputTests.check("check_android_fonts.py", [
                "Tests/Fixtures/Generated/json/\(theme)/\(theme).tintype.json", "Tests/Fixtures/Generated/android/\(theme)/android",
                "Tests/Fixtures/Generated/android-fonts/\(theme)/android-fonts",
            ])
            #expect(check.status == 0, "\(theme): \(check.report)")
        }
        for (theme, name) in [("Tests/Fixtures/Themes/display-cut", "display-cut"), ("Tests/Fixtures/Themes/fixture-passing", "fixture-passing")] {
            let directory = try Self.compile(theme, "json,android,android-fonts", extra: ["--font-dir", "Fonts", "--allow-fallback"])
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let check = try GoldenOutputTests.check("check_android_fonts.py", [directory + "/\(name).tintype.json", directory + "/android", directory + "/android-fonts"])
            #expect(check.status == 0, "\(name): \(check.report)")
        }
        let cut = try Self.compile("Tests/Fixtures/Themes/display-cut", "android-fonts", extra: ["--font-dir", "Fonts", "--allow-fallback"])
        defer { try? FileManager.default.removeItem(atPath: cut) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: cut + "/android-fonts/font").sorted() == ["inter.xml", "inter_display.xml"])
        #expect(!FileManager.default.fileExists(atPath: "Tests/Fixtures/Generated/android-fonts/material"))
    }

    /// The tokens module type-checks under `tsc --strict`, refuses a mode there is not, and gives
    /// each token's value in every mode as Chromium computes its custom property from the style
    /// sheet (check_typescript_tokens.py): a brand with shadows, borders, gradients, a Display P3
    /// colour and four modes, and typography tokens.
    @Test(arguments: [("Tests/Fixtures/Tokens/brand", "brand"), ("Tests/Fixtures/Themes/typography-tokens", "typography-tokens")])
    func theTypeScriptModuleIsTheStyleSheetsTokens(theme: String, name: String) throws {
        let directory = try Self.compile(theme, "json,css,typescript", extra: ["--allow-fallback"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let check = try GoldenOutputTests.check("check_typescript_tokens.py", [
            directory + "/\(name).tintype.json", directory + "/css/\(name).css", directory + "/ts/\(name)-tokens.ts",
        ])
        #expect(check.status == 0, "\(check.report)")
        #expect(check.report.contains(" tokens × 4 modes are the style sheet's"), "\(check.report)")
    }
}
