import Foundation
import Testing

/// What Android and Compose are told that they cannot see for themselves (issue 42, item 7): the
/// faces the app ships, a weight the family lacks, the size limits Android's sp scaling drops (a
/// composable that keeps them in Compose), and resource names as people write the family.
@Suite struct PlatformLimitsTests {
    static let theme = #"""
        {"name": "brand", "typography": {"fonts": {"text": {"families": ["Inter", "sans-serif"]}, "head": {"families": ["DejaVu Serif"]}},
         "styles": [{"name": "body"}, {"name": "headline", "font": "head", "weight": 600},
                    {"name": "balance", "font": "head", "size": 48, "lineHeight": 56, "scalesLike": "largeTitle", "minimumPointSize": 40, "maximumPointSize": 80}]}}
        """#

    /// fontconfig's answer for a pattern (weights by name: fontconfig has its own numbers): its PostScript name.
    static func fcMatch(_ pattern: String) throws -> String {
        try SwiftOutputTests.run(["fc-match", "-f", "%{postscriptname}", pattern], in: "/").stdout
    }

    @Test func androidAndComposeSayWhatTheyCannotHold() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.theme.write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        let result = try TintypeProcess.run(["compile", directory + "/theme.json", "--format", "json,android,compose", "-o", directory + "/out"])
        #expect(result.status == 0, "\(result.stderr)")

        // DejaVu Serif has no 600 (fontconfig's styles), so fontconfig serves it with Bold.
        let styles = try SwiftOutputTests.run(["fc-list", "DejaVu Serif", "style"], in: "/").stdout
        #expect(!styles.localizedCaseInsensitiveContains("semibold") && !styles.localizedCaseInsensitiveContains("demibold"))
        let bold = try Self.fcMatch("DejaVu Serif:weight=semibold")
        let regular = try Self.fcMatch("DejaVu Serif"), inter = try Self.fcMatch("Inter"), interSemi = try Self.fcMatch("Inter:weight=semibold")
        let xml = try String(contentsOfFile: directory + "/out/android/values/brand_type.xml", encoding: .utf8)
        let header = try #require(xml.split(separator: "\n").dropFirst().first.map(String.init))
        #expect(header.contains("Font resources the app ships under res/font/: dejavu_serif.xml, a font-family of \(regular) for 400, "
            + "\(bold) for 600; inter.xml, a font-family of \(inter) for 400, \(interSemi) for 600."), "\(header)")
        #expect(header.contains("Weights with no face of their own, drawn (and measured) with the nearest: 600 in DejaVu Serif by \(bold) (700)"))
        #expect(header.contains("Size limits these resources cannot hold, for Android scales sp without one: balance (at least 40, at most 80 pt)"))
        #expect(xml.contains("<item name=\"android:fontFamily\">@font/dejavu_serif</item>") && !xml.contains("deja_vu"))

        let kotlin = try String(contentsOfFile: directory + "/out/compose/BrandTheme.kt", encoding: .utf8)
        #expect(kotlin.contains("    fun balanceClamped(emphasized: Boolean = false): TextStyle =\n"
            + "        clamp(if (emphasized) balanceEmphasized else balance, minimum = 40.0f, maximum = 80.0f)\n"))
        #expect(!kotlin.contains("bodyClamped") && !kotlin.contains("headlineClamped"), "only the style with limits")
        // The Kotlin parses (tree-sitter) and its values are the compiled table's.
        let check = try GoldenOutputTests.check("check_compose.py", [directory + "/out/brand.tintype.json", directory + "/out/compose/BrandTheme.kt"])
        #expect(check.status == 0, "\(check.report)")
        let resources = try GoldenOutputTests.check("check_android_resources.py", [directory + "/out/brand.tintype.json", directory + "/out/android"])
        #expect(resources.status == 0, "\(resources.report)")
    }

    /// The clamped style run by the JVM (kotlinc against the Compose stubs, whose density takes its
    /// font scale from a property): the drawn size (sp × font scale) kept within 40 and 80, the
    /// line height scaled with it.
    @Test func composesClampedStyleKeepsTheThemesLimitsAtAFontScale() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.theme.write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        #expect(try TintypeProcess.run(["compile", directory + "/theme.json", "--format", "compose", "-o", directory + "/out"]).status == 0)
        let main = """
            import tintype.brand.BrandTextStyles
            fun main() {
                val style = BrandTextStyles().balanceClamped()
                println("${style.fontSize.value} ${style.lineHeight.value}")
            }
            """
        try main.write(toFile: directory + "/Main.kt", atomically: true, encoding: .utf8)
        let stubs = try ComposeCompileTests.kotlinFiles(ComposeCompileTests.stubs)
        let build = try SwiftOutputTests.run(["kotlinc"] + stubs + [directory + "/out/compose/BrandTheme.kt", directory + "/Main.kt", "-d", directory + "/classes"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        // 48 sp with 56 sp lines. At 2: 96 drawn, over 80: 40 sp, lines 56 × 40/48. At 0.5: 24 drawn,
        // under 40: 80 sp, lines 56 × 80/48. At 1: 48, within: unchanged.
        for (scale, size, line) in [("2", 40.0, 56.0 * 40 / 48), ("0.5", 80.0, 56.0 * 80 / 48), ("1", 48.0, 56.0)] {
            let run = try SwiftOutputTests.run(["kotlin", "-Dcompose.fontScale=\(scale)", "-cp", directory + "/classes", "MainKt"], in: directory)
            let values = run.stdout.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            #expect(values.count == 2 && abs(values[0] - size) < 1e-3 && abs(values[1] - line) < 1e-3, "at \(scale): \(run.stdout)\(run.stderr)")
        }
    }
}
