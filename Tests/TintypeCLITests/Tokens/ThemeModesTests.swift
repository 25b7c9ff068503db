import Foundation
import Testing

/// One theme for every mode (issue 52, item 1): a theme's own `{aliases}` follow their tokens into
/// each mode, and a mode the theme leaves out falls back as the platforms do, for the theme's tints
/// and the exported tokens alike. `Tests/Fixtures/Tokens/modes`: light, dark and light-increased
/// token files, no dark-increased one; every expected colour below is read off those files by hand.
@Suite struct ThemeModesTests {
    static let fixture = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Tokens/modes").path

    /// `color.primary` in each mode's file (light-increased overrides only the primary); dark with
    /// increased contrast has no file, so it is dark's.
    static let primary = ["light/normal": "#4f46e5", "dark/normal": "#a5b4fc", "light/increased": "#3730a3", "dark/increased": "#a5b4fc"]
    static let surface = ["light/normal": "#ffffff", "dark/normal": "#0f172a", "light/increased": "#ffffff", "dark/increased": "#0f172a"]
    static let onPrimary = ["light/normal": "#ffffff", "dark/normal": "#312e81", "light/increased": "#ffffff", "dark/increased": "#312e81"]

    /// WCAG 2's contrast ratio, written out here from the spec's formula.
    static func ratio(_ a: String, _ b: String) -> Double {
        func luminance(_ hex: String) -> Double {
            let value = Int(hex.dropFirst(), radix: 16) ?? 0
            let bytes: [Int] = [value >> 16, (value >> 8) & 0xFF, value & 0xFF]
            let channels: [Double] = bytes.map { byte in
                let c = Double(byte) / 255
                return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test func theThemesAliasesFollowTheirTokensIntoEveryMode() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TintypeProcess.run(["compile", Self.fixture, "--format", "json,css", "-o", directory])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/modes.tintype.json"))) as? [String: Any])
        var seen: Set<String> = []
        for set in try #require(document["tints"] as? [[String: Any]]) {
            let modes = try #require(set["modes"] as? [[String: String]]).map { "\($0["appearance"] ?? "")/\($0["contrast"] ?? "")" }
            for mode in modes {
                seen.insert(mode)
                // The tint and the tab bar's tint are `{color.primary}` in that mode.
                #expect(set["default"] as? String == Self.primary[mode], "\(mode)")
                let tabBar = try #require((set["components"] as? [String: [String: Any]])?["tabBar"])
                #expect(tabBar["tint"] as? String == Self.primary[mode], "\(mode)")
                // onTint: the first candidate (`{color.on-primary}` in that mode, then black) at 4.5:1 on the tint.
                let candidates = [try #require(Self.onPrimary[mode]), "#000000"]
                let expected = candidates.first { Self.ratio($0, try! #require(Self.primary[mode])) >= 4.5 }
                #expect((set["derived"] as? [String: String])?["onTint"] == expected, "\(mode)")
            }
        }
        #expect(seen == Set(Self.primary.keys))
        // The exported tokens: dark with increased contrast is dark's, not the light base.
        let tokens = try #require(document["tokens"] as? [[String: Any]])
        let surface = try #require(tokens.first { $0["path"] as? String == "color.surface" })
        #expect(surface["darkIncreased"] as? NSDictionary != nil && surface["darkIncreased"] as? NSDictionary == surface["dark"] as? NSDictionary)
        #expect(surface["lightIncreased"] == nil, "light with increased contrast falls back to the base")
        // Chromium: the style sheet's tints and tokens are the compiled theme's in all four modes.
        for script in ["check_css.py", "check_css_tokens.py"] {
            let check = try GoldenOutputTests.check(script, [directory + "/modes.tintype.json", directory + "/css/modes.css"])
            #expect(check.status == 0, "\(script): \(check.report)")
        }
        // The compiled theme carries each mode's tints: exporting from it writes the same sheet.
        let exported = try TintypeProcess.run(["export", "css", directory + "/modes.tintype.json", "-o", directory + "/exported"])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(FileManager.default.contents(atPath: directory + "/exported/css/modes.css") == FileManager.default.contents(atPath: directory + "/css/modes.css"))
    }

    @Test func checkJudgesEachModesOwnTintOnItsOwnBackground() throws {
        // At 21:1 every mode fails, so each mode's pair is listed with its ratio.
        let result = try TintypeProcess.run(["check", Self.fixture, "--tint-contrast", "21"])
        let lines = result.text.split(separator: "\n").filter { $0.contains("[tint.tint-on-background]") }
        #expect(result.status == 1 && lines.count == 4, "\(result.text)")
        for (mode, tint) in Self.primary {
            let background = try #require(Self.surface[mode])
            let line = try #require(lines.first { $0.contains("] \(mode): ") }, "\(mode)")
            #expect(line.contains("tint \(tint) on background \(background) is "), "\(line)")
            let written = try #require(line.split(separator: " is ").last?.split(separator: ":").first.flatMap { Double($0) })
            #expect(abs(written - Self.ratio(tint, background)) < 1e-3, "\(line)")
        }
    }

    @Test func aValueWithOneSettingForEveryModeSaysWhenItsTokenDiffers() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try #"{"size": {"$type": "dimension", "hero": {"$value": {"value": 30, "unit": "px"}}}}"#
            .write(toFile: directory + "/base.tokens.json", atomically: true, encoding: .utf8)
        try #"{"size": {"$type": "dimension", "hero": {"$value": {"value": 34, "unit": "px"}}}}"#
            .write(toFile: directory + "/dark.tokens.json", atomically: true, encoding: .utf8)
        try #"""
        {"name": "t", "tokens": {"files": ["base.tokens.json"], "export": false, "modes": {"dark": {"files": ["dark.tokens.json"]}}},
         "typography": {"fonts": {"text": {"families": ["DejaVu Sans"]}},
                        "styles": [{"name": "hero", "font": "text", "size": "{size.hero}", "lineHeight": 40, "scalesLike": "title1"}]}}
        """#.write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        let result = try TintypeProcess.run(["compile", directory, "--format", "json", "-o", directory + "/out"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("theme.json:3:69: warning: typography.styles[0].size: {size.hero} differs in the dark mode, "
            + "but this value is one in every mode; the base (light) value is used"), "\(result.stderr)")
        // A darkIncreased the theme leaves out is dark's tokens: said once, for dark.
        #expect(result.stderr.components(separatedBy: "{size.hero} differs").count == 2, "\(result.stderr)")
    }

    /// Material's naming pairs each `on-X` token with `X` for the brand contrast check (issue 52,
    /// item 4): at 21:1 every pair falls short in every mode, so the findings list exactly the pairs,
    /// each mode's ratio worked out here from the token files.
    @Test func eachOnColourIsJudgedOnItsOwnColour() throws {
        let result = try TintypeProcess.run(["check", Self.fixture, "--text-contrast", "21"])
        let lines = result.text.split(separator: "\n").filter { $0.contains("[brand.text-on-background]") }
        #expect(lines.count == 2, "\(result.text)")
        for (text, background, path) in [(Self.onPrimary, Self.primary, "color.on-primary on color.primary: "),
                                         (["light/normal": "#0f172a", "dark/normal": "#f1f5f9", "light/increased": "#0f172a",
                                           "dark/increased": "#f1f5f9"], Self.surface, "color.on-surface on color.surface: ")] {
            let line = try #require(lines.first { $0.contains(path) }, "\(path)")
            for mode in ["light/normal", "dark/normal", "light/increased", "dark/increased"] {
                let (fore, back) = (try #require(text[mode]), try #require(background[mode]))
                let ratio = Self.ratio(fore, back)
                #expect(line.contains("\(mode) \(fore) on \(back) "), "\(line)")
                let written = line.components(separatedBy: "\(mode) \(fore) on \(back) ").last?.split(separator: ":").first.flatMap { Double($0) }
                #expect(written.map { abs($0 - ratio) < 1e-3 } == true, "\(mode): \(line)")
            }
        }
    }

    /// Material's roles from the tokens named for them (issue 52, item 4): Compose's colour schemes
    /// built with kotlinc and read back on the JVM role by role, each the token file's value in that
    /// mode; Flutter's colorScheme takes them from the token extension, which themeData carries.
    @Test func materialRolesComeFromTheTokensNamedForThem() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TintypeProcess.run(["compile", Self.fixture, "--format", "json,compose,flutter", "-o", directory])
        #expect(result.status == 0, "\(result.stderr)")
        let onSurface = ["light/normal": "#0f172a", "dark/normal": "#f1f5f9", "light/increased": "#0f172a", "dark/increased": "#f1f5f9"]
        let program = """
            import androidx.compose.ui.graphics.Color
            import tintype.modes.*

            fun hex(c: Color): String = "#%02x%02x%02x".format(Math.round(c.red * 255), Math.round(c.green * 255), Math.round(c.blue * 255))

            fun main() {
                val schemes = listOf("light/normal" to ModesLightColorScheme, "dark/normal" to ModesDarkColorScheme,
                    "light/increased" to ModesLightHighContrastColorScheme, "dark/increased" to ModesDarkHighContrastColorScheme)
                for ((mode, s) in schemes) println("$mode ${hex(s.primary)} ${hex(s.onPrimary)} ${hex(s.surface)} ${hex(s.onSurface)}")
            }

            """
        try program.write(toFile: directory + "/Main.kt", atomically: true, encoding: .utf8)
        let stubs = try ComposeCompileTests.kotlinFiles(ComposeCompileTests.stubs)
        let build = try SwiftOutputTests.run(["kotlinc"] + stubs + [directory + "/compose/ModesTheme.kt", directory + "/Main.kt", "-d", directory + "/classes"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        let run = try SwiftOutputTests.run(["kotlin", "-cp", directory + "/classes", "MainKt"], in: directory)
        let expected = ["light/normal", "dark/normal", "light/increased", "dark/increased"].map { mode in
            [mode, Self.primary[mode] ?? "", Self.onPrimary[mode] ?? "", Self.surface[mode] ?? "", onSurface[mode] ?? ""].joined(separator: " ")
        }
        #expect(run.stdout.split(separator: "\n").map(String.init) == expected, "\(run.stderr)")
        // The theme function kotlinc built above: Material's theme with the mode's scheme, the mode's tokens provided.
        let kotlin = try String(contentsOfFile: directory + "/compose/ModesTheme.kt", encoding: .utf8)
        #expect(kotlin.contains("@Composable\nfun ModesTheme(\n    darkTheme: Boolean = isSystemInDarkTheme(),\n    highContrast: Boolean = false,\n"))
        #expect(kotlin.contains("        darkTheme && highContrast -> ModesDarkHighContrastTokenValues\n"))
        #expect(kotlin.contains("    CompositionLocalProvider(LocalModesTokens provides tokens) {\n"
            + "        androidx.compose.material3.MaterialTheme(colorScheme = colorScheme, typography = typography, content = content)\n"))
        let dart = try String(contentsOfFile: directory + "/flutter/lib/modes_theme.dart", encoding: .utf8)
        #expect(dart.contains("    return base.copyWith(primary: k.colorPrimary, onPrimary: k.colorOnPrimary, surface: k.colorSurface, onSurface: k.colorOnSurface);\n"))
        #expect(dart.contains("      extensions: <ThemeExtension<dynamic>>[ModesTokens.of(brightness, highContrast: highContrast)],\n"))
        for script in ["check_flutter.py", "check_flutter_tokens.py"] {
            let check = try GoldenOutputTests.check(script, [directory + "/modes.tintype.json", directory + "/flutter/lib/modes_theme.dart"])
            #expect(check.status == 0, "\(script): \(check.report)")
        }
    }

    /// In an app that uses Material Components, the Android overlays set its colour attributes from
    /// the tokens named for Material's roles (issue 52, item 4), the high-contrast overlay the
    /// _high_contrast form where the token has one (primary differs at increased contrast in light:
    /// more.tokens.json); checked with Python's XML parser by the rule written again there.
    @Test func androidOverlaysSetMaterialComponentsRoles() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: directory + "/modes")
        // A surface-container token: a role only newer Material Components versions have, so the overlay says it is not set.
        let base = directory + "/modes/base.tokens.json"
        var tokens = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: base))) as? [String: [String: Any]])
        tokens["color"]?["surface-container"] = ["$value": ["colorSpace": "srgb", "components": [0.9, 0.9, 0.92]]]
        try JSONSerialization.data(withJSONObject: tokens).write(to: URL(fileURLWithPath: base))
        try "themes: [modes]\nformats:\n  json:\n  android: { folder: res, materialComponents: true }\n"
            .write(toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        let build = try TintypeProcess.run(["build", directory])
        #expect(build.status == 0, "\(build.stderr)")
        let theme = try String(contentsOfFile: directory + "/res/values/modes_theme.xml", encoding: .utf8)
        #expect(theme.contains("        <item name=\"colorSurface\">@color/modes_color_surface</item>\n"))
        #expect(theme.contains("        <item name=\"colorPrimary\">@color/modes_color_primary_high_contrast</item>\n"))
        #expect(theme.components(separatedBy: "<!-- Not set, as Material Components has no attribute for them before its newer versions: "
            + "surfaceContainer (color.surface-container) -->").count == 3, "said in both overlays")
        let check = try GoldenOutputTests.check("check_android_resources.py", [directory + "/build/tintype/json/modes.tintype.json", directory + "/res",
                                                                             "--material-components"])
        #expect(check.status == 0, "\(check.report)")
    }

    /// A theme that wants none of UIKit's tint variants writes `"derived": {}` (issue 52, item 7):
    /// the formats write the tint and its dimmed form alone.
    @Test func aThemeCanLeaveOutUIKitsTintVariants() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let theme = #"{"name": "nd", "typography": {"fonts": {"text": {"families": ["DejaVu Sans"]}}, "styles": [{"name": "body"}]}, "#
            + ##""tints": {"default": {"light": {"normal": "#4f46e5"}, "dark": {"normal": "#a5b4fc"}}, "derived": {}}}"##
        try theme.write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        let result = try TintypeProcess.run(["compile", directory, "--format", "json,android", "-o", directory + "/out"])
        #expect(result.status == 0, "\(result.stderr)")
        let colors = try String(contentsOfFile: directory + "/out/android/values/nd_colors.xml", encoding: .utf8)
        let names = colors.split(separator: "\n").filter { $0.contains("<color ") }.compactMap { $0.split(separator: "\"").dropFirst().first }
        #expect(names == ["nd_tint", "nd_tint_dimmed"])
        let check = try GoldenOutputTests.check("check_android_resources.py", [directory + "/out/nd.tintype.json", directory + "/out/android"])
        #expect(check.status == 0, "\(check.report)")
    }

    @Test func aModeWhoseReadingLacksExportedTokensSaysSo() throws {
        // Tests/Fixtures/Tokens/mode-gaps: the light theme enables bg, fg and accent; the dark theme
        // only a set with bg. fg and accent keep light's value in dark (and dark with increased
        // contrast, which falls back to dark): one warning for both modes, at accent's place (the first).
        let fixture = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Tokens/mode-gaps").path
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TintypeProcess.run(["compile", fixture, "--format", "css", "-o", directory])
        #expect(result.status == 0, "\(result.stderr)")
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("token reading gives no value") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasSuffix("tokens.json:10:15: warning: the dark and darkIncreased modes' token reading gives no value for "
            + "2 exported tokens (accent, fg): they keep their base value there; give them in that mode's token files, or check which "
            + "sets or contexts it reads") == true, "\(result.stderr)")
        // A theme whose modes give every token says nothing of the kind.
        let complete = try TintypeProcess.run(["compile", Self.fixture, "--format", "css", "-o", directory + "/complete"])
        #expect(!complete.stderr.contains("token reading gives no value"), "\(complete.stderr)")
    }
}
