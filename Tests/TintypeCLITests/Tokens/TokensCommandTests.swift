import Foundation
import Testing

@Suite struct TokensCommandTests {
    @Test func resolvesAcrossFiles() throws {
        let result = try TintypeProcess.run(["tokens", "resolve", "Tests/Fixtures/Tokens/brand.json", "Tests/Fixtures/Tokens/base.json"])
        #expect(result.status == 0)
        let tokens = try #require(try TintypeProcess.jsonObject(result)["tokens"] as? [String: [String: Any]])
        #expect(Array(tokens.keys).sorted() == ["brand.body", "brand.primary", "color.blue", "size.body"])
        #expect(tokens["brand.primary"]?["type"] as? String == "color")
        let body = try #require(tokens["brand.body"]?["value"] as? [String: Any])
        #expect((body["fontSize"] as? [String: Any])?["value"] as? Double == 17)
    }

    @Test func cyclesExitTwoWithTheChain() throws {
        let result = try TintypeProcess.run(["tokens", "resolve", "Tests/Fixtures/Tokens/cycle.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Tests/Fixtures/Tokens/cycle.json:3:39: error") && result.stderr.contains("error: reference cycle: a → b → a"))
    }
}

@Suite struct TokensResolverCommandTests {
    @Test func resolverDocumentsWithInputs() throws {
        let result = try TintypeProcess.run(["tokens", "resolve", "--resolver", "Tests/Fixtures/Tokens/resolver/app.resolver.json",
                                             "--input", "appearance=dark", "--input", "size=large"])
        #expect(result.status == 0, "\(result.stderr)")
        let tokens = try #require(try TintypeProcess.jsonObject(result)["tokens"] as? [String: [String: Any]])
        #expect(((tokens["tint"]?["value"] as? [String: Any])?["components"] as? [Double]) == [0.039, 0.518, 1])
        let bad = try TintypeProcess.run(["tokens", "resolve", "--resolver", "Tests/Fixtures/Tokens/resolver/app.resolver.json", "--input", "size"])
        #expect(bad.status == 2 && bad.stderr.contains("The value 'size' is invalid for '--input <modifier=context>': write modifier=context, e.g. theme=dark"))
    }
}

/// Files as teams keep them: JSON5 read through the one scanner, and nothing read in silence.
@Suite struct TokensDialectCommandTests {
    @Test func aJSON5FileResolves() throws {
        let result = try TintypeProcess.run(["tokens", "resolve", "Tests/Fixtures/Tokens/json5/primitives.json5"])
        #expect(result.status == 0, "\(result.stderr)")
        let tokens = try #require(try TintypeProcess.jsonObject(result)["tokens"] as? [String: [String: Any]])
        #expect(Array(tokens.keys).sorted() == ["color.brand", "color.link", "size.body"])
        #expect(((tokens["size.body"]?["value"] as? [String: Any])?["value"] as? Double) == 17, "0x11 is 17")
        #expect(tokens["color.link"]?["type"] as? String == "color")
    }

    /// A Style Dictionary source once gave `{"tokens": {}}` and exit 0 in silence; now its token is
    /// read, with a note on standard error and in the output, and `--strict-tokens` refuses it at its place.
    @Test func aStyleDictionaryFileIsReadWithANote() throws {
        let file = "Tests/Fixtures/Tokens/dialects/style-dictionary-minimal.json"
        let result = try TintypeProcess.run(["tokens", "resolve", file])
        #expect(result.status == 0, "\(result.stderr)")
        let output = try TintypeProcess.jsonObject(result)
        #expect((output["tokens"] as? [String: [String: Any]])?["color.base.red"]?["type"] as? String == "color")
        #expect((output["notes"] as? [[String: Any]])?.count == 2)
        #expect(result.stderr.contains("style-dictionary-minimal.json:4:14: note: 1 token in Style Dictionary's format"), "\(result.stderr)")
        let strict = try TintypeProcess.run(["tokens", "resolve", "--strict-tokens", file])
        #expect(strict.status == 2 && strict.stdout.isEmpty)
        #expect(strict.stderr.contains("style-dictionary-minimal.json:4:14: error: token 'color.base.red': Style Dictionary's format; --strict-tokens reads DTCG 2025.10 only"),
                "\(strict.stderr)")
    }

    @Test func spectrumSetsFollowTheInput() throws {
        let file = "Tests/Fixtures/Tokens/dialects/spectrum.json"
        let mobile = try TintypeProcess.run(["tokens", "resolve", file, "--input", "scale=mobile"])
        #expect(mobile.status == 0, "\(mobile.stderr)")
        let size = (try TintypeProcess.jsonObject(mobile)["tokens"] as? [String: [String: Any]])?["font-size-100"]?["value"] as? [String: Any]
        #expect(size?["value"] as? Double == 17)
        let unknown = try TintypeProcess.run(["tokens", "resolve", file, "--input", "appearance=dark"])
        #expect(unknown.status == 2 && unknown.stderr.contains("--input appearance=…: with token files, --input chooses what the token formats read (mode, scale, theme: Spectrum's theme or scale, Figma's mode)"))
    }

    @Test func aCommentInAJSONFileSaysToNameItJSON5() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        try "{\n  // sizes\n  \"size\": {}\n}".write(toFile: work + "/t.json", atomically: true, encoding: .utf8)
        let result = try TintypeProcess.run(["tokens", "resolve", work + "/t.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("t.json:2:3: error: comments are not JSON; name the file .json5 to read it as JSON5"), "\(result.stderr)")
    }
}

/// Token sets as teams keep them (issue 41's F1, F3, F11, F12), run as a user runs them.
@Suite struct TokenSetCommandTests {
    static let sets = "Tests/Fixtures/Tokens/wild/sets-without-themes.json"
    static let folder = "Tests/Fixtures/Tokens/dialects/tokens-studio-folder"

    func components(_ result: TintypeProcess.Result, _ path: String) throws -> [Double]? {
        let tokens = try TintypeProcess.jsonObject(result)["tokens"] as? [String: [String: Any]]
        return (tokens?[path]?["value"] as? [String: Any])?["components"] as? [Double]
    }

    /// F12 and F1: a file whose top-level keys are sets, its references leaving the set names out,
    /// is read as sets with a note; merged in order, the dark set's bg (#000000) replaces the light
    /// one's, said once; `--token-set` chooses the sets and the light bg (#ffffff) is read.
    @Test func setsWithoutThemesAreReadSaidAndChosen() throws {
        let merged = try TintypeProcess.run(["tokens", "resolve", Self.sets])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stderr.contains("note: the file's top-level keys are read as Tokens Studio sets (global, light, dark)"))
        #expect(merged.stderr.contains("note: set 'dark' replaces 1 token of 'light': bg"))
        #expect(try components(merged, "bg") == [0, 0, 0])
        let light = try TintypeProcess.run(["tokens", "resolve", Self.sets, "--token-set", "global", "--token-set", "light"])
        #expect(light.status == 0, "\(light.stderr)")
        #expect(try components(light, "bg") == [1, 1, 1])
        #expect(!light.stderr.contains("replaces"))
        let typo = try TintypeProcess.run(["tokens", "resolve", Self.sets, "--token-set", "ligth"])
        #expect(typo.status == 2 && typo.stderr.contains("--token-set ligth: no such set; did you mean 'light'?"))
    }

    /// F3: themes alone, a theme's set not given, and a set file no theme names are each said.
    @Test func whatThemesAndSetFilesDoNotMatchIsSaid() throws {
        let alone = try TintypeProcess.run(["tokens", "resolve", "\(Self.folder)/$themes.json"])
        #expect(alone.status == 2 && alone.stderr.contains("only Tokens Studio's themes were given, no set: give the set files too"))
        let missing = try TintypeProcess.run(["tokens", "resolve", "\(Self.folder)/$themes.json", "\(Self.folder)/themes/light.json", "--token-theme", "Light"])
        #expect(missing.status == 2 && missing.stderr.contains("the themes chosen (Light) use set 'core' (source), which was not given; give its file too"))
    }

    /// F11: a folder is read whole (a folder of set files with its $metadata.json and $themes.json),
    /// a README beside the files is skipped with a warning, and every file's errors are said.
    @Test func aFolderIsReadAndAReadmeHidesNothing() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let source = TintypeProcess.packageRoot.appendingPathComponent(Self.folder).path
        for name in ["$metadata.json", "$themes.json", "core.json", "themes"] {
            try FileManager.default.copyItem(atPath: "\(source)/\(name)", toPath: "\(directory)/\(name)")
        }
        try "# Our tokens\n".write(toFile: "\(directory)/README.md", atomically: true, encoding: .utf8)
        let result = try TintypeProcess.run(["tokens", "resolve", directory, "--token-theme", "Dark"])
        #expect(result.status == 0, "\(result.stderr)")
        let tokens = try TintypeProcess.jsonObject(result)["tokens"] as? [String: [String: Any]]
        #expect(((tokens?["text.body"]?["value"] as? [String: Any])?["value"] as? Double) == 18, "16 × 1.125 from the dark set")
        let readme = try TintypeProcess.run(["tokens", "resolve", "\(directory)/README.md", "Tests/Fixtures/Tokens/cycle.json",
                                              "Tests/Fixtures/Tokens/wild/refused-dependents.json"])
        #expect(readme.status == 2)
        #expect(readme.stderr.contains("README.md: warning: not a token file (JSON or JSON5); skipped"))
        #expect(readme.stderr.contains("cycle.json:3:39: error: reference cycle") && readme.stderr.contains("refused-dependents.json:3:47: error"))
    }
}

/// What reading a theme's token files says reaches every command that reads the theme, through
/// the one reporter; `--strict-tokens` reaches them; `init` keeps the choice of sets in the theme.
@Suite struct ThemeTokenNotesCommandTests {
    func themeDirectory() throws -> String {
        let directory = try TintypeProcess.temporaryDirectory()
        try FileManager.default.copyItem(atPath: TintypeProcess.packageRoot.appendingPathComponent(TokenSetCommandTests.sets).path,
                                         toPath: "\(directory)/tokens.json")
        try #"{"name": "t", "tokens": ["tokens.json"], "typography": {"fonts": {"text": {"families": ["Tintype Test"]}}, "scale": {"model": "apple"}}, "tints": {"default": {"light": {"normal": "{bg}"}, "dark": {"normal": "{bg}"}}}}"#
            .write(toFile: "\(directory)/theme.json", atomically: true, encoding: .utf8)
        return directory
    }

    @Test(arguments: [["styles", "--theme"], ["check"], ["metrics", "snapshot"], ["compile", "--format", "json", "-o", "OUT"]])
    func everyThemeCommandSaysWhatReadingTokensFound(_ command: [String]) throws {
        let directory = try themeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let arguments = command.map { $0 == "OUT" ? "\(directory)/out" : $0 } + [directory, "--font-dir", TintypeProcess.fontsDirectory]
        let result = try TintypeProcess.run(arguments)
        #expect(result.stderr.contains("tokens.json:15:11: note: set 'dark' replaces 1 token of 'light': bg"), "\(command): \(result.stderr)")
        #expect(result.stderr.components(separatedBy: "replaces 1 token").count == 2, "said once")
        let strict = try TintypeProcess.run(arguments + ["--strict-tokens"])
        #expect(strict.status == 2 && strict.stderr.contains("error: token 'global.colors.white': Tokens Studio's format; --strict-tokens reads DTCG 2025.10 only"),
                "\(command): \(strict.stderr)")
        // The flag's earlier name is still read, the same way.
        let earlier = try TintypeProcess.run(arguments + ["--strict"])
        #expect(earlier.status == 2 && earlier.stderr == strict.stderr, "\(command): \(earlier.stderr)")
    }

    /// The project's `tokens:` choices reach every command run in it, as they reach `build`
    /// (issue 54, item 1): with `strict: true` there, each refuses the Tokens Studio file as
    /// `--strict-tokens` does, and `build` with it.
    @Test(arguments: [["styles", "--theme", "."], ["check", "."], ["metrics", "snapshot", "."], ["preview", "."], ["tokens", "resolve", "tokens.json"],
                      ["build"]])
    func theProjectsTokenChoicesReachEveryCommand(_ command: [String]) throws {
        let directory = try themeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "themes: [.]\nfonts: [fonts]\ntokens:\n  strict: true\nformats:\n  json: {}\n".write(toFile: "\(directory)/tintype.yml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: "\(directory)/fonts", withDestinationPath: TintypeProcess.fontsDirectory)
        let result = try TintypeProcess.run(command, in: directory)
        #expect(result.status == 2 && result.stderr.contains("error: token 'global.colors.white': Tokens Studio's format; --strict-tokens reads DTCG 2025.10 only"),
                "\(command): \(result.stderr)")
        // Without the project's choice, the same command reads the file (and notes its form).
        try "themes: [.]\nfonts: [fonts]\nformats:\n  json: {}\n".write(toFile: "\(directory)/tintype.yml", atomically: true, encoding: .utf8)
        let plain = try TintypeProcess.run(command, in: directory)
        #expect(!plain.stderr.contains("--strict-tokens reads DTCG 2025.10 only"), "\(command): \(plain.stderr)")
    }

    @Test func initKeepsTheChoiceOfSetsInTheTheme() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try #"""
            {"global": {"text": {"body": {"value": {"fontFamily": "Inter", "fontSize": "17", "fontWeight": "Regular", "lineHeight": "130%", "letterSpacing": "0"}, "type": "typography"}}},
             "light": {"accent": {"value": "#0066ff", "type": "color"}},
             "dark": {"accent": {"value": "#4d94ff", "type": "color"}}}
            """#.write(toFile: "\(directory)/tokens.json", atomically: true, encoding: .utf8)
        let result = try TintypeProcess.run(["init", "--from-tokens", "tokens.json", "-o", "made", "--token-set", "global", "--token-set", "light"],
                                            in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let theme = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(directory)/made/theme.json"))) as? [String: Any]
        let tokens = theme?["tokens"] as? [String: Any]
        #expect(tokens?["files"] as? [String] == ["../tokens.json"] && tokens?["sets"] as? [String] == ["global", "light"])
        // The theme it wrote reads the light accent, as chosen, with no set replacing another.
        let check = try TintypeProcess.run(["styles", "--theme", "\(directory)/made", "--font-dir", TintypeProcess.fontsDirectory])
        #expect(check.status == 0 && !check.stderr.contains("replaces"), "\(check.stderr)")
    }
}
