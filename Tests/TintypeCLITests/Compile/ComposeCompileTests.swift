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
