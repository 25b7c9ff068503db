import Foundation
import Testing
import TintypeDocument
import TintypeTokens

/// Figma's variables export (REST API, `GET /v1/files/:key/variables/local`), read as a dialect:
/// the fixture has two collections (Primitives with one mode, Semantic with Light and Dark) and
/// aliases from Semantic into Primitives. Each expected value is worked out here from the fixture's
/// hex colours (#4f46e5 is 79, 70, 229 over 255) and Figma's documented value shapes.
@Suite struct FigmaVariablesExportTests {
    static let file = "figma-variables-rest.json"

    func read(mode: String? = nil, strict: Bool = false, replacing: (String, String)? = nil) throws -> DesignTokens {
        let path = TokenDialectTests.directory.appendingPathComponent(Self.file).path
        var text = try String(contentsOfFile: path, encoding: .utf8)
        if let (old, new) = replacing { text = text.replacingOccurrences(of: old, with: new) }
        let options = TokenReadingOptions(strict: strict, input: mode.map { ["mode": $0] } ?? [:])
        return try DesignTokenReader.read([(name: Self.file, bytes: Array(text.utf8))], options: options)
    }

    /// A colour token's sRGB channels over 255, and its alpha.
    func rgb(_ tokens: DesignTokens, _ path: String) -> [Int] {
        TokenDialectTests().components(tokens.tokens[path]).map { Int(($0 * 255).rounded()) }
    }

    func alpha(_ tokens: DesignTokens, _ path: String) -> Double? {
        guard case .number(let alpha)? = TokenDialectTests().members(tokens.tokens[path])["alpha"] else { return nil }
        return alpha
    }

    @Test func eachCollectionsDefaultModeIsReadAndSaid() throws {
        let tokens = try read()
        #expect(rgb(tokens, "color.primary") == [79, 70, 229], "Light: indigo 600 through the alias into Primitives")
        #expect(rgb(tokens, "color.on-primary") == [255, 255, 255])
        #expect(rgb(tokens, "color.scrim") == [0, 0, 0] && alpha(tokens, "color.scrim") == 0.5)
        #expect(rgb(tokens, "color.indigo.300") == [165, 180, 252])
        #expect(TokenDialectTests().dimension(tokens.tokens["space.inset"]?.value.value).map { "\($0.0) \($0.1)" } == "16.0 px")
        #expect(TokenDialectTests().dimension(tokens.tokens["space.4"]?.value.value).map { "\($0.0) \($0.1)" } == "16.0 px")
        #expect(tokens.tokens["font.family.body"]?.typed == .fontFamily(["Inter"]))
        #expect(tokens.tokens["font.weight.bold"]?.typed == .fontWeight(700))
        #expect(tokens.tokens["opacity.disabled"]?.typed == .number(0.38))
        #expect(tokens.tokens.count == 12, "13 variables, the boolean left out: \(tokens.tokens.keys.sorted())")
        #expect(tokens.tokens["feature.compact"] == nil)
        let messages = tokens.notes.map(\.message)
        #expect(messages.contains("Figma variable 'feature.compact' is a boolean, which has no DTCG type; it is left out"))
        #expect(messages.contains("read Figma's modes 'Value' of 'Primitives', 'Light' of 'Semantic' (each collection's default; choose with --input mode=NAME)"))
        #expect(messages.contains("12 tokens from Figma's variables export (REST API), read as DTCG 2025.10 tokens"))
    }

    @Test func inputModeChoosesTheModeInEveryCollectionThatHasIt() throws {
        let dark = try read(mode: "Dark")
        #expect(rgb(dark, "color.primary") == [165, 180, 252], "Dark: indigo 300")
        #expect(rgb(dark, "color.on-primary") == [15, 23, 42], "slate 900")
        #expect(alpha(dark, "color.scrim") == 0.7)
        #expect(rgb(dark, "color.indigo.600") == [79, 70, 229], "Primitives has no Dark: its one mode")
        #expect(dark.notes.map(\.message).contains("read Figma's modes 'Value' of 'Primitives', 'Dark' of 'Semantic'"))
    }

    /// The messages of a read that must fail.
    func failure(mode: String? = nil, strict: Bool = false, replacing: (String, String)? = nil) -> [String] {
        do {
            _ = try read(mode: mode, strict: strict, replacing: replacing)
            Issue.record("it was read")
            return []
        } catch let error as Diagnostics {
            return error.diagnostics.map(\.message)
        } catch {
            Issue.record("\(error)")
            return []
        }
    }

    @Test func whatCannotBeReadIsAnErrorAtItsPlace() throws {
        #expect(failure(mode: "Dusk").contains("--input mode=Dusk: no Figma collection has a mode of that name; the modes are Dark, Light, Value"))
        // Only the mode read is read: Light does not follow the broken Dark alias.
        let light = try read(replacing: (#""id": "VariableID:1:2" }"#, #""id": "VariableID:9:9" }"#))
        #expect(rgb(light, "color.primary") == [79, 70, 229])
        #expect(failure(mode: "Dark", replacing: (#""id": "VariableID:1:2" }"#, #""id": "VariableID:9:9" }"#))
            .contains("Figma variable 'color.primary' aliases 'VariableID:9:9', no variable of the export"))
        #expect(failure(strict: true).contains("Figma's variables export; --strict-tokens reads DTCG 2025.10 only"))
    }

    @Test func aNameNoDTCGPathHoldsIsLeftOutWithWhatAliasesIt() throws {
        let tokens = try read(replacing: (#""name": "color/white""#, #""name": "color/white.50""#))
        let messages = tokens.notes.map(\.message)
        #expect(messages.contains("Figma variable 'color/white.50' has a name no DTCG path holds (an empty part, or '.', '{' or '}' in one); "
            + "it is left out: rename it in Figma"))
        #expect(messages.contains("Figma variable 'color.on-primary' aliases 'color.white.50', which is left out; it is left out too"))
        #expect(tokens.tokens["color.white.50"] == nil && tokens.tokens["color.white"] == nil && tokens.tokens["color.on-primary"] == nil)
        #expect(rgb(tokens, "color.primary") == [79, 70, 229], "the rest is read")
    }
}
