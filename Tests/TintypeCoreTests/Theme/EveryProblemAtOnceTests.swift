import Testing
import TintypeCore

/// A theme's problems come in one run (issue 42, item 6): a tints problem does not hold back the
/// typography's scale checks (a style Apple's table lacks, a style defined twice).
@Suite struct EveryProblemAtOnceTests {
    @Test func tintsAndScaleProblemsComeTogether() throws {
        let text = #"""
            {"name": "t",
             "typography": {"fonts": {"text": {"families": ["Inter"]}}, "styles": [{"name": "body"}, {"name": "balance", "size": 48}, {"name": "body"}]},
             "tints": {"default": {"light": {"normal": "#00ff00"}}}}
            """#
        let root = try DocumentFiles.parse(Array(text.utf8), path: "t.json")
        do {
            _ = try ThemeReader.read(root, file: "t.json")
            Issue.record("read")
        } catch {
            let messages = error.diagnostics.map(\.message)
            #expect(messages.contains { $0.hasPrefix("default tints need dark.normal") })
            #expect(messages.contains { $0.hasPrefix("Apple's table has no style 'balance'") })
            #expect(messages.contains { $0.hasPrefix("style 'body' is defined twice") })
        }
    }
}
