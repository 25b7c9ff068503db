import Testing
@testable import TintypeDocument

/// The words generated names are made of: split at anything but an ASCII letter or digit, and where
/// a capital follows a lower-case letter or a digit; lower-cased.
@Suite struct SourceNameTests {
    @Test(arguments: [
        ("largeTitle", ["large", "title"]),
        ("Atkinson Hyperlegible", ["atkinson", "hyperlegible"]),
        ("tint_dimmed", ["tint", "dimmed"]),
        ("caption2", ["caption2"]),
        ("caption2Bold", ["caption2", "bold"]),
        ("HTTPServer", ["httpserver"]),
        ("--a--b--", ["a", "b"]),
        ("", []),
        // Non-ASCII characters separate words, a letter with a combining mark included.
        ("café au lait", ["caf", "au", "lait"]),
        ("cafe\u{301}Noir", ["caf", "noir"]),
        ("line\r\nbreak", ["line", "break"]),
        ("日本Title", ["title"]),
    ])
    func words(_ text: String, _ expected: [String]) {
        #expect(SourceName.words(text) == expected)
    }

    @Test func conventions() {
        #expect(SourceName.snake("largeTitle") == "large_title")
        #expect(SourceName.pascal("largeTitle") == "LargeTitle")
        #expect(SourceName.camel("Large title") == "largeTitle")
        #expect(SourceName.identifier("2024 Brand") == "t_2024_brand")
    }
}
