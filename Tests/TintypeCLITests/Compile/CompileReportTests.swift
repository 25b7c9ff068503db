import Foundation
import Testing

/// What `tintype compile` says on standard error: the font system's fallbacks and missing faces,
/// then one line per output; `--quiet` keeps only errors.
@Suite struct CompileReportTests {
    /// A family no machine has before DejaVu Serif, in a weight DejaVu Serif lacks.
    static let theme = #"{"name": "fallback", "typography": {"fonts": {"text": {"families": ["Robotto", "DejaVu Serif"]}}, "#
        + #""styles": [{"name": "body", "weight": 900, "emphasizedWeight": 900}]}}"#

    @Test func aFamilyThatIsNotInstalledIsSaidAndEachOutputIsNamed() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.theme.write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        let out = directory + "/build"
        // The stand-in would ship as the theme: the compile stops, names what, and writes nothing.
        let stopped = try TintypeProcess.run(["compile", directory + "/theme.json", "--format", "json,android,dtcg", "-o", out])
        #expect(stopped.status == 2 && !FileManager.default.fileExists(atPath: out), "\(stopped.stderr)")
        #expect(stopped.stderr.contains("error: 'Robotto' is not installed (typography.fonts.text.families[0]); did you mean 'Roboto'?; "
            + "used fallback 'DejaVu Serif' (DejaVu Serif); the outputs would ship that stand-in as the theme"), "\(stopped.stderr)")
        #expect(stopped.stderr.contains("error: weight 900 of 'DejaVu Serif' not installed; used Bold (700); the outputs would ship"),
                "700 is 200 from the 900 asked for: a stand-in face")
        let first = try TintypeProcess.run(["compile", directory + "/theme.json", "--format", "json,android,dtcg", "-o", out, "--allow-fallback"])
        #expect(first.status == 0 && first.text.isEmpty)
        #expect(first.stderr.contains("tintype: warning: built with 2 stand-in fonts (--allow-fallback)"), "\(first.stderr)")
        let lines = first.stderr.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("tintype: warning: built with") }
        // Placed where the theme names the family (line 1, column 69 of the one-line file) and the
        // weight it wrote, as styles prints them (Roboto is installed by the set-up, for material).
        let file = directory + "/theme.json"
        let familyColumn = try #require(Self.theme.range(of: #""Robotto""#)).lowerBound.utf16Offset(in: Self.theme) + 1
        let weightColumn = try #require(Self.theme.range(of: #""weight": "#)).upperBound.utf16Offset(in: Self.theme) + 1
        #expect(lines.first == "\(file):1:\(familyColumn): warning: 'Robotto' is not installed (typography.fonts.text.families[0]); "
            + "did you mean 'Roboto'?; used fallback 'DejaVu Serif' (DejaVu Serif)")
        #expect(lines.contains("\(file):1:\(weightColumn): warning: weight 900 of 'DejaVu Serif' not installed; used Bold (700)"))
        let styles = try TintypeProcess.run(["styles", file])
        #expect(styles.stderr.split(separator: "\n").prefix(2).map(String.init) == Array(lines.prefix(2)), "the lines styles prints")
        // One line per output, in the order of --format; the counts are the files on disk.
        let android = try FileManager.default.subpathsOfDirectory(atPath: out + "/android").filter { $0.hasSuffix(".xml") }
        let dtcg = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".json") && $0 != "fallback.tintype.json" }
        #expect(Array(lines.suffix(3)) == ["wrote \(out)/fallback.tintype.json", "wrote \(out)/android/ (\(android.count) files)",
                                           "wrote \(out)/ (\(dtcg.count) dtcg files)"])
        #expect(android.count == 4 && dtcg.count > 1)
        // Again: nothing changed, and it says so.
        let again = try TintypeProcess.run(["compile", directory + "/theme.json", "--format", "json,android,dtcg", "-o", out, "--allow-fallback"])
        #expect(again.stderr.split(separator: "\n").suffix(3).allSatisfy { $0.hasPrefix("up to date: \(out)/") })
        // One file of four lost: the line says one was written, of four (issue 54's paper cuts).
        try FileManager.default.removeItem(atPath: out + "/android/" + android[0])
        let one = try TintypeProcess.run(["compile", directory + "/theme.json", "--format", "json,android,dtcg", "-o", out, "--allow-fallback"])
        #expect(one.stderr.split(separator: "\n").suffix(3).map(String.init) == ["up to date: \(out)/fallback.tintype.json",
            "wrote \(out)/android/ (1 of 4 files)", "up to date: \(out)/ (\(dtcg.count) dtcg files)"], "\(one.stderr)")
        let quiet = try TintypeProcess.run(["compile", directory + "/theme.json", "-o", out, "--quiet", "--allow-fallback"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty && quiet.text.isEmpty)
    }

    @Test func aRoleWithNoInstalledFamilyIsAnErrorAtItsPlaceInEveryCommand() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let theme = "{\"name\": \"typo\", \"typography\": {\n  \"fonts\": {\"text\": {\"families\": [\"DejaVu Serf\"]}},\n"
            + "  \"styles\": [{\"name\": \"body\"}]}}\n"
        let file = directory + "/theme.json"
        try theme.write(toFile: file, atomically: true, encoding: .utf8)
        // Line 2, at the family's opening quote; DejaVu Serif (Debian's fonts-dejavu-core) is one letter away.
        let line = theme.split(separator: "\n")[1]
        let column = try #require(line.range(of: "\"DejaVu Serf\"")).lowerBound.utf16Offset(in: line) + 1
        let expected = "\(file):2:\(column): error: 'DejaVu Serf' is not installed (typography.fonts.text.families[0]); "
            + "did you mean 'DejaVu Serif'"
        let suffix = "; the role 'text' has no family to fall back on: install it, correct the name, or end the list with a generic "
            + "family ('sans-serif', 'serif' or 'monospace')\n"
        for arguments in [["compile", file, "-o", directory + "/out"], ["check", file], ["styles", file], ["preview", file],
                          ["metrics", "snapshot", file, "-o", directory + "/snapshot.json"]] {
            let result = try TintypeProcess.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix(expected) && result.stderr.hasSuffix(suffix), "\(arguments): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/out"))
    }

    @Test func quietStillPrintsErrors() throws {
        let quiet = try TintypeProcess.run(["compile", "Tests/Fixtures/Themes/bad-scale.json", "-o", try TintypeProcess.temporaryDirectory(), "-q"])
        #expect(quiet.status == 2 && quiet.stderr.contains("bad-scale.json:"))
    }
}

/// A build with `--allow-fallback` still names the brand's families in the brand's order (issue 42,
/// item 1): Flutter's `fontFamily` is the theme's first family, the stand-in a fallback after it,
/// Compose's KDoc and Swift's `fontName` name the brand's family, and a comment in each says which
/// rows were measured on the stand-in.
@Suite struct StandInOutputTests {
    @Test func flutterKeepsTheThemesOrderAndSaysWhatWasMeasured() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let theme = #"{"name": "serif", "typography": {"fonts": {"text": {"families": ["Nowhere Serif", "DejaVu Serif", "serif"]}}, "scale": {"model": "apple"}}}"#
        try theme.write(toFile: "\(directory)/theme.json", atomically: true, encoding: .utf8)
        let result = try TintypeProcess.run(["compile", "\(directory)/theme.json", "--format", "flutter,compose,swift,css,android,dtcg", "-o", "\(directory)/out", "--allow-fallback"])
        #expect(result.status == 0, "\(result.stderr)")
        let dart = try String(contentsOfFile: "\(directory)/out/flutter/lib/serif_theme.dart", encoding: .utf8)
        #expect(dart.contains("TextStyle(fontFamily: 'Nowhere Serif', fontFamilyFallback: <String>['DejaVu Serif'], "))
        #expect(!dart.contains("fontFamily: 'DejaVu Serif'"), "the stand-in is never the family")
        #expect(dart.contains("// Metrics measured on stand-in fonts (built with --allow-fallback): Nowhere Serif measured on DejaVu Serif."))
        // Compose's KDoc asks for the brand's family; Swift's fontName is the brand's, not the
        // stand-in's PostScript name (fontconfig's DejaVu Serif is DejaVuSerif).
        let kotlin = try String(contentsOfFile: "\(directory)/out/compose/SerifTheme.kt", encoding: .utf8)
        #expect(kotlin.contains("pass Nowhere Serif as [fontFamily]") && !kotlin.contains("pass DejaVu Serif"), "\(kotlin.prefix(900))")
        #expect(kotlin.contains(" * Metrics measured on stand-in fonts (built with --allow-fallback): Nowhere Serif measured on DejaVu Serif."))
        let swift = try String(contentsOfFile: "\(directory)/out/swift/serif.swift", encoding: .utf8)
        let tables = try String(contentsOfFile: "\(directory)/out/swift/serif+Tables.swift", encoding: .utf8)
        #expect(tables.contains("    static func fontNamesTable() -> [String] {\n        [\n            \"Nowhere Serif\",\n        ]\n    }"), "\(tables.prefix(400))")
        #expect(!swift.contains("DejaVuSerif") && !tables.contains("DejaVuSerif"))
        #expect(swift.contains("/// Metrics measured on stand-in fonts (built with --allow-fallback): Nowhere Serif measured on DejaVu Serif."))
        // CSS, Android and DTCG say it where a reader looks first: the header, the resolver's description.
        let sentence = "Metrics measured on stand-in fonts (built with --allow-fallback): Nowhere Serif measured on DejaVu Serif;"
        let css = try String(contentsOfFile: "\(directory)/out/css/serif.css", encoding: .utf8)
        #expect(css.split(separator: "\n").first?.contains(sentence) == true)
        #expect(css.contains(#"font-family: "Nowhere Serif", "DejaVu Serif", serif"#), "the theme's families, in its order")
        let android = try String(contentsOfFile: "\(directory)/out/android/values/serif_type.xml", encoding: .utf8)
        // An XML comment cannot hold "--": the option's dashes are spaced there.
        #expect(android.split(separator: "\n").dropFirst().first?.contains("Metrics measured on stand-in fonts (built with - -allow-fallback): "
            + "Nowhere Serif measured on DejaVu Serif;") == true)
        let resolver = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(directory)/out/serif.resolver.json"))) as? [String: Any])
        #expect((resolver["description"] as? String)?.contains(sentence) == true)
        // The shipped default, on its own fonts: no such comment.
        let golden = try String(contentsOfFile: TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Generated/flutter/default/flutter/lib/default_theme.dart").path, encoding: .utf8)
        #expect(!golden.contains("stand-in"))
    }
}
