import Foundation
import Testing

/// A first run of every shipped theme, on the fonts the set-up installs, says nothing it need not:
/// `check` passes with no warning and nothing on standard error, `styles` and `compile` warn of
/// nothing. Line boxes shorter than a font's content area where the ink fits are notes, which
/// `check --verbose` lists.
@Suite struct QuietFirstRunTests {
    @Test(arguments: ["default", "accessible", "material"])
    func aShippedThemeRunsQuietly(theme: String) throws {
        let check = try TintypeProcess.run(["check", "Themes/\(theme)"])
        #expect(check.status == 0 && check.stderr.isEmpty)
        let lines = check.text.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("\(theme): 0 failures, 0 warnings"), "\(check.text)")
        let verbose = try TintypeProcess.run(["check", "Themes/\(theme)", "--verbose"]).text
        #expect(verbose.split(separator: "\n").dropLast().allSatisfy { $0.contains(": note [") }, "only notes are added")
        let styles = try TintypeProcess.run(["styles", "Themes/\(theme)"])
        #expect(styles.status == 0 && styles.stderr.isEmpty, "\(styles.stderr)")
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let compile = try TintypeProcess.run(["compile", "Themes/\(theme)", "--format", "json,css", "-o", directory])
        #expect(compile.status == 0 && compile.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("wrote ") }, "\(compile.stderr)")
    }
}
