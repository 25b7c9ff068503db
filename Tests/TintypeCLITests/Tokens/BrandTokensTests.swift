import Foundation
import Testing

/// The whole brand in one build (issue 43): the tokens a theme exports, read once per mode (token
/// files layered per mode, or a resolver's modifiers), in the compiled theme and in CSS, where
/// Chromium computes every token in every mode (`Scripts/check_css_tokens.py`).
@Suite struct BrandTokensTests {
    static let fixture = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Tokens/brand").path

    /// A leaf's `$value` in a token file, read with Foundation's parser.
    static func sourceValue(_ file: String, _ path: String) throws -> NSDictionary {
        var node = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: fixture + "/" + file))) as? [String: Any])
        for key in path.split(separator: ".").map(String.init) { node = try #require(node[key] as? [String: Any], "\(path) in \(file)") }
        return try #require(node["$value"] as? NSDictionary)
    }

    static func compiledTokens(_ directory: String) throws -> [String: [String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/brand.tintype.json"))) as? [String: Any])
        let tokens = try #require(document["tokens"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: tokens.map { ($0["path"] as? String ?? "", $0) })
    }

    @Test func everyModeIsTheTokenFilesAndChromiumComputesEveryToken() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TintypeProcess.run(["compile", Self.fixture, "--format", "json,css", "-o", directory])
        #expect(result.status == 0, "\(result.stderr)")
        let tokens = try Self.compiledTokens(directory)
        // Every token of the base file, by type: 24 exported.
        #expect(tokens.count == 24)
        // Text sizes (issue 52): space.caption, which only type.caption's fontSize refers to; no
        // other length (space.small and .medium, radius.card, which nothing or a spacing refers to).
        #expect(tokens.values.filter { $0["sizesText"] as? Bool == true }.compactMap { $0["path"] as? String } == ["space.caption"])
        // color.label in each mode is the file that mode layers last.
        let label = try #require(tokens["color.label"])
        #expect(label["value"] as? NSDictionary == (try Self.sourceValue("brand.tokens.json", "color.label")))
        #expect(label["dark"] as? NSDictionary == (try Self.sourceValue("dark.tokens.json", "color.label")))
        #expect(label["lightIncreased"] as? NSDictionary == (try Self.sourceValue("more.tokens.json", "color.label")))
        #expect(label["darkIncreased"] as? NSDictionary == (try Self.sourceValue("dark-more.tokens.json", "color.label")))
        // A token no mode changes has its base value alone; an alias follows its target per mode.
        #expect(Set(try #require(tokens["color.error"]).keys) == ["path", "type", "value"])
        let hero = try #require(tokens["gradient.hero"]?["dark"] as? [NSDictionary])
        #expect(hero.last?["color"] as? NSDictionary == (try Self.sourceValue("dark.tokens.json", "color.neutral.100")))
        // Chromium: every token's computed value in every mode, by media query and by attribute.
        let check = try GoldenOutputTests.check("check_css_tokens.py", [directory + "/brand.tintype.json", directory + "/css/brand.css"])
        #expect(check.status == 0, "\(check.report)")
        // Android's value resources: every token one can hold, light and night, the others named.
        let android = try TintypeProcess.run(["compile", Self.fixture, "--format", "android", "-o", directory])
        #expect(android.status == 0, "\(android.stderr)")
        let resources = try GoldenOutputTests.check("check_android_resources.py", [directory + "/brand.tintype.json", directory + "/android"])
        #expect(resources.status == 0, "\(resources.report)")
        let header = try String(contentsOfFile: directory + "/android/values/brand_tokens.xml", encoding: .utf8)
        #expect(header.contains("Colour resources are sRGB: color.accent gamut-mapped into it."), "the P3 accent is said")
        // A token's $description is each platform's comment, closed where the language closes it
        // (XML's "--" broken, and a last "-" kept off "-->"; CSS's "*/" broken), and the file still
        // parses: the XML above, the sheet in Chromium, the Dart below through tree-sitter.
        #expect(header.contains("    <!-- Text on the background. Not for */ links - - use color.accent-  -->\n    <color name=\"brand_color_label\">"))
        let css = try String(contentsOfFile: directory + "/css/brand.css", encoding: .utf8)
        #expect(css.components(separatedBy: "/* Text on the background. Not for * / links -- use color.accent- */\n  --brand-color-label:").count == 2)
        #expect(label["description"] as? String == "Text on the background.\nNot for */ links -- use color.accent-")
        // Flutter: the ThemeExtension's four instances, read back through tree-sitter-dart; what
        // Flutter's types cannot hold is said on the field.
        let flutter = try TintypeProcess.run(["compile", Self.fixture, "--format", "flutter", "-o", directory])
        #expect(flutter.status == 0, "\(flutter.stderr)")
        for script in ["check_flutter.py", "check_flutter_tokens.py"] {
            let dart = try GoldenOutputTests.check(script, [directory + "/brand.tintype.json", directory + "/flutter/lib/brand_theme.dart"])
            #expect(dart.status == 0, "\(script): \(dart.report)")
        }
        let dart = try String(contentsOfFile: directory + "/flutter/lib/brand_theme.dart", encoding: .utf8)
        #expect(dart.contains("  /// `shadow.overlay` (shadow); BoxShadow has no inset: its inset shadows are left out.\n"))
        #expect(dart.contains("  /// `color.label` (color).\n  /// Text on the background.\n  /// Not for */ links -- use color.accent-\n  final Color colorLabel;\n"))
        // The compiled theme is the lock: exporting CSS from it writes the same bytes.
        let exported = try TintypeProcess.run(["export", "css", directory + "/brand.tintype.json", "-o", directory + "/exported"])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(FileManager.default.contents(atPath: directory + "/exported/css/brand.css") == FileManager.default.contents(atPath: directory + "/css/brand.css"))
    }

    /// A theme and its token files in a scratch folder: the theme's `tokens` object and one file.
    static func scratch(tokens: String, file: String) throws -> String {
        let directory = try TintypeProcess.temporaryDirectory()
        try file.write(toFile: directory + "/t.tokens.json", atomically: true, encoding: .utf8)
        try #"{"name": "brand", "tokens": \#(tokens)}"#.write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        return directory
    }

    static let twoGroups = #"{"color": {"$type": "color", "red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}, "#
        + #""space": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}"#

    @Test func theThemeChoosesWhichTokensItExports() throws {
        for (export, paths) in [("", ["color.red", "space.s"]), (#", "export": ["color"]"#, ["color.red"]), (#", "export": false"#, [])] {
            let directory = try Self.scratch(tokens: #"{"files": ["t.tokens.json"]\#(export)}"#, file: Self.twoGroups)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let result = try TintypeProcess.run(["compile", directory + "/theme.json", "--format", "json", "-o", directory + "/out"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try Self.compiledTokens(directory + "/out").keys.sorted() == paths, "\(export)")
        }
        let directory = try Self.scratch(tokens: #"{"files": ["t.tokens.json"], "export": ["colr"]}"#, file: Self.twoGroups)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let typo = try TintypeProcess.run(["compile", directory + "/theme.json", "--format", "json", "-o", directory + "/out"])
        let theme = try String(contentsOfFile: directory + "/theme.json", encoding: .utf8)
        let column = try #require(theme.range(of: #""colr""#)).lowerBound.utf16Offset(in: theme) + 1
        #expect(typo.status == 2 && typo.stderr.contains("theme.json:1:\(column): error: tokens.export: no token under 'colr'; did you mean 'color'?"),
                "\(typo.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/out"))
    }

    /// Two paths with the same words are one name on every platform: an error at both tokens.
    @Test func aNameTwoTokensWouldShareIsAnErrorAtBoth() throws {
        let file = #"{"color": {"$type": "color", "bg-primary": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}, "#
            + #""bgPrimary": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#
        let directory = try Self.scratch(tokens: #"{"files": ["t.tokens.json"]}"#, file: file)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TintypeProcess.run(["compile", directory + "/theme.json", "--format", "css", "-o", directory + "/out"])
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").filter { $0.contains("would have one name on every platform") }
        #expect(lines.count == 2, "\(result.stderr)")
        // Each at its token: the object after its key.
        func column(_ key: String) throws -> Int { try #require(file.range(of: "\"\(key)\": ")).upperBound.utf16Offset(in: file) + 1 }
        let first = "t.tokens.json:1:\(try column("bg-primary")): error: 'color.bg-primary' and 'color.bgPrimary'"
        let second = "t.tokens.json:1:\(try column("bgPrimary")): error: 'color.bgPrimary' and 'color.bg-primary'"
        #expect(lines.contains { $0.contains(first) } && lines.contains { $0.contains(second) }, "\(lines)")
        #expect(lines.contains { $0.contains("error: 'color.bgPrimary' and 'color.bg-primary'") && $0.contains("CSS --color-bg-primary") })
    }

    /// A typography token is a CSS property per member: a token with one of their names is an error at it.
    @Test func aTokenWithATypographyTokensMemberNameIsAnError() throws {
        let file = #"{"hero": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 40, "unit": "px"}, "#
            + #""fontWeight": 700, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}, "#
            + #""hero-line-height": {"$type": "number", "$value": 1.5}}"#
        let directory = try Self.scratch(tokens: #"{"files": ["t.tokens.json"]}"#, file: file)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TintypeProcess.run(["compile", directory + "/theme.json", "--format", "css", "-o", directory + "/out"])
        #expect(result.status == 2)
        let column = try #require(file.range(of: #""hero-line-height": "#)).upperBound.utf16Offset(in: file) + 1
        #expect(result.stderr.contains("t.tokens.json:1:\(column): error: 'hero-line-height' would have the CSS name --hero-line-height, "
            + "which the typography token 'hero' (\(directory)/t.tokens.json:1:10) writes its line height under; rename one"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/out"))
    }

    /// A token with the name of the theme's own tint (a red `tint` beside a blue theme tint, and a
    /// `tint-dimmed`): the css sheet and the android colours keep the theme's values under those
    /// names, as Chromium computes them (`check_css.py`) and Python's XML parser reads them, each
    /// name once in its folder (`check_android_resources.py`); the compile warns at each token, and
    /// the compiled theme and Swift keep them.
    @Test func aTokenWithTheNameOfTheThemesTintIsLeftOutWhereItWouldTakeIt() throws {
        let file = #"{"tint": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}, "#
            + #""tint-dimmed": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 1, 0]}}, "#
            + #""color": {"$type": "color", "primary": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}}"#
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try file.write(toFile: directory + "/t.tokens.json", atomically: true, encoding: .utf8)
        try #"{"name": "brand", "tokens": ["t.tokens.json"], "tints": {"default": {"light": {"normal": "{color.primary}"}, "dark": {"normal": "{color.primary}"}}}}"#
            .write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        let result = try TintypeProcess.run(["compile", directory + "/theme.json", "--format", "json,css,android,swift", "-o", directory + "/out"])
        #expect(result.status == 0, "\(result.stderr)")
        func column(_ key: String) throws -> Int { try #require(file.range(of: "\"\(key)\": ")).upperBound.utf16Offset(in: file) + 1 }
        #expect(result.stderr.contains("t.tokens.json:1:\(try column("tint")): warning: 'tint' has the name of the theme's tint "
            + "(CSS --brand-tint, Android brand_tint): the css and android formats leave the token out there"), "\(result.stderr)")
        #expect(result.stderr.contains("'tint-dimmed' has the name of the theme's dimmed tint"), "\(result.stderr)")
        let css = try GoldenOutputTests.check("check_css.py", [directory + "/out/brand.tintype.json", directory + "/out/css/brand.css"])
        #expect(css.status == 0, "\(css.report)")
        let android = try GoldenOutputTests.check("check_android_resources.py", [directory + "/out/brand.tintype.json", directory + "/out/android"])
        #expect(android.status == 0, "\(android.report)")
        #expect(try Self.compiledTokens(directory + "/out").keys.contains("tint"))
        #expect(try String(contentsOfFile: directory + "/out/swift/brand.swift", encoding: .utf8).contains("public static let tint: TokenColor"))
    }

    /// A resolver document's modifiers choose the base's tokens and each mode's (`input`).
    @Test func aResolversModifierGivesTheDarkMode() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let resolver = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Tokens/resolver/app.resolver.json").path
        try #"{"name": "brand", "tokens": {"files": ["\#(resolver)"], "input": {"size": "regular"}, "export": ["tint"], "modes": {"dark": {"input": {"appearance": "dark"}}}}}"#
            .write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        let result = try TintypeProcess.run(["compile", directory + "/theme.json", "--format", "json", "-o", directory])
        #expect(result.status == 0, "\(result.stderr)")
        let tint = try #require(try Self.compiledTokens(directory)["tint"])
        // light.json's tint is {color.blue}, dark.json's {color.blueDark} (foundation.json's values).
        #expect((tint["value"] as? NSDictionary)?["components"] as? [Double] == [0, 0.478, 1])
        #expect((tint["dark"] as? NSDictionary)?["components"] as? [Double] == [0.039, 0.518, 1])
    }

    /// WCAG 2's relative luminance of an sRGB hex colour, written out from the formula.
    static func luminance(_ hex: String) -> Double {
        let digits = Array(hex.dropFirst())
        return zip([0.2126, 0.7152, 0.0722], stride(from: 0, to: 6, by: 2)).reduce(0) { sum, pair in
            let channel = Double(Int(String(digits[pair.1...pair.1 + 1]), radix: 16) ?? 0) / 255
            return sum + pair.0 * (channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4))
        }
    }

    /// `check` judges each brand text colour on its group's background in every mode: here the
    /// label passes in light and falls short in dark, one finding at the text token.
    @Test func checkJudgesBrandTextOnBrandBackgroundInEveryMode() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let base = ##"{"color": {"$type": "color", "label": {"$value": "#1a1a1a"}, "background": {"$value": "#ffffff"}}}"##
        try base.write(toFile: directory + "/t.tokens.json", atomically: true, encoding: .utf8)
        try ##"{"color": {"$type": "color", "label": {"$value": "#5a5a5a"}, "background": {"$value": "#101010"}}}"##
            .write(toFile: directory + "/dark.tokens.json", atomically: true, encoding: .utf8)
        try #"{"name": "brand", "tokens": {"files": ["t.tokens.json"], "modes": {"dark": {"files": ["dark.tokens.json"]}}}}"#
            .write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        let result = try TintypeProcess.run(["check", directory + "/theme.json", "--json"])
        #expect(result.status == 1, "\(result.text)\(result.stderr)")
        let findings = try #require(TintypeProcess.jsonObject(result)["findings"] as? [[String: Any]]).filter { $0["id"] as? String == "brand.text-on-background" }
        #expect(findings.count == 1)
        let (a, b) = (Self.luminance("#5a5a5a"), Self.luminance("#101010"))
        let ratio = (max(a, b) + 0.05) / (min(a, b) + 0.05)
        #expect(ratio < 4.5 && (Self.luminance("#ffffff") + 0.05) / (Self.luminance("#1a1a1a") + 0.05) >= 4.5)
        let message = try #require(findings.first?["message"] as? String)
        #expect(message.hasPrefix("color.label on color.background: dark/normal #5a5a5a on #101010 \((ratio * 10_000).rounded() / 10_000):1"), "\(message)")
        #expect(!message.contains("light/normal"))
        // Placed at the label token in the base file.
        #expect((findings.first?["file"] as? String)?.hasSuffix("t.tokens.json") == true && findings.first?["line"] as? Int == 1)
    }

    /// `preview` lists the brand colours in every mode and each text colour's ratio on its background.
    @Test func previewShowsTheBrandColours() throws {
        let result = try TintypeProcess.run(["preview", Self.fixture, "--style", "body"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.text.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        // The label's four modes, from the fixture's files (0.1, 0.1, 0.12 → #1a1a1f; more: black; dark; dark more: white).
        #expect(lines.contains("color.label #1a1a1f #000000 #f2f2f7 #ffffff"), "\(lines.suffix(12))")
        // The ratios from the tokens' own components (not their 8-bit hex).
        func luminance(_ c: [Double]) -> Double {
            zip([0.2126, 0.7152, 0.0722], c).reduce(0) { $0 + $1.0 * ($1.1 <= 0.04045 ? $1.1 / 12.92 : pow(($1.1 + 0.055) / 1.055, 2.4)) }
        }
        let ratios = [([0.1, 0.1, 0.12], [1.0, 1, 1]), ([0, 0, 0], [1, 1, 1]), ([0.95, 0.95, 0.97], [0, 0, 0]), ([1, 1, 1], [0, 0, 0])].map { text, back in
            let (a, b) = (luminance(text), luminance(back))
            return (((max(a, b) + 0.05) / (min(a, b) + 0.05) * 100).rounded() / 100)
        }
        let expected = "color.label on color.background: " + ratios.map { ($0 == $0.rounded() ? String(Int($0)) : String($0)) + ":1" }.joined(separator: " | ")
        #expect(lines.contains(expected), "\(expected) in \(lines.suffix(3))")
    }

    /// A project file filters each format's tokens by path pattern and type; an unknown type is an
    /// error with the nearest.
    @Test func aProjectFiltersTokensPerFormat() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: directory + "/brand")
        let project = """
            themes: [brand]
            formats:
              css:
                tokens: {include: ["color.*", "shadow.*"], types: [color]}
              swift:
            """
        try project.write(toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        let build = try TintypeProcess.run(["build", directory])
        #expect(build.status == 0, "\(build.stderr)")
        let css = try String(contentsOfFile: directory + "/build/tintype/css/brand.css", encoding: .utf8)
        #expect(css.contains("--brand-color-label:") && css.contains("--brand-color-accent:"))
        #expect(!css.contains("--brand-shadow-raised:") && !css.contains("--brand-space-small:"), "shadows are no colour type; space matches no pattern")
        let swift = try String(contentsOfFile: directory + "/build/tintype/swift/brand.swift", encoding: .utf8)
        #expect(swift.contains("public static let spaceSmall: Double = 4.0"), "the Swift output takes every token")
        try project.replacingOccurrences(of: "types: [color]", with: "types: [colour]").write(toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        let typo = try TintypeProcess.run(["build", directory])
        #expect(typo.status == 2 && typo.stderr.contains("'colour' at formats.css.tokens.types is no DTCG type; did you mean 'color'?"), "\(typo.stderr)")
    }

    /// Tokens Studio themes choose a mode's sets; a token only a mode defines is not exported, and said.
    @Test func tokensStudioThemesGiveTheModes() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let sets = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Tokens/dialects/tokens-studio-sets.json").path
        try FileManager.default.copyItem(atPath: sets, toPath: directory + "/sets.json")
        try #"{"name": "brand", "tokens": {"files": ["sets.json"], "themes": ["Light"], "modes": {"dark": {"themes": ["Dark"]}}}}"#
            .write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        let result = try TintypeProcess.run(["compile", directory + "/theme.json", "--format", "json", "-o", directory + "/out"])
        #expect(result.status == 0, "\(result.stderr)")
        let tokens = try Self.compiledTokens(directory + "/out")
        // The file's Light theme enables `light` (bg #ffffff, accent {colors.blue}); Dark enables `dark` (#000000, {colors.purple}).
        func hex(_ value: Any?) -> [Double] { ((value as? NSDictionary)?["components"] as? [Double]) ?? [] }
        #expect(hex(tokens["bg"]?["value"]) == [1, 1, 1] && hex(tokens["bg"]?["dark"]) == [0, 0, 0])
        // core is a source set (read for references, not output): colors.purple, #8a2be2, reaches button.bg in dark.
        let purple = [138.0, 43, 226].map { $0 / 255 }
        #expect(hex(tokens["button.bg"]?["value"]) == [0, 0.4, 1] && zip(hex(tokens["button.bg"]?["dark"]), purple).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(tokens["colors.purple"] == nil)
        #expect(tokens["glow"] == nil)
        #expect(result.stderr.contains("'glow' is defined in the dark mode only and is not exported"), "\(result.stderr)")
    }
}
