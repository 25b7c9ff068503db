import Foundation
import Testing
import TintypeTypography
@testable import TintypeFonts

/// FreeType's reading of the fixture fonts, checked against the values the generator wrote.
@Suite struct FontReaderTests {
    let reader: FontReader

    init() throws {
        reader = try FontReader()
    }

    @Test(arguments: FixtureFonts.faces)
    func everyFieldMatchesTheGenerator(_ fixture: FixtureFonts.FaceCase) throws {
        let expected = fixture.face
        let metrics = try reader.metrics(ofFileAt: FixtureFonts.path(fixture.file), faceIndex: expected.faceIndex)
        #expect(metrics.sha256 == fixture.sha256)
        #expect(metrics.faceIndex == expected.faceIndex)
        #expect(metrics.faceCount == expected.faceCount)
        #expect(metrics.format == expected.format)
        #expect(metrics.location == expected.defaultLocation)
        #expect(metrics.familyName == expected.familyName)
        #expect(metrics.styleName == expected.styleName)
        #expect(metrics.postscriptName == expected.postscriptName)
        #expect(metrics.fullName == expected.fullName)
        #expect(metrics.version == expected.version)
        #expect(metrics.unitsPerEm == expected.unitsPerEm)
        #expect(metrics.hhea == VerticalMetrics(expected.hhea))
        #expect(metrics.typo == VerticalMetrics(expected.typo))
        #expect(metrics.win == WinMetrics(ascent: expected.win.ascent, descent: expected.win.descent))
        #expect(metrics.useTypoMetrics == expected.useTypoMetrics)
        #expect(metrics.os2Version == expected.os2Version)
        #expect(metrics.capHeight == expected.capHeight)
        #expect(metrics.xHeight == expected.xHeight)
        #expect(metrics.capHeightSource?.rawValue == expected.capHeightSource)
        #expect(metrics.xHeightSource?.rawValue == expected.xHeightSource)
        #expect(metrics.underlinePosition == expected.underlinePosition)
        #expect(metrics.underlineThickness == expected.underlineThickness)
        #expect(metrics.weightClass == expected.weightClass)
        #expect(metrics.widthClass == expected.widthClass)
        #expect(metrics.italic == expected.italic)
        #expect(metrics.axes.map(\.tag) == expected.axes.map(\.tag))
        for (axis, want) in zip(metrics.axes, expected.axes) {
            #expect(axis.name == want.name)
            #expect([axis.min, axis.default, axis.max] == [want.minimum, want.default, want.maximum])
        }
        #expect(metrics.namedInstances.map(\.name) == expected.namedInstances.map(\.name))
        for (instance, want) in zip(metrics.namedInstances, expected.namedInstances) {
            #expect(instance.coordinates == want.coordinates)
            #expect(instance.postscriptName == want.postscriptName)
        }
        if let tracks = expected.trak {
            let table = try #require(metrics.trak)
            #expect(table.tracks.map(\.track) == tracks.map(\.track))
            #expect(table.tracks.map(\.name) == tracks.map(\.name))
            for (track, want) in zip(table.tracks, tracks) {
                #expect(track.values.map(\.size) == want.values.map(\.size))
                #expect(track.values.map(\.value) == want.values.map(\.value))
            }
        } else {
            #expect(metrics.trak == nil)
        }
    }

    @Test func theHashIsTheFilesWhenReadOrNeverRead() throws {
        // The digest runs on its own thread: files dropped before it finishes must wait for it, and
        // reading it any number of times gives the manifest's SHA-256.
        for entry in FixtureFonts.manifest {
            for _ in 0..<4 { _ = try FontFile(path: FixtureFonts.path(entry.file)) }
            let file = try FontFile(path: FixtureFonts.path(entry.file))
            #expect(file.sha256 == entry.sha256 && file.sha256 == entry.sha256)
        }
    }

    @Test func collectionReportsItsFaceCount() throws {
        let path = FixtureFonts.path("TintypeCollection.ttc")
        #expect(try reader.faceCount(of: FontFile(path: path)) == 2)
        #expect(try reader.metrics(ofFileAt: path, faceIndex: 1).faceCount == 2)
    }

    @Test func trakValuesInterpolateBetweenTheFontsSizes() throws {
        let metrics = try reader.metrics(ofFileAt: FixtureFonts.path("TintypeTracked-Regular.ttf"))
        let trak = try #require(metrics.trak)
        // Normal track: 9 pt → 30, 12 pt → 10, 24 pt → 0, 48 pt → −20 (Fonts/README.md).
        #expect(trak.value(pointSize: 9) == 30)
        #expect(trak.value(pointSize: 10.5) == 20)
        #expect(trak.value(pointSize: 36) == -10)
        #expect(trak.value(pointSize: 6) == 30)
        #expect(trak.value(pointSize: 96) == -20)
        #expect(trak.value(track: -1, pointSize: 18) == -20)
        #expect(trak.value(track: 2, pointSize: 18) == nil)
    }
}

/// Variable fonts: metrics at a location include the MVAR deltas, whatever was read before.
@Suite struct VariableFontTests {
    let reader: FontReader
    let path = FixtureFonts.path("TintypeVariable.ttf")
    let locations: [FixtureFonts.Location]

    init() throws {
        reader = try FontReader()
        let entry = try #require(FixtureFonts.manifest.first { $0.file == "TintypeVariable.ttf" })
        locations = try #require(entry.faces.first?.locations)
    }

    private func check(_ metrics: FontFaceMetrics, against want: FixtureFonts.Location) {
        #expect(metrics.location == want.coordinates)
        #expect(metrics.hhea == VerticalMetrics(want.hhea), "hhea has no MVAR tag and must not vary")
        #expect(metrics.typo == VerticalMetrics(want.typo))
        #expect(metrics.win == WinMetrics(ascent: want.win.ascent, descent: want.win.descent))
        #expect(metrics.capHeight == want.capHeight)
        #expect(metrics.xHeight == want.xHeight)
        #expect(metrics.underlinePosition == want.underlinePosition)
        #expect(metrics.underlineThickness == want.underlineThickness)
    }

    @Test func everyLocationMatchesTheGenerator() throws {
        #expect(locations.count >= 6)
        for want in locations {
            check(try reader.metrics(ofFileAt: path, location: want.coordinates), against: want)
        }
    }

    @Test func valuesDoNotDependOnTheOrderOfReads() throws {
        let file = try FontFile(path: path)
        for order in [Array(locations), Array(locations.reversed()), locations + locations] {
            for want in order {
                check(try reader.metrics(of: file, location: want.coordinates), against: want)
            }
        }
    }

    @Test func mvarLineDeltasReachAnHheaLineBoxAsFreeTypeAppliesThem() throws {
        // The fixture with USE_TYPO_METRICS cleared (OS/2 fsSelection bit 7, byte 63 of the table):
        // its line box is hhea's, which MVAR has no tag for; FreeType (and Chromium) add the hasc,
        // hdsc and hlgp deltas to it all the same. Expected: hhea plus the typo values' change from
        // the default, both from the generator's fontTools values (fixtures.json).
        var bytes = SfntBytes(path: path)?.data ?? []
        let os2 = try #require(Self.tableOffset("OS/2", in: bytes))
        bytes[os2 + 63] &= ~0x80
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-mvar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let hheaFont = directory.appendingPathComponent("TintypeVariableHhea.ttf").path
        try Data(bytes).write(to: URL(fileURLWithPath: hheaFont))
        let entry = try #require(FixtureFonts.manifest.first { $0.file == "TintypeVariable.ttf" }?.faces.first)
        for want in locations {
            let metrics = try reader.metrics(ofFileAt: hheaFont, location: want.coordinates)
            #expect(!metrics.useTypoMetrics)
            let box = try #require(metrics.lineBox)
            #expect(box.source == .hhea)
            let expected = VerticalMetrics(ascender: want.hhea.ascender + want.typo.ascender - entry.typo.ascender,
                                           descender: want.hhea.descender + want.typo.descender - entry.typo.descender,
                                           lineGap: want.hhea.lineGap + want.typo.lineGap - entry.typo.lineGap)
            #expect(box.metrics == expected, "\(want.coordinates): \(box.metrics), expected \(expected)")
            // The table itself keeps its value.
            #expect(metrics.hhea == VerticalMetrics(want.hhea))
        }
        // At the default location nothing moves; a face whose line box is typo's carries no deltas.
        #expect(try reader.metrics(ofFileAt: hheaFont).lineDeltas == nil)
        #expect(try reader.metrics(ofFileAt: path, location: ["wght": 900]).lineDeltas == nil)
    }

    /// Where a table starts in an SFNT file's bytes.
    static func tableOffset(_ tag: String, in data: [UInt8]) -> Int? {
        let count = Int(data[4]) << 8 | Int(data[5])
        for index in 0..<count {
            let record = 12 + 16 * index
            guard String(decoding: data[record..<record + 4], as: UTF8.self) == tag else { continue }
            return Int(data[record + 8]) << 24 | Int(data[record + 9]) << 16 | Int(data[record + 10]) << 8 | Int(data[record + 11])
        }
        return nil
    }

    @Test func partialLocationsFillTheOtherAxesWithDefaults() throws {
        let metrics = try reader.metrics(ofFileAt: path, location: ["wght": 900])
        #expect(metrics.location == ["wght": 900, "opsz": 17])
        let unset = try reader.metrics(ofFileAt: path)
        #expect(unset.location == ["wght": 400, "opsz": 17])
    }

    @Test func badLocationsAreErrorsThatNameTheAxis() throws {
        #expect(throws: FontError.unknownAxis(path: path, tag: "wdth", available: ["wght", "opsz"])) {
            try reader.metrics(ofFileAt: path, location: ["wdth": 100])
        }
        #expect(throws: FontError.axisValueOutOfRange(path: path, tag: "wght", value: 1000, min: 100, max: 900)) {
            try reader.metrics(ofFileAt: path, location: ["wght": 1000])
        }
        let staticFont = FixtureFonts.path("TintypeTypo-Regular.ttf")
        #expect(throws: FontError.notVariable(path: staticFont)) {
            try reader.metrics(ofFileAt: staticFont, location: ["wght": 500])
        }
    }
}

extension VerticalMetrics {
    init(_ fixture: FixtureFonts.Vertical) {
        self.init(ascender: fixture.ascender, descender: fixture.descender, lineGap: fixture.lineGap)
    }
}
