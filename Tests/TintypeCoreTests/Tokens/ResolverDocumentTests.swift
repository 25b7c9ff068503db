import Foundation
import Testing
import TintypeDocument
import TintypeTokens

@Suite struct ResolverDocumentTests {
    static let directory = Repository.root.appendingPathComponent("Tests/Fixtures/Tokens/resolver")

    func resolve(_ input: [String: String], document: String? = nil) throws -> DesignTokens {
        guard let document else {
            return try ResolverDocument(path: Self.directory.appendingPathComponent("app.resolver.json").path, files: DocumentFiles(source: LocalFiles())).resolve(input: input)
        }
        // A document of the test's own beside the fixture's token files.
        let path = Self.directory.appendingPathComponent("test.resolver.json").path
        var files: [String: [UInt8]] = [path: Array(document.utf8)]
        for name in ["foundation.json", "light.json", "dark.json"] {
            let file = Self.directory.appendingPathComponent(name).path
            files[file] = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        }
        return try ResolverDocument(path: path, files: DocumentFiles(source: MemoryFiles(files))).resolve(input: input)
    }

    func components(_ tokens: DesignTokens, _ path: String) -> [Double] {
        guard case .object(let members)? = tokens.tokens[path]?.value.value,
              case .array(let items)? = members.first(where: { $0.key == "components" })?.value.value
        else { return [] }
        return items.compactMap { if case .number(let n) = $0.value { n } else { nil } }
    }

    func size(_ tokens: DesignTokens) -> Double? {
        guard case .object(let members)? = tokens.tokens["body"]?.value.value,
              case .number(let value)? = members.first(where: { $0.key == "value" })?.value.value
        else { return nil }
        return value
    }

    /// The input each mode reads a resolver with, from its modifiers' context names (issue 52,
    /// item 3), worked out by the rule in `ResolverDocument.modeInputs`.
    @Test(arguments: [
        // One modifier for both: each mode its own context.
        (#"{"scheme": {"contexts": {"light": [], "dark": [], "light-hc": [], "dark-hc": []}, "default": "light"}}"#, ["scheme"],
         "dark: scheme=dark; lightIncreased: scheme=light-hc; darkIncreased: scheme=dark-hc"),
        // One per axis: dark with increased contrast takes both.
        (#"{"appearance": {"contexts": {"light": [], "dark": []}, "default": "light"}, "#
            + #""contrast": {"contexts": {"normal": [], "high": []}, "default": "normal"}}"#, ["appearance", "contrast"],
         "dark: appearance=dark; lightIncreased: contrast=high; darkIncreased: appearance=dark, contrast=high"),
        // Appearance only: dark with increased contrast is dark's, so it is left to the fallback.
        (#"{"mode": {"contexts": {"day": [], "night": []}, "default": "day"}, "density": {"contexts": {"compact": [], "comfortable": []}, "default": "compact"}}"#,
         ["mode", "density"], "dark: mode=night"),
    ])
    func modesComeFromTheContextsNames(_ modifiers: String, _ order: [String], _ expected: String) throws {
        let document = #"{"version": "2025.10", "modifiers": "# + modifiers + #", "resolutionOrder": ["#
            + order.map { ##"{"$ref": "#/modifiers/\##($0)"}"## }.joined(separator: ", ") + "]}"
        let resolver = ResolverDocument(path: "r.resolver.json", root: try SourceNode.parseJSON(Array(document.utf8)),
                                        files: DocumentFiles(source: MemoryFiles([:])))
        let described = resolver.modeInputs.map { mode in
            mode.mode.key + ": " + mode.input.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
        }.joined(separator: "; ")
        #expect(described == expected)
    }

    @Test func inputsChooseContextsAndLaterSourcesOverride() throws {
        let light = try resolve(["size": "regular"])
        #expect(components(light, "tint") == [0, 0.478, 1])
        #expect(size(light) == 17)
        let dark = try resolve(["appearance": "dark", "size": "large"])
        #expect(components(dark, "tint") == [0.039, 0.518, 1], "dark.json comes after light.json and wins")
        #expect(size(dark) == 21, "the size modifier's inline token overrides the base set")
    }

    @Test func badInputsAndDocumentsAreErrorsWithTheirPlace() throws {
        let noDefault = #expect(throws: Diagnostics.self) { try resolve([:]) }
        #expect(noDefault?.description.contains("modifier 'size' has no default; give --input size=CONTEXT (regular, large)") == true)
        let unknown = #expect(throws: Diagnostics.self) { try resolve(["size": "larg"]) }
        #expect(unknown?.description.contains("modifier 'size' has no context 'larg'; did you mean 'large'?") == true)
        let stray = #expect(throws: Diagnostics.self) { try resolve(["size": "large", "apperance": "dark"]) }
        #expect(stray?.description.contains("the input names modifier 'apperance', which the resolution order does not use; did you mean 'appearance'?") == true)
        let version = #expect(throws: Diagnostics.self) { try resolve([:], document: #"{"version": "2024.1", "resolutionOrder": []}"#) }
        #expect(version?.description.hasSuffix("1:13: error: a resolver document needs \"version\": \"2025.10\"") == true)
        let missing = #expect(throws: Diagnostics.self) {
            try resolve([:], document: #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "x", "sources": [{"$ref": "nowhere.json"}]}]}"#)
        }
        #expect(missing?.description.contains("nowhere.json does not exist") == true)
    }

    /// The resolver reads its objects through the one document decoder: an unknown key is reported
    /// at the key, the document's own words naming where; a repeated key is not a problem (the DTCG
    /// suite's positive `resolver-with-sets` repeats `description`).
    @Test func unknownKeysAreReportedAtTheKeyAndRepeatedOnesRead() throws {
        let document = """
            {"version": "2025.10", "sets": {"base": {"sources": [], "sources": [], "colour": 1}},
             "resolutionOrdr": [],
             "resolutionOrder": [{"$ref": "#/sets/base"}]}
            """
        let found = #expect(throws: Diagnostics.self) { try resolve([:], document: document) }
        let lines = found?.diagnostics.map(\.description) ?? []
        #expect(lines.contains { $0.hasSuffix("1:72: error: unknown key 'colour' in set 'base'; it has description, sources, $extensions") }, "\(lines)")
        #expect(lines.contains { $0.hasSuffix("2:2: error: unknown key 'resolutionOrdr' in the resolver document; did you mean 'resolutionOrder'?") }, "\(lines)")
        #expect(lines.count == 2, "\(lines)")
    }
}
