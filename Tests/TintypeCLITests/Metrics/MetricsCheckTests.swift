import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `tintype metrics snapshot` and `check` end to end, with one fixture family in several releases
/// (`Tests/Fixtures/FontUpdates`, metrics chosen in `Fonts/generate_fixtures.py` and listed in
/// `updates.json`). Expected reports are computed here from those metrics and Apple's sizes
/// (`Tests/Fixtures/Reference/dynamic-type.json`), not taken from a run.
@Suite(.serialized) struct MetricsCheckTests {
    static let theme = "Tests/Fixtures/Themes/metrics-update.json"
    static let releases = "Tests/Fixtures/FontUpdates"

    /// What `updates.json` says of one file of one release.
    struct Release {
        var sha256: String
        var typoAscender: Int
        var typoDescender: Int
        var typoLineGap: Int
        var capHeight: Int
        var unitsPerEm: Int
    }

    static func release(_ name: String, _ file: String = "TintypeUpdate-Regular.ttf") throws -> Release {
        let url = TintypeProcess.packageRoot.appendingPathComponent("\(releases)/updates.json")
        let all = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: [[String: Any]]])
        let entry = try #require(all[name]?.first { $0["file"] as? String == file })
        let typo = try #require(entry["typo"] as? [String: Int])
        return Release(sha256: try #require(entry["sha256"] as? String), typoAscender: try #require(typo["ascender"]),
                       typoDescender: try #require(typo["descender"]), typoLineGap: try #require(typo["lineGap"]),
                       capHeight: try #require(entry["capHeight"] as? Int), unitsPerEm: try #require(entry["unitsPerEm"] as? Int))
    }

    /// A snapshot of `theme` made with `release`'s fonts, in a new directory.
    static func baseline(_ release: String, theme: String = theme) throws -> (directory: String, file: String) {
        let directory = try TintypeProcess.temporaryDirectory()
        let file = directory + "/baseline.json"
        let made = try TintypeProcess.run(["metrics", "snapshot", theme, "--font-dir", "\(releases)/\(release)", "-o", file])
        #expect(made.status == 0, "\(made.stderr)")
        return (directory, file)
    }

    static func check(_ baseline: String, _ release: String, theme: String = theme, _ extra: [String] = []) throws -> TintypeProcess.Result {
        let directory = release.hasPrefix("/") ? release : "\(releases)/\(release)"
        return try TintypeProcess.run(["metrics", "check", theme, "--baseline", baseline, "--font-dir", directory] + extra)
    }

    /// The twelve categories' names, in order, as themes write them.
    enum ContentSizeCategoryNames {
        static let all = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
    }

    /// A number as the report writes it: at most four decimals, no trailing zeros.
    static func text(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Apple's body size at each category, in category order.
    static func bodySizes() throws -> [(category: String, size: Double)] {
        let url = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Reference/dynamic-type.json")
        let reference = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let categories = try #require(reference["categories"] as? [String])
        let body = try #require((reference["appleIOS"] as? [String: [String: [String: Any]]])?["body"])
        return try categories.map { ($0, try #require(body[$0]?["size"] as? Double)) }
    }

    @Test func anUnchangedFontPasses() throws {
        let (directory, file) = try Self.baseline("1.000")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try Self.check(file, "1.000")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.text == "metrics: no regressions against \(file)\n")
    }

    /// A size the theme changed moves the sample's width by the size's own ratio, which says
    /// nothing the size's line does not: no "sample width" line, and the size named (issue 54, item 5).
    @Test func aSizeChangeIsNotReportedAgainAsTheSampleWidth() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let theme = directory + "/sized.json"
        func write(large: Int) throws {
            let sizes = [14, 15, 16, large, 19, 21, 23, 28, 33, 40, 47, 53]
            let table = zip(ContentSizeCategoryNames.all, sizes).map { "\"\($0)\": {\"size\": \($1), \"leading\": \($1 + 4)}" }.joined(separator: ", ")
            try #"{"name": "sized", "typography": {"fonts": {"text": {"families": ["Tintype Update"]}}, "tracking": {"source": "none"}, "styles": [{"name": "body", "scale": {"model": "table"}, "table": {"#
                .appending(table + "}}]}}").write(toFile: theme, atomically: true, encoding: .utf8)
        }
        try write(large: 17)
        let (baselineDirectory, file) = try Self.baseline("1.000", theme: theme)
        defer { try? FileManager.default.removeItem(atPath: baselineDirectory) }
        try write(large: 18)
        let result = try Self.check(file, "1.000", theme: theme)
        #expect(result.status == 1)
        #expect(result.text.contains("body @ large: size 17 → 18 pt (+1): the theme changed (the fonts did not)"), "\(result.text)")
        #expect(!result.text.contains("sample width"), "\(result.text)")
    }

    /// A baseline with the same content written otherwise (another tool's layout, keys in another
    /// order) is read, not compared byte for byte, and finds nothing either.
    @Test func aBaselineWrittenOtherwiseIsReadAndFindsNothing() throws {
        let (directory, file) = try Self.baseline("1.000")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: URL(fileURLWithPath: file))
        let result = try Self.check(file, "1.000")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.text == "metrics: no regressions against \(file)\n")
    }

    /// Release 1.100 raises the Regular's typo ascender and cap height: every body row it serves
    /// gets a taller line (the theme's policy is the font's own line height) and a deeper cap-height
    /// trim; the report says so once per value with the font values and versions as the cause, and
    /// the JUnit file row by row.
    @Test func aFontUpdateIsReportedWithItsCause() throws {
        let (directory, file) = try Self.baseline("1.000")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let junit = directory + "/metrics.xml"
        let result = try Self.check(file, "1.100", ["--junit", junit])
        #expect(result.status == 1, "\(result.stderr)")

        let (old, new) = (try Self.release("1.000"), try Self.release("1.100"))
        let em = Double(old.unitsPerEm)
        func lineHeight(_ r: Release, _ size: Double) -> Double { Double(r.typoAscender - r.typoDescender + r.typoLineGap) / em * size }
        // Capsize with the line height the font's own: the space above the cap height, half the gap.
        func capTrim(_ r: Release) -> Double { -Double(r.typoAscender - r.capHeight + r.typoLineGap / 2) / em }
        let cause = "TintypeUpdate-Regular.ttf typo ascender \(old.typoAscender) → \(new.typoAscender)"
        let versions = "(version 1.000 → 1.100)"
        var lines = [
            "Fonts that differ from the baseline:",
            "  updated: TintypeUpdate-Regular.ttf (Tintype Update Regular), version 1.000 → 1.100: typo ascender \(old.typoAscender) → \(new.typoAscender), cap height \(old.capHeight) → \(new.capHeight); used by body",
        ]
        var rowLines: [String] = []
        var deltas: [Double] = []
        for (category, size) in try Self.bodySizes() {
            let (a, b) = (lineHeight(old, size), lineHeight(new, size))
            deltas.append(b - a)
            #expect(b - a > 0.5, "the default tolerance is 0.5 pt: every category must move beyond it for this test")
            let pair = ["body @ \(category): line height \(Self.text(a)) → \(Self.text(b)) pt (+\(Self.text(b - a))): \(cause) \(versions)",
                        "body @ \(category): cap-height trim \(Self.text(capTrim(old))) → \(Self.text(capTrim(new))) em (\(Self.text(capTrim(new) - capTrim(old)))): \(cause), cap height \(old.capHeight) → \(new.capHeight) \(versions)"]
            rowLines += pair
        }
        // One font change explains every move: one line per value, not one per row (issue 54, item 5).
        // Every line height grows by the line box's own ratio, (840 + 200 + 200) / (800 + 200 + 200).
        let oldBox = Double(old.typoAscender - old.typoDescender + old.typoLineGap), newBox = Double(new.typoAscender - new.typoDescender + new.typoLineGap)
        let ratio = ((newBox - oldBox) / oldBox * 10_000).rounded() / 100
        let rows = deltas.count
        lines.append("What the fonts moved (one line per face and value; --json and --junit list every row):")
        lines.append("  TintypeUpdate-Regular.ttf: line height on \(rows) rows of body, +\(Self.text(deltas.min() ?? 0)) to +\(Self.text(deltas.max() ?? 0)) pt "
            + "(+\(Self.text(ratio)) %): from typo ascender \(old.typoAscender) → \(new.typoAscender) \(versions)")
        lines.append("  TintypeUpdate-Regular.ttf: cap-height trim on \(rows) rows of body, \(Self.text(capTrim(old))) → \(Self.text(capTrim(new))) em, "
            + "with their line heights: from typo ascender \(old.typoAscender) → \(new.typoAscender), cap height \(old.capHeight) → \(new.capHeight) \(versions)")
        lines.append("If the change is deliberate (a new size, a font update), accept it: "
            + "'tintype metrics check \(Self.theme) --baseline \(file) --update', and 'tintype build' for the committed outputs "
            + "that 'build --locked' compares; commit both")
        let summary = "metrics: \(rowLines.count) regressions in 1 style against \(file) (1 font differs)"
        lines = [summary] + lines + [summary]
        #expect(result.text == lines.joined(separator: "\n") + "\n")

        // JUnit: one test case per style, failing with its lines; the updated face in its output.
        let document = try XMLDocument(data: try Data(contentsOf: URL(fileURLWithPath: junit)))
        let cases = try document.nodes(forXPath: "//testsuite/testcase").compactMap { $0 as? XMLElement }
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["body"])
        let failure = try #require(cases.first?.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == rowLines[0] + " (and \(rowLines.count - 1) more)")
        #expect(failure.stringValue == rowLines.joined(separator: "\n"))
        #expect(cases.first?.elements(forName: "system-out").first?.stringValue?.hasPrefix("updated: TintypeUpdate-Regular.ttf") == true)
        let suite = try #require(try document.nodes(forXPath: "//testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "failures")?.stringValue == "1" && suite.attribute(forName: "tests")?.stringValue == "1")
    }

    @Test func aChangedFileWithTheSameMetricsIsItsOwnClassAndPasses() throws {
        let (directory, file) = try Self.baseline("1.000")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try Self.check(file, "1.000-rebuilt")
        #expect(result.status == 0, "\(result.stderr)")
        let (old, new) = (try Self.release("1.000"), try Self.release("1.000-rebuilt"))
        #expect(old.sha256 != new.sha256)
        #expect(result.text == """
            metrics: no regressions against \(file) (1 font differs)
            Fonts that differ from the baseline:
              file changed, same metrics: TintypeUpdate-Regular.ttf (Tintype Update Regular): sha256 \(old.sha256.prefix(12)) → \(new.sha256.prefix(12)); used by body
            metrics: no regressions against \(file) (1 font differs)

            """)
        let json = try TintypeProcess.jsonObject(try Self.check(file, "1.000-rebuilt", ["--json"]))
        let faces = try #require(json["faces"] as? [[String: Any]])
        #expect(faces.map { $0["class"] as? String } == ["fileChanged"])
        #expect(faces.first?["regression"] as? Bool == false && json["regressions"] as? Int == 0)
    }

    @Test func aFamilyNotInstalledIsAFallback() throws {
        let (directory, file) = try Self.baseline("1.000")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let empty = directory + "/no-fonts"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let result = try Self.check(file, empty, ["--json"])
        #expect(result.status == 1, "\(result.stderr)")
        let json = try TintypeProcess.jsonObject(result)
        let faces = try #require(json["faces"] as? [[String: Any]])
        #expect(faces.map { $0["class"] as? String } == ["fallback", "fallback"])
        for face in faces {
            #expect((face["baseline"] as? [String: Any])?["family"] as? String == "Tintype Update")
            #expect((face["current"] as? [String: Any])?["family"] as? String != "Tintype Update")
            #expect((face["warning"] as? String)?.hasPrefix("font 'Tintype Update' not installed; used fallback") == true)
            #expect(face["regression"] as? Bool == true)
        }
        let text = try Self.check(file, empty).text
        #expect(text.hasPrefix("metrics: "))
        #expect(text.contains("\nFonts that differ from the baseline:\n  fallback: TintypeUpdate-Regular.ttf (Tintype Update Regular) → "))
        // A missing font is answered by installing it, never by recording the stand-in.
        #expect(text.contains("install them and check again; --update would record the stand-ins' metrics as the theme's"), "\(text)")
        #expect(!text.contains("accept it: "), "\(text)")
    }

    /// A stand-in is never recorded as the theme's (issue 54, item 2): `snapshot` stops on it as a
    /// build does, `check --update` refuses to record it and leaves the baseline alone, and a
    /// check that measured one fails even against a baseline recorded on it; `--allow-fallback`
    /// records it knowingly and says so.
    @Test func aStandInIsNeverRecordedAsTheTheme() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let empty = directory + "/no-fonts", file = directory + "/baseline.json"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let snapshot = ["metrics", "snapshot", Self.theme, "--font-dir", empty, "-o", file]
        let refused = try TintypeProcess.run(snapshot)
        #expect(refused.status == 2 && !FileManager.default.fileExists(atPath: file), "\(refused.stderr)")
        #expect(refused.stderr.contains("'Tintype Update' is not installed"), "\(refused.stderr)")
        #expect(refused.stderr.contains("a baseline would record that stand-in's metrics as the theme's: install 'Tintype Update'"), "\(refused.stderr)")
        #expect(refused.stderr.contains("or give --allow-fallback to record it knowingly"), "\(refused.stderr)")
        let knowingly = try TintypeProcess.run(snapshot + ["--allow-fallback"])
        #expect(knowingly.status == 0 && FileManager.default.fileExists(atPath: file), "\(knowingly.stderr)")
        #expect(knowingly.stderr.contains("warning: recorded with 1 stand-in font (--allow-fallback)"), "\(knowingly.stderr)")
        // The machine still lacks the font: nothing moved against the stand-in's baseline, and the check fails all the same.
        let check = try Self.check(file, empty)
        #expect(check.status == 1, "\(check.text)")
        #expect(check.text.hasPrefix("metrics: no regressions against \(file)\nmetrics: fails: this run measured 1 stand-in font"), "\(check.text)")
        #expect(check.stderr.contains("this check measured that stand-in, not the theme's font, so it vouches for nothing: install 'Tintype Update'"))
        // With the font there, --update replaces the stand-in's baseline; without it, it refuses and leaves the file alone.
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        let update = try Self.check(file, empty, ["--update"])
        #expect(update.status == 2 && update.stderr.contains("or give --allow-fallback to record it knowingly"), "\(update.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
        let fixed = try Self.check(file, "1.000", ["--update"])
        #expect(fixed.status == 0 && fixed.text.hasSuffix("\(file): updated to this machine's snapshot\n"), "\(fixed.stderr)")
        #expect(try Self.check(file, "1.000").status == 0)
    }

    @Test func aThemeThatNamesAnotherFamilyIsAFamilyChangeNotAFallback() throws {
        let (directory, file) = try Self.baseline("1.000")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The same theme, moved on purpose to DejaVu Sans (installed with the test set-up).
        let source = try String(contentsOf: TintypeProcess.packageRoot.appendingPathComponent(Self.theme), encoding: .utf8)
        let moved = directory + "/moved.json"
        try source.replacingOccurrences(of: #"["Tintype Update", "DejaVu Sans"]"#, with: #"["DejaVu Sans"]"#)
            .write(toFile: moved, atomically: true, encoding: .utf8)
        let result = try Self.check(file, "1.000", theme: moved)
        #expect(result.status == 1, "the line heights moved: \(result.text)")
        let lines = result.text.split(separator: "\n").map(String.init)
        let summary = try #require(lines.last)
        #expect(summary.hasPrefix("metrics: ") && summary.contains("regression"))
        #expect(lines.first == summary, "the verdict comes first as well as last")
        let changes = lines.filter { $0.hasPrefix("  family changed: ") }
        #expect(!changes.isEmpty && changes.allSatisfy { $0.contains("the theme now names DejaVu Sans") })
        #expect(!result.text.contains("fallback"))
        #expect(lines.dropLast().last == "The theme names other families than the baseline; if that is deliberate, accept the new "
            + "metrics with 'tintype metrics check \(moved) --baseline \(file) --update'")
        let json = try TintypeProcess.jsonObject(try Self.check(file, "1.000", theme: moved, ["--json"]))
        let faces = try #require(json["faces"] as? [[String: Any]])
        #expect(!faces.isEmpty && faces.allSatisfy { $0["class"] as? String == "familyChanged" && $0["regression"] as? Bool == false })
        // Accepted, then accepted again: the second run leaves the file alone and says so.
        let update = try Self.check(file, "1.000", theme: moved, ["--update"])
        #expect(update.status == 0 && update.text.hasSuffix("\(file): updated to this machine's snapshot\n"))
        let stamp = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        let again = try Self.check(file, "1.000", theme: moved, ["--update"])
        #expect(again.status == 0 && again.text == "metrics: no regressions against \(file)\n"
            + "\(file): unchanged: it is already this machine's snapshot\n")
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date == stamp)
    }

    @Test func aWeightTheFamilyLacksIsAMissingFace() throws {
        let (directory, file) = try Self.baseline("1.000")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try Self.check(file, "regular-only", ["--json"])
        #expect(result.status == 1, "\(result.stderr)")
        let faces = try #require(try TintypeProcess.jsonObject(result)["faces"] as? [[String: Any]])
        #expect(faces.map { $0["class"] as? String } == ["missingFace"])
        #expect((faces.first?["baseline"] as? [String: Any])?["postscriptName"] as? String == "TintypeUpdate-Bold")
        #expect((faces.first?["current"] as? [String: Any])?["postscriptName"] as? String == "TintypeUpdate-Regular")
        #expect((faces.first?["warning"] as? String)?.hasPrefix("weight 600 of 'Tintype Update' not installed") == true)
    }

    /// A line height just above the sample's ink with 1.100's taller line box, just below it with
    /// 1.000's: going back to 1.000 makes lines collide, a lint failure of its own.
    @Test func linesThatNowCollideAreALintFailure() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let theme = directory + "/theme.json"
        let text = try String(contentsOfFile: TintypeProcess.packageRoot.appendingPathComponent(Self.theme).path, encoding: .utf8)
            .replacingOccurrences(of: #""policy": "fontMetrics"}"#, with: #""policy": "fontMetrics", "multiplier": 0.575}"#)
            .replacingOccurrences(of: #""$schema": "../../../Themes/theme.schema.json","#, with: "")
        try text.write(toFile: theme, atomically: true, encoding: .utf8)
        // The fixture's letters reach from 0 to 700 units: 0.575 × 1.24 em clears them, 0.575 × 1.2 em does not.
        #expect(0.575 * 1.24 >= 0.7 && 0.575 * 1.2 < 0.7)
        let made = try TintypeProcess.run(["metrics", "snapshot", theme, "--font-dir", "\(Self.releases)/1.100", "-o", directory + "/b.json"])
        #expect(made.status == 0, "\(made.stderr)")
        let result = try Self.check(directory + "/b.json", "1.000", theme: theme, ["--json"])
        #expect(result.status == 1, "\(result.stderr)")
        let findings = try #require(try TintypeProcess.jsonObject(result)["findings"] as? [[String: Any]])
        let lint = findings.filter { $0["class"] as? String == "lint" }
        let collisions = lint.filter { $0["field"] as? String == "linesCollide" }
        #expect(!collisions.isEmpty && collisions.allSatisfy { $0["regression"] as? Bool == true })
        #expect(collisions.contains { ($0["message"] as? String)?.hasPrefix("body @ large: now: lines collide") == true })
        // What collides now only overflowed before: that finding is gone, which is no regression.
        #expect(lint.filter { $0["field"] as? String != "linesCollide" }.allSatisfy {
            $0["field"] as? String == "lineBoxOverflow" && $0["regression"] as? Bool == false
                && ($0["consequence"] as? String)?.hasPrefix("no longer: ") == true
        })
    }

    /// The variable fixture font read at many locations (wght from each style's weights, opsz from
    /// each size): the styles listed in two orders give the same faces, byte for byte, and the same rows.
    @Test func aVariableFontReadInAnyOrderGivesTheSameSnapshot() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let styles = ["caption2", "body", "headline", "largeTitle"]
        var documents: [Data] = []
        for (index, order) in [styles, styles.reversed()].enumerated() {
            let theme = directory + "/theme-\(index).json"
            let list = order.map { #"{"name": "\#($0)"}"# }.joined(separator: ", ")
            try #"{"name": "variable", "typography": {"fonts": {"text": {"families": ["Tintype Variable"]}}, "styles": [\#(list)]}}"#
                .write(toFile: theme, atomically: true, encoding: .utf8)
            let made = try TintypeProcess.run(["metrics", "snapshot", theme, "--font-dir", "Fonts"])
            #expect(made.status == 0, "\(made.stderr)")
            documents.append(made.stdout)
        }
        func faces(_ data: Data) throws -> Data {
            let text = String(decoding: data, as: UTF8.self)
            let start = try #require(text.range(of: "\"faces\": [")), end = try #require(text.range(of: "\"format\": "))
            return Data(text[start.lowerBound..<end.lowerBound].utf8)
        }
        #expect(try faces(documents[0]) == faces(documents[1]))
        func rows(_ data: Data) throws -> Set<String> {
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let rows = try #require(json["rows"] as? [[String: Any]])
            return Set(try rows.map { String(decoding: try JSONSerialization.data(withJSONObject: $0, options: .sortedKeys), as: UTF8.self) })
        }
        #expect(try rows(documents[0]) == rows(documents[1]))
        let json = try #require(try JSONSerialization.jsonObject(with: documents[0]) as? [String: Any])
        let locations = try #require(json["faces"] as? [[String: Any]]).compactMap { $0["location"] as? [String: Double] }
        #expect(Set(locations.compactMap { $0["wght"] }).count > 2 && Set(locations.compactMap { $0["opsz"] }).count > 5)
    }

    /// Every face's metrics and every row's width and trims, read again by fontTools from the same
    /// files (`Scripts/check_metrics_snapshot.py`): the shipped themes, the variable fixture, the update fixture.
    @Test(arguments: ["Themes/default", "Themes/material", "Themes/accessible", "Tests/Fixtures/Themes/fixture-passing", theme])
    func theSnapshotIsWhatFontToolsReads(theme: String) throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fonts = theme == Self.theme ? "\(Self.releases)/1.100" : "Fonts"
        let made = try TintypeProcess.run(["metrics", "snapshot", theme, "--font-dir", fonts, "-o", directory + "/s.json"])
        #expect(made.status == 0, "\(made.stderr)")
        let result = try GoldenOutputTests.check("check_metrics_snapshot.py", [directory + "/s.json", "--font-dir", fonts])
        #expect(result.status == 0, "\(result.report)")
        #expect(result.report.contains(" 0 mismatches"))
    }

    @Test func snapshotsAreByteIdenticalAndHoldNoMachinePath() throws {
        let first = try TintypeProcess.run(["metrics", "snapshot", "Themes/default"])
        let second = try TintypeProcess.run(["metrics", "snapshot", "Themes/default"])
        #expect(first.status == 0 && !first.stdout.isEmpty && first.stdout == second.stdout)
        #expect(!first.text.contains(TintypeProcess.packageRoot.path) && !first.text.contains("/usr/share"))
        let json = try TintypeProcess.jsonObject(first)
        #expect(json["format"] as? String == "tintype.metrics-snapshot" && json["version"] as? Int == 2)
        // Every style × category × weight variant × leading × Bold Text.
        let rowCount: Int = 11 * 12 * 2 * 3 * 2
        #expect((json["rows"] as? [Any])?.count == rowCount)
    }

    @Test func updateRewritesTheBaselineAndTheNextCheckPasses() throws {
        let (directory, file) = try Self.baseline("1.000")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let updated = try Self.check(file, "1.100", ["--update"])
        #expect(updated.status == 0, "\(updated.stderr)")
        #expect(updated.text.hasSuffix("\(file): updated to this machine's snapshot\n"))
        let fresh = try TintypeProcess.run(["metrics", "snapshot", Self.theme, "--font-dir", "\(Self.releases)/1.100"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == fresh.stdout)
        #expect(try Self.check(file, "1.100").status == 0)
    }

    @Test func toleranceDecidesWhatIsARegression() throws {
        let (directory, file) = try Self.baseline("1.000")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (old, new) = (try Self.release("1.000"), try Self.release("1.100"))
        let em = Double(old.unitsPerEm)
        let (oldBox, newBox) = (Double(old.typoAscender - old.typoDescender + old.typoLineGap) / em,
                                Double(new.typoAscender - new.typoDescender + new.typoLineGap) / em)
        // Every category and leading (tight and loose are 2 pt less and more): the largest move in
        // points, and the largest as a share of the baseline's line height.
        var largest = 0.0, largestShare = 0.0
        for (_, size) in try Self.bodySizes() {
            for adjustment in [-2.0, 0, 2] {
                let (a, b) = (oldBox * size + adjustment, newBox * size + adjustment)
                largest = max(largest, b - a)
                largestShare = max(largestShare, (b - a) / a * 100)
            }
        }
        let trims = "trims=\(Self.text(abs(Double(new.capHeight - old.capHeight - (new.typoAscender - old.typoAscender)) / em) + 0.001))"
        let loose = try Self.check(file, "1.100", ["--tolerance", "lineHeight=\(Self.text(largest + 0.01)),\(trims)"])
        #expect(loose.status == 0, "\(loose.text)")
        // 12 categories × 3 leadings × (line height, cap-height trim), within the tolerances.
        #expect(loose.text.contains("72 values moved within the tolerances"))
        #expect(try Self.check(file, "1.100", ["--tolerance", "lineHeight=\(Self.text(largest - 0.01)),\(trims)"]).status == 1)
        let relative = try Self.check(file, "1.100", ["--tolerance", "lineHeight=\(Self.text(largestShare + 0.01))%", "--tolerance", trims])
        #expect(relative.status == 0, "\(relative.text)")
        #expect(try Self.check(file, "1.100", ["--tolerance", "lineHeight=\(Self.text(largestShare - 0.01))%,\(trims)"]).status == 1)
    }

    @Test(arguments: [
        (["--tolerance", "lineHieght=1"], "The value 'lineHieght=1' is invalid for '--tolerance <list>': unknown field 'lineHieght' (did you mean lineHeight?)"),
        (["--tolerance", "width=-1%"], "The value 'width=-1%' is invalid for '--tolerance <list>': width=-1%: the amount must be a number of pt or a percentage, 0 or more"),
        (["--tolerance", "width"], "The value 'width' is invalid for '--tolerance <list>': 'width' is not field=amount"),
    ])
    func badTolerancesAreRefused(arguments: [String], message: String) throws {
        let (directory, file) = try Self.baseline("1.000")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try Self.check(file, "1.000", arguments)
        #expect(result.status == 2 && result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func badBaselinesAreRefusedWithTheirPlace() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let missing = try Self.check(directory + "/none.json", "1.000")
        #expect(missing.status == 2 && missing.stderr.contains("none.json: no such file, or not a readable file; make the baseline with 'tintype metrics snapshot"))
        let cases: [(String, String)] = [
            (#"{"format": "tintype.compiled-theme"}"#, "b.json:1:12: error: not a metrics snapshot"),
            ("{\n  \"version\": 7\n}", "b.json:2:14: error: snapshot version 7 is not the version this tintype reads (2); make the baseline again with this tintype"),
            (#"{"faces": [], "rows": [{"style": "body", "face": 0}]}"#, "b.json:1:50: error: face 0 is not in \"faces\" (0 faces)"),
            (#"{"faces": [], "rows": [], "colour": 1}"#, "b.json:1:27: error: unknown key \"colour\" in a metrics snapshot"),
            ("{\"faces\": [", "b.json:1:12: error:"),
        ]
        for (content, message) in cases {
            try content.write(toFile: directory + "/b.json", atomically: true, encoding: .utf8)
            let result = try Self.check(directory + "/b.json", "1.000")
            #expect(result.status == 2 && result.stderr.contains(message), "\(content): \(result.stderr)")
        }
        let other = try TintypeProcess.run(["metrics", "snapshot", "Themes/default", "-o", directory + "/default.json"])
        #expect(other.status == 0)
        let wrongTheme = try Self.check(directory + "/default.json", "1.000")
        #expect(wrongTheme.status == 2 && wrongTheme.stderr.contains("is a snapshot of the theme 'default', not 'metrics-update'"))
    }

    @Test func aFailedRunLeavesTheEarlierReportAndBaseline() throws {
        let (directory, file) = try Self.baseline("1.000")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let junit = directory + "/report.xml"
        #expect(try Self.check(file, "1.100", ["--junit", junit]).status == 1)
        let (report, baseline) = (try Data(contentsOf: URL(fileURLWithPath: junit)), try Data(contentsOf: URL(fileURLWithPath: file)))
        // The JUnit file cannot be written (its folder is a file): nothing is replaced, the baseline neither.
        try Data().write(to: URL(fileURLWithPath: directory + "/blocker"))
        let failed = try Self.check(file, "1.100", ["--junit", directory + "/blocker/report.xml", "--update"])
        #expect(failed.status == 2, "\(failed.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: junit)) == report)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == baseline)
    }

    @Test func warningsAreStoredAsDataAndAnOlderSnapshotIsReplacedOnlyWhenAsked() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Regular only: Bold Text (600) and the bold style (700) are served by the Regular, a warning each row records
        // (recorded knowingly: 700 drawn by the Regular is a stand-in).
        let made = try TintypeProcess.run(["metrics", "snapshot", Self.theme, "--font-dir", "\(Self.releases)/regular-only", "-o", directory + "/s.json",
                                           "--allow-fallback"])
        #expect(made.status == 0, "\(made.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/s.json"))) as? [String: Any])
        let warnings = ((json["rows"] as? [[String: Any]]) ?? []).flatMap { ($0["fontWarnings"] as? [[String: Any]]) ?? [] }
        #expect(!warnings.isEmpty)
        #expect(warnings.allSatisfy { $0["message"] == nil && $0["kind"] as? String == "missingWeight" && [600, 700].contains($0["requested"] as? Int ?? 0) },
                "kind and values, no message: rewording a message does not move a baseline")

        // A snapshot of the earlier version (warnings as text) cannot be compared: say what to do, and replace it on --update.
        var old = json
        old["version"] = 1
        try JSONSerialization.data(withJSONObject: old).write(to: URL(fileURLWithPath: directory + "/old.json"))
        let refused = try Self.check(directory + "/old.json", "regular-only")
        #expect(refused.status == 2 && refused.stderr.contains("snapshot version 1 is not the version this tintype reads (2), which records "
            + "warnings as data rather than text; make the baseline again with this tintype: tintype metrics check THEME --baseline FILE --update"), "\(refused.stderr)")
        let updated = try Self.check(directory + "/old.json", "regular-only", ["--update", "--allow-fallback"])
        #expect(updated.status == 0 && updated.text.contains("old.json: replaced a version 1 snapshot with this machine's (version 2)"), "\(updated.text)")
        // Nothing moved; the run still measured the Regular for the bold style, so it fails on that alone.
        let again = try Self.check(directory + "/old.json", "regular-only")
        #expect(again.status == 1 && again.text.hasPrefix("metrics: no regressions") && again.text.contains("metrics: fails: this run measured"),
                "\(again.text)")
    }
}

/// `metrics snapshot -o` says what it wrote and how to check against it (issue 42, item 5).
@Suite struct MetricsSnapshotSaysWhatItWroteTests {
    @Test func theLineCountsWhatTheFileHolds() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/baseline.json"
        let result = try TintypeProcess.run(["metrics", "snapshot", MetricsCheckTests.theme, "-o", file, "--font-dir", "\(MetricsCheckTests.releases)/1.000"])
        #expect(result.status == 0 && result.text.isEmpty)
        let snapshot = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        let rows = try #require(snapshot["rows"] as? [[String: Any]]), faces = try #require(snapshot["faces"] as? [Any])
        let styles = Set(rows.compactMap { $0["style"] as? String })
        #expect(result.stderr == "wrote \(file): \(rows.count) rows of \(styles.count) style\(styles.count == 1 ? "" : "s") on \(faces.count) face\(faces.count == 1 ? "" : "s"); "
            + "check against it with 'tintype metrics check \(MetricsCheckTests.theme) --baseline \(file)'\n", "\(result.stderr)")
    }
}
