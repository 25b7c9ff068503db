import Testing
import TintypeDocument
import TintypeTokens

/// Tokens a team's own build reads that came through wrong with exit 0 (issue 53): an alias with no
/// type takes its target's (DTCG 2025.10's type rule, and Style Dictionary's resolution), a Tokens
/// Studio line height aliasing a px length stays a length (sd-transforms keeps `20px`), and a
/// one-set Tokens Studio file is read as its set. Each input is the issue's own.
@Suite struct AliasTypeTests {
    func read(_ text: String, name: String = "t.json") throws -> DesignTokens {
        try DesignTokenReader.read([(name: name, bytes: Array(text.utf8))])
    }

    @Test func aStyleDictionaryAliasWithoutATypeTakesItsTargets() throws {
        let tokens = try read(##"{"brand":{"blue":{"value":"#1457A3","type":"color"}},"button":{"background":{"value":"{brand.blue}"}}}"##)
        let background = try #require(tokens.tokens["button.background"])
        #expect(background.type == .color)
        #expect(background.typed == tokens.tokens["brand.blue"]?.typed)
        #expect(!tokens.notes.contains { $0.message.contains("has no type") })
        // Style Dictionary's `.value` suffix too.
        let suffixed = try read(##"{"brand":{"blue":{"value":"#1457A3","type":"color"}},"link":{"value":"{brand.blue.value}"}}"##)
        #expect(suffixed.tokens["link"]?.type == .color)
        // A literal without a type is still left out with its warning (its path gives none).
        let asset = try read(##"{"brand":{"blue":{"value":"#1457A3","type":"color"}},"logo":{"value":"assets/logo.svg"}}"##)
        #expect(asset.tokens["logo"] == nil)
        #expect(asset.notes.contains { $0.severity == .warning && $0.message.contains("token 'logo' has no type") })
    }

    @Test func aLineHeightAliasingAPxLengthStaysALength() throws {
        // DTCG mode, as the issue gives it: 20px, not the multiplier 20.
        let dtcg = try read(#"{"space":{"$type":"dimension","$value":"20px"},"lh":{"$type":"lineHeights","$value":"{space}"}}"#)
        #expect(dtcg.tokens["lh"]?.type == .dimension)
        #expect(dtcg.tokens["lh"]?.typed == .dimension(Dimension(value: 20, unit: "px")))
        // Tokens Studio's legacy form: the same.
        let legacy = try read(#"{"space":{"value":"20px","type":"spacing"},"lh":{"value":"{space}","type":"lineHeights"}}"#)
        #expect(legacy.tokens["lh"]?.typed == .dimension(Dimension(value: 20, unit: "px")))
        // A line height aliasing a multiplier stays a multiplier.
        let ratio = try read(#"{"ratio":{"$type":"lineHeights","$value":"1.5"},"lh":{"$type":"lineHeights","$value":"{ratio}"}}"#)
        #expect(ratio.tokens["lh"]?.typed == .number(1.5))
    }

    @Test func aOneSetFileIsReadAsItsSet() throws {
        let tokens = try read(#"{"global": {"fontSizes": {"md": {"value": "16", "type": "fontSizes"}}, "big": {"value": "{fontSizes.md}", "type": "fontSizes"}}}"#)
        // sd-transforms: a bare fontSizes number is px.
        #expect(tokens.tokens["big"]?.typed == .dimension(Dimension(value: 16, unit: "px")))
        #expect(tokens.notes.contains { $0.message.contains("read as Tokens Studio sets (global)") })
    }
}
