import Testing
import TintypeDocument
import TintypeProject

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
            // It says what to write there.
            #expect(messages.contains { $0.hasSuffix(##"write "dark": {"normal": "#0a84ff"} under tints.default, with your colour"##) }, "\(messages)")
            #expect(messages.contains { $0.hasPrefix("Apple's table has no style 'balance'") })
            #expect(messages.contains { $0.hasPrefix("style 'body' is defined twice") })
        }
    }

    /// A problem in one style's values does not hold back the scale's checks of the others; what
    /// they would say of that style is left out (its own problem comes first, at its place).
    @Test func aStylesOwnProblemDoesNotHoldBackTheScaleChecks() throws {
        let text = #"""
            {"name": "x",
             "typography": {"fonts": {"text": {"families": ["Inter"]}},
              "styles": [{"name": "body"}, {"name": "body"}, {"name": "custom1"}, {"name": "tab", "size": -3}, {"name": "w", "size": 12, "weight": 1200}]},
             "tints": {"default": {"light": {"normal": "#00796b"}, "dark": {"increased": "#4db6ac"}}}}
            """#
        let root = try DocumentFiles.parse(Array(text.utf8), path: "x.json")
        do {
            _ = try ThemeReader.read(root, file: "x.json")
            Issue.record("read")
        } catch {
            let found = error.diagnostics.map { ($0.position?.line ?? 0, $0.message) }
            let expected: [(Int, String)] = [
                (3, "style 'body' is defined twice"), (3, "Apple's table has no style 'custom1'"), (3, "-3 at typography.styles[3].size is out of range"),
                (3, "expected a weight (1–1000 or a name) at typography.styles[4].weight"), (4, "default tints need dark.normal"),
            ]
            #expect(found.count == expected.count, "\(found)")
            for (line, prefix) in expected {
                #expect(found.contains { $0.0 == line && $0.1.hasPrefix(prefix) }, "\(prefix)")
            }
            // Nothing about tab's size from the scale: the size's own problem says it.
            #expect(!found.contains { $0.1.contains("'tab'") }, "\(found)")
        }
    }
}
