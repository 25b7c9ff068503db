import Foundation
import Testing

/// `tintype preview --html`: each shipped theme's page checked in headless Chromium against the
/// compiled theme (`Scripts/check_preview_html.py`: every style at every category in every mode,
/// Bold Text, the tints with and without the alert), a screenshot kept under
/// `.build/artefacts/` (not committed); embedded fonts decode (Foundation's base64) to the very
/// files the referring page names.
@Suite(.serialized) struct PreviewHTMLTests {
    static let artefacts = TintypeProcess.packageRoot.appendingPathComponent(".build/artefacts")

    static func write(_ theme: String, _ extra: [String] = []) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("preview-html-\(UUID().uuidString)")
        let page = directory.appendingPathComponent("\(theme).html")
        let result = try TintypeProcess.run(["preview", "Themes/\(theme)", "--html", page.path] + extra, environment: ["NO_COLOR": "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.text.contains("html: \(page.path)"))
        return page
    }

    /// The components a theme declares are drawn at every category, and Chromium's own layout of
    /// each box's text agrees with what `check` says of it (`Scripts/check_preview_components.py`).
    /// By Apple's line heights: the list row (footnote, 18) clips from xLarge (8 categories), the tab
    /// label (caption2 + 12, 49) from AX4 (2), the card title's two lines + 24 (120) from AX3 for
    /// title2 (3) and from AX4 for headline (2): 15 of 48 boxes.
    @Test func theComponentsAreDrawnAndChromiumAgreesWhereTheyClip() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("preview-components-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("components.html")
        let run = try TintypeProcess.run(["preview", "Tests/Fixtures/Themes/components", "--html", page.path], environment: ["NO_COLOR": "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.text.contains("    iOS      xSmall ✓  small ✓  medium ✓  large ✓  xLarge ✗20"))
        let result = try GoldenOutputTests.check("check_preview_components.py", [page.path])
        #expect(result.status == 0, "\(result.report)")
        #expect(result.report.contains("components.html: 48 boxes, 15 clipping; Chromium's layout agrees"))
        let check = try TintypeProcess.run(["check", "Tests/Fixtures/Themes/components"])
        #expect(check.status == 1)
        #expect(check.text.components(separatedBy: "[layout.component-clips]").count - 1 == 4)
    }

    @Test(arguments: ["default", "material", "accessible"]) func thePageMatchesTheCompiledThemeInChromium(theme: String) throws {
        let page = try Self.write(theme)
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: Self.artefacts, withIntermediateDirectories: true)
        let screenshot = Self.artefacts.appendingPathComponent("preview-\(theme).png")
        let result = try GoldenOutputTests.check("check_preview_html.py", [
            "Tests/Fixtures/Generated/json/\(theme)/\(theme).tintype.json", page.path, screenshot.path,
        ])
        #expect(result.status == 0, "\(result.report)")
        #expect(FileManager.default.fileExists(atPath: screenshot.path))
    }

    @Test func embeddedFontsAreTheReferencedFilesAndRerunsAreIdentical() throws {
        let referring = try Self.write("default")
        let embedding = try Self.write("default", ["--embed-fonts"])
        let again = try Self.write("default", ["--embed-fonts"])
        defer {
            for page in [referring, embedding, again] { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        }
        let paths = try Self.sources(referring).map { referring.deletingLastPathComponent().appendingPathComponent($0.removingPercentEncoding ?? $0) }
        let data = try Self.sources(embedding).map { source -> Data in
            let payload = try #require(source.split(separator: ",", maxSplits: 1).last)
            return try #require(Data(base64Encoded: String(payload)))
        }
        #expect(!paths.isEmpty && paths.count == data.count)
        for (path, bytes) in zip(paths, data) { #expect(try Data(contentsOf: path) == bytes, "\(path.path)") }
        #expect(try Data(contentsOf: embedding) == Data(contentsOf: again))
        let result = try GoldenOutputTests.check("check_preview_html.py", ["Tests/Fixtures/Generated/json/default/default.tintype.json", embedding.path])
        #expect(result.status == 0, "\(result.report)")
    }

    /// The `url("…")` of each @font-face, in order.
    static func sources(_ page: URL) throws -> [String] {
        let text = String(decoding: try Data(contentsOf: page), as: UTF8.self)
        return text.matches(of: /src: url\("([^"]+)"\)/).map { String($0.output.1) }
    }

    @Test func embeddingWithoutAPageIsAnError() throws {
        let result = try TintypeProcess.run(["preview", "--embed-fonts"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("give --html FILE as well"))
    }
}
