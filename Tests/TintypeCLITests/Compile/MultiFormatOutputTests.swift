import Foundation
import Testing

/// `compile --format a,b`: one run writes every format, and the run's files land together or not at all.
@Suite(.serialized) struct MultiFormatOutputTests {
    @Test func severalFormatsAreWrittenByOneRun() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try TintypeProcess.run(["compile", "Themes/default", "--format", "json,android,json", "-o", directory])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try GoldenOutputTests.files(in: directory) == [
            "android/values-night/default_colors.xml", "android/values/default_colors.xml",
            "android/values/default_theme.xml", "android/values/default_type.xml", "default.tintype.json",
        ])
    }

    /// `--format` given twice writes both lists (a repeated option never silently drops the first).
    @Test func aRepeatedFormatOptionWritesEveryFormat() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try TintypeProcess.run(["compile", "Themes/default", "--format", "css", "--format", "json,css", "-o", directory])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try GoldenOutputTests.files(in: directory) == ["css/default.css", "default.tintype.json"])
        let none = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: none) }
        #expect(try TintypeProcess.run(["compile", "Themes/default", "-o", none]).status == 0)
        #expect(try GoldenOutputTests.files(in: none) == ["default.tintype.json"])
    }

    @Test func aFailingRunLeavesEveryEarlierOutputUntouched() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let theme = directory + "/theme.json"
        let original = try String(contentsOfFile: TintypeProcess.packageRoot.appendingPathComponent("Themes/default/theme.json").path, encoding: .utf8)
        try original.write(toFile: theme, atomically: true, encoding: .utf8)
        let output = directory + "/out"
        #expect(try TintypeProcess.run(["compile", theme, "--format", "json,android", "-o", output]).status == 0)
        let before = try GoldenOutputTests.files(in: output).map { name in
            (name, try Data(contentsOf: URL(fileURLWithPath: output + "/" + name)),
             try FileManager.default.attributesOfItem(atPath: output + "/" + name)[.modificationDate] as? Date)
        }

        // The theme changes (so every file would change), and the last file the run writes cannot
        // be: its folder is now a plain file. The JSON, written first, must not be replaced either.
        let changed = original.replacingOccurrences(of: "\"description\": \"", with: "\"description\": \"Changed. ")
        #expect(changed != original)
        try changed.write(toFile: theme, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: output + "/android/values-night")
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: output + "/android/values-night"))
        let failed = try TintypeProcess.run(["compile", theme, "--format", "json,android", "-o", output])
        #expect(failed.status == 2)
        #expect(failed.stderr.contains("values-night: exists and is not a directory"), "\(failed.stderr)")

        for (name, bytes, date) in before where !name.hasPrefix("android/values-night") {
            #expect(try Data(contentsOf: URL(fileURLWithPath: output + "/" + name)) == bytes, "\(name) was replaced")
            #expect(try FileManager.default.attributesOfItem(atPath: output + "/" + name)[.modificationDate] as? Date == date)
        }
        let leftovers = try GoldenOutputTests.files(in: output).filter { $0.contains(".tintype-") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    /// Formats are rendered and written on two threads; two that write the same file are refused
    /// once both are rendered, before anything is replaced, and their written files are removed.
    @Test func twoFormatsWritingOneFileAreRefusedAndReplaceNothing() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let theme = directory + "/theme.json", output = directory + "/out"
        let original = try String(contentsOfFile: TintypeProcess.packageRoot.appendingPathComponent("Themes/default/theme.json").path, encoding: .utf8)
        try original.write(toFile: theme, atomically: true, encoding: .utf8)
        #expect(try TintypeProcess.run(["compile", theme, "--format", "json,css", "-o", output]).status == 0)
        let before = try GoldenOutputTests.files(in: output).map { ($0, try Data(contentsOf: URL(fileURLWithPath: output + "/" + $0))) }

        // Every file of the next run differs from the earlier ones.
        try original.replacingOccurrences(of: "\"description\": \"", with: "\"description\": \"Changed. ")
            .write(toFile: theme, atomically: true, encoding: .utf8)
        let run = try TintypeProcess.run(["compile", theme, "--format", "json,css,css-rem", "-o", output])
        #expect(run.status == 2)
        #expect(run.stderr.contains("css-rem of 'default' and css of 'default' both write \(output)/css/default.css; write them into different directories"), "\(run.stderr)")
        #expect(try GoldenOutputTests.files(in: output) == before.map(\.0), "files added or left behind")
        for (name, bytes) in before {
            #expect(try Data(contentsOf: URL(fileURLWithPath: output + "/" + name)) == bytes, "\(name) was replaced")
        }
    }
}
