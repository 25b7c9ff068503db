import Foundation
import Testing
import TintypeCore
import TintypeYAML

@Suite struct YAMLDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func aYAMLThemeReadsLikeItsJSONTwin() throws {
        let json = try ThemeReader.read(
            json: Array(Data(contentsOf: Self.root.appendingPathComponent("Themes/material/theme.json"))), file: "theme.json")
        let text = try String(contentsOf: Self.root.appendingPathComponent("Tests/Fixtures/Themes/material.yaml"), encoding: .utf8)
        let yaml = try ThemeReader.read(try YAMLDocument.parse(text), file: "material.yaml")
        #expect(yaml == json)
    }

    @Test func scalarsFollowYAMLsCoreSchema() throws {
        let node = try YAMLDocument.parse("a: 1.5\nb: true\nc: ~\nd: \"true\"\ne: '#ff2d55'\nf: [1, two]\n")
        guard case .object(let members) = node.value else {
            Issue.record("expected a mapping")
            return
        }
        #expect(members.map(\.key) == ["a", "b", "c", "d", "e", "f"])
        #expect(members[0].value.value == .number(1.5) && members[1].value.value == .bool(true) && members[2].value.value == .null)
        #expect(members[3].value.value == .string("true") && members[4].value.value == .string("#ff2d55"))
        #expect(members[1].keyPosition == SourcePosition(line: 2, column: 1) && members[1].value.position == SourcePosition(line: 2, column: 4))
    }

    @Test func diagnosticsCarryYAMLLinesAndColumns() throws {
        let text = "name: t\ntypography:\n  fonts:\n    text:\n      families: [a]\n  scael:\n    model: apple\n"
        let error = #expect(throws: ThemeErrors.self) { try ThemeReader.read(try YAMLDocument.parse(text), file: "t.yaml") }
        #expect(error?.diagnostics.first?.description.hasPrefix("t.yaml:6:3: error: unknown key 'scael' in typography; did you mean 'scale'?") == true)
        let syntax = #expect(throws: YAMLDocument.ParseError.self) { try YAMLDocument.parse("a: [1, 2\nb: 3\n") }
        #expect(syntax?.position.line ?? 0 >= 1)
        // Anchors and aliases are resolved by Yams: the alias reads as the anchored value.
        let aliased = try YAMLDocument.parse("a: &x 1\nb: *x\n")
        if case .object(let members) = aliased.value { #expect(members.last?.value.value == .number(1)) }
        #expect(throws: YAMLDocument.ParseError.self) { try YAMLDocument.parse("") }
    }
}
