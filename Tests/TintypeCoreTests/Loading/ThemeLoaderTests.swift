import Testing
import TintypeDocument
import TintypeProject

/// The theme-directory rule, token files relative to the theme, resolver documents, and what is
/// said when something is missing, on an in-memory file system.
@Suite struct ThemeLoaderTests {
    /// Text files in memory, YAML refused as a tool without YAML refuses it.
    static func files(_ texts: [String: String]) -> DocumentFiles {
        DocumentFiles(source: MemoryFiles(texts.mapValues { Array($0.utf8) }))
    }

    static let theme = """
        {"name": "t", "tokens": ["tokens/base.json"],
         "typography": {"fonts": {"text": {"families": "{font.text}"}}, "scale": {"model": "apple"}}}
        """
    static let tokens = #"{"font": {"text": {"$type": "fontFamily", "$value": ["Tintype Test"]}}}"#

    func message(_ files: [String: String], _ argument: String) -> String? {
        do {
            _ = try ThemeLoader(files: Self.files(files)).load(argument)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aDirectoryMeansItsThemeFileAndTokensAreRelativeToIt() throws {
        let files = Self.files(["themes/t/theme.json": Self.theme, "themes/t/tokens/base.json": Self.tokens])
        let theme = try ThemeLoader(files: files).load("themes/t")
        #expect(theme.name == "t")
        #expect(theme.typography.fonts["text"]?.families == ["Tintype Test"])
    }

    @Test func missingThingsAreNamed() {
        #expect(message([:], "nowhere") == "error: nowhere: no such theme file or directory")
        #expect(message(["d/readme.md": ""], "d") == "error: d: a theme directory needs a theme.json or theme.yaml")
        #expect(message(["t/theme.json": Self.theme], "t/")
            == "error: t/tokens/base.json: no such token file; check the theme's \"tokens\" list")
        #expect(message(["t.json": "{\"name\": "], "t.json")?.hasPrefix("t.json:1:10: error: ") == true)
        #expect(message(["t.yaml": ""], "t.yaml") == "error: t.yaml: this tool (the build plugin's) reads JSON only; read YAML "
            + "with the tintype command, which Scripts/build-release.sh builds, or write the file as JSON")
    }

    @Test func aResolverDocumentIsImported() {
        // Dispatch by name: a resolver document is read as DTCG, so its errors are the importer's.
        let said = message(["x.resolver.json": "{}"], "x.resolver.json")
        #expect(said == #"x.resolver.json:1:1: error: a resolver document needs "version": "2025.10""#)
    }
}

/// A resolver document listed under a theme's `tokens` is read as a resolver (its default inputs),
/// not as an empty token file.
@Suite struct ThemeLoaderResolverTokensTests {
    @Test func aListedResolverDocumentGivesItsDefaultResolution() throws {
        let theme = try ThemeLoader(files: DocumentFiles(source: LocalFiles())).load(Repository.root.appendingPathComponent("Tests/Fixtures/Themes/resolver-tokens").path)
        // light.json (the default appearance) makes {tint} {color.blue}: srgb 0, 0.478, 1 in foundation.json.
        let light = theme.tints.defaultTint(.light, .normal)
        #expect(light.red == 0 && light.green == 0.478 && light.blue == 1)
        let dark = theme.tints.defaultTint(.dark, .normal)
        #expect(dark.red == 0.039 && dark.green == 0.518 && dark.blue == 1)
    }
}
