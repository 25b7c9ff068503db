import Foundation
import Testing
import TintypeTheme

/// A theme's `roles` map (issue 52, item 4): Material's roles from tokens of any name.
/// `Tests/Fixtures/Tokens/roles`: a palette whose names are no role's (`palette.violet.600`), and a
/// map giving six roles. Expected colours are `palette.tokens.json`'s, by hand; the tokens have one
/// value, so every mode's scheme has the same.
@Suite struct ThemeRolesTests {
    static let fixture = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Tokens/roles").path
    static let expected = ["primary": "#6750a4", "onPrimary": "#ffffff", "primaryContainer": "#eaddff", "surface": "#fef7ff",
                           "onSurface": "#1d1b20", "surfaceContainer": "#f3edf7"]

    /// Compose's schemes, built with kotlinc and read back on the JVM role by role; Flutter's
    /// colorScheme and the compiled theme say the same.
    @Test func theRolesMapGivesComposeAndFlutterTheirRoles() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TintypeProcess.run(["compile", Self.fixture, "--format", "json,compose,flutter", "-o", directory])
        #expect(result.status == 0, "\(result.stderr)")
        let roles = ["primary", "onPrimary", "primaryContainer", "surface", "onSurface", "surfaceContainer"]
        let program = """
            import androidx.compose.ui.graphics.Color
            import tintype.roles.*

            fun hex(c: Color): String = "#%02x%02x%02x".format(Math.round(c.red * 255), Math.round(c.green * 255), Math.round(c.blue * 255))

            fun main() {
                for (s in listOf(RolesLightColorScheme, RolesDarkColorScheme, RolesLightHighContrastColorScheme, RolesDarkHighContrastColorScheme)) {
                    println(listOf(s.primary, s.onPrimary, s.primaryContainer, s.surface, s.onSurface, s.surfaceContainer).joinToString(" ") { hex(it) })
                }
            }

            """
        try program.write(toFile: directory + "/Main.kt", atomically: true, encoding: .utf8)
        let stubs = try ComposeCompileTests.kotlinFiles(ComposeCompileTests.stubs)
        let build = try SwiftOutputTests.run(["kotlinc"] + stubs + [directory + "/compose/RolesTheme.kt", directory + "/Main.kt", "-d", directory + "/classes"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        let run = try SwiftOutputTests.run(["kotlin", "-cp", directory + "/classes", "MainKt"], in: directory)
        let line = roles.map { Self.expected[$0] ?? "" }.joined(separator: " ")
        #expect(run.stdout.split(separator: "\n").map(String.init) == Array(repeating: line, count: 4), "\(run.stderr)")
        let dart = try String(contentsOfFile: directory + "/flutter/lib/roles_theme.dart", encoding: .utf8)
        #expect(dart.contains("base.copyWith(primary: k.paletteViolet600, onPrimary: k.paletteWhite, primaryContainer: k.paletteViolet100, "
            + "surface: k.palettePaper, onSurface: k.paletteInk, surfaceContainer: k.paletteMist)"), "\(dart)")
        let compiled = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/roles.tintype.json"))) as? [String: Any])
        #expect(compiled["roles"] as? [String: String] == ["primary": "palette.violet.600", "onPrimary": "palette.white",
            "primaryContainer": "palette.violet.100", "surface": "palette.paper", "onSurface": "palette.ink", "surfaceContainer": "palette.mist"])
        // The build plugin's path: the compiled theme alone, read back, writes the same schemes.
        let exported = try TintypeProcess.run(["export", "compose,flutter", directory + "/roles.tintype.json", "-o", directory + "/exported"])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(try String(contentsOfFile: directory + "/exported/compose/RolesTheme.kt", encoding: .utf8)
            == String(contentsOfFile: directory + "/compose/RolesTheme.kt", encoding: .utf8))
    }

    /// The theme schema's role names are Material's, in Material's order, as the reader takes them.
    @Test func theSchemaNamesEveryRole() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: TintypeProcess.packageRoot
            .appendingPathComponent("Themes/theme.schema.json"))) as? [String: Any])
        let roles = ((schema["properties"] as? [String: Any])?["roles"] as? [String: Any])?["propertyNames"] as? [String: [String]]
        #expect(roles?["enum"] == MaterialRole.allCases.map(\.rawValue))
        #expect(MaterialRole.allCases.count == 37)
    }

    /// The brand contrast check pairs each text role the map gives with the role beneath it: at
    /// 21:1 both pairs fall short, each at the ratio WCAG's formula gives here.
    @Test func theCheckJudgesEachMappedTextRoleOnItsRole() throws {
        let result = try TintypeProcess.run(["check", Self.fixture, "--text-contrast", "21"])
        let lines = result.text.split(separator: "\n").filter { $0.contains("[brand.text-on-background]") }
        #expect(lines.count == 2, "\(result.text)")
        for (text, background) in [("palette.white", "palette.violet.600"), ("palette.ink", "palette.paper")] {
            let line = try #require(lines.first { $0.contains("\(text) on \(background): ") }, "\(text)")
            let (fore, back) = text == "palette.white" ? ("#ffffff", "#6750a4") : ("#1d1b20", "#fef7ff")
            let ratio = ThemeModesTests.ratio(fore, back)
            let written = line.components(separatedBy: "light/normal \(fore) on \(back) ").last?.split(separator: ":").first.flatMap { Double($0) }
            #expect(written.map { abs($0 - ratio) < 1e-3 } == true, "\(line)")
        }
    }

    @Test(arguments: [
        ("\"primary\": \"{palette.violet.600}\"", "\"primery\": \"{palette.violet.600}\"", "unknown key 'primery' in roles; did you mean 'primary'?"),
        ("\"onPrimary\": \"{palette.white}\"", "\"onPrimary\": \"#ffffff\"", "roles.onPrimary names the colour token that gives the role"),
        ("\"surface\": \"{palette.paper}\"", "\"surface\": \"{palette.papr}\"", "roles.surface: {palette.papr} names no token in the theme's token files; did you mean {palette.paper}?"),
        ("\"tokens\": [\"palette.tokens.json\"]", "\"tokens\": {\"files\": [\"palette.tokens.json\"], \"export\": [\"palette.violet\"]}",
         "roles.onPrimary: {palette.white} is not among the tokens the theme exports"),
    ])
    func aMistakeInRolesNamesItsPlace(original: String, replacement: String, message: String) throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["theme.json", "palette.tokens.json"] {
            var text = try String(contentsOfFile: Self.fixture + "/" + name, encoding: .utf8)
            if name == "theme.json" {
                #expect(text.contains(original))
                text = text.replacingOccurrences(of: original, with: replacement)
            }
            try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
        }
        let result = try TintypeProcess.run(["check", directory])
        #expect(result.status == 2)
        #expect(result.stderr.contains("theme.json:") && result.stderr.contains(message), "\(result.stderr)")
    }
}
