import Foundation
import Testing

/// What `export` and `metrics check` say when given the wrong kind of file.
@Suite struct ExportMessageTests {
    @Test(arguments: [
        ("Themes/default/theme.json", "a theme"), ("Themes/default", "a theme directory"),
        ("Tests/Fixtures/Themes/material.yaml", "a theme (YAML)"),
    ])
    func aThemeGivenToExportGetsTheCompileLine(path: String, kind: String) throws {
        for tool in ["tintype", "tintype-export"] {
            let arguments = (tool == "tintype" ? ["export"] : []) + ["swift,css", path, "-o", "out/theme"]
            let result = try TintypeProcess.run(arguments, tool: tool)
            #expect(result.status == 2)
            #expect(result.stderr == "tintype: error: \(path): is \(kind), not a compiled theme (NAME.tintype.json); export renders "
                + "compiled themes without fonts. Compile the theme instead: tintype compile \(path) --format swift,css -o out/theme\n")
        }
    }

    @Test func theLineItGivesWorks() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let message = try TintypeProcess.run(["export", "swift", "Themes/default", "-o", directory]).stderr
        let line = try #require(message.split(separator: "instead: ").last).trimmingCharacters(in: .whitespacesAndNewlines)
        let words = line.split(separator: " ").map(String.init)
        #expect(words.first == "tintype")
        #expect(try TintypeProcess.run(Array(words.dropFirst())).status == 0)
        #expect(FileManager.default.fileExists(atPath: directory + "/swift/default.swift"))
    }

    @Test func aDirectoryAsTheBaselineIsSaidToBeOne() throws {
        let result = try TintypeProcess.run(["metrics", "check", "Themes/default", "--baseline", "Themes"])
        #expect(result.status == 2)
        #expect(result.stderr == "tintype: error: Themes: is a directory; --baseline takes the snapshot file itself (made by "
            + "'tintype metrics snapshot Themes/default -o Themes/NAME.json')\n")
    }

    @Test func thePluginToolNamesWhatReadsAYAMLProject() throws {
        let result = try TintypeProcess.run(["swift", "Tests/Fixtures/Generated/json/default/default.tintype.json", "-o",
                                             try TintypeProcess.temporaryDirectory(), "--project", "tintype.yml"], tool: "tintype-export")
        #expect(result.status == 2 && result.stderr.contains("tintype.yml: the build plugin reads tintype.json (its tool links no YAML parser)"))
    }
}
