import Foundation
import Testing

/// The brand's tokens in the Compose Kotlin (issue 43): `kotlinc` builds it against the Compose
/// stand-ins with a program that prints every token in every mode, run on the JVM, and each value
/// equals the compiled theme's token converted here (`SwiftTokensTests.expected`: px and rem to dp,
/// OKLCH to sRGB; 8-bit colour channels within half a step).
@Suite struct ComposeTokensTests {
    static let schemes = [("Light", "light", "normal"), ("LightHighContrast", "light", "increased"), ("Dark", "dark", "normal"),
                          ("DarkHighContrast", "dark", "increased")]

    /// Flattens a token value as `SwiftTokensTests.expected` does (a typography token without its
    /// families, which Compose leaves to the app's FontFamily).
    static let helpers = """
        import androidx.compose.ui.graphics.Color
        import androidx.compose.ui.graphics.colorspace.ColorSpaces
        import androidx.compose.ui.unit.Dp
        import androidx.compose.ui.unit.TextUnit
        import androidx.compose.ui.text.TextStyle
        import androidx.compose.ui.text.font.FontWeight
        import androidx.compose.animation.core.CubicBezierEasing
        import tintype.brand.*

        fun f(x: Any?): List<String> = when (x) {
            is Color -> listOf(if (x.colorSpace === ColorSpaces.DisplayP3) 1.0 else 0.0, x.red, x.green, x.blue, x.alpha).map { it.toString() }
            is Dp -> listOf(x.value.toString())
            is TextUnit -> listOf(x.value.toString())
            is Float -> listOf(x.toString())
            is Int -> listOf((x / 1000.0).toString())
            is FontWeight -> listOf(x.weight.toString())
            is String -> listOf(x)
            is CubicBezierEasing -> listOf(x.a, x.b, x.c, x.d).map { it.toString() }
            is Pair<*, *> -> f(x.second) + f(x.first)
            is List<*> -> x.flatMap { f(it) }
            is BrandShadow -> f(x.color) + listOf(x.offsetX.value, x.offsetY.value, x.blur.value, x.spread.value, if (x.inset) 1f else 0f).map { it.toString() }
            is BrandBorder -> f(x.color) + f(x.width) + listOf(x.style)
            is BrandTransition -> listOf((x.durationMillis / 1000.0).toString(), (x.delayMillis / 1000.0).toString()) + f(x.easing)
            is TextStyle -> listOf(x.fontSize.value, (x.fontWeight?.weight ?: 0).toFloat(), x.letterSpacing.value, x.lineHeight.value / x.fontSize.value).map { it.toString() }
            else -> listOf("unknown ${x}")
        }

        """

    @Test func everyTokenInEveryModeIsTheCompiledTokens() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TintypeProcess.run(["compile", BrandTokensTests.fixture, "--format", "json,compose", "-o", directory])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/brand.tintype.json"))) as? [String: Any])
        let tokens = try #require(document["tokens"] as? [[String: Any]])
        var program = Self.helpers + "fun main() {\n"
        var expected: [String: [String]] = [:]
        for token in tokens {
            let path = try #require(token["path"] as? String), type = try #require(token["type"] as? String)
            let name = SwiftTokensTests.camel(path)
            // Colours and what differs by mode are in each mode's values; the rest in the object.
            let varying = type == "color" || Set(token.keys).intersection(["dark", "lightIncreased", "darkIncreased"]).count > 0
            for (scheme, (_, appearance, contrast)) in zip(Self.schemes.map(\.0), Self.schemes) {
                let key = SwiftTokensTests.modes.first { $0.0 == appearance && $0.1 == contrast }?.2 ?? "value"
                var want = try SwiftTokensTests.expected(type, token[key] ?? token["value"] as Any)
                if type == "typography" { want = Array(want.drop { Double($0) == nil }) }
                expected["\(path)|\(appearance)|\(contrast)"] = want
                let access = varying ? "Brand\(scheme)TokenValues.\(name)" : "BrandTokens.\(name)"
                program += "    println((listOf(\"\(path)|\(appearance)|\(contrast)\") + f(\(access))).joinToString(\"\\t\"))\n"
            }
        }
        program += "}\n"
        try program.write(toFile: directory + "/Main.kt", atomically: true, encoding: .utf8)
        // A length that only a typography composite's fontSize refers to is a text size: TextUnit in
        // sp, which follows the font scale; other lengths stay Dp.
        let kotlin = try String(contentsOfFile: directory + "/compose/BrandTheme.kt", encoding: .utf8)
        #expect(kotlin.contains("    val spaceCaption: TextUnit = 12.0.sp\n") && kotlin.contains("    val spaceSmall: Dp = 4.0.dp\n"))
        // The $description as KDoc, its "*/" broken: kotlinc below reads past it.
        #expect(kotlin.contains("    /** Text on the background. Not for * / links -- use color.accent- */\n    val colorLabel: Color"))
        let stubs = try ComposeCompileTests.kotlinFiles(ComposeCompileTests.stubs)
        let build = try SwiftOutputTests.run(["kotlinc"] + stubs + [directory + "/compose/BrandTheme.kt", directory + "/Main.kt", "-d", directory + "/classes"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        let run = try SwiftOutputTests.run(["kotlin", "-cp", directory + "/classes", "MainKt"], in: directory)
        // 8-bit colour channels: within half a step.
        #expect(SwiftTokensTests.compare(run.stdout, expected, tolerance: 0.5 / 255 + 1e-6) == tokens.count * 4, "\(run.stderr)")
    }
}
