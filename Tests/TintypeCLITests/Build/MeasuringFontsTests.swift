import Foundation
import Testing

/// The fonts the web fallback faces are measured on are part of the install (issue 54, item 4): a
/// compile or build on a machine without them says so on standard error, with the package to
/// install, instead of only a comment in the style sheet and a lock that differs elsewhere.
@Suite struct MeasuringFontsTests {
    /// A fontconfig that knows only the fixture fonts (no Liberation, no Roboto).
    static func fixtureFontsOnly(_ directory: String) throws -> [String: String] {
        let fonts = TintypeProcess.packageRoot.appendingPathComponent("Fonts").path
        try """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig><dir>\(fonts)</dir><cachedir>\(directory)/cache</cachedir></fontconfig>
            """.write(toFile: directory + "/fonts.conf", atomically: true, encoding: .utf8)
        return ["FONTCONFIG_FILE": directory + "/fonts.conf"]
    }

    @Test func aMissingMeasuringFontIsAWarningNamingItsPackage() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let environment = try Self.fixtureFontsOnly(directory)
        let compile = try TintypeProcess.run(["compile", "Tests/Fixtures/Themes/fixture-passing", "--format", "css", "-o", directory + "/out"],
                                             environment: environment)
        #expect(compile.status == 0, "\(compile.stderr)")
        let warnings = compile.stderr.split(separator: "\n").filter { $0.contains("web fallback faces") }
        #expect(warnings.count == 2, "\(compile.stderr)")
        #expect(warnings.first?.contains("for Tintype Variable on Arial (400, 600, 700, 800) are measured on Liberation Sans, which is not installed") == true)
        #expect(warnings.first?.hasSuffix("install it (Debian: fonts-liberation2)") == true)
        #expect(warnings.last?.contains("on Roboto (400, 600, 700, 800) are measured on Roboto") == true && warnings.last?.hasSuffix("(Debian: fonts-roboto)") == true)
        // The sheet says the same in its comment, and writes no rule for them.
        let css = try String(contentsOfFile: directory + "/out/css/fixture-passing.css", encoding: .utf8)
        #expect(css.contains("No fallback face for Tintype Variable") && !css.contains("@font-face"))
        // Where the fonts are installed (the test machine's own fontconfig), nothing is said.
        let installed = try TintypeProcess.run(["compile", "Tests/Fixtures/Themes/fixture-passing", "--format", "css", "-o", directory + "/out2",
                                                "--font-dir", "Fonts"])
        #expect(installed.status == 0 && !installed.stderr.contains("web fallback faces"), "\(installed.stderr)")
    }

    /// A lock made where the measuring fonts are, checked where they are not: `--locked` fails and
    /// says why before what would change (issue 54, item 3).
    @Test func lockedSaysAMissingMeasuringFontFirst() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The project vendors the fixture fonts and holds the fixture theme, as a team's repository does.
        try FileManager.default.copyItem(atPath: TintypeProcess.packageRoot.appendingPathComponent("Fonts").path, toPath: directory + "/fonts")
        try FileManager.default.copyItem(atPath: TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Themes/fixture-passing").path,
                                         toPath: directory + "/theme")
        try "themes: [theme]\nfonts: [fonts]\nformats:\n  json:\n".write(toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        let built = try TintypeProcess.run(["build", directory])
        #expect(built.status == 0, "\(built.stderr)")
        let locked = try TintypeProcess.run(["build", directory, "--locked"], environment: try Self.fixtureFontsOnly(directory))
        #expect(locked.status == 1, "\(locked.stderr)")
        let lines = locked.stderr.split(separator: "\n").map(String.init)
        let warning = try #require(lines.firstIndex { $0.contains("measured on Liberation Sans, which is not installed") })
        let change = try #require(lines.firstIndex { $0.hasPrefix("would change: build/tintype/json/fixture-passing.tintype.json") })
        #expect(warning < change, "\(locked.stderr)")
    }
}
