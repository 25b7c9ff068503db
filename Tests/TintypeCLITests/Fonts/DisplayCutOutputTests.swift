import Foundation
import Testing

/// A family that comes as two optical cuts, Debian's Inter and Inter Display (fonts-inter), with
/// the display cut from 20 pt: each row is measured on its own cut's file, and every format names
/// the cut its row was measured in, each checked by an independent reader: fontTools, Chromium's
/// computed styles, tree-sitter's Dart and Kotlin grammars, Python's XML parser, kotlinc and swiftc.
@Suite(.serialized) struct DisplayCutOutputTests {
    static let theme = "Tests/Fixtures/Themes/display-cut"
    /// The display cut's size, as the fixture theme writes it.
    static let from = 20.0

    static func compile(_ formats: String) throws -> String {
        let directory = try TintypeProcess.temporaryDirectory()
        let compiled = try TintypeProcess.run(["compile", theme, "--format", "json," + formats, "-o", directory])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        return directory
    }

    static func expectCheck(_ script: String, _ arguments: [String], saying words: String? = nil) throws {
        let result = try GoldenOutputTests.check(script, arguments)
        #expect(result.status == 0, "\(script): \(result.report)")
        if let words { #expect(result.report.contains(words), "\(result.report)") }
    }

    /// fontTools finds each row's file by its SHA-256: Inter Display's name table from 20 pt up,
    /// Inter's below, and the row's ascender, cap height and x-height that file's per em × size;
    /// and jsonschema finds the compiled theme, display cut and all, valid.
    @Test func eachRowIsMeasuredOnItsCutsOwnFile() throws {
        let directory = try Self.compile("json")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.expectCheck("check_display_cut.py", [directory + "/display-cut.tintype.json"], saying: "each measured on its own file")
        // The compiled theme's display cut is what the published schema describes.
        try Self.expectCheck("validate_themes.py", [directory + "/display-cut.tintype.json"], saying: "5 compiled themes validated")
    }

    /// In Chromium every style names the display cut first exactly where its computed size reaches
    /// 20 px: in each category's block and along the fluid root's sizes; and the display cut gets
    /// fallback faces of its own, which fontTools' numbers and Chromium's layout confirm. `export`
    /// renders the same sheet from the compiled theme alone.
    @Test func theStyleSheetSwitchesToTheDisplayCutInChromium() throws {
        let directory = try Self.compile("css")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let compiled = directory + "/display-cut.tintype.json", sheet = directory + "/css/display-cut.css"
        try Self.expectCheck("check_css.py", [compiled, sheet], saying: "follows the root font size")
        try Self.expectCheck("check_css_fallbacks.py", [compiled, sheet], saying: "fallback rules agree with fontTools")
        let css = try String(contentsOfFile: sheet, encoding: .utf8)
        #expect(css.contains("font-family: \"Inter Display fallback\";"))
        // The compiled theme carries the display cut: rendered from it alone, the sheet is the same.
        let exported = try TintypeProcess.run(["export", "css", compiled, "-o", directory + "/exported"])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(try String(contentsOfFile: directory + "/exported/css/display-cut.css", encoding: .utf8) == css)
        #expect(css.contains("Display cuts: Inter Display from 20px;") && css.contains("a browser without them sets every size in the text cut"))
        // In rem, the cut's size is 1.25rem, and the switch holds at every category's block.
        let rem = try TintypeProcess.run(["export", "css-rem", compiled, "-o", directory + "/rem"])
        #expect(rem.status == 0, "\(rem.stderr)")
        try Self.expectCheck("check_css.py", [compiled, directory + "/rem/css/display-cut.css"])
        #expect(try String(contentsOfFile: directory + "/rem/css/display-cut.css", encoding: .utf8).contains("font-size >= 1.25rem)"))
    }

    /// Flutter names each row's cut per category; Compose and Android, which keep a style's family
    /// at every font scale, name the cut of its size at the default one, and say so.
    @Test func theNativeFormatsNameEachRowsCut() throws {
        let directory = try Self.compile("flutter,compose,android")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let compiled = directory + "/display-cut.tintype.json"
        try Self.expectCheck("check_flutter.py", [compiled, directory + "/flutter/lib/display_cut_theme.dart"])
        let kotlin = directory + "/compose/DisplayCutTheme.kt"
        try Self.expectCheck("check_compose.py", [compiled, kotlin])
        try Self.expectCheck("check_android_resources.py", [compiled, directory + "/android"])
        let built = try ComposeCompileTests.kotlinc(try ComposeCompileTests.kotlinFiles(ComposeCompileTests.stubs) + [kotlin])
        #expect(built.status == 0, "\(built.stderr)")
        let source = try String(contentsOfFile: kotlin, encoding: .utf8)
        #expect(source.contains("class DisplayCutTextStyles(textFontFamily: FontFamily = FontFamily.Default, "
            + "textDisplayFontFamily: FontFamily = FontFamily.Default)"))
        #expect(source.contains("stays in the text cut"))
        let dart = try String(contentsOfFile: directory + "/flutter/lib/display_cut_theme.dart", encoding: .utf8)
        #expect(dart.contains("fontFamily: 'Inter Display', fontFamilyFallback: <String>['Inter']"))
    }

    /// A program built from the Swift output prints each row's font name: Inter Display's faces
    /// exactly at the sizes from 20 pt up that the compiled theme (Foundation's JSON parser) gives.
    @Test func theSwiftTableNamesEachRowsCut() throws {
        let directory = try Self.compile("swift")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let url = URL(fileURLWithPath: directory + "/display-cut.tintype.json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let categories = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
        var expected: Set<String> = []
        for row in try #require(document["styles"] as? [[String: Any]]) where row["leading"] as? String == "standard" && row["emphasized"] as? Bool == false {
            let size = try #require(row["size"] as? NSNumber).doubleValue
            let name = try #require(row["category"] as? String)
            let category = try #require(categories.firstIndex(of: name))
            expected.insert("\(row["style"]!) \(category) \(size >= Self.from)")
        }
        let main = """
            for style in DisplayCutTheme.TextStyle.allCases {
                for category in DisplayCutTheme.SizeCategory.allCases {
                    print(style, category.rawValue, DisplayCutTheme.metrics(style, category).fontName.hasPrefix("InterDisplay-"))
                }
            }
            """
        try main.write(toFile: directory + "/main.swift", atomically: true, encoding: .utf8)
        let built = try SwiftOutputTests.run(["swiftc", "-swift-version", "6", "-o", "program"] + SwiftOutputTests.sources(of: directory + "/swift/display-cut.swift") + ["main.swift"],
                                             in: directory)
        #expect(built.status == 0, "\(built.stderr)")
        let printed = try SwiftOutputTests.run(["./program"], in: directory).stdout.split(separator: "\n").map(String.init)
        #expect(Set(printed) == expected)
        #expect(printed.contains("title3 3 true") && printed.contains("title3 2 false"))
    }

    /// A display cut that is not installed stops the build at its name in the theme, saying how to
    /// go on; built knowingly, the text cut stands in and every format's header says so.
    @Test func aDisplayCutNotInstalledStopsTheBuildAtItsName() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let text = try String(contentsOfFile: Self.theme + "/theme.json", encoding: .utf8)
            .replacingOccurrences(of: "\"Inter Display\"", with: "\"Intr Display\"")
            .replacingOccurrences(of: "../../../../Themes/", with: TintypeProcess.packageRoot.path + "/Themes/")
        try text.write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        let refused = try TintypeProcess.run(["compile", directory, "--format", "css", "-o", directory + "/out"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("'Intr Display' is not installed (typography.fonts.text.displayCut.families[0]); did you mean 'Inter Display'?"),
                "\(refused.stderr)")
        #expect(refused.stderr.contains("or remove typography.fonts.text.displayCut to set every size in the text cut"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/out"))
        let allowed = try TintypeProcess.run(["compile", directory, "--format", "css", "-o", directory + "/out", "--allow-fallback"])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        let css = try String(contentsOfFile: directory + "/out/css/display-cut.css", encoding: .utf8)
        #expect(css.contains("Intr Display measured on Inter"))
    }
}
