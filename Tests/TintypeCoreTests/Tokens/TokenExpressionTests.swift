import Foundation
import Testing
import TintypeDocument
import TintypeTokens

/// Tokens Studio's math, resolved after the references it names; every expected value is the
/// arithmetic worked out by hand in the comment beside it.
@Suite struct TokenExpressionTests {
    func read(_ text: String) throws(Diagnostics) -> DesignTokens {
        try DesignTokenReader.read([(name: "t.json", bytes: Array(text.utf8))])
    }

    func dimension(_ tokens: DesignTokens, _ path: String) -> (Double, String)? {
        guard case .object(let members)? = tokens.tokens[path]?.value.value, case .number(let value)? = members.first(where: { $0.key == "value" })?.value.value,
              case .string(let unit)? = members.first(where: { $0.key == "unit" })?.value.value else { return nil }
        return (value, unit)
    }

    @Test func theFixturesMathResolves() throws {
        let path = Repository.root.appendingPathComponent("Tests/Fixtures/Tokens/dialects/tokens-studio-math.json").path
        let tokens = try DesignTokenReader.read([(name: "math.json", bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))])
        #expect(dimension(tokens, "size.large")! == (20, "px"))      // 16 × 1.25
        #expect(dimension(tokens, "size.grid")! == (18, "px"))       // floor(4 × 4.6 = 18.4)
        #expect(dimension(tokens, "size.gap")! == (8, "px"))         // max(4, 6) + 2
        #expect(dimension(tokens, "size.half")! == (6, "px"))        // (16 − 4) / 2
        #expect(dimension(tokens, "size.rounded")! == (3, "px"))     // round(3.33…)
        #expect(dimension(tokens, "size.ceiling")! == (6, "px"))     // ceil(5.33…)
        #expect(tokens.tokens["scale.step"]?.value.value == .number(2.25))  // 1.5 × 1.5
        guard case .object(let title)? = tokens.tokens["type.title"]?.value.value else {
            Issue.record("no composite")
            return
        }
        let members = Dictionary(uniqueKeysWithValues: title.map { ($0.key, $0.value.value) })
        #expect(members["lineHeight"] == .number(1.5 * 0.8))
        if case .object(let size)? = members["fontSize"] {
            #expect(size.first { $0.key == "value" }?.value.value == .number(32))  // 16 × 2
        } else {
            Issue.record("fontSize is not a dimension")
        }
    }

    @Test(arguments: [
        (#"{"a": {"$type": "dimension", "$value": "8px"}, "b": {"$type": "dimension", "$value": "{a} + 1rem"}}"#,
         "token 'b' (dimension): '{a} + 1rem': 8px + 1rem mixes units; give both in one unit"),
        (#"{"a": {"$type": "dimension", "$value": "8px"}, "b": {"$type": "dimension", "$value": "{a} * {a}"}}"#,
         "token 'b' (dimension): '{a} * {a}': a length times a length is not a length"),
        (#"{"a": {"$type": "number", "$value": 2}, "b": {"$type": "number", "$value": "pow({a}, 2)"}}"#,
         "token 'b' (number): 'pow({a}, 2)': unknown function 'pow'; use min, max, round, floor or ceil"),
        (#"{"a": {"$type": "dimension", "$value": "8px"}, "b": {"$type": "number", "$value": "{a} * 2"}}"#,
         "token 'b' (number): '{a} * 2' is a length in px; a number token takes a number"),
        (#"{"a": {"$type": "number", "$value": 2}, "b": {"$type": "number", "$value": "{a} / (1 - 1)"}}"#,
         "token 'b' (number): '{a} / (1 - 1)': division by zero"),
        (#"{"b": {"$type": "number", "$value": "{missing} * 2"}}"#,
         "token 'b' refers to {missing}, which is not defined"),
    ])
    func badMathIsAnErrorAtItsToken(_ text: String, _ message: String) {
        do {
            _ = try read(text)
            Issue.record("read: \(text)")
        } catch {
            #expect(error.diagnostics.contains { $0.message == message }, "\(error)")
        }
    }
}
