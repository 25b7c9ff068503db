import Foundation
import Testing
import TintypeColor
@testable import TintypeDocument
@testable import TintypeTokens
@testable import TintypeCompiledTheme
@testable import TintypeProject

/// The brand tokens' model: a typed value written back as DTCG and read again is the same value
/// (every type), a mode holds only what differs, the export chooses groups, and two paths with
/// the same words are an error at both.
@Suite struct BrandTokenTests {
    static let file = #"""
        {
          "color": {"$type": "color",
            "p3": {"$value": {"colorSpace": "display-p3", "components": [0, 0.55, 0.9], "alpha": 0.5}},
            "lab": {"$value": {"colorSpace": "oklch", "components": [0.6, "none", 120]}}},
          "size": {"$type": "dimension", "rem": {"$value": {"value": 1.5, "unit": "rem"}}},
          "family": {"$type": "fontFamily", "one": {"$value": "Inter"}, "list": {"$value": ["Inter", "sans-serif"]}},
          "weight": {"$type": "fontWeight", "bold": {"$value": "bold"}},
          "time": {"$type": "duration", "s": {"$value": {"value": 0.25, "unit": "s"}}},
          "ease": {"$type": "cubicBezier", "out": {"$value": [0, 0, 0.58, 1]}},
          "ratio": {"$type": "number", "golden": {"$value": 1.618}},
          "stroke": {"$type": "strokeStyle", "dash": {"$value": {"dashArray": [{"value": 4, "unit": "px"}], "lineCap": "round"}}, "solid": {"$value": "solid"}},
          "border": {"$type": "border", "thin": {"$value": {"color": "{color.p3}", "width": {"value": 1, "unit": "px"}, "style": "{stroke.dash}"}}},
          "motion": {"$type": "transition", "in": {"$value": {"duration": "{time.s}", "delay": {"value": 10, "unit": "ms"}, "timingFunction": "{ease.out}"}}},
          "shadow": {"$type": "shadow", "two": {"$value": [
            {"color": "{color.lab}", "offsetX": {"value": 1, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 3, "unit": "px"}, "spread": {"value": 0, "unit": "px"}},
            {"color": "{color.p3}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 1, "unit": "px"}, "spread": {"value": 1, "unit": "px"}, "inset": true}]}},
          "gradient": {"$type": "gradient", "g": {"$value": [{"color": "{color.p3}", "position": 0}, {"color": "{color.lab}", "position": 0.5}]}},
          "type": {"$type": "typography", "t": {"$value": {"fontFamily": ["Inter"], "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 500, "letterSpacing": {"value": 0.5, "unit": "px"}, "lineHeight": 1.4}}}
        }
        """#

    static func tokens(_ text: String = file, name: String = "t.tokens.json") throws -> DesignTokens {
        try DesignTokenReader.read([(name, Array(text.utf8))])
    }

    @Test func everyTypeGoesBackToDTCGAndReadsTheSame() throws {
        let tokens = try Self.tokens()
        #expect(Set(tokens.tokens.values.map(\.type)) == Set(TokenType.allCases))
        for (path, token) in tokens.tokens {
            var writer = JSONWriter()
            writer.value(token.typed.dtcgJSON)
            let node = try SourceNode.parseJSON(writer.finish())
            let again = try TokenValue(node, type: token.type, rules: .strict)
            #expect(again == token.typed, "\(path)")
        }
    }

    @Test func aModeHoldsOnlyWhatDiffers() throws {
        let base = try Self.tokens(##"{"c": {"$type": "color", "a": {"$value": "#ffffff"}, "b": {"$value": "#000000"}}}"##)
        let dark = try Self.tokens(##"{"c": {"$type": "color", "a": {"$value": "#111111"}, "b": {"$value": "#000000"}}}"##)
        let built = try BrandTokenBuilder.tokens(base: base, modes: [(BrandMode(.dark, .normal), dark)], export: .all, themeFile: "t.json")
        #expect(built.map(\.path) == ["c.a", "c.b"])
        #expect(built[0].modes.map(\.mode) == [BrandMode(.dark, .normal)] && built[1].isConstant)
        #expect(built[0].value(in: BrandMode(.dark, .increased)) == built[0].value, "a mode it does not name is the base")
        #expect(BrandMode.others.map(\.key) == ["dark", "lightIncreased", "darkIncreased"])
    }

    /// A private group's token whose name is a public token's gives way (issue 52, item 3): the
    /// public one is exported and the private one left out with a note; a private token with a name
    /// of its own stays, and two public tokens of one name are still an error.
    @Test func aPrivateGroupGivesWayToThePublicTokenOfItsName() throws {
        let base = try Self.tokens(#"{"_size": {"$type": "dimension", "4": {"$value": {"value": 4, "unit": "px"}}, "#
            + #""unit": {"$value": {"value": 8, "unit": "px"}}}, "size": {"$type": "dimension", "4": {"$value": "{_size.4}"}}}"#)
        let built = try BrandTokenBuilder.tokens(base: base, modes: [], export: .all, themeFile: "t.json")
        #expect(built.map(\.path) == ["_size.unit", "size.4"])
        let notes = BrandTokenBuilder.privateLeftOut(base: base, export: .all)
        #expect(notes.map(\.description) == ["t.tokens.json:1:39: note: '_size.4' has the name of 'size.4' on every platform (CSS --size-4); "
            + "its group is private by its leading underscore, so it is not exported and 'size.4' keeps the name"])
    }

    @Test func theExportChoosesGroupsAndSamesWordsAreAnErrorAtBoth() throws {
        let base = try Self.tokens()
        let chosen = try BrandTokenBuilder.tokens(base: base, modes: [], export: .groups([("color", SourcePosition(line: 1, column: 1))]), themeFile: "t.json")
        #expect(chosen.map(\.path) == ["color.lab", "color.p3"])
        let same = try Self.tokens(#"{"a": {"$type": "number", "bC": {"$value": 1}, "b-c": {"$value": 2}, "d": {"$value": 3}}}"#)
        do {
            _ = try BrandTokenBuilder.tokens(base: same, modes: [], export: .all, themeFile: "t.json")
            Issue.record("a shared name was accepted")
        } catch {
            #expect(error.diagnostics.count == 2)
            #expect(Set(error.diagnostics.compactMap(\.position)).count == 2, "one at each token")
            #expect(error.diagnostics.allSatisfy { $0.message.contains("CSS --a-b-c") && $0.message.contains("Swift aBC") })
        }
    }

    @Test(arguments: [
        ("color.*", "color.bg.primary", true), ("color.*", "colors.bg", false), ("*.bg", "color.bg", true), ("*.bg", "color.bg.x", false),
        ("space.?", "space.s", true), ("space.?", "space.sm", false), ("*", "anything", true), ("a*b*c", "aXbYc", true), ("a*b*c", "aXcYb", false),
    ])
    func pathPatternsMatchWhole(_ pattern: String, _ path: String, _ matches: Bool) {
        #expect(Glob.matches(path, pattern) == matches)
    }

    @Test func aFilterTakesPatternsAndTypes() throws {
        let tokens = try BrandTokenBuilder.tokens(base: try Self.tokens(), modes: [], export: .all, themeFile: "t.json")
        let colours = TokenFilter(include: ["color.*", "border.*"], types: [.color])
        #expect(tokens.filter(colours.admits).map(\.path) == ["color.lab", "color.p3"])
        #expect(tokens.filter(TokenFilter(types: [.dimension, .duration]).admits).map(\.path) == ["size.rem", "time.s"])
        #expect(tokens.filter(TokenFilter().admits).count == tokens.count)
    }
}
