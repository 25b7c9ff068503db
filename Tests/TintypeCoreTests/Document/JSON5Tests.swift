import Testing
import TintypeDocument

/// JSON5 (json5.org, spec 1.0.0) through the one scanner: the values below are the spec's own
/// example document, each expected value worked out from the spec's rules.
@Suite struct JSON5Tests {
    static let example = #"""
        {
          // comments
          unquoted: 'and you can quote me on that',
          singleQuotes: 'I can use "double quotes" here',
          lineBreaks: "Look, Mom! \
        No \\n's!",
          hexadecimal: 0xdecaf,
          leadingDecimalPoint: .8675309, andTrailing: 8675309.,
          positiveSign: +1,
          trailingComma: 'in objects', andIn: ['arrays',],
          "backwardsCompatible": "with JSON",
          /* a block
             comment */ negativeHex: -0xFF,
          $dollar_key1: 'escapes: \x41 \' \v',
        }
        """#

    func parse(_ text: String, path: String = "t.json5") throws(Diagnostics) -> SourceNode {
        try DocumentFiles.parse(Array(text.utf8), path: path)
    }

    func members(_ node: SourceNode) -> [String: SourceNode.Value] {
        guard case .object(let members) = node.value else { return [:] }
        return Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value.value) })
    }

    @Test func theSpecsExampleReadsAsTheSpecSays() throws {
        let values = members(try parse(Self.example))
        #expect(values["unquoted"] == .string("and you can quote me on that"))
        #expect(values["singleQuotes"] == .string(#"I can use "double quotes" here"#))
        // A backslash before a line break continues the string; `\\n` is a backslash and an n.
        #expect(values["lineBreaks"] == .string(#"Look, Mom! No \n's!"#))
        #expect(values["hexadecimal"] == .number(912_559), "0xdecaf = 13·16⁴ + 14·16³ + 12·16² + 10·16 + 15")
        #expect(values["leadingDecimalPoint"] == .number(0.8675309))
        #expect(values["andTrailing"] == .number(8_675_309))
        #expect(values["positiveSign"] == .number(1))
        #expect(values["trailingComma"] == .string("in objects"))
        if case .array(let items)? = values["andIn"] {
            #expect(items.map(\.value) == [.string("arrays")], "a trailing comma adds no element")
        } else {
            Issue.record("andIn is not an array")
        }
        #expect(values["backwardsCompatible"] == .string("with JSON"))
        #expect(values["negativeHex"] == .number(-255))
        #expect(values["$dollar_key1"] == .string("escapes: A ' \u{0B}"))
        #expect(values.count == 12)
    }

    /// Lines and columns count comments and continued strings, so errors point into the file.
    @Test func positionsCountCommentsAndContinuedLines() throws {
        let root = try parse("{\n  // one\n  /* two\n  three */ a: 1,\n  b: 'x\\\ny', c: 2\n}")
        guard case .object(let members) = root.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.keyPosition) == [SourcePosition(line: 4, column: 12), SourcePosition(line: 5, column: 3),
                                               SourcePosition(line: 6, column: 5)])
    }

    @Test(arguments: [
        ("{a: Infinity}", "t.json5:1:5: error: JSON5's Infinity and NaN are not values Tintype can use; give a number"),
        ("{a: -NaN}", "t.json5:1:5: error: JSON5's Infinity and NaN are not values Tintype can use; give a number"),
        ("{a: 0x}", "t.json5:1:5: error: expected hexadecimal digits after 0x"),
        ("{a: 1,,}", "t.json5:1:7: error: expected a key: a name, or text in quotes"),
        ("{a: 'open}", "t.json5:1:5: error: unterminated string"),
        ("{9a: 1}", "t.json5:1:2: error: expected a key: a name, or text in quotes"),
    ])
    func badJSON5IsAnErrorAtItsPlace(_ text: String, _ message: String) {
        #expect(throws: Diagnostics.self) { try parse(text) }
        do {
            _ = try parse(text)
        } catch {
            #expect(error.description == message)
        }
    }

    /// A plain `.json` file keeps JSON's grammar, and a comment in one says how to read it as JSON5.
    @Test func aCommentInAJSONFileNamesJSON5() {
        for text in ["// tokens\n{}", "{\"a\": 1, // note\n\"b\": 2}", "{\"a\": 1 /* note */}"] {
            do {
                _ = try parse(text, path: "t.json")
                Issue.record("\(text) was read as JSON")
            } catch {
                #expect(error.description.contains("comments are not JSON; name the file .json5 to read it as JSON5"), "\(error)")
            }
        }
        #expect(throws: Diagnostics.self) { try parse("{a: 1}", path: "t.json") }
        #expect(throws: Diagnostics.self) { try parse("{\"a\": 1,}", path: "t.json") }
    }
}
