import Testing
import TintypeDocument
import TintypeColor
import TintypeTokens

/// The DTCG 2025.10 rules the typed token model holds, each from the specification's text (its
/// types, groups and references chapters), in the core where mutation testing reaches them; the
/// conformance suite (ConformanceSuiteTests) runs the community group's own cases end to end.
@Suite struct TypedTokenRulesTests {
    func read(_ text: String, _ options: TokenReadingOptions = TokenReadingOptions(strict: true)) throws(Diagnostics) -> DesignTokens {
        try DesignTokenReader.read([(name: "t.json", bytes: Array(text.utf8))], options: options)
    }

    func refuses(_ text: String) -> Bool {
        do {
            _ = try read(text)
            return false
        } catch {
            return true
        }
    }

    /// "P1x and P2x … MUST be in the range [0, 1]"; the y coordinates may go beyond.
    @Test func aCubicBezierHoldsItsXWithinZeroAndOne() throws {
        let ok = try read(#"{"ease": {"$type": "cubicBezier", "$value": [0.5, -2, 1, 3]}}"#)
        #expect(ok.tokens["ease"]?.typed == .cubicBezier(try CubicBezier(parsing: SourceNode.parseJSON(Array("[0.5, -2, 1, 3]".utf8)))))
        #expect(refuses(#"{"ease": {"$type": "cubicBezier", "$value": [0.5, 0, 1.2, 1]}}"#), "P2x 1.2")
    }

    /// The weight names' table: extra-black and ultra-black are 950, heavy 900, lower case only.
    @Test func weightNamesAreTheSpecsTable() throws {
        let tokens = try read(#"{"w": {"$type": "fontWeight", "a": {"$value": "extra-black"}, "b": {"$value": "heavy"}, "c": {"$value": "demi-bold"}}}"#)
        #expect(tokens.tokens["w.a"]?.typed == .fontWeight(950) && tokens.tokens["w.b"]?.typed == .fontWeight(900))
        #expect(tokens.tokens["w.c"]?.typed == .fontWeight(600))
        #expect(refuses(#"{"w": {"$type": "fontWeight", "$value": "Bold"}}"#))
    }

    /// `$extends` deep-merges: a local group at the same path merges with the inherited one, a
    /// local token replaces the inherited one whole, and `$type` comes along two levels.
    @Test func extendsDeepMergesOverTwoLevels() throws {
        let tokens = try read("""
            {"base": {"$type": "dimension", "space": {"s": {"$value": {"value": 4, "unit": "px"}}, "m": {"$value": {"value": 8, "unit": "px"}}}},
             "mid": {"$extends": "{base}", "space": {"m": {"$value": {"value": 10, "unit": "px"}}}},
             "top": {"$extends": "{mid}", "space": {"l": {"$value": {"value": 16, "unit": "px"}}}}}
            """)
        #expect(tokens.tokens["top.space.s"]?.typed == .dimension(Dimension(value: 4, unit: "px")), "inherited through mid")
        #expect(tokens.tokens["top.space.m"]?.typed == .dimension(Dimension(value: 10, unit: "px")), "mid's replaces base's")
        #expect(tokens.tokens["top.space.l"]?.typed == .dimension(Dimension(value: 16, unit: "px")))
        #expect(refuses(#"{"a": {"$extends": "{b}"}, "b": {"$extends": "{a}", "t": {"$type": "number", "$value": 1}}}"#), "a cycle")
    }

    /// A JSON pointer names a member inside a token's value, into arrays by index.
    @Test func aPointerReachesIntoAValue() throws {
        let tokens = try read("""
            {"g": {"$type": "gradient", "$value": [{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 0},
                                                   {"color": {"colorSpace": "srgb", "components": [0, 0, 1]}, "position": 1}]},
             "end": {"$type": "color", "$ref": "#/g/$value/1/color"}}
            """)
        #expect(tokens.tokens["end"]?.typed == .color(try ColorObject(colorSpace: "srgb", components: [0, 0, 1], alpha: nil)))
        #expect(refuses(##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$ref": "#/a"}}"##), "no $value in the pointer")
    }

    /// Tokens Studio: a source set is read before the enabled ones, so where both define a token
    /// the enabled set's is the one output, whatever the sets' order.
    @Test func anEnabledSetsTokenWinsOverASourceSets() throws {
        let tokens = try read(#"""
            {"theme": {"gap": {"value": "12", "type": "spacing"}},
             "core": {"gap": {"value": "8", "type": "spacing"}},
             "$themes": [{"name": "Only", "selectedTokenSets": {"theme": "enabled", "core": "source"}}],
             "$metadata": {"tokenSetOrder": ["theme", "core"]}}
            """#, TokenReadingOptions())
        #expect(tokens.tokens["gap"]?.typed == .dimension(Dimension(value: 12, unit: "px")))
    }
}
