import Foundation
import Testing

/// `tintype preview --png`: pictures measured with Pillow against the compiled theme and the font
/// file read by fontTools (`Scripts/check_preview_png.py`): baselines a line height apart, ink
/// from the cap height, tracking between characters; and bad input refused with the file kept.
@Suite(.serialized) struct PreviewPNGTests {
    static let compiled = "Tests/Fixtures/Generated/json/default/default.tintype.json"

    static func draw(_ arguments: [String]) throws -> (status: Int32, file: URL, stderr: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString).png")
        let result = try TintypeProcess.run(["preview", "--png", file.path] + arguments, environment: ["NO_COLOR": "1"])
        return (result.status, file, result.stderr)
    }

    static func measure(_ style: String, _ category: String, scale: Double, _ check: String, _ png: URL) throws {
        let result = try GoldenOutputTests.check("check_preview_png.py", [compiled, style, category, String(scale), check, png.path])
        #expect(result.status == 0, "\(result.report)")
    }

    @Test(arguments: [1, 1.5, 2, 3]) func baselinesAreALineHeightApart(scale: Double) throws {
        let drawn = try Self.draw(["--style", "body", "--category", "large", "--guides", "--scale", String(scale)])
        defer { try? FileManager.default.removeItem(at: drawn.file) }
        #expect(drawn.status == 0, "\(drawn.stderr)")
        try Self.measure("body", "large", scale: scale, "baselines", drawn.file)
    }

    @Test func inkStartsAtTheCapHeight() throws {
        let drawn = try Self.draw(["--style", "body", "--category", "large", "--guides", "--text", "HHHH"])
        defer { try? FileManager.default.removeItem(at: drawn.file) }
        #expect(drawn.status == 0, "\(drawn.stderr)")
        try Self.measure("body", "large", scale: 2, "capheight", drawn.file)
    }

    @Test func trackingWidensByTheGapsBetweenCharacters() throws {
        let drawn = try Self.draw(["--style", "title1", "--category", "large", "--guides", "--text", "H\nHHHHHHHHHHH"])
        defer { try? FileManager.default.removeItem(at: drawn.file) }
        #expect(drawn.status == 0, "\(drawn.stderr)")
        try Self.measure("title1", "large", scale: 2, "tracking", drawn.file)
    }

    /// The whole grid is a PNG of every style at every category (Pillow decodes it in the checks;
    /// here its signature and header say so).
    @Test func theWholeGridIsAPNG() throws {
        let drawn = try Self.draw([])
        defer { try? FileManager.default.removeItem(at: drawn.file) }
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let bytes = [UInt8](try Data(contentsOf: drawn.file))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width > 12 * 100 && height > 11 * 40)
    }

    static func size(_ file: URL) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](try Data(contentsOf: file))
        #expect(bytes.count > 24 && bytes[12..<16].elementsEqual("IHDR".utf8))
        return (bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, bytes[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    /// The 15 styles of Material 3 at every category: at most 4,096 px wide by default, and close
    /// to it (the largest scale that fits, not a thumbnail); `--scale 2` draws the wide one.
    @Test func theDefaultPictureFitsInFourThousandPixels() throws {
        let fitted = try Self.draw(["Themes/material"])
        defer { try? FileManager.default.removeItem(at: fitted.file) }
        #expect(fitted.status == 0, "\(fitted.stderr)")
        let wide = try Self.draw(["Themes/material", "--scale", "2"])
        defer { try? FileManager.default.removeItem(at: wide.file) }
        #expect(wide.status == 0, "\(wide.stderr)")
        let (width, height) = try Self.size(fitted.file), full = try Self.size(wide.file)
        #expect(width <= 4096 && width > 4096 * 95 / 100, "\(width) × \(height)")
        #expect(full.width > 8192, "\(full)")
        // The same picture, scaled: its proportions within a few pixels' rounding.
        #expect(abs(Double(height) / Double(width) - Double(full.height) / Double(full.width)) < 0.01)
    }

    /// The components fixture's boxes at every category: Pillow finds each row of boxes, each box
    /// its height tall, red exactly where Python's own sum of the compiled line heights and the
    /// theme file's padding passes that height (15 of 48, as the HTML preview's check finds).
    @Test func componentBoxesAreRedWhereTheirTextPassesThem() throws {
        let theme = "Tests/Fixtures/Themes/components"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("components-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let compiled = try TintypeProcess.run(["compile", theme, "--format", "json", "--output", directory.path])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        let drawn = try Self.draw([theme, "--scale", "1"])
        defer { try? FileManager.default.removeItem(at: drawn.file) }
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let result = try GoldenOutputTests.check("check_preview_png.py", [
            directory.appendingPathComponent("components.tintype.json").path, "components", theme + "/theme.json", "1", drawn.file.path,
        ])
        #expect(result.status == 0, "\(result.report)")
        #expect(result.report.contains("48 boxes in 4 rows, 15 red"), "\(result.report)")
    }

    /// Bad options exit 2 before anything is drawn, and an earlier picture keeps its bytes.
    @Test(arguments: [
        (["--scale", "4"], "--scale must be from 0.25 to 3"),
        (["--text", "\n"], "--text is empty"),
        (["--style", "nothing"], "the theme has no style 'nothing'"),
        (["--text", String(repeating: "W", count: 400)], "the picture would be"),
    ]) func badInputLeavesTheEarlierPicture(_ arguments: [String], _ message: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("earlier".utf8).write(to: file)
        let result = try TintypeProcess.run(["preview", "--png", file.path] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try Data(contentsOf: file) == Data("earlier".utf8))
    }

    @Test func pictureOptionsWithoutAPictureAreAnError() throws {
        let result = try TintypeProcess.run(["preview", "--guides"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("give --png FILE as well"))
    }
}
