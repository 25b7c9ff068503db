import Testing
import TintypeCore

/// The theme-directory rule, token files relative to the theme, resolver documents, and what is
/// said when something is missing, on an in-memory file system.
@Suite struct ThemeLoaderTests {
    struct MemoryFiles: ThemeFiles {
        var files: [String: String]

        func kind(of path: String) -> ThemeFileKind? {
            if files[path] != nil { return .file }
            let directory = path.hasSuffix("/") ? path : path + "/"
            return files.keys.contains { $0.hasPrefix(directory) } ? .directory : nil
        }

        func contents(of path: String) -> [UInt8]? { files[path].map { Array($0.utf8) } }

        func yamlDocument(at path: String) throws(Diagnostics) -> SourceNode {
            throw Diagnostics([Diagnostic(at: .none, "\(path): no YAML here")])
        }
    }

    static let theme = """
        {"name": "t", "tokens": ["tokens/base.json"],
         "typography": {"fonts": {"text": {"families": "{font.text}"}}, "scale": {"model": "apple"}}}
        """
    static let tokens = #"{"font": {"text": {"$type": "fontFamily", "$value": ["Tintype Test"]}}}"#

    func message(_ files: [String: String], _ argument: String) -> String? {
        do {
            _ = try ThemeLoader(files: MemoryFiles(files: files)).load(argument)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aDirectoryMeansItsThemeFileAndTokensAreRelativeToIt() throws {
        let files = MemoryFiles(files: ["themes/t/theme.json": Self.theme, "themes/t/tokens/base.json": Self.tokens])
        let theme = try ThemeLoader(files: files).load("themes/t")
        #expect(theme.name == "t")
        #expect(theme.typography.fonts["text"]?.families == ["Tintype Test"])
    }

    @Test func missingThingsAreNamed() {
        #expect(message([:], "nowhere") == "error: nowhere: no such theme file or directory")
        #expect(message(["d/readme.md": ""], "d") == "error: d: a theme directory needs a theme.json or theme.yaml")
        #expect(message(["t/theme.json": Self.theme], "t/")
            == "error: t/theme.json: its token file t/tokens/base.json does not exist or cannot be read")
        #expect(message(["t.json": "{\"name\": "], "t.json")?.hasPrefix("t.json:1:10: error: ") == true)
        #expect(message(["t.yaml": ""], "t.yaml") == "error: t.yaml: no YAML here")
    }

    @Test func aResolverDocumentIsImported() {
        // Dispatch by name: a resolver document is read as DTCG, so its errors are the importer's.
        let said = message(["x.resolver.json": "{}"], "x.resolver.json")
        #expect(said == #"x.resolver.json:1:1: error: a resolver document needs "version": "2025.10""#)
    }
}
