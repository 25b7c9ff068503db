import Foundation
import Testing
import TintypeCompiledTheme
import TintypePreview

/// `TerminalPreview`'s colours: escapes only when colour is on, 24-bit RGB or xterm's palette,
/// and the same text underneath (so the columns line up either way).
@Suite struct TerminalPreviewTests {
    static func compiled() throws -> CompiledTheme {
        let file = "Tests/Fixtures/Generated/json/default/default.tintype.json"
        return try CompiledThemeReader.read(json: Array(try Data(contentsOf: Repository.root.appendingPathComponent(file))), file: file)
    }

    static func stripped(_ text: String) -> String {
        text.replacing(/\x{1B}\[[0-9;]*m/, with: "").replacing("\u{2588}\u{2588} ", with: "")
    }

    @Test func coloursAreEscapesAroundTheSameText() throws {
        let compiled = try Self.compiled()
        var preview = TerminalPreview()
        preview.width = 80
        let plain = preview.render(compiled)
        #expect(!plain.contains("\u{1B}"))
        preview.colors = .trueColor
        let trueColor = preview.render(compiled)
        // The default theme's light tint is #007aff: 0, 122, 255.
        #expect(trueColor.contains("\u{1B}[38;2;0;122;255m\u{2588}\u{2588}\u{1B}[0m #007aff"))
        preview.colors = .palette256
        let palette = preview.render(compiled)
        // xterm's colour 33 is #0087ff, the cube's nearest to #007aff.
        #expect(palette.contains("\u{1B}[38;5;33m\u{2588}\u{2588}"))
        for colored in [trueColor, palette] {
            // Stripped of escapes and swatches, the tint lines have the swatch-less spacing.
            let lines = Self.stripped(colored).split(separator: "\n").map { $0.replacing(/\ +$/, with: "") }
            let plainLines = plain.split(separator: "\n").map { $0.replacing(/\ +$/, with: "") }
            #expect(lines.count == plainLines.count)
            #expect(zip(lines, plainLines).filter { !$0.0.hasPrefix("  ") }.allSatisfy { $0.0 == $0.1 })
        }
    }

    /// xterm's cube levels are 0, 95, 135, 175, 215, 255: colour 16 + 36r + 6g + b.
    @Test(arguments: [((0, 0, 0), 16), ((255, 255, 255), 231), ((255, 0, 0), 196), ((0, 135, 255), 33), ((100, 100, 100), 59)])
    func paletteIndexIsTheNearestCubeColour(_ rgb: (Int, Int, Int), _ index: Int) {
        #expect(TerminalPreview.paletteIndex(red: rgb.0, green: rgb.1, blue: rgb.2) == index)
    }
}
