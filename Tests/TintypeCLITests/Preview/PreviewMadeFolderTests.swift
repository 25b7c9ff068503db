import Foundation
import Testing

/// `preview --png` and `--html` say when they make the folder they write into, rather than
/// making it in silence (issue 54's paper cuts).
@Suite struct PreviewMadeFolderTests {
    @Test func aMadeFolderIsSaid() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let png = directory + "/new/grid.png"
        let first = try TintypeProcess.run(["preview", "Themes/default", "--width", "80", "--png", png])
        #expect(first.status == 0 && first.text.hasSuffix("png: \(png) (made the folder \(directory)/new)\n"), "\(first.text)\(first.stderr)")
        #expect(FileManager.default.fileExists(atPath: png))
        let again = try TintypeProcess.run(["preview", "Themes/default", "--width", "80", "--png", png])
        #expect(again.status == 0 && again.text.hasSuffix("png: \(png)\n"), "\(again.text)")
    }
}
