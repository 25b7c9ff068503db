import Foundation
import Testing

/// YAML themes, read in process with Yams.
@Suite(.serialized) struct YAMLThemeTests {
    @Test func theYAMLTwinOfMaterialCompilesToTheSameBytes() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The fixture says in YAML what Themes/material/theme.json says in JSON.
        let yaml = try TintypeProcess.run(["compile", "Tests/Fixtures/Themes/material.yaml", "-o", directory + "/yaml"])
        let json = try TintypeProcess.run(["compile", "Themes/material", "-o", directory + "/json"])
        #expect(yaml.status == 0, "\(yaml.stderr)")
        #expect(json.status == 0, "\(json.stderr)")
        let fromYAML = try Data(contentsOf: URL(fileURLWithPath: directory + "/yaml/material.tintype.json"))
        let fromJSON = try Data(contentsOf: URL(fileURLWithPath: directory + "/json/material.tintype.json"))
        #expect(fromYAML == fromJSON)
    }

    @Test func aThemeDirectoryWithThemeYAMLIsFound() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: TintypeProcess.packageRoot.path + "/Tests/Fixtures/Themes/material.yaml",
                                         toPath: directory + "/theme.yaml")
        let result = try TintypeProcess.run(["styles", "--theme", directory, "--category", "large", "--style", "bodyLarge", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        // Material's bodyLarge is 16 sp on a 24 sp line at font scale 1.0 (the Large category).
        let rows = try TintypeProcess.jsonObject(result)["styles"] as? [[String: Any]] ?? []
        let plain = rows.filter { $0["leading"] as? String == "standard" && $0["emphasized"] as? Bool == false }
        #expect(plain.count == 1)
        #expect(plain.first?["size"] as? Double == 16)
        #expect(plain.first?["lineHeight"] as? Double == 24)
    }

    @Test func unknownKeysAndSyntaxErrorsNameYAMLsLineAndColumn() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let misspelt = directory + "/misspelt.yaml"
        try Data("""
            name: misspelt
            typography:
              fonts:
                text:
                  families: [sans-serif]
              scael:
                model: apple

            """.utf8).write(to: URL(fileURLWithPath: misspelt))
        let unknown = try TintypeProcess.run(["compile", misspelt, "-o", directory])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("misspelt.yaml:6:3: error: unknown key 'scael'"), "\(unknown.stderr)")
        #expect(unknown.stderr.contains("'scale'"), "a did-you-mean names the key: \(unknown.stderr)")

        let broken = directory + "/broken.yaml"
        try Data("name: broken\ntypography: [unclosed\n".utf8).write(to: URL(fileURLWithPath: broken))
        let syntax = try TintypeProcess.run(["compile", broken, "-o", directory])
        #expect(syntax.status == 2)
        // The flow sequence opened on line 2 (its `[` in column 13) is still open when the file
        // ends on line 3; the `]` it lacks belongs at the end of line 2, after its 21 characters.
        #expect(syntax.stderr.contains("broken.yaml:2:22: error:"), "\(syntax.stderr)")
        #expect(syntax.stderr.contains("flow sequence that starts at line 2, column 13"), "\(syntax.stderr)")
        // A mapping left open on line 2 is noticed at the key on line 4, past a blank line and a
        // comment; the `}` it lacks belongs after `"#0a7"}`, the 32nd character of line 2 (a comment after it).
        let unclosed = directory + "/unclosed.yaml"
        try Data("name: unclosed\ntints: {default: {light: \"#0a7\"} # teal\n\n# more\nother: 1\n".utf8)
            .write(to: URL(fileURLWithPath: unclosed))
        let open = try TintypeProcess.run(["compile", unclosed, "-o", directory])
        #expect(open.status == 2)
        #expect(open.stderr.contains("unclosed.yaml:2:33: error: did not find expected ',' or '}'"), "\(open.stderr)")
        #expect(open.stderr.contains("flow mapping that starts at line 2, column 8"), "\(open.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["broken.yaml", "misspelt.yaml", "unclosed.yaml"])
    }

    /// Eleven levels of ten aliases each: a few lines that stand for 10^12 values.
    static let aliasBomb: String = {
        var text = "l0: &l0 x\n"
        for level in 1...11 {
            let aliases: [String] = Array(repeating: "*l\(level - 1)", count: 10)
            text += "l\(level): &l\(level) [" + aliases.joined(separator: ",") + "]\n"
        }
        return text
    }()

    static let deepNesting: String = "a: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\n"

    /// Hostile or broken YAML: each is a positioned error with exit code 2, never a crash or a hang.
    @Test(arguments: [
        ("name: a\nname: b\n", "1:1: error: this mapping gives 'name' more than once; keep one"),
        ("name: a\u{01}\n", "1:8: error: control characters are not allowed (U+1)"),
        (deepNesting, "error: the document nests too deeply"),
        (aliasBomb, "error: the document expands to more than 1000000 values"),
        ("", "1:1: error: the document is empty"),
    ] as [(String, String)])
    func brokenYAMLIsAPositionedError(_ text: String, _ expected: String) throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/theme.yaml"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let result = try TintypeProcess.run(["compile", path, "-o", directory])
        #expect(result.status == 2)
        #expect(result.stderr.contains("theme.yaml:"), "\(result.stderr)")
        #expect(result.stderr.contains(expected), "\(result.stderr)")
    }
}
