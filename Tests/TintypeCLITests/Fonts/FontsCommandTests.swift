import Foundation
import Testing

/// `tintype fonts …` end to end: the process, its JSON, its errors and exit codes.
@Suite struct FontsCommandTests {
    /// The keys the inspect schema promises (Docs/Commands.md, "fonts inspect --json").
    static let schemaKeys: Set<String> = [
        "file", "faceIndex", "faceCount", "format", "sha256", "familyName", "styleName", "postscriptName",
        "fullName", "version", "unitsPerEm", "hhea", "typo", "win", "useTypoMetrics", "os2Version", "capHeight",
        "xHeight", "capHeightSource", "xHeightSource", "underlinePosition", "underlineThickness", "weightClass",
        "widthClass", "italic", "axes", "namedInstances", "location", "trak",
    ]

    @Test func inspectJSONHasTheDocumentedSchema() throws {
        let result = try TintypeProcess.run(["fonts", "inspect", "Fonts/TintypeTypo-Regular.ttf", "--json"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let json = try TintypeProcess.jsonObject(result)
        #expect(Set(json.keys) == Self.schemaKeys)
        #expect(json["file"] as? String == "Fonts/TintypeTypo-Regular.ttf")
        #expect(json["unitsPerEm"] as? Int == 1000)
        #expect((json["hhea"] as? [String: Int]) == ["ascender": 950, "descender": -250, "lineGap": 0])
        #expect((json["typo"] as? [String: Int]) == ["ascender": 800, "descender": -200, "lineGap": 200])
        #expect((json["win"] as? [String: Int]) == ["ascent": 1000, "descent": 300])
        #expect(json["useTypoMetrics"] as? Bool == true)
        #expect(json["capHeightSource"] as? String == "os2")
        #expect(json["trak"] is NSNull)
    }

    /// What Tintype reads at optical sizes and weights of the fixture variable font (its opsz axis
    /// runs 8–72) is what fontTools' instancer makes of the same locations
    /// (`Scripts/check_font_instances.py`): the metrics each row of a theme is measured with.
    @Test func metricsAtAnOpticalSizeAreFontToolsInstances() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var pairs: [String] = []
        for location in ["wght=400,opsz=8", "wght=400,opsz=72", "wght=700,opsz=44.5", "wght=100,opsz=17", "wght=900,opsz=30"] {
            let axes = location.split(separator: ",").flatMap { ["--axis", String($0)] }
            let run = try TintypeProcess.run(["fonts", "inspect", "Fonts/TintypeVariable.ttf"] + axes + ["--json"])
            #expect(run.status == 0, "\(run.stderr)")
            let path = directory + "/\(pairs.count).json"
            try run.stdout.write(to: URL(fileURLWithPath: path))
            pairs.append(location + ":" + path)
        }
        let result = try GoldenOutputTests.check("check_font_instances.py", ["Fonts/TintypeVariable.ttf"] + pairs)
        #expect(result.status == 0, "\(result.report)")
        #expect(result.report.contains("5 locations: every metric equals fontTools' instance"))
    }

    @Test func twoRunsGiveByteIdenticalJSON() throws {
        for arguments in [
            ["fonts", "inspect", "Fonts/TintypeVariable.ttf", "--axis", "wght=650", "--json"],
            ["fonts", "inspect", "Fonts/TintypeTracked-Regular.ttf", "--json"],
            ["fonts", "list", "--font-dir", "Fonts", "--json"],
        ] {
            let first = try TintypeProcess.run(arguments)
            let second = try TintypeProcess.run(arguments)
            #expect(first.status == 0)
            #expect(first.stdout == second.stdout)
        }
    }

    @Test func inspectReadsAFaceOfACollectionAndAVariableLocation() throws {
        let face = try TintypeProcess.jsonObject(
            TintypeProcess.run(["fonts", "inspect", "Fonts/TintypeCollection.ttc", "--face", "1", "--json"]))
        #expect(face["familyName"] as? String == "Tintype Collection Two")
        #expect(face["unitsPerEm"] as? Int == 2000)
        let bold = try TintypeProcess.jsonObject(
            TintypeProcess.run(["fonts", "inspect", "Fonts/TintypeVariable.ttf", "--axis", "wght=900", "--json"]))
        // Fonts/README.md: at wght 900 the typo ascender is 800 + 40.
        #expect((bold["typo"] as? [String: Int])?["ascender"] == 840)
        #expect((bold["location"] as? [String: Double]) == ["wght": 900, "opsz": 17])
    }

    @Test func inspectResolvesAFamilyThroughFontconfig() throws {
        let result = try TintypeProcess.run(
            ["fonts", "inspect", "Tintype Typo", "--weight", "bold", "--font-dir", "Fonts", "--json"])
        #expect(result.status == 0)
        let json = try TintypeProcess.jsonObject(result)
        #expect(json["postscriptName"] as? String == "TintypeTypo-Bold")
        #expect(json["weightClass"] as? Int == 700)
    }

    @Test func matchReportsFallbacks() throws {
        let result = try TintypeProcess.run(
            ["fonts", "match", "No Such Family, Tintype Hhea", "--font-dir", "Fonts", "--json"])
        #expect(result.status == 0)
        let json = try TintypeProcess.jsonObject(result)
        #expect(json["isFallback"] as? Bool == true)
        #expect(json["requestedFamily"] as? String == "Tintype Hhea")
        #expect(json["missingFamilies"] as? [String] == ["No Such Family"])
    }

    @Test(arguments: [
        (["fonts", "inspect", "Tests/Fixtures/BrokenFonts/zero-bytes.ttf"], "zero-bytes.ttf: the file is empty"),
        (["fonts", "inspect", "Tests/Fixtures/BrokenFonts/truncated.ttf"], "truncated.ttf: the font is truncated or damaged"),
        (["fonts", "inspect", "Tests/Fixtures/BrokenFonts/random-bytes.ttf"], "random-bytes.ttf: not a font file"),
        (["fonts", "inspect", "Tests/Fixtures/BrokenFonts/not-a-font.ttf"], "not-a-font.ttf: not a font file"),
        (["fonts", "inspect", "Tests/Fixtures/BrokenFonts/bad-table-directory.ttf"], "bad-table-directory.ttf: the font is truncated or damaged"),
        (["fonts", "inspect", "Tests/Fixtures/BrokenFonts/duplicate-axis.ttf"], "duplicate-axis.ttf: the font is truncated or damaged (its fvar table lists the axis 'wght' twice)"),
        (["fonts", "inspect", "Fonts/missing.ttf"], "Fonts/missing.ttf: no such file"),
        (["fonts", "inspect", "Fonts/TintypeCollection.ttc", "--face", "7"], "has 2 faces (0…1), so there is no face 7"),
        (["fonts", "inspect", "Fonts/TintypeVariable.ttf", "--axis", "wght=2000"], "wght=2000 is outside the axis range 100…900"),
        (["fonts", "inspect", "Fonts/TintypeVariable.ttf", "--axis", "wght=5", "--axis", "wght=6"], "--axis wght is given twice"),
        (["fonts", "inspect", "Fonts/TintypeVariable.ttf", "--axis", "bogus"], "--axis"),
        (["fonts", "match", "No Such Family"], "no installed font family matches 'No Such Family'"),
        (["fonts", "inspect", "Fonts/TintypeTypo-Regular.ttf", "--weight", "heaviest"], "--weight"),
    ])
    func badInputExitsTwoWithOneLine(_ arguments: [String], _ message: String) throws {
        let result = try TintypeProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("tintype: error: "))
        #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
