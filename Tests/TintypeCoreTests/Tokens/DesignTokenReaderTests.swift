import Testing
import TintypeDocument
import TintypeTokens

@Suite struct DesignTokenReaderTests {
    func read(_ files: [(String, String)]) throws -> DesignTokens {
        try DesignTokenReader.read(files.map { (name: $0.0, bytes: Array($0.1.utf8)) })
    }

    func errors(_ files: [(String, String)]) -> [String] {
        do {
            _ = try read(files)
            return []
        } catch {
            return (error as? Diagnostics)?.diagnostics.map(\.description) ?? ["\(error)"]
        }
    }

    /// Where `token` first appears on `line` of `text` (1-based line and column).
    func place(_ token: String, line: Int, in text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let range = lines[line - 1].range(of: token) else { return "?" }
        return "\(line):\(lines[line - 1].distance(from: lines[line - 1].startIndex, to: range.lowerBound) + 1)"
    }

    @Test func aliasesResolveInAnyOrderAndInsideComposites() throws {
        let tokens = try read([("tokens.json", """
            {"type": {"$type": "typography",
                      "body": {"$value": {"fontFamily": "{font.text}", "fontSize": "{size.body}", "fontWeight": 400,
                                          "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.3}}},
             "size": {"$type": "dimension", "body": {"$value": {"value": 17, "unit": "px"}}, "alias": {"$value": "{size.body}"}},
             "font": {"text": {"$type": "fontFamily", "$value": ["Inter", "sans-serif"]}}}
            """)])
        #expect(tokens.tokens.count == 4)
        #expect(tokens.tokens["type.body"]?.type.rawValue == "typography")
        guard case .object(let members)? = tokens.tokens["type.body"]?.value.value else {
            Issue.record("expected a composite")
            return
        }
        #expect(members.first { $0.key == "fontSize" }?.value == tokens.tokens["size.body"]?.value)
        #expect(members.first { $0.key == "fontFamily" }?.value == tokens.tokens["font.text"]?.value)
        #expect(tokens.tokens["size.alias"]?.value == tokens.tokens["size.body"]?.value)
    }

    @Test func typesComeFromTheTokenItsGroupsOrItsAliasNeverFromTheValue() throws {
        let tokens = try read([("t.json", """
            {"color": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.478, 1]}}},
             "brand": {"$value": "{color.blue}"}}
            """)])
        #expect(tokens.tokens["brand"]?.type.rawValue == "color")
        let untyped = errors([("t.json", #"{"count": {"$value": 3}}"#)])
        #expect(untyped == ["t.json:1:11: error: token 'count' has no $type: give it one, or its group (Tintype never infers a type)"])
    }

    @Test func jsonPointersAndExtends() throws {
        let tokens = try read([("t.json", """
            {"base": {"$type": "number", "one": {"$value": 1}, "two": {"$value": 2}},
             "derived": {"$extends": "{base}", "two": {"$value": 22}},
             "pointer": {"$type": "number", "$value": {"$ref": "#/base/one/$value"}}}
            """)])
        #expect(tokens.tokens["derived.one"]?.value.value == .number(1))
        #expect(tokens.tokens["derived.two"]?.value.value == .number(22))
        #expect(tokens.tokens["pointer"]?.value.value == .number(1))
    }

    @Test func anExtendsThatTakesInAGroupHoldingItIsACycle() {
        // Terrazzo's parser tests: a group extending the group that holds it would hold itself, which
        // holds itself … (DTCG 2025.10: circular $extends references are errors). It once grew memory
        // without end.
        let enclosing = #"{"button":{"color":{"$type":"number","$value":1},"secondary":{"$extends":"{button}"}}}"#
        #expect(errors([("t.json", enclosing)]) == ["t.json:\(place("\"{button}\"", line: 1, in: enclosing)): error: group 'button.secondary': $extends "
            + "names {button}, a group that holds it, so the group would hold itself without end; extend a sibling group instead"])
        // The same by a longer way: a.x takes in c, which takes in a, which holds a.x. Said once per group,
        // however many ways lead to it (twelve such groups would otherwise be 12! walks).
        var members = [#""t": {"$type": "number", "$value": 1}"#]
        members += (0..<12).map { #""x\#($0)": {"$extends": "{c}"}"# }
        let indirect = #"{"a": {"# + members.joined(separator: ", ") + #"}, "c": {"$extends": "{a}"}}"#
        let found = errors([("t.json", indirect)])
        #expect(found.count == 12)
        #expect(found.allSatisfy { $0.contains("again, inside itself: its $extends takes in a group that holds it") })
        #expect(found.first?.hasPrefix("t.json:\(place("\"{c}\"", line: 1, in: indirect)): error: group 'a.x0.x0' is the group written at t.json:") == true)
        // A group inside an extended group may extend the same group: nothing holds itself.
        let legit = #"{"base": {"t": {"$type": "number", "$value": 1}}, "a": {"$extends": "{base}", "inner": {"$extends": "{base}"}}}"#
        #expect(errors([("t.json", legit)]).isEmpty)
    }

    @Test func cyclesPrintTheWholeChain() {
        let text = """
            {"a": {"$type": "number", "$value": "{b}"},
             "b": {"$type": "number", "$value": "{c}"},
             "c": {"$type": "number", "$value": "{a}"}}
            """
        let found = errors([("t.json", text)])
        #expect(found.count == 1)
        #expect(found.first?.hasSuffix("error: reference cycle: a → b → c → a") == true)
        #expect(found.first?.hasPrefix("t.json:\(place("\"{a}\"", line: 3, in: text))") == true)
    }

    @Test func referencesToNothingNameFilePlaceAndTokenPath() {
        let text = "{\"size\": {\"$type\": \"dimension\",\n \"body\": {\"$value\": \"{size.bdoy}\"},\n \"bdy\": {\"$value\": {\"value\": 1, \"unit\": \"px\"}}}}"
        #expect(errors([("t.json", text)]) == [
            "t.json:\(place("\"{size.bdoy}\"", line: 2, in: text)): error: token 'size.body' refers to {size.bdoy}, which is not defined; did you mean {size.bdy}?",
        ])
    }

    @Test func aTokenDefinedTwiceIsAnError() {
        let found = errors([("a.json", #"{"x": {"$type": "number", "$value": 1}}"#), ("b.json", #"{"x": {"$type": "number", "$value": 2}}"#)])
        #expect(found == ["b.json:1:7: error: token 'x' is defined twice (first at a.json:1:7); remove one"])
    }

    @Test func everyErrorTogetherSorted() {
        let text = """
            {"a": {"$type": "dimension", "$value": {"value": 1, "unit": "pt"}},
             "b": {"$type": "colour", "$value": 1},
             "c": {"$type": "number", "$vaule": 1, "$value": 2},
             "d": {"$type": "number", "$value": "{a}"}}
            """
        let found = errors([("t.json", text)])
        // d aliases a, which failed: d is not reported again (no cascades).
        #expect(found.count == 3)
        #expect(found[0].hasPrefix("t.json:1:") && found[0].contains("unit: expected \"px\", \"rem\" or \"em\", not 'pt'"))
        #expect(found[1].hasPrefix("t.json:2:") && found[1].contains("'colour' is not a DTCG type"))
        #expect(found[2].hasPrefix("t.json:3:") && found[2].contains("unknown property '$vaule'; did you mean '$value'?"))
    }

    @Test func aliasChainsAHundredDeepResolve() throws {
        var text = "{\"n0\": {\"$type\": \"number\", \"$value\": 7}"
        for index in 1...100 { text += ", \"n\(index)\": {\"$value\": \"{n\(index - 1)}\"}" }
        text += "}"
        let tokens = try read([("t.json", text)])
        #expect(tokens.tokens["n100"]?.value.value == .number(7))
        #expect(tokens.tokens["n100"]?.type.rawValue == "number")
    }
}
