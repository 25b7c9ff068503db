import Testing
import TintypeDocument
import TintypeCompiledTheme
import TintypeCheck
import TintypeProject

/// A check finding is as severe as its rule says when the theme file wrote the value it judges, and
/// at most a warning when the value is a default the theme did not write; either way it stands at
/// the value's place, or the nearest written value enclosing it.
@Suite struct WrittenOrDefaultTests {
    func tintFindings(_ text: String) throws -> [Diagnostic] {
        let theme = try ThemeReader.read(json: Array(text.utf8), file: "t.json")
        return ThemeCheck().run(try CompiledTheme.compile(theme, fonts: TypographyResolverTests.typoFont), theme: theme)
            .filter { $0.id == "tint.tint-on-background" }
    }

    /// `line:column` of `needle` in `text`, `offset` characters into it, counted in the text.
    func place(_ needle: String, in text: String, offset: Int = 0) -> String {
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let found = line.range(of: needle) {
                return "\(number + 1):\(line.distance(from: line.startIndex, to: found.lowerBound) + 1 + offset)"
            }
        }
        return "?"
    }

    @Test func aDefaultTintOnAWrittenBackgroundWarnsAtTheTintsAndAWrittenTintFails() throws {
        // iOS's dark tint, #0a84ff, on a dark background of the same blue: 1:1. Only the background is written.
        let background = """
            {
              "name": "t",
              "tints": {
                "background": {"dark": "#0a84ff"}
              }
            }
            """
        let defaults = try tintFindings(background)
        #expect(!defaults.isEmpty && defaults.allSatisfy { $0.severity == .warning }, "\(defaults)")
        // The default tints are not in the file: the finding stands at the nearest written value, `tints`.
        #expect(defaults.first?.place.description == "t.json:\(place("\"tints\": {", in: background, offset: 9))")
        let written = """
            {
              "name": "t",
              "tints": {
                "background": {"dark": "#0a84ff"},
                "default": {"light": {"normal": "#007aff"}, "dark": {"normal": "#0a84ff", "increased": "#409cff"}}
              }
            }
            """
        let own = try tintFindings(written).filter { $0.message.hasPrefix("dark/normal") }
        #expect(own.count == 1 && own.first?.severity == .failure)
        #expect(own.first?.place.description == "t.json:\(place("\"#0a84ff\", \"increased\"", in: written))")
    }

    @Test func trackingATypographyTokenGivesIsWrittenThereAndFails() throws {
        // 3.2 px of letter spacing at 16 px is 0.2 em, beyond the 0.1 em the check allows.
        let text = """
            {
              "name": "t",
              "typography": {
                "fonts": {"text": {"families": ["F"]}},
                "styles": [
                  {"name": "body"},
                  {"name": "lede", "scalesLike": "body", "typography": {"fontFamily": "F", "fontSize": "16px", "fontWeight": 400, "letterSpacing": "3.2px", "lineHeight": 1.5}}
                ]
              }
            }
            """
        let theme = try ThemeReader.read(json: Array(text.utf8), file: "t.json")
        let found = ThemeCheck().run(try CompiledTheme.compile(theme, fonts: TypographyResolverTests.typoFont), theme: theme)
            .filter { $0.id == "typography.tracking-range" }
        #expect(found.count == 1 && found.allSatisfy { $0.severity == .failure && $0.style == "lede" && $0.categories.count == 12 }, "\(found)")
        #expect(found.first?.place.description == "t.json:\(place("\"typography\": {\"fontFamily\"", in: text, offset: 14))")
    }
}
