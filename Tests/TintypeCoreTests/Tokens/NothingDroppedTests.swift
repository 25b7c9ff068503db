import Testing
import TintypeDocument
import TintypeTokens

/// DTCG 2025.10 read completely and nothing dropped in silence: `$root` tokens, unknown `$` keys,
/// members that are neither tokens nor groups, files with no token, and one line for each token
/// that depends on a rejected one.
@Suite struct NothingDroppedTests {
    func read(_ text: String, file: String = "t.json") throws(Diagnostics) -> DesignTokens {
        try DesignTokenReader.read([(name: file, bytes: Array(text.utf8))])
    }

    func errors(_ text: String) -> [String] {
        do {
            _ = try read(text)
            return []
        } catch {
            return error.diagnostics.filter { $0.severity == .error }.map(\.description)
        }
    }

    /// The spec's `$root`: a group's own token at `group.$root`, referred to as `{group.$root}` or
    /// by a JSON pointer through `$root`; it takes the group's `$type`.
    @Test func rootTokensAreReadAndReferredTo() throws {
        let tokens = try read("""
            {"accent": {"$type": "color",
                        "$root": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 1]}},
                        "light": {"$value": {"colorSpace": "srgb", "components": [0.6, 0.8, 1]}}},
             "link": {"$value": "{accent.$root}"},
             "focus": {"$type": "color", "$value": {"$ref": "#/accent/$root/$value"}}}
            """)
        #expect(tokens.tokens.keys.sorted() == ["accent.$root", "accent.light", "focus", "link"])
        #expect(tokens.tokens["accent.$root"]?.type.rawValue == "color", "the group's $type")
        #expect(tokens.tokens["link"]?.value == tokens.tokens["accent.$root"]?.value)
        #expect(tokens.tokens["link"]?.type.rawValue == "color", "an alias takes its target's type")
        #expect(tokens.tokens["focus"]?.value == tokens.tokens["accent.$root"]?.value)
    }

    @Test func aRootThatIsNoTokenIsAnError() {
        #expect(errors(##"{"accent": {"$type": "color", "$root": "#0066ff"}}"##)
            == [#"t.json:1:40: error: group 'accent': $root must be a token, an object with "$value""#])
    }

    @Test func anUnknownDollarKeyInAGroupIsAnErrorWithTheNearestKey() {
        #expect(errors(#"{"color": {"brand": {"$valeu": {"colorSpace": "srgb", "components": [1, 0, 0]}, "$type": "color"}}}"#)
            == ["t.json:1:22: error: unknown key '$valeu' in group 'color.brand'; did you mean '$value'?; a group's keys are "
                + "$type, $description, $extensions, $deprecated, $extends, $root, and its tokens' and groups' names"])
    }

    @Test func aMemberThatIsNeitherTokenNorGroupIsAnErrorAtItsPlace() {
        #expect(errors(##"{"color": {"$type": "color", "brand": "#ff0000", "size": 4}}"##) == [
            #"t.json:1:30: error: 'color.brand' is a string, neither a token nor a group: a token is an object with "$value", a group an object of tokens and groups"#,
            #"t.json:1:50: error: 'color.size' is a number, neither a token nor a group: a token is an object with "$value", a group an object of tokens and groups"#,
        ])
    }

    /// An object with a `value` that is no legacy token either (a token beside it) is said at the
    /// token inside, not read as a group with a member dropped: Style Dictionary would read `dark`
    /// as a property of `brand`.
    @Test func aValueBesideGroupsIsNamedNotDropped() {
        #expect(errors(##"{"color": {"brand": {"value": "#ff0000", "dark": {"$type": "color", "$value": "#000000"}}}}"##) == [
            #"t.json:1:42: error: 'color.brand' is a token (it has "value") that holds 'dark', a token of its own: Style Dictionary and Tokens Studio read that as a property of 'color.brand', never as a token; move 'dark' beside it, or name the value ("color.brand.default") and keep both in a group"#,
        ])
    }

    @Test(arguments: ["{}", #"{"color": {"brand": {}}}"#, #"{"$schema": "https://example.com/tokens.json"}"#])
    func aFileWithNoTokenIsAnError(_ text: String) {
        #expect(errors(text) == [#"t.json:1:1: error: no design token in this file: nothing in it is a DTCG 2025.10 token, an object with "$value""#])
    }

    /// A token refused for its type is reported once; each token that refers to it says it depends
    /// on it (never "not defined"), and tokens further down the chain are not reported again.
    @Test func dependentsOfARejectedTokenSaySoOnce() {
        let said = errors("""
            {"size": {"$type": "colour", "$value": 16},
             "body": {"$type": "number", "$value": "{size}"},
             "title": {"$type": "number", "$value": "{body}"},
             "caption": {"$type": "number", "$value": "{size}"}}
            """)
        #expect(said.count == 3, "\(said)")
        #expect(said.contains { $0.hasPrefix("t.json:1:20: error: token 'size': 'colour' is not a DTCG type") })
        #expect(said.contains("t.json:2:40: error: token 'body' depends on {size}, which was refused (see its error)"))
        #expect(said.contains("t.json:4:43: error: token 'caption' depends on {size}, which was refused (see its error)"))
        #expect(!said.contains { $0.contains("not defined") || $0.contains("'title'") })
    }

    /// A suggestion for a reference to nothing is never the referring token itself.
    @Test func aSuggestionIsNeverTheTokenItself() {
        let said = errors(#"{"space": {"$type": "number", "small": {"$value": "{space.smal}"}}}"#)
        #expect(said == ["t.json:1:51: error: token 'space.small' refers to {space.smal}, which is not defined"])
    }
}
