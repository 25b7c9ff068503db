import Foundation
import Testing
import TintypeColor
import TintypeDocument
import TintypeProject
import TintypeTheme
import TintypeTrees
import TintypeTypography

@Suite struct ThemeReaderTests {
    static let root = Repository.root

    func load(_ relativePath: String) throws -> Theme {
        try ThemeReader.read(json: Array(Data(contentsOf: Self.root.appendingPathComponent(relativePath))), file: relativePath)
    }

    func diagnostics(_ text: String) -> [String] {
        do {
            _ = try ThemeReader.read(json: Array(text.utf8), file: "t.json")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// Where `token` first appears on line `line` of `text`: the expected position of a diagnostic.
    func place(_ token: String, line: Int, in text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line <= lines.count, let range = lines[line - 1].range(of: token) else { return "?" }
        return "\(line):\(lines[line - 1].distance(from: lines[line - 1].startIndex, to: range.lowerBound) + 1)"
    }

    /// A size or line height written on one of Apple's styles that follows Apple's table would do
    /// nothing: said at each, never used in silence; with scalesLike (the metrics model) it is the
    /// style's size, and nothing is said.
    @Test func aSizeOnAnAppleTableStyleIsSaidToDoNothing() throws {
        let text = #"{"name": "t", "typography": {"fonts": {"text": {"families": ["sans-serif"]}}, "#
            + #""styles": [{"name": "body", "size": 18, "lineHeight": 24}, {"name": "title1"}]}}"#
        let theme = try ThemeReader.read(json: Array(text.utf8), file: "t.json")
        #expect(theme.tokenNotes.map(\.description) == [
            "t.json:\(place("18", line: 1, in: text)): warning: typography.styles[0].size: body follows Apple's table, which gives its size "
                + "at every category, so this one is not used; add \"scalesLike\": \"body\" to scale it along body's curve, or remove it",
            "t.json:\(place("24", line: 1, in: text)): warning: typography.styles[0].lineHeight: body follows Apple's table, which gives its "
                + "lineHeight at every category, so this one is not used; add \"scalesLike\": \"body\" to scale it along body's curve, or remove it",
        ])
        let scaled = text.replacingOccurrences(of: #""lineHeight": 24}"#, with: #""lineHeight": 24, "scalesLike": "body"}"#)
        #expect(try ThemeReader.read(json: Array(scaled.utf8), file: "t.json").tokenNotes.isEmpty)
    }

    @Test func theShippedDefaultThemeIsTheBuiltInDefault() throws {
        #expect(try load("Themes/default/theme.json") == .builtInDefault)
    }

    @Test func typographyChecksNameTheFileLineAndColumn() {
        let scale = #expect(throws: Diagnostics.self) { try load("Tests/Fixtures/Themes/bad-scale.json") }
        let text = (try? String(contentsOf: Self.root.appendingPathComponent("Tests/Fixtures/Themes/bad-scale.json"), encoding: .utf8)) ?? ""
        #expect(scale?.description == "Tests/Fixtures/Themes/bad-scale.json:\(place("\"nothing\"", line: 7, in: text)): error: "
            + "no style 'nothing' to scale along; name one of the theme's styles")
    }

    /// Each problem the scale finds is placed at the member it is about, read from the file, not
    /// at the style or the theme.
    @Test func scaleProblemsArePlacedAtTheirMember() {
        let text = """
            {"name": "t", "typography": {"fonts": {"text": {"families": ["a"]}},
              "categories": {"minimum": "AX5", "maximum": "xSmall"},
              "styles": [
                {"name": "body", "size": 17, "lineHeight": 22,
                 "font": "display"},
                {"name": "body", "size": 17, "lineHeight": 22},
                {"name": "note", "size": 12, "lineHeight": 16, "scale": {"model": "android"},
                 "maximumPointSize": 10, "minimumPointSize": 20},
                {"name": "grid", "scale": {"model": "table"},
                 "table": {"large": {"size": 17, "leading": 22}}},
                {"name": "aside", "size": 12, "lineHeight": 16, "scale": {"model": "relative",
                 "to": "nothing"}}
              ]}}
            """
        let found = diagnostics(text)
        let expected = [
            (place("{\"minimum", line: 2, in: text), "minimum AX5 is larger than maximum xSmall"),
            (place("\"display\"", line: 5, in: text), "no font role 'display'"),
            (place("\"body\"", line: 6, in: text), "style 'body' is defined twice (first at typography.styles[0])"),
            (place("20", line: 8, in: text), "minimum 20.0 is larger than maximum 10.0"),
            (place("{\"large", line: 10, in: text), "the table model needs a row for every category"),
            (place("\"nothing\"", line: 12, in: text), "no style 'nothing' to scale along"),
        ]
        for (position, message) in expected {
            #expect(found.contains { $0.hasPrefix("t.json:\(position): error: \(message)") }, "\(message) at \(position) in \(found)")
        }
        #expect(found.filter { $0.contains(": error: ") }.count == expected.count, "\(found)")
        // The two body styles follow Apple's table, so their sizes and line heights are said to do nothing.
        #expect(found.filter { $0.contains(": warning: ") && $0.contains("body follows Apple's table") }.count == 4, "\(found)")
    }

    @Test func theLintSampleIsANameOrTheCharacters() throws {
        func sample(_ value: String) throws -> InkSample {
            try ThemeReader.read(json: Array(#"{"name": "t", "lint": {"sample": \#(value)}}"#.utf8), file: "t.json").lint.sample
        }
        #expect(try ThemeReader.read(json: Array(#"{"name": "t"}"#.utf8), file: "t.json").lint.sample == .basicLatin)
        #expect(try sample(#""latin1""#) == .latin1)
        #expect(try sample(#""ÁÉgjp""#) == .characters("ÁÉgjp"))
        #expect(try sample(#""ÁÉgjp""#).scalars.map(String.init) == ["g", "j", "p", "Á", "É"])
        // Basic Latin's 62 letters and digits; Latin-1 adds its 62 letters (À–ÿ without × and ÷).
        #expect(InkSample.basicLatin.scalars.count == 62 && InkSample.latin1.scalars.count == 62 + 62)
        #expect(diagnostics(#"{"name": "t", "lint": {"sample": "  "}}"#).first?.hasPrefix("t.json:1:34: error: a lint sample needs characters") == true)
        #expect(diagnostics(#"{"name": "t", "lint": {"sampel": "x"}}"#).first?.contains("did you mean 'sample'") == true)
    }

    @Test func unknownKeysAreErrorsWithASuggestion() {
        let text = #"{"name": "t", "typography": {"fonts": {"text": {"families": ["a"]}}, "scael": {"model": "apple"}}}"#
        let found = diagnostics(text)
        #expect(found == ["t.json:\(place("\"scael\"", line: 1, in: text)): error: unknown key 'scael' in typography; did you mean 'scale'?; known keys: "
            + "fonts, scale, lineHeight, rounding, tracking, categories, emphasized, styles"])
    }

    @Test func everyErrorIsReportedTogetherAndSorted() {
        let text = """
            {"name": "t",
             "typography": {"fonts": {"text": {"families": ["a"]}},
                            "categories": {"minimum": "tiny", "maximum": "AX9"},
                            "lineHeight": {"policy": "multipler"},
                            "styles": [{"name": "body", "weight": "heavyish", "size": -3}]},
             "tints": {"default": {"light": {"normal": "#12345"}, "dark": {"normal": "#000"}},
                       "dimming": {"rule": "mix", "color": "#888"}}}
            """
        let found = diagnostics(text)
        #expect(found.count == 7)
        #expect(found == found.sorted { lhs, rhs in
            let l = lhs.split(separator: ":").dropFirst().prefix(2).compactMap { Int($0) }
            let r = rhs.split(separator: ":").dropFirst().prefix(2).compactMap { Int($0) }
            return l.lexicographicallyPrecedes(r)
        })
        #expect(found[0] == "t.json:\(place("\"tiny\"", line: 3, in: text)): error: unknown content-size category 'tiny'; use one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5")
        #expect(found[1].hasPrefix("t.json:\(place("\"AX9\"", line: 3, in: text)): error: unknown content-size category 'AX9'; did you mean 'AX1'?"))
        #expect(found[2].hasPrefix("t.json:\(place("\"multipler\"", line: 4, in: text)): error: unknown line-height policy 'multipler'; did you mean 'multiplier'?"))
        #expect(found[3].hasPrefix("t.json:\(place("\"heavyish\"", line: 5, in: text)): error: unknown weight 'heavyish'"))
        #expect(found[4].hasPrefix("t.json:\(place("-3", line: 5, in: text)): error: -3 at typography.styles[0].size is out of range"))
        #expect(found[5].hasPrefix("t.json:\(place("\"#12345\"", line: 6, in: text)): error: tints.default.light.normal: '#12345': a hex colour has 3, 4, 6 or 8 digits"))
        #expect(found[6].hasPrefix("t.json:\(place("{\"rule\": \"mix\"", line: 7, in: text)): error: the mix dimming rule needs a \"color\" and an \"amount\""))
    }

    @Test func malformedDocumentsAreErrorsNotCrashes() {
        for text in ["", "{", "[]", #"{"name": 3}"#, #"{"name": "x", "typography": {"fonts": []}}"#,
                     String(repeating: "[", count: 100_000), #"{"name": "x", "name": "y"}"#] {
            #expect(!diagnostics(text).isEmpty, "\(text.prefix(40))")
        }
        let twice = #"{"name": "x", "name": "y"}"#
        #expect(diagnostics(twice) == ["t.json:\(place("\"name\": \"y\"", line: 1, in: twice)): error: key 'name' is given twice in $; keep one"])
    }

    @Test func tintsAreRead() throws {
        let theme = try ThemeReader.read(json: Array("""
            {"name": "t", "tints": {
              "default": {"light": {"normal": "#ff2d55", "increased": "#c0002a"}, "dark": {"normal": "#ff375f"}},
              "components": {"tabBar": {"tint": "#34c759", "barTint": "#f9f9f9"}},
              "dimming": {"rule": "fixed", "color": "#8e8e93", "explicit": {"#ff2d55": "#777777"}},
              "derived": {"onTint": {"rule": "contrastingText", "candidates": ["#ffffff", "#000000"], "minimumRatio": 7},
                          "faint": {"rule": "alpha", "alpha": 0.3}}}}
            """.utf8), file: "t.json")
        #expect(theme.tints.defaultTint(.light, .increased).hex == "#c0002a")
        #expect(theme.tints.defaultTint(.dark, .increased).hex == "#ff375f")
        #expect(theme.tints.componentTints["tabBar"]?.hex == "#34c759")
        #expect(theme.tints.dimming.dim(Color(red8: 255, green8: 45, blue8: 85)).hex == "#777777")
        #expect(theme.tints.derived.map(\.name) == ["faint", "onTint"])
        #expect(theme.typography == .appleDefault)
    }

    @Test func aDerivedColourMayMixWithTheBackgroundAndDifferPerAppearance() throws {
        let theme = try ThemeReader.read(json: Array("""
            {"name": "t", "tints": {"background": {"dark": "#1c1c1e"}, "derived": {
              "surface": {"light": {"rule": "mix", "color": "background", "amount": 0.9},
                          "dark": {"rule": "mix", "color": "#000000", "amount": 0.7}},
              "pressed": {"rule": "lightness", "delta": -0.1}}}}
            """.utf8), file: "t.json")
        let surface = try #require(theme.tints.derived.first { $0.name == "surface" })
        #expect(surface.rule(for: .light) == .mix(with: .background, amount: 0.9))
        #expect(surface.rule(for: .dark) == .mix(with: .color(.black), amount: 0.7))
        #expect(!surface.isSameInEveryAppearance)
        #expect(theme.tints.derived.first { $0.name == "pressed" }?.isSameInEveryAppearance == true)
        // Mixing with the background is mixing with the appearance's own: 100 % of it is it.
        let whole = DerivedColor("x", .mix(with: .background, amount: 1))
        #expect(whole.color(for: .white, in: .dark, of: theme.tints).hex == "#1c1c1e")
        #expect(whole.color(for: .black, in: .light, of: theme.tints).hex == "#ffffff")
    }

    @Test(arguments: [
        (#"{"light": {"rule": "alpha", "alpha": 0.5}}"#, "t.json:1:42: error: a derived colour given per appearance needs a rule for each of light and dark; add dark"),
        (#"{"light": {"rule": "alpha", "alpha": 0.5}, "dark": {"rule": "alpha"}, "dim": 1}"#,
         "unknown key 'dim'"),
        (#"{"rule": "mix", "color": "backgrund", "amount": 0.5}"#, "tints.derived.x.color"),
    ])
    func aBadDerivedColourIsAnError(json: String, message: String) throws {
        let text = #"{"name": "t", "tints": {"derived": {"x": "# + json + "}}}"
        #expect {
            _ = try ThemeReader.read(json: Array(text.utf8), file: "t.json")
        } throws: { error in
            "\(error)".contains(message)
        }
    }
}
