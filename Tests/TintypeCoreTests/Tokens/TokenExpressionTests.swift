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
        (#"{"a": {"$type": "number", "$value": 2}, "b": {"$type": "number", "$value": "powr({a}, 2)"}}"#,
         "token 'b' (number): 'powr({a}, 2)': unknown function 'powr'; use one of abs, acos, asin, atan, atan2, cbrt, ceil, cos, exp, floor, "
            + "hypot, ln, log, log10, log2, max, min, pow, round, roundTo, sign, sin, sqrt, tan, trunc"),
        (#"{"a": {"$type": "number", "$value": -4}, "b": {"$type": "number", "$value": "sqrt({a}) + 1"}}"#,
         "token 'b' (number): 'sqrt({a}) + 1': sqrt of -4 is no number: see its arguments"),
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

    @Test func expressionFunctionsAndPowersAreExprEvals() throws {
        // expr-eval's meanings, worked by hand: pow(1.25, 2) = 1.5625; 2^3^2 = 2^9 = 512 (right to left);
        // -2^2 = −4 (the power binds first); roundTo(16 / 3, 2) = 5.33; sqrt(16px) = 4px; hypot(3, 4) = 5.
        let tokens = try read(#"""
            {"ratio": {"$type": "number", "$value": 1.25}, "unit": {"$type": "dimension", "$value": "16px"},
             "a": {"$type": "number", "$value": "pow({ratio}, 2)"}, "b": {"$type": "number", "$value": "2 ^ 3 ^ 2"},
             "c": {"$type": "number", "$value": "-2^2"}, "d": {"$type": "number", "$value": "roundTo(16 / 3, 2)"},
             "e": {"$type": "dimension", "$value": "sqrt({unit})"}, "f": {"$type": "number", "$value": "hypot(3, 4) + abs(-1)"}}
            """#)
        #expect(tokens.tokens["a"]?.typed == .number(1.5625))
        #expect(tokens.tokens["b"]?.typed == .number(512))
        #expect(tokens.tokens["c"]?.typed == .number(-4))
        #expect(tokens.tokens["d"]?.typed == .number(5.33))
        #expect(dimension(tokens, "e")! == (4, "px"))
        #expect(tokens.tokens["f"]?.typed == .number(6))
    }

    @Test func mathAndNegationInsideCompositeMembers() throws {
        // The issue's shapes: a shadow's "y": "-{bw}", "spread": "{bw} + {bw}", a border's "width": "{bw} * 2", with bw 2px.
        let tokens = try read(#"""
            {"bw": {"value": "2px", "type": "borderWidth"}, "c": {"value": "#000000", "type": "color"},
             "s": {"value": {"x": "0", "y": "-{bw}", "blur": "{bw} * 3", "spread": "{bw} + {bw}", "color": "{c}", "type": "dropShadow"}, "type": "boxShadow"},
             "two": {"value": [{"x": "{bw}", "y": "0", "blur": "0", "spread": "0", "color": "{c}"}, {"x": "0", "y": "-{bw} * 2", "blur": "0", "spread": "0", "color": "{c}"}], "type": "boxShadow"},
             "b": {"value": {"color": "{c}", "width": "{bw} * 2", "style": "solid"}, "type": "border"}}
            """#)
        guard case .shadow(let shadows)? = tokens.tokens["s"]?.typed, let shadow = shadows.first else { Issue.record("s is no shadow"); return }
        #expect(shadow.offsetY == Dimension(value: -2, unit: "px") && shadow.blur == Dimension(value: 6, unit: "px")
            && shadow.spread == Dimension(value: 4, unit: "px"))
        guard case .shadow(let pair)? = tokens.tokens["two"]?.typed, pair.count == 2 else { Issue.record("two is no pair of shadows"); return }
        #expect(pair[0].offsetX == Dimension(value: 2, unit: "px") && pair[1].offsetY == Dimension(value: -4, unit: "px"))
        guard case .border(let border)? = tokens.tokens["b"]?.typed else { Issue.record("b is no border"); return }
        #expect(border.width == Dimension(value: 4, unit: "px"))
        // A gradient stop's position: {half} × 2 = 1.
        let gradient = try read(#"""
            {"half": {"$type": "number", "$value": 0.5}, "k": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
             "g": {"$type": "gradient", "$value": [{"color": "{k}", "position": 0}, {"color": "{k}", "position": "{half} * 2"}]}}
            """#)
        guard case .gradient(let stops)? = gradient.tokens["g"]?.typed else { Issue.record("g is no gradient"); return }
        #expect(stops.map(\.position) == [0, 1])
    }

    @Test func valuesWithNoDTCGFormAreWarningsAtTheirTokens() throws {
        let tokens = try read(#"""
            {"n": {"value": "none", "type": "boxShadow"}, "g": {"value": "linear-gradient(90deg, #fff 0%, #000 100%)", "type": "color"},
             "kept": {"value": "#ffffff", "type": "color"}}
            """#)
        #expect(tokens.tokens.keys.sorted() == ["kept"])
        let warnings = tokens.notes.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings.contains("token 'n' is 'none', no shadow, which a DTCG shadow (a colour and offsets) cannot hold; it is left out (a transparent shadow would keep it)"))
        #expect(warnings.contains { $0.hasPrefix("token 'g' is 'linear-gradient(90deg, #fff 0%, #000 100%)', a CSS gradient, which a DTCG colour cannot hold") })
    }
}
