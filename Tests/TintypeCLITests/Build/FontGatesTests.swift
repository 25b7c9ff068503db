import Foundation
import Testing

/// The two CI gates judge fonts alike and say why (issue 54, items 3 and 5): in a project that
/// vendors Tintype Update 1.000, a re-packaged face (1.000-rebuilt: other bytes, the same metrics)
/// passes `build --locked` with a note and `metrics check` as "file changed, same metrics"; a font
/// update (1.100) fails both, `--locked` naming the face, its old and new hashes and what moved,
/// and `metrics check` saying it in one line per value of the face.
@Suite(.serialized) struct FontGatesTests {
    /// What `updates.json` (written by the fixture's generator from the files' bytes) says of a release's Regular.
    static func regularHash(_ release: String) throws -> String {
        let data = try Data(contentsOf: TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/FontUpdates/updates.json"))
        let releases = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [[String: Any]]])
        let regular = try #require(releases[release]?.first { $0["file"] as? String == "TintypeUpdate-Regular.ttf" })
        return try #require(regular["sha256"] as? String)
    }

    static func vendor(_ release: String, into directory: String) throws {
        let manager = FileManager.default
        for face in ["TintypeUpdate-Regular.ttf", "TintypeUpdate-Bold.ttf"] {
            let target = directory + "/fonts/" + face
            try? manager.removeItem(atPath: target)
            try manager.copyItem(atPath: TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/FontUpdates/\(release)/" + face).path,
                                 toPath: target)
        }
    }

    @Test func aRepackagedFacePassesBothGatesAndAnUpdateIsNamedByBoth() throws {
        let directory = try ProjectFontsTests.project()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try TintypeProcess.run(["build", "-q"], in: directory).status == 0)
        let snapshot = try TintypeProcess.run(["metrics", "snapshot", "-o", "baselines"], in: directory)
        #expect(snapshot.status == 0, "\(snapshot.stderr)")

        // Other bytes, the same metrics: a note in both gates, never a failure in one.
        try Self.vendor("1.000-rebuilt", into: directory)
        let (old, rebuilt) = (try Self.regularHash("1.000"), try Self.regularHash("1.000-rebuilt"))
        let locked = try TintypeProcess.run(["build", "--locked"], in: directory)
        #expect(locked.status == 0, "\(locked.stderr)")
        #expect(locked.stderr.contains("note: build/json/metrics-update.tintype.json: 1 face (TintypeUpdate-Regular: sha256 \(old.prefix(12)) → "
            + "\(rebuilt.prefix(12))): the fonts here are other files of the same faces"), "\(locked.stderr)")
        let same = try TintypeProcess.run(["metrics", "check", "--baseline", "baselines"], in: directory)
        #expect(same.status == 0 && same.text.contains("file changed, same metrics"), "\(same.text)")

        // A font update: --locked names the face, its hashes and what moved in the rows, and the
        // command that refreshes both artifacts; metrics check sums it up in a line per value.
        try Self.vendor("1.100", into: directory)
        let updated = try Self.regularHash("1.100")
        let stale = try TintypeProcess.run(["build", "--locked"], in: directory)
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("1 face (TintypeUpdate-Regular: sha256 \(old.prefix(12)) → \(updated.prefix(12)))"), "\(stale.stderr)")
        #expect(stale.stderr.contains("(body 36: baselineOffset, lineHeight, metrics, trims"), "\(stale.stderr)")
        #expect(!stale.stderr.contains("the fonts did not change"), "a font update is not put down to the theme: \(stale.stderr)")
        #expect(stale.stderr.contains("'tintype build' (the outputs and .tintype/manifest.json) and 'tintype metrics check --update' (the metrics baselines)"))
        let moved = try TintypeProcess.run(["metrics", "check", "--baseline", "baselines"], in: directory)
        #expect(moved.status == 1)
        let faceLines = moved.text.split(separator: "\n").filter { $0.hasPrefix("  TintypeUpdate-Regular.ttf: ") }
        #expect(faceLines.count == 2, "one line for the line heights and one for the cap-height trims: \(moved.text)")
        #expect(!moved.text.contains("body @ "), "no line per row: \(moved.text)")
    }

    /// The third hour as one scenario: a project vendoring its fonts with two themes; `check`,
    /// `metrics snapshot` and `metrics check` with no theme named; a missing Bold refused by
    /// `snapshot` and by `--update`; a re-packaged face through both gates; a font update told in
    /// a few lines per face and by `--locked`, face by face.
    @Test func theThirdHour() throws {
        let directory = try ProjectFontsTests.project()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A second theme on the same family: body and a heading.
        try #"{"name": "second", "typography": {"fonts": {"text": {"families": ["Tintype Update"]}}, "scale": {"model": "apple"}, "styles": [{"name": "body"}, {"name": "title1"}]}}"#
            .write(toFile: directory + "/second.json", atomically: true, encoding: .utf8)
        try "themes:\n  - theme.json\n  - second.json\nfonts:\n  - fonts\nformats:\n  json:\n    folder: build/json\n"
            .write(toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        #expect(try TintypeProcess.run(["build", "-q"], in: directory).status == 0)
        let check = try TintypeProcess.run(["check"], in: directory)
        #expect(check.status == 0, "\(check.text)")
        #expect(try TintypeProcess.run(["metrics", "snapshot", "-o", "baselines"], in: directory).status == 0)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: directory + "/baselines")) == ["metrics-update.json", "second.json"])

        // The Bold missing: neither snapshot nor --update records Regular for it.
        try FileManager.default.removeItem(atPath: directory + "/fonts/TintypeUpdate-Bold.ttf")
        let snapshot = try TintypeProcess.run(["metrics", "snapshot", "-o", "other"], in: directory)
        #expect(snapshot.status == 2 && snapshot.stderr.contains("a baseline would record that stand-in's metrics as the theme's"), "\(snapshot.stderr)")
        let update = try TintypeProcess.run(["metrics", "check", "--baseline", "baselines", "--update"], in: directory)
        #expect(update.status != 0, "\(update.text)")
        let unchanged = try TintypeProcess.run(["metrics", "check", "--baseline", "baselines"], in: directory)
        #expect(unchanged.status == 1 && unchanged.text.contains("install them and check again"), "the baselines are the Bold's still: \(unchanged.text)")

        // Re-packaged: both gates pass; updated: a few lines per face, and --locked names it.
        try Self.vendor("1.000-rebuilt", into: directory)
        #expect(try TintypeProcess.run(["build", "--locked"], in: directory).status == 0)
        #expect(try TintypeProcess.run(["metrics", "check", "--baseline", "baselines"], in: directory).status == 0)
        try Self.vendor("1.100", into: directory)
        let moved = try TintypeProcess.run(["metrics", "check", "--baseline", "baselines"], in: directory)
        #expect(moved.status == 1)
        for theme in ["metrics-update", "second"] {
            // Each theme's report: its summary twice, the face, and at most a few lines of what moved.
            let report = moved.text.components(separatedBy: "metrics: ").filter { $0.contains("against baselines/\(theme).json") }
            #expect(!report.isEmpty, "\(theme): \(moved.text)")
        }
        #expect(moved.text.split(separator: "\n").count <= 2 * 10, "a few lines per theme: \(moved.text)")
        let locked = try TintypeProcess.run(["build", "--locked"], in: directory)
        #expect(locked.status == 1 && locked.stderr.components(separatedBy: "1 face (TintypeUpdate-Regular: sha256").count == 3, "\(locked.stderr)")
    }

    /// With the fonts as they were, `--locked` puts what moved down to the theme, naming the key.
    @Test func lockedNamesTheThemesKeyWhenTheFontsDidNotChange() throws {
        let directory = try ProjectFontsTests.project()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try TintypeProcess.run(["build", "-q"], in: directory).status == 0)
        let file = directory + "/theme.json"
        let text = try String(contentsOfFile: file, encoding: .utf8)
            .replacingOccurrences(of: #""styles": [{"name": "body"}]"#, with: #""styles": [{"name": "body", "size": 18, "scalesLike": "body"}]"#)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains(#""size": 18"#) })
        let column = try #require(lines[line].range(of: "18")).lowerBound.utf16Offset(in: lines[line]) + 1
        let locked = try TintypeProcess.run(["build", "--locked"], in: directory)
        #expect(locked.status == 1)
        #expect(locked.stderr.contains("note: build/json/metrics-update.tintype.json: the fonts did not change; the theme did: body: ")
            && locked.stderr.contains("(the theme's size of body at theme.json:\(line + 1):\(column))"), "\(locked.stderr)")
    }
}
