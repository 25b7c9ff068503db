import Foundation
import Testing

/// The committed Compose code of every shipped theme compiles with Debian's kotlinc against
/// Compose's signatures (Tests/Fixtures/ComposeStubs), as an app's build would type-check it; a
/// wrong parameter name does not.
@Suite struct ComposeCompileTests {
    static let stubs = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/ComposeStubs").path

    static func kotlinFiles(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".kt") }.sorted().map { folder + "/" + $0 }
    }

    static func kotlinc(_ sources: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let output = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        return try SwiftOutputTests.run(["kotlinc"] + sources + ["-d", output + "/classes"], in: output)
    }

    /// A theme on a variable face with an optical-size axis: run by the JVM, each text style asks
    /// the app's family maker for the optical size its row was measured at, as the compiled theme
    /// (read here with Foundation's JSON parser) says; without a maker the styles keep the family.
    @Test func aVariableFacesOpticalSizeReachesCompose() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let compiled = try TintypeProcess.run(["compile", "Tests/Fixtures/Themes/fixture-passing", "--font-dir", "Fonts", "--format", "json,compose",
                                               "-o", directory + "/out"])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        let url = URL(fileURLWithPath: directory + "/out/fixture-passing.tintype.json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let fonts = try #require(document["fonts"] as? [[String: Any]])
        var expected: [Double] = []
        for row in try #require(document["styles"] as? [[String: Any]])
        where row["leading"] as? String == "standard" && row["category"] as? String == "large" {
            let index = try #require(row["font"] as? Int)
            expected.append(try #require((fonts[index]["location"] as? [String: Any])?["opsz"] as? NSNumber).doubleValue)
        }
        let main = """
            import androidx.compose.ui.text.font.FontFamily
            import tintype.fixture_passing.FixturePassingTextStyles
            fun main() {
                val asked = mutableListOf<Float>()
                FixturePassingTextStyles(fontFamilyForOpticalSize = { size -> asked.add(size); FontFamily.Serif })
                println(asked.sorted().joinToString(" "))
                println(FixturePassingTextStyles().body.fontFamily === FontFamily.Default)
            }
            """
        try main.write(toFile: directory + "/Main.kt", atomically: true, encoding: .utf8)
        let stubs = try Self.kotlinFiles(Self.stubs)
        let build = try SwiftOutputTests.run(["kotlinc"] + stubs + [directory + "/out/compose/FixturePassingTheme.kt", directory + "/Main.kt", "-d", directory + "/classes"],
                                             in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        let run = try SwiftOutputTests.run(["kotlin", "-cp", directory + "/classes", "MainKt"], in: directory)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let asked = lines.first?.split(separator: " ").compactMap { Double($0) } ?? []
        #expect(asked == expected.sorted(), "\(run.stdout)\(run.stderr)")
        #expect(asked.contains(17))
        #expect(lines.last == "true")
    }

    @Test func theShippedThemesComposeCodeCompilesAndAWrongParameterDoesNot() throws {
        let themes = ["default", "material", "accessible"].map { theme in
            GoldenOutputTests.generated.appendingPathComponent("compose/\(theme)/compose/\(theme.prefix(1).uppercased() + theme.dropFirst())Theme.kt").path
        }
        let stubs = try Self.kotlinFiles(Self.stubs)
        #expect(stubs.count >= 6)
        let compiled = try Self.kotlinc(stubs + themes)
        #expect(compiled.status == 0, "\(compiled.stderr)")

        // The same code with one argument misnamed, as a format bug would write it.
        let scratch = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let text = try String(contentsOfFile: themes[1], encoding: .utf8)
        let broken = text.replacingOccurrences(of: "        lineHeight = ", with: "        lineHieght = ")
        #expect(broken != text)
        try broken.write(toFile: scratch + "/MaterialTheme.kt", atomically: true, encoding: .utf8)
        let failed = try Self.kotlinc(stubs + [scratch + "/MaterialTheme.kt"])
        #expect(failed.status != 0)
        #expect(failed.stderr.contains("lineHieght"), "\(failed.stderr)")
    }
}
