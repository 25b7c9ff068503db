import Foundation
import Testing
import TintypeDocument
import TintypeColor
import TintypeTypography
import TintypeCompiledTheme
import TintypeFormats

/// `CompiledThemeReader`: a compiled theme read back is the theme that was written, and a damaged
/// one is an error at its place, never a crash. (That every format rendered from a read theme
/// equals what `compile` wrote is `ExportTests`, through the executables.)
@Suite struct CompiledThemeReaderTests {
    static func committed(_ theme: String) throws -> (bytes: [UInt8], file: String) {
        let file = "Tests/Fixtures/Generated/json/\(theme)/\(theme).tintype.json"
        return (Array(try Data(contentsOf: Repository.root.appendingPathComponent(file))), file)
    }

    /// Writing what was read gives the committed bytes again.
    @Test(arguments: ["default", "material", "accessible"]) func readingAndWritingGivesTheSameBytes(theme: String) throws {
        let (bytes, file) = try Self.committed(theme)
        let compiled = try CompiledThemeReader.read(json: bytes, file: file)
        #expect(compiled.name == theme)
        #expect(compiled.styles.count % (12 * 6) == 0)
        #expect(JSONFormat().document(compiled) == bytes)
    }

    /// Every kind of warning, and a Bold Text row that keeps the face but not what the font
    /// system said about it (a weight it had to embolden), come back equal.
    @Test func warningsAndBoldTextFacesSurviveTheRoundTrip() throws {
        let (bytes, file) = try Self.committed("default")
        var compiled = try CompiledThemeReader.read(json: bytes, file: file)
        var plain = compiled.styles[0].row
        plain.layoutWarnings = [
            .linesCollide(lineHeight: 20, inkTop: 12.3456, inkBottom: -9.5, topCharacter: "É", bottomCharacter: "g"),
            .lineBoxOverflow(lineHeight: 20, contentArea: 24.2, room: 1.25),
            .lineBoxOverflow(lineHeight: 20, contentArea: 24.2, room: nil),
            .missingTrackingTable(font: "Inter-Regular", track: -1),
        ]
        plain.fontWarnings = [.fallbackFamily(missing: ["SF Pro", "Helvetica Neue"], requestedFamily: "Inter", family: "Inter")]
        var bold = plain
        bold.weight = FontWeight(value: 700)
        bold.fontWarnings += [
            .missingWeight(requested: 700, family: "Inter", usedStyle: "Regular", used: 400, synthetic: true),
            .missingSlant(italic: true, family: "Inter", usedStyle: "Regular", synthetic: false),
        ]
        bold.tracking.source = .formula(a: -0.01, b: 0.2, c: -0.15)
        compiled.styles[0].row = plain
        compiled.styles[0].boldText = bold
        let read = try CompiledThemeReader.read(json: JSONFormat().document(compiled), file: "x.tintype.json")
        #expect(read.styles[0].row == plain)
        #expect(read.styles[0].boldText == bold)
        #expect(read == compiled)
    }

    /// Every prefix of a compiled theme is refused with a place in the file (the reader stops at the
    /// first problem; none of these may crash or pass).
    @Test func everyTruncationIsAnErrorWithAPlace() throws {
        let (bytes, _) = try Self.committed("accessible")
        // Every third byte of the head (each kind of part), then 40 cuts through the rows.
        let cuts = Array(stride(from: 0, to: 3000, by: 3)) + Array(stride(from: 3000, to: bytes.count - 1, by: bytes.count / 40))
        for length in cuts {
            do {
                _ = try CompiledThemeReader.read(json: Array(bytes[..<length]), file: "cut.tintype.json")
                Issue.record("a file cut at byte \(length) was read")
            } catch {
                let diagnostic = try #require(error.diagnostics.first)
                #expect(diagnostic.severity == .error)
                guard case .source(let name, let position) = diagnostic.place else {
                    Issue.record("no place for the cut at \(length): \(diagnostic)")
                    continue
                }
                #expect(name == "cut.tintype.json" && position.line >= 1)
            }
        }
    }

    /// A value of the wrong kind deep in a row names the member and the line it is on.
    @Test func aBadValueNamesItsLine() throws {
        let (bytes, _) = try Self.committed("default")
        var text = String(decoding: bytes, as: UTF8.self)
        let range = try #require(text.range(of: "\"lineHeightPolicy\": \"table\""))
        text.replaceSubrange(range, with: "\"lineHeightPolicy\": \"tabel\"")
        let line = text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
        #expect {
            try CompiledThemeReader.read(json: Array(text.utf8), file: "x.tintype.json")
        } throws: { error in
            let diagnostic = (error as? Diagnostics)?.diagnostics.first
            return diagnostic?.position?.line == line
                && diagnostic?.message == "unknown line-height policy 'tabel'; use table, fontMetrics or multiplier"
        }
    }

    /// The tints as they stand in another mode (a theme colour named by token) are read back under
    /// `tintRules.modes`, written again as they were; a key that is no mode is an error at it.
    @Test func eachModesTintsComeBackAndAnUnknownModeIsAnError() throws {
        let (bytes, _) = try Self.committed("default")
        let text = String(decoding: bytes, as: UTF8.self)
        let dark = ##""modes": {"dark": {"default": {"dark": {"normal": "#a5b4fc"}, "light": {"normal": "#a5b4fc"}}}}, "##
        let withModes = text.replacingOccurrences(of: "\"tintRules\": {", with: "\"tintRules\": {" + dark)
        let compiled = try CompiledThemeReader.read(json: Array(withModes.utf8), file: "x.tintype.json")
        #expect(compiled.tintRules.inMode(BrandMode(.dark, .normal)).defaultTint(.dark, .normal).hex == "#a5b4fc")
        #expect(compiled.tintRules.inMode(BrandMode(.dark, .increased)).defaultTint(.dark, .normal).hex != "#a5b4fc")
        let written = try JSONSerialization.jsonObject(with: Data(JSONFormat().document(compiled))) as? [String: Any]
        var node: Any? = written
        for key in ["tintRules", "modes", "dark", "default", "dark", "normal"] { node = (node as? [String: Any])?[key] }
        #expect(node as? String == "#a5b4fc", "the mode's tints are written back")
        let dusk = text.replacingOccurrences(of: "\"tintRules\": {", with: "\"tintRules\": {\n\"modes\": {\"dusk\": {}}, ")
        // The line after `"tintRules": {`, counting from 1.
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("\"tintRules\"") }.map { $0 + 2 }
        #expect {
            try CompiledThemeReader.read(json: Array(dusk.utf8), file: "x.tintype.json")
        } throws: { error in
            let diagnostic = (error as? Diagnostics)?.diagnostics.first
            return diagnostic?.position?.line == line && diagnostic?.message == "tints.modes: 'dusk' is not a mode; use dark, lightIncreased, darkIncreased"
        }
    }

    /// Rows repeat whole objects (a row's tight and loose forms carry its metrics); one changed digit
    /// in one of them is read as the changed value, and the others as themselves.
    @Test func aRepeatedObjectWithOneDigitChangedIsReadAsChanged() throws {
        let (bytes, file) = try Self.committed("default")
        let original = try CompiledThemeReader.read(json: bytes, file: file)
        #expect(original.styles[1].row.metrics == original.styles[0].row.metrics)
        var text = String(decoding: bytes, as: UTF8.self)
        let ascender = "\"ascender\": \(original.styles[0].row.metrics.ascender)"
        // Row 1's metrics: the third occurrence (row 0's, row 0's Bold Text metrics, row 1's, row 1's Bold Text metrics).
        let occurrences = text.ranges(of: ascender)
        let second = try #require(occurrences.dropFirst(2).first)
        text.replaceSubrange(second, with: "\"ascender\": 99.5")
        let read = try CompiledThemeReader.read(json: Array(text.utf8), file: file)
        #expect(read.styles[0].row.metrics.ascender == original.styles[0].row.metrics.ascender)
        #expect(read.styles[1].row.metrics.ascender == 99.5)
        #expect(read.styles[2].row.metrics.ascender == original.styles[2].row.metrics.ascender)
    }
}
