import Foundation
import Testing

/// Two option groups every command offers the same way: `--quiet`, which the command's one
/// reporter obeys (errors only), and the four choices of how tokens are read, with one help text,
/// which a project's and a theme's `tokens` take by the same keys.
@Suite struct SharedOptionsTests {
    /// A theme whose token file is written without `$` (Style Dictionary's form), so that reading it
    /// gives a note; and a project that builds it to the compiled JSON.
    static func undollaredProject() throws -> String {
        let directory = try TintypeProcess.temporaryDirectory()
        try ##"{"color": {"brand": {"value": "#0055cc", "type": "color"}}}"##.write(toFile: directory + "/tokens.json", atomically: true, encoding: .utf8)
        try #"{"name": "studio", "tokens": ["tokens.json"], "tints": {"default": {"light": {"normal": "{color.brand}"}, "dark": {"normal": "{color.brand}"}}}}"#
            .write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        try "themes: [theme.json]\nformats:\n  json:\n    folder: out\n".write(toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        return directory
    }

    @Test func quietCompileAndBuildPrintNothingWhereTheTokenFilesGiveNotes() throws {
        let directory = try Self.undollaredProject()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Without --quiet the reading note and the written file are said, so there is something to leave out.
        let loud = try TintypeProcess.run(["compile", "theme.json", "-o", "loud"], in: directory)
        #expect(loud.status == 0 && loud.stderr.contains("note: ") && loud.stderr.contains("read as DTCG 2025.10"), "\(loud.stderr)")
        #expect(loud.stderr.contains("wrote "), "\(loud.stderr)")
        for arguments in [["compile", "theme.json", "-o", "quiet", "--quiet"], ["compile", "theme.json", "-o", "short", "-q"], ["build", "--quiet"]] {
            let quiet = try TintypeProcess.run(arguments, in: directory)
            #expect(quiet.status == 0, "\(arguments): \(quiet.stderr)")
            #expect(quiet.stderr.isEmpty, "\(arguments) printed: \(quiet.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: directory + "/quiet/studio.tintype.json"), "quiet still writes")
        #expect(FileManager.default.fileExists(atPath: directory + "/out/studio.tintype.json"), "quiet build still writes")
        let loudBuild = try TintypeProcess.run(["build"], in: directory)
        #expect(loudBuild.stderr.contains("note: ") && loudBuild.stderr.contains("up to date: out/studio.tintype.json"), "\(loudBuild.stderr)")
        // Errors still print under --quiet.
        let broken = try TintypeProcess.run(["compile", "nowhere.json", "-o", "x", "--quiet"], in: directory)
        #expect(broken.status == 2 && broken.stderr.contains("error"), "\(broken.stderr)")
    }

    @Test func everyCommandTakesQuiet() throws {
        let paths = try HelpAndUsageTests.commandPaths()
        #expect(paths.count >= 15, "\(paths)")
        for path in paths {
            let help = try TintypeProcess.run(path + ["--help"]).text
            #expect(help.contains("-q, --quiet") && help.contains("Print errors only"), "tintype \(path.joined(separator: " ")) --help")
        }
        #expect(try TintypeProcess.run(["--help"], tool: "tintype-export").text.contains("-q, --quiet"))
    }

    /// The lines of `help` from the option `flag` up to the next option.
    static func entry(_ flag: String, in help: String) -> String {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(flag) }) else { return "" }
        let rest = lines[(start + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("-") && !$0.isEmpty }
        return ([lines[start]] + rest).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    @Test func everyCommandThatReadsTokensOffersTheSameFourChoicesWithOneHelp() throws {
        let readers = [["styles"], ["check"], ["compile"], ["build"], ["preview"], ["init"], ["metrics", "snapshot"],
                       ["metrics", "check"], ["tokens", "resolve"], ["tint", "resolve"], ["layout", "resolve"]]
        let flags = ["--strict-tokens", "--token-set <set>", "--token-theme <name>", "--input <modifier=context>"]
        var entries: [String: Set<String>] = [:]
        for path in readers {
            let help = try TintypeProcess.run(path + ["--help"]).text
            for flag in flags {
                let entry = Self.entry(flag, in: help)
                #expect(!entry.isEmpty, "tintype \(path.joined(separator: " ")) offers \(flag)")
                entries[flag, default: []].insert(entry)
            }
        }
        for flag in flags { #expect(entries[flag]?.count == 1, "\(flag) has one help: \(entries[flag] ?? [])") }
    }

    /// The resolver fixture's `appearance` modifier: light gives `{color.blue}` (sRGB 0, 0.478, 1),
    /// dark `{color.blueDark}` (0.039, 0.518, 1); to 8 bits, #007aff and #0a84ff.
    static func lightTint(_ directory: String, _ file: String) throws -> String? {
        let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + file))
        let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let tints = root?["tints"] as? [[String: Any]] ?? []
        return tints.first { set in
            (set["modes"] as? [[String: String]] ?? []).contains { $0 == ["appearance": "light", "contrast": "normal"] }
        }?["default"] as? String
    }

    @Test func inputChoosesAResolverContextFromTheCommandTheProjectAndTheTheme() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fixture = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Themes/resolver-tokens").path
        try FileManager.default.copyItem(atPath: fixture, toPath: directory + "/theme")
        let theme = directory + "/theme"
        #expect(try TintypeProcess.run(["compile", theme, "-o", directory + "/plain", "-q"]).status == 0)
        #expect(try Self.lightTint(directory, "plain/resolver-tokens.tintype.json") == "#007aff", "the modifier's default, light")
        #expect(try TintypeProcess.run(["compile", theme, "-o", directory + "/dark", "--input", "appearance=dark", "-q"]).status == 0)
        #expect(try Self.lightTint(directory, "dark/resolver-tokens.tintype.json") == "#0a84ff", "the command's --input")
        // The project's tokens take input by the same key, and the command's choice goes over it.
        try "themes: [theme]\ntokens:\n  input: {appearance: dark}\nformats:\n  json:\n    folder: out\n"
            .write(toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        let build = try TintypeProcess.run(["build", "-q"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try Self.lightTint(directory, "out/resolver-tokens.tintype.json") == "#0a84ff", "the project's input")
        #expect(try TintypeProcess.run(["build", "-q", "--input", "appearance=light"], in: directory).status == 0)
        #expect(try Self.lightTint(directory, "out/resolver-tokens.tintype.json") == "#007aff", "the command over the project")
        // And a theme's own tokens object.
        try #"{"name": "resolver-tokens", "tokens": {"files": ["tokens.resolver.json"], "input": {"appearance": "dark"}}, "tints": {"default": {"light": {"normal": "{tint}"}, "dark": {"normal": "{color.blueDark}"}}}}"#
            .write(toFile: theme + "/theme.json", atomically: true, encoding: .utf8)
        #expect(try TintypeProcess.run(["compile", theme, "-o", directory + "/own", "-q"]).status == 0)
        #expect(try Self.lightTint(directory, "own/resolver-tokens.tintype.json") == "#0a84ff", "the theme's input")
        // A project's tokens refuses what no place that reads tokens takes, at its place.
        try "themes: [theme]\ntokens:\n  inputs: {appearance: dark}\nformats:\n  json:\n    folder: out\n"
            .write(toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        let bad = try TintypeProcess.run(["build"], in: directory)
        #expect(bad.status == 2 && bad.stderr.contains("tintype.yml:3:3: error: unknown key 'inputs' in tokens; did you mean 'input'?"), "\(bad.stderr)")
    }
}
