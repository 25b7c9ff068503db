import Testing
import TintypeTokens
@testable import TintypeFormats

/// A token's description inside a block comment (`/* … */`, `<!-- … -->`): the closing pair broken
/// wherever it meets, a last character that would run into the close kept apart, control
/// characters left out; a plain one-line description as it is.
@Suite struct DescriptionCommentTests {
    private static func comment(_ description: String, _ first: Character, _ second: Character) -> String? {
        var token = BrandToken(path: "space.edge", type: .number, value: .number(1))
        token.description = description
        return token.descriptionInComment(closing: first, second)
    }

    @Test func plainTextIsAsWritten() {
        #expect(Self.comment("The gap between cards", "*", "/") == "The gap between cards")
    }

    @Test func theCloseNeverMeetsAndTheLastCharacterStaysApart() {
        // XML: a description ending in '-' would run into "-->"; "--" inside is broken.
        #expect(Self.comment("Use at the edge -", "-", "-") == "Use at the edge - ")
        #expect(Self.comment("a--b", "-", "-") == "a- -b")
        // CSS: "*/" inside is broken; a last '*' is kept apart from the close.
        #expect(Self.comment("x */ y", "*", "/") == "x * / y")
        #expect(Self.comment("stars *", "*", "/") == "stars * ")
        // Lines joined with a space, ends trimmed, control characters left out.
        #expect(Self.comment("  two\n  lines\u{7} ", "*", "/") == "two lines")
    }
}
