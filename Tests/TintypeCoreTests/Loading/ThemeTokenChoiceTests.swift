import Testing
import TintypeDocument
import TintypeFormats
import TintypeProject
import TintypeTheme
import TintypeTokens

/// A theme's token files are read as `tokens resolve` reads them, with the choices the theme, the
/// project or the command make (issue 41's F1 on the theme path, and what reading said reaching
/// every command): sets merged over each other are said, a choice of sets is kept in the theme,
/// and `--strict-tokens` reaches a theme.
@Suite struct ThemeTokenChoiceTests {
    /// Tokens Studio sets in one file, references leaving the set names out: dark's bg (#000000)
    /// replaces light's (#ffffff) when both are read.
    static let tokens = #"""
        {"global": {"colors": {"white": {"value": "#ffffff", "type": "color"}, "black": {"value": "#000000", "type": "color"}}},
         "light": {"bg": {"value": "{colors.white}", "type": "color"}},
         "dark": {"bg": {"value": "{colors.black}", "type": "color"}}}
        """#

    static func theme(tokens entry: String) -> String {
        #"{"name": "t", "tokens": "# + entry + #", "typography": {"fonts": {"text": {"families": ["Inter"]}}, "scale": {"model": "apple"}}, "tints": {"default": {"light": {"normal": "{bg}"}, "dark": {"normal": "{bg}"}}}}"#
    }

    func load(_ entry: String, _ options: TokenReadingOptions = .init()) throws -> Theme {
        let files = DocumentFiles(source: MemoryFiles([
            "t/theme.json": Array(Self.theme(tokens: entry).utf8), "t/tokens.json": Array(Self.tokens.utf8),
        ]))
        return try ThemeLoader(files: files, tokenOptions: options).load("t")
    }

    func lightTint(_ theme: Theme) -> String? { theme.tints.defaultTints[.light]?[.normal]?.hex }

    @Test func setsMergedOverEachOtherAreSaidOnTheThemePath() throws {
        let theme = try load(#"["tokens.json"]"#)
        #expect(lightTint(theme)?.hasPrefix("#000000") == true)
        #expect(theme.tokenNotes.contains { $0.message == "set 'dark' replaces 1 token of 'light': bg" })
        #expect(theme.tokenNotes.contains { $0.message.hasPrefix("the file's top-level keys are read as Tokens Studio sets") })
    }

    @Test func theThemeChoosesItsSetsAndTheCommandOverrides() throws {
        let light = try load(#"{"files": ["tokens.json"], "sets": ["global", "light"]}"#)
        #expect(lightTint(light)?.hasPrefix("#ffffff") == true)
        #expect(!light.tokenNotes.contains { $0.message.contains("replaces") })
        let dark = try load(#"{"files": ["tokens.json"], "sets": ["global", "light"]}"#, TokenReadingOptions(tokenSets: ["global", "dark"]))
        #expect(lightTint(dark)?.hasPrefix("#000000") == true, "the command's choice over the theme's")
    }

    @Test func strictReachesATheme() {
        #expect(throws: Diagnostics.self) { try load(#"["tokens.json"]"#, TokenReadingOptions(strict: true)) }
        #expect(throws: Diagnostics.self) { try load(#"{"files": ["tokens.json"], "strict": true}"#) }
    }

    @Test func aMisspeltTokensKeyIsAnErrorAtItsPlace() {
        do {
            _ = try load(#"{"files": ["tokens.json"], "set": ["light"]}"#)
            Issue.record("read")
        } catch {
            #expect("\(error)".contains("unknown key 'set'"), "\(error)")
        }
    }

    @Test func aProjectChoosesForEveryTheme() throws {
        let root = try DocumentFiles.parse(Array(#"{"themes": ["t"], "formats": {"json": {}}, "tokens": {"sets": ["global", "light"], "strict": true}}"#.utf8),
                                           path: "tintype.json")
        let project = try ProjectReader.read(root, file: "tintype.json")
        #expect(project.tokenOptions.tokenSets == ["global", "light"] && project.tokenOptions.strict)
    }
}
