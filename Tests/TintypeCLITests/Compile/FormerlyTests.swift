import Foundation
import Testing

/// A renamed style keeps its old name for a release (issue 52, item 6): `formerly: ["button"]` on
/// `primaryAction` (`Tests/Fixtures/Themes/formerly`) is a deprecated alias on every platform, each
/// read by that platform's own tool: swiftc and kotlinc warn where the old name is used and name the
/// new one, Android's style takes the new one as parent (Python's XML parser), Dart's is
/// `@Deprecated` (tree-sitter-dart), and the style sheet's class rules list the old class beside the
/// new one (Chromium, through check_css.py, computes the theme's values for both), and its custom
/// properties and leading trims under the old name are the new one's (check_css_formerly.py).
@Suite struct FormerlyTests {
    static let theme = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Themes/formerly").path

    @Test func theOldNameIsADeprecatedAliasOnEveryPlatform() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TintypeProcess.run(["compile", Self.theme, "--format", "json,swift,compose,android,flutter,css", "-o", directory])
        #expect(result.status == 0, "\(result.stderr)")
        let compiled = directory + "/formerly.tintype.json"
        for (script, output) in [("check_android_resources.py", "/android"), ("check_compose.py", "/compose/FormerlyTheme.kt"),
                                 ("check_flutter.py", "/flutter/lib/formerly_theme.dart"), ("check_css.py", "/css/formerly.css"),
                                 ("check_css_formerly.py", "/css/formerly.css")] {
            let check = try GoldenOutputTests.check(script, [compiled, directory + output])
            #expect(check.status == 0, "\(script): \(check.report)")
        }
        let dart = try String(contentsOfFile: directory + "/flutter/lib/formerly_theme.dart", encoding: .utf8)
        #expect(dart.contains("  @Deprecated('Renamed primaryAction')\n  static const FormerlyTextStyleName button = primaryAction;\n"))
        let css = try String(contentsOfFile: directory + "/css/formerly.css", encoding: .utf8)
        #expect(css.contains(".formerly-primary-action,\n.formerly-button {\n"))

        // Swift: the old name type-checks, with the compiler's deprecation warning naming the new one.
        try SwiftOutputTests.buildStandIns(in: directory)
        try "func use() {\n    let old: FormerlyTheme.TextStyle = .button\n    precondition(old == .primaryAction)\n}\n".write(toFile: directory + "/use.swift", atomically: true, encoding: .utf8)
        let swift = try SwiftOutputTests.run(["swiftc", "-swift-version", "6", "-typecheck", "-I", "."] + SwiftOutputTests.sources(of: directory + "/swift/formerly.swift") + ["use.swift"], in: directory)
        #expect(swift.status == 0 && swift.stderr.contains("warning: 'button' is deprecated: renamed to 'primaryAction'"), "\(swift.stderr)")

        // Kotlin: the old property is the new one, with the compiler's deprecation warning.
        try """
            import tintype.formerly.*

            fun main() {
                val styles = FormerlyTextStyles()
                println(styles.button === styles.primaryAction && styles.buttonEmphasized === styles.primaryActionEmphasized)
            }

            """.write(toFile: directory + "/Main.kt", atomically: true, encoding: .utf8)
        let stubs = try ComposeCompileTests.kotlinFiles(ComposeCompileTests.stubs)
        let kotlin = try SwiftOutputTests.run(["kotlinc"] + stubs + [directory + "/compose/FormerlyTheme.kt", directory + "/Main.kt", "-d", directory + "/classes"],
                                              in: directory)
        #expect(kotlin.status == 0 && kotlin.stderr.contains("'button: TextStyle' is deprecated. Renamed primaryAction"), "\(kotlin.stderr)")
        let run = try SwiftOutputTests.run(["kotlin", "-cp", directory + "/classes", "MainKt"], in: directory)
        #expect(run.stdout == "true\n", "\(run.stderr)")
    }

    @Test func aFormerNameThatIsAStyleNowIsAnError() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try #"{"name": "t", "typography": {"fonts": {"text": {"families": ["sans-serif"]}}, "styles": [{"name": "body", "formerly": ["callout"]}, {"name": "callout"}]}}"#
            .write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        let result = try TintypeProcess.run(["check", directory])
        #expect(result.status == 2 && result.stderr.contains("theme.json:1:120: error: typography.styles[0].formerly: 'callout' is a style's name now"),
                "\(result.stderr)")
    }

    /// metrics check after a rename (issue 52, item 6): with `formerly`, the baseline's `button` rows
    /// are compared with `primaryAction`'s and the report says "renamed"; without it, the style is
    /// removed and another added, two regressions.
    @Test func metricsCheckSaysRenamed() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func theme(_ style: String, size: Int = 17) -> String {
            #"{"name": "t", "typography": {"fonts": {"text": {"families": ["DejaVu Sans"]}}, "styles": [{"name": "body"}, "#
                + #"{\#(style), "size": \#(size), "lineHeight": 22, "weight": 400, "emphasizedWeight": 700, "scalesLike": "body"}]}}"#
        }
        try theme(#""name": "button""#).write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        #expect(try TintypeProcess.run(["metrics", "snapshot", "theme.json", "-o", "m.json"], in: directory).status == 0)
        try theme(#""name": "primaryAction", "formerly": ["button"]"#).write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        let renamed = try TintypeProcess.run(["metrics", "check", "theme.json", "--baseline", "m.json"], in: directory)
        #expect(renamed.status == 0, "\(renamed.text)\(renamed.stderr)")
        #expect(renamed.text.contains("Renamed styles (formerly), compared under their new names:\n  button: renamed primaryAction\n"), "\(renamed.text)")
        // Renamed and resized: the old rows are compared with the new name's, so the size that moved is a regression.
        try theme(#""name": "primaryAction", "formerly": ["button"]"#, size: 18).write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        let resized = try TintypeProcess.run(["metrics", "check", "theme.json", "--baseline", "m.json"], in: directory)
        #expect(resized.status == 1 && resized.text.contains("button @ large: size 17 → 18 pt (+1)"), "\(resized.text)")
        try theme(#""name": "primaryAction""#).write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        let gone = try TintypeProcess.run(["metrics", "check", "theme.json", "--baseline", "m.json"], in: directory)
        #expect(gone.status == 1 && gone.text.contains("metrics: 2 regressions in 2 styles"), "\(gone.text)")
    }

    /// build --locked after a rename (issue 52, item 6): the lock's change says "renamed", with
    /// how many of the style's rows are the lock's under the old name: all 72 (12 categories × 3
    /// leadings × regular and emphasized, one row each in the compiled theme) when only the name
    /// moved; without `formerly` the old style is removed.
    @Test func buildLockedSaysRenamed() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func theme(_ style: String) -> String {
            #"{"name": "t", "typography": {"fonts": {"text": {"families": ["DejaVu Sans"]}}, "styles": [{"name": "body"}, "#
                + #"{\#(style), "size": 17, "lineHeight": 22, "weight": 400, "emphasizedWeight": 700, "scalesLike": "body"}]}}"#
        }
        try "themes: [theme.json]\nformats:\n  json: { folder: lock }\n".write(toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        try theme(#""name": "button""#).write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        #expect(try TintypeProcess.run(["build"], in: directory).status == 0)
        try theme(#""name": "primaryAction", "formerly": ["button"]"#).write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        let renamed = try TintypeProcess.run(["build", "--locked"], in: directory)
        #expect(renamed.status != 0)
        #expect(renamed.stderr.contains("lock/t.tintype.json: renamed: button → primaryAction (72 rows as they were)"), "\(renamed.stderr)")
        #expect(!renamed.stderr.contains("styles removed"), "\(renamed.stderr)")
        try theme(#""name": "primaryAction""#).write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        let removed = try TintypeProcess.run(["build", "--locked"], in: directory)
        #expect(removed.stderr.contains("72 of 144 rows (primaryAction 72); styles removed: button"), "\(removed.stderr)")
    }
}
