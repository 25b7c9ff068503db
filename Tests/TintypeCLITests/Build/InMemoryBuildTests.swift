import Foundation
import Testing
import TintypeDocument
import TintypeTheme
@testable import tintype

/// `build` and `clean` read and write only through the file seam their `run` hands down, so a whole
/// build, rebuild and clean runs on files in memory (fonts still come from fontconfig).
@Suite struct InMemoryBuildTests {
    static func theme() throws -> [UInt8] {
        Array(try Data(contentsOf: TintypeProcess.packageRoot.appendingPathComponent("Themes/default/theme.json")))
    }

    @Test func aProjectBuildsRebuildsAndCleansInMemory() async throws {
        let project = #"{"themes": ["themes/brand"], "formats": {"json": {}, "swift": {"folder": "App/Theme"}}}"#
        let files = MemoryFiles(["design/tintype.json": Array(project.utf8), "design/themes/brand/theme.json": try Self.theme()])
        let build = try BuildCommand.parse(["design", "--quiet"])
        try await build.build(files: files)
        let written = Set(files.files.keys).subtracting(["design/tintype.json", "design/themes/brand/theme.json"])
        #expect(written == ["design/build/tintype/json/default.tintype.json", "design/App/Theme/default.swift", "design/App/Theme/default+Tables.swift",
                            "design/App/Theme/TintypeTheme.swift", "design/.tintype/manifest.json"])
        // The compiled theme is the one compile writes from the same theme on disk.
        let golden = try Data(contentsOf: TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Generated/json/default/default.tintype.json"))
        #expect(files.files["design/build/tintype/json/default.tintype.json"] == Array(golden))

        // The json output removed from the project: the next build removes its file and the folders it made.
        files.files["design/tintype.json"] = Array(#"{"themes": ["themes/brand"], "formats": {"swift": {"folder": "App/Theme"}}}"#.utf8)
        try await build.build(files: files)
        #expect(files.files["design/build/tintype/json/default.tintype.json"] == nil)
        #expect(!files.directories.contains("design/build"), "the folders the first build made are gone")

        try CleanCommand.parse(["design"]).clean(files: files)
        #expect(Set(files.files.keys) == ["design/tintype.json", "design/themes/brand/theme.json"])
    }
}
