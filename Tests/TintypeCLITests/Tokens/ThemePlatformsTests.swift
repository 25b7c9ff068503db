import Foundation
import Testing

/// One theme and one project for every platform (issue 52, item 2). `Tests/Fixtures/Tokens/platforms`:
/// Inter on the web and Roboto on Android, and a resolver whose `platform` modifier gives Android
/// its own primary colour and card radius. Every expected value is read off those files by hand:
/// `core.tokens.json` (primary #4f46e5), `web.tokens.json` (radius 12 px), `android.tokens.json`
/// (primary #6750a4, radius 16 px).
@Suite struct ThemePlatformsTests {
    static let fixture = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Tokens/platforms").path

    /// A copy of the fixture to build in, with `change` applied to the named files.
    static func copy(_ change: [String: (String) -> String] = [:]) throws -> String {
        let directory = try TintypeProcess.temporaryDirectory()
        for name in try FileManager.default.contentsOfDirectory(atPath: fixture) {
            var text = try String(contentsOfFile: fixture + "/" + name, encoding: .utf8)
            if let edit = change[name] { text = edit(text) }
            try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
        }
        return directory
    }

    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func oneProjectWritesInterOnTheWebAndRobotoOnAndroid() throws {
        let directory = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TintypeProcess.run(["build"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")

        // The web: Inter, the core primary and the web's radius.
        let css = try Self.read(directory + "/build/css/duo.css")
        let body = try #require(css.range(of: ".duo-body {")).upperBound
        let family = try #require(css[body...].split(separator: "\n").first { $0.contains("font-family:") })
        #expect(family.contains("font-family: \"Inter\""), "\(family)")
        #expect(css.contains("--duo-color-primary: #4f46e5;"))
        #expect(css.contains("--duo-radius-card: 12px;"))
        #expect(!css.contains("Roboto\","), "the web names no Android family")

        // Android: Roboto (the platform's sans-serif), Android's primary and radius, in the tokens and the tint.
        let type = try Self.read(directory + "/build/android/values/duo_type.xml")
        #expect(type.contains("<item name=\"android:fontFamily\">sans-serif</item>"))
        #expect(!type.contains("Inter"))
        let tokens = try Self.read(directory + "/build/android/values/duo_tokens.xml")
        #expect(tokens.contains("<color name=\"duo_color_primary\">#6750a4</color>"))
        #expect(tokens.contains("<dimen name=\"duo_radius_card\">16dp</dimen>"))
        #expect(try Self.read(directory + "/build/android/values/duo_colors.xml").contains("<color name=\"duo_tint\">#6750a4</color>"))

        // Compose: Roboto and Android's tokens.
        let compose = try Self.read(directory + "/build/compose/DuoTheme.kt")
        #expect(compose.contains("pass Roboto as [fontFamily]"))
        #expect(compose.contains("val radiusCard: Dp = 16.0.dp"))
        #expect(compose.contains("0xFF6750A4"))
        #expect(!compose.contains("0xFF4F46E5"))

        // Flutter, told to take Android's: Roboto in every style.
        let dart = try Self.read(directory + "/build/flutter/lib/duo_theme.dart")
        #expect(dart.contains("fontFamily: 'Roboto'"))
        #expect(!dart.contains("fontFamily: 'Inter'"))

        // Swift, for iOS, which the theme does not tell apart: the theme as it is everywhere.
        let swift = try Self.read(directory + "/build/swift/duo.swift") + Self.read(directory + "/build/swift/duo+Tables.swift")
        #expect(swift.contains("\"Inter-Regular\""))
        #expect(!swift.contains("Roboto"))

        // The compiled theme holds Android's own, measured on Roboto's faces; the base on Inter's.
        let compiled = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/build/json/duo.tintype.json"))) as? [String: Any])
        func families(_ theme: [String: Any]) -> Set<String> { Set(((theme["fonts"] as? [[String: Any]]) ?? []).compactMap { $0["family"] as? String }) }
        #expect(families(compiled) == ["Inter"])
        let android = try #require((compiled["platforms"] as? [String: Any])?["android"] as? [String: Any])
        #expect(families(android) == ["Roboto"])
        #expect((compiled["platforms"] as? [String: Any])?.keys.sorted() == ["android"])
        #expect(((android["typefaces"] as? [[String: Any]]) ?? []).allSatisfy { ($0["families"] as? [String]) == ["Roboto"] })
        // The compiled theme's schema (a platform's part is a compiled theme of its own) holds it.
        let schema = try GoldenOutputTests.check("validate_themes.py", [directory + "/build/json/duo.tintype.json"])
        #expect(schema.status == 0, "\(schema.report)")

        // The build plugin's path: the compiled theme alone renders Android's files byte for byte.
        let exported = directory + "/exported"
        let export = try TintypeProcess.run(["export", "compose", directory + "/build/json/duo.tintype.json", "-o", exported])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(try Self.read(exported + "/compose/DuoTheme.kt") == compose)
    }

    /// `metrics snapshot --platform` records a platform's own faces; fontTools reads the same numbers
    /// from the same files; `metrics check` takes the baseline's platform and refuses another.
    @Test func eachPlatformHasABaselineOfItsOwnFaces() throws {
        let directory = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (platform, family) in [("android", "Roboto"), ("web", "Inter")] {
            let file = directory + "/\(platform).json"
            let made = try TintypeProcess.run(["metrics", "snapshot", directory, "--platform", platform, "-o", file])
            #expect(made.status == 0, "\(made.stderr)")
            let snapshot = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
            #expect(snapshot["platform"] as? String == platform)
            let faces = try #require(snapshot["faces"] as? [[String: Any]])
            #expect(!faces.isEmpty && faces.allSatisfy { $0["family"] as? String == family }, "\(platform)")
            let fontTools = try GoldenOutputTests.check("check_metrics_snapshot.py", [file])
            #expect(fontTools.status == 0, "\(fontTools.report)")
            // Checked again with nothing said: on the baseline's own platform, so nothing moved.
            let check = try TintypeProcess.run(["metrics", "check", directory, "--baseline", file])
            #expect(check.status == 0, "\(check.stderr)\(check.text)")
        }
        // The web says it differs in nothing (no platforms.web): a note, and the theme as it is everywhere.
        let web = try TintypeProcess.run(["metrics", "snapshot", directory, "--platform", "web"])
        #expect(web.stderr.contains("does not differ on web"))
        let crossed = try TintypeProcess.run(["metrics", "check", directory, "--baseline", directory + "/android.json", "--platform", "web"])
        #expect(crossed.status == 2)
        #expect(crossed.stderr.contains("was recorded on android's faces, not on web's"), "\(crossed.stderr)")
    }

    /// `check` judges each platform as it is there: an Android primary too light for white
    /// (#a5b4fc, 1.99:1 by WCAG's formula, below 3:1) fails on Android alone.
    @Test func checkJudgesEachPlatformsOwnPairs() throws {
        let directory = try Self.copy(["android.tokens.json": { $0.replacingOccurrences(of: "#6750a4", with: "#a5b4fc")
                .replacingOccurrences(of: "[0.4039, 0.3137, 0.6431]", with: "[0.6471, 0.7059, 0.9882]") }])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(ThemeModesTests.ratio("#a5b4fc", "#ffffff") < 3)
        #expect(ThemeModesTests.ratio("#4f46e5", "#ffffff") >= 3)
        let result = try TintypeProcess.run(["check", directory, "--json"])
        #expect(result.status == 1)
        let findings = try #require(try TintypeProcess.jsonObject(result)["findings"] as? [[String: Any]])
        let onBackground = findings.filter { $0["id"] as? String == "tint.tint-on-background" && $0["severity"] as? String == "failure" }
        #expect(!onBackground.isEmpty)
        for finding in onBackground {
            let message = finding["message"] as? String ?? ""
            #expect(message.hasPrefix("on android: ") && message.contains("#a5b4fc"), "\(message)")
        }
        // What Android shares with the theme everywhere is said once, without a platform: the core
        // tokens' on-surface on surface (#f1f5f9 on #ffffff, below 4.5:1 by WCAG's formula).
        #expect(ThemeModesTests.ratio("#f1f5f9", "#ffffff") < 4.5)
        let messages = findings.compactMap { $0["message"] as? String }
        let shared = findings.filter { $0["id"] as? String == "brand.text-on-background" }.compactMap { $0["message"] as? String }
        #expect(shared.count == 1 && shared.allSatisfy { !$0.hasPrefix("on ") }, "\(shared)")
        for message in messages where message.hasPrefix("on android: ") {
            #expect(!messages.contains(String(message.dropFirst("on android: ".count))), "said twice: \(message)")
        }
    }

    @Test(arguments: [
        ("\"android\": {", "\"andriod\": {", "unknown platform 'andriod' in platforms; did you mean 'android'?"),
        ("\"android\": {\n      \"tokens\"", "\"android\": {\n      \"name\": \"other\",\n      \"tokens\"", "platforms.android cannot change the theme's \"name\""),
        ("\"platforms\": {\n    \"android\": {", "\"platforms\": [], \"x\": {\n    \"android\": {", "\"platforms\" maps a platform"),
    ])
    func aMistakeInPlatformsNamesItsPlace(original: String, replacement: String, message: String) throws {
        let directory = try Self.copy(["theme.json": { $0.replacingOccurrences(of: original, with: replacement) }])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try Self.read(directory + "/theme.json").contains(replacement))
        let result = try TintypeProcess.run(["build"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.contains("theme.json:") && result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/build"), "nothing written")
    }
}
