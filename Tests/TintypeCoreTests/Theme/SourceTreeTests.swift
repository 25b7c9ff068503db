import Testing
import TintypeCore

/// The position-annotated tree a YAML parser hands to `tintype` (`SourceNode.writeTree`/`parseTree`).
@Suite struct SourceTreeTests {
    @Test func aTreeReadsBackWithEveryValueAndPosition() throws {
        let text = """
            {"name": "t\\u00e9st \\"q\\"",
             "list": [1, -0.026, true, null, [], {}],
             "nested": {"b": false}}
            """
        let original = try SourceNode.parseJSON(Array(text.utf8))
        var writer = JSONWriter()
        original.writeTree(to: &writer)
        let decoded = try #require(SourceNode.parseTree(writer.finish()))
        #expect(decoded == original)
        // The positions are the JSON text's own: "nested" is the first key on line 3, column 2.
        guard case .object(let members) = decoded.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["name", "list", "nested"])
        #expect(members[2].keyPosition == SourcePosition(line: 3, column: 2))
        #expect(members[0].value.value == .string("tést \"q\""))
    }

    @Test(arguments: [
        "",
        "[]",
        #"{"at": [1, 1]}"#,
        #"{"at": [1], "string": "x"}"#,
        #"{"at": [1, 1.5], "string": "x"}"#,
        #"{"at": [1e300, 1], "string": "x"}"#,
        #"{"at": [1, 1], "string": 3}"#,
        #"{"at": [1, 1], "object": [["k", [1, 1]]]}"#,
        #"{"at": [1, 1], "table": []}"#,
    ])
    func whatIsNotSuchATreeIsRejected(_ text: String) {
        #expect(SourceNode.parseTree(Array(text.utf8)) == nil)
    }
}
