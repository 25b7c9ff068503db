import Foundation
import Testing

/// Figma's variables export read from every place that reads tokens, its mode chosen the same way
/// everywhere: `--input mode=NAME` on a command, `input: {mode: NAME}` in a theme's or a project's
/// `tokens`. The fixture's `color.primary` is indigo 600 (#4f46e5) in Light, its default, and
/// indigo 300 (#a5b4fc) in Dark.
@Suite struct FigmaVariablesCommandTests {
    static func theme(_ directory: String, input: String) throws {
        let fixture = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Tokens/dialects/figma-variables-rest.json").path
        try FileManager.default.copyItem(atPath: fixture, toPath: directory + "/figma.json")
        try ##"{"name": "figma", "tokens": {"files": ["figma.json"]\##(input)}, "tints": {"default": {"light": {"normal": "{color.primary}"}, "dark": {"normal": "{color.primary}"}}}}"##
            .write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
    }

    @Test func theModeIsChosenByTheCommandTheThemeAndTheProject() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.theme(directory, input: "")
        let plain = try TintypeProcess.run(["compile", "theme.json", "-o", "plain"], in: directory)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stderr.contains("note: read Figma's modes 'Value' of 'Primitives', 'Light' of 'Semantic'"), "\(plain.stderr)")
        #expect(try SharedOptionsTests.lightTint(directory, "plain/figma.tintype.json") == "#4f46e5")
        #expect(try TintypeProcess.run(["compile", "theme.json", "-o", "dark", "--input", "mode=Dark", "-q"], in: directory).status == 0)
        #expect(try SharedOptionsTests.lightTint(directory, "dark/figma.tintype.json") == "#a5b4fc", "the command's --input")
        try "themes: [theme.json]\ntokens:\n  input: {mode: Dark}\nformats:\n  json:\n    folder: out\n"
            .write(toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        #expect(try TintypeProcess.run(["build", "-q"], in: directory).status == 0)
        #expect(try SharedOptionsTests.lightTint(directory, "out/figma.tintype.json") == "#a5b4fc", "the project's input")
        try FileManager.default.removeItem(atPath: directory + "/tintype.yml")
        try FileManager.default.removeItem(atPath: directory + "/figma.json")
        try Self.theme(directory, input: #", "input": {"mode": "Dark"}"#)
        #expect(try TintypeProcess.run(["compile", "theme.json", "-o", "own", "-q"], in: directory).status == 0)
        #expect(try SharedOptionsTests.lightTint(directory, "own/figma.tintype.json") == "#a5b4fc", "the theme's input")
        let resolve = try TintypeProcess.run(["tokens", "resolve", "figma.json", "--input", "mode=Dark"], in: directory)
        #expect(resolve.status == 0 && resolve.stderr.contains("'Dark' of 'Semantic'"), "\(resolve.stderr)")
        let unknown = try TintypeProcess.run(["compile", "theme.json", "-o", "x", "--input", "mode=Dusk"], in: directory)
        #expect(unknown.status == 2 && unknown.stderr.contains("error: --input mode=Dusk: no Figma collection has a mode of that name"), "\(unknown.stderr)")
    }
}
