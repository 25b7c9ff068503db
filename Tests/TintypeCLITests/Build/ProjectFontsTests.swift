import Foundation
import Testing

/// The project's fonts reach every command that measures (issue 54, item 1): run in the project's
/// folder, or given `--project`, `check`, `styles`, `preview` and `metrics` read the font folders
/// `build` reads, so a theme whose fonts the project vendors is measured on them, not on a stand-in.
@Suite struct ProjectFontsTests {
    /// A project folder vendoring Tintype Update 1.000 (`fonts/`) for the fixture theme that names it.
    static func project() throws -> String {
        let directory = try TintypeProcess.temporaryDirectory()
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory + "/fonts", withIntermediateDirectories: true)
        for face in ["TintypeUpdate-Regular.ttf", "TintypeUpdate-Bold.ttf"] {
            try manager.copyItem(atPath: TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/FontUpdates/1.000/" + face).path,
                                 toPath: directory + "/fonts/" + face)
        }
        try manager.copyItem(atPath: TintypeProcess.packageRoot.appendingPathComponent(MetricsCheckTests.theme).path, toPath: directory + "/theme.json")
        try "themes:\n  - theme.json\nfonts:\n  - fonts\nformats:\n  json:\n    folder: build/json\n"
            .write(toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        return directory
    }

    /// `styles` and `preview` with no theme show the project's when it lists one, and ask which
    /// when it lists several (issue 54, item 1).
    @Test func showingCommandsTakeTheProjectsTheme() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let styles = try TintypeProcess.run(["styles", "--json", "--category", "large"], in: directory)
        let table = try TintypeProcess.jsonObject(styles)
        #expect(styles.status == 0 && table["theme"] as? String == "metrics-update", "\(styles.stderr)")
        let preview = try TintypeProcess.run(["preview", "--width", "80"], in: directory)
        #expect(preview.status == 0 && preview.text.contains("metrics-update"), "\(preview.stderr)")
        try FileManager.default.copyItem(atPath: directory + "/theme.json", toPath: directory + "/second.json")
        try "themes:\n  - theme.json\n  - second.json\nfonts:\n  - fonts\nformats:\n  json:\n    folder: build/json\n"
            .write(toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        let several = try TintypeProcess.run(["styles"], in: directory)
        #expect(several.status == 2 && several.stderr.contains("lists 2 themes (theme.json, second.json); name the one to show"), "\(several.stderr)")
    }

    @Test func everyCommandMeasuresTheProjectsFonts() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // In the project's folder: no command falls back, and the baseline records the vendored faces.
        let check = try TintypeProcess.run(["check", "theme.json"], in: directory)
        #expect(check.status == 0 && !check.text.contains("not installed"), "\(check.text)")
        let styles = try TintypeProcess.run(["styles", "theme.json", "--json"], in: directory)
        #expect(styles.status == 0 && styles.text.contains("TintypeUpdate-Regular") && !styles.stderr.contains("not installed"), "\(styles.stderr)")
        let preview = try TintypeProcess.run(["preview", "theme.json", "--width", "80"], in: directory)
        #expect(preview.status == 0 && !preview.stderr.contains("not installed"), "\(preview.stderr)")
        let snapshot = try TintypeProcess.run(["metrics", "snapshot", "theme.json", "-o", "baseline.json"], in: directory)
        #expect(snapshot.status == 0, "\(snapshot.stderr)")
        let baseline = try String(contentsOfFile: directory + "/baseline.json", encoding: .utf8)
        #expect(baseline.contains("\"file\": \"TintypeUpdate-Regular.ttf\"") || baseline.contains("\"file\":\"TintypeUpdate-Regular.ttf\""))
        let metrics = try TintypeProcess.run(["metrics", "check", "theme.json", "--baseline", "baseline.json"], in: directory)
        #expect(metrics.status == 0 && metrics.text == "metrics: no regressions against baseline.json\n", "\(metrics.text)\(metrics.stderr)")
        // From elsewhere, the same project by --project; without it, the theme's font is missing.
        let given = try TintypeProcess.run(["check", directory + "/theme.json", "--project", directory])
        #expect(given.status == 0 && !given.text.contains("not installed"), "\(given.text)")
        let outside = try TintypeProcess.run(["check", directory + "/theme.json"])
        #expect(outside.status == 1 && outside.text.contains("'Tintype Update' is not installed"), "\(outside.text)")
        // A --project that is not one is an error naming it.
        let wrong = try TintypeProcess.run(["check", directory + "/theme.json", "--project", directory + "/fonts"])
        #expect(wrong.status == 2 && wrong.stderr.contains("has no project file"), "\(wrong.stderr)")
    }

    /// Without a theme, `check`, `metrics snapshot` and `metrics check` take every theme the project
    /// lists; a theme that fails fails the run, and what is not a project is said.
    @Test func withoutAThemeEveryThemeOfTheProject() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let theme = try String(contentsOfFile: directory + "/theme.json", encoding: .utf8)
        // A second theme: the same styles under another name.
        let second = theme.replacingOccurrences(of: "\"name\": \"metrics-update\"", with: "\"name\": \"second\"")
        #expect(second != theme)
        try second.write(toFile: directory + "/second.json", atomically: true, encoding: .utf8)
        try "themes:\n  - theme.json\n  - second.json\nfonts:\n  - fonts\nformats:\n  json:\n    folder: build/json\n"
            .write(toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        let check = try TintypeProcess.run(["check"], in: directory)
        #expect(check.status == 0 && check.text.contains("metrics-update: 0 failures") && check.text.contains("second: 0 failures"), "\(check.text)")
        let json = try TintypeProcess.run(["check", "--json"], in: directory)
        let documents = try #require(try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [[String: Any]])
        #expect(documents.map { $0["theme"] as? String } == ["metrics-update", "second"])
        let snapshot = try TintypeProcess.run(["metrics", "snapshot", "-o", "metrics"], in: directory)
        #expect(snapshot.status == 0, "\(snapshot.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/metrics").sorted() == ["metrics-update.json", "second.json"])
        let metrics = try TintypeProcess.run(["metrics", "check", "--baseline", "metrics"], in: directory)
        #expect(metrics.status == 0 && metrics.text == "metrics: no regressions against metrics/metrics-update.json\n"
            + "metrics: no regressions against metrics/second.json\n", "\(metrics.text)\(metrics.stderr)")
        // One theme's fonts changed: that theme's check fails the run.
        try second.replacingOccurrences(of: "Tintype Update", with: "DejaVu Sans").write(toFile: directory + "/second.json", atomically: true, encoding: .utf8)
        let moved = try TintypeProcess.run(["metrics", "check", "--baseline", "metrics"], in: directory)
        #expect(moved.status == 1 && moved.text.hasPrefix("metrics: no regressions against metrics/metrics-update.json\n"), "\(moved.text)")
        // The second theme's family is nowhere: its check fails the run, though the first passes.
        try second.replacingOccurrences(of: "Tintype Update", with: "Tintype Nowhere").write(toFile: directory + "/second.json", atomically: true, encoding: .utf8)
        let failing = try TintypeProcess.run(["check"], in: directory)
        #expect(failing.status == 1 && failing.text.contains("metrics-update: 0 failures") && failing.text.contains("'Tintype Nowhere' is not installed"),
                "\(failing.text)")
        // Outside a project, and a baseline file where the folder belongs, are said.
        let outside = try TintypeProcess.run(["check"], in: directory + "/fonts")
        #expect(outside.status == 2 && outside.stderr.contains("check: give a theme, or run in a project's folder (or with --project)"), "\(outside.stderr)")
        let file = try TintypeProcess.run(["metrics", "check", "--baseline", "metrics/second.json"], in: directory)
        #expect(file.status == 2 && file.stderr.contains("without a theme, --baseline takes the folder of the project's baselines"), "\(file.stderr)")
        let noFolder = try TintypeProcess.run(["metrics", "snapshot"], in: directory)
        #expect(noFolder.status == 2 && noFolder.stderr.contains("without a theme, give -o FOLDER"), "\(noFolder.stderr)")
    }
}
