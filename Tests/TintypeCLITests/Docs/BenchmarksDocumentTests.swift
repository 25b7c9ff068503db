import Foundation
import Testing

/// Docs/Benchmarks.md holds one set of figures: one "Last measured" section between one pair of
/// markers, which `Benchmarks/splice_results.py` fills with a run's tables in place of the last
/// run's, and each table holds its own rows only.
@Suite struct BenchmarksDocumentTests {
    static let document = TintypeProcess.packageRoot.appendingPathComponent("Docs/Benchmarks.md")

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func theDocumentHasOneOfEachMarkerAndOneSetOfFigures() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        #expect(Self.count("<!-- results -->", in: text) == 1)
        #expect(Self.count("<!-- /results -->", in: text) == 1)
        #expect(Self.count("\n## Last measured\n", in: text) == 1)
        let start = try #require(text.range(of: "<!-- results -->")), end = try #require(text.range(of: "<!-- /results -->"))
        #expect(start.upperBound < end.lowerBound)
        let section = String(text[start.upperBound..<end.lowerBound])
        for heading in ["Font-layer", "Dynamic Type", "Preview", "Font-metric regression check", "Build", "Token reading",
                        "Tint resolver", "Layout resolver"] {
            #expect(Self.count("### \(heading) benchmark", in: section) == 1, "one \(heading) table")
        }
        // A table's rows have its header's columns: no row of another table spliced into it.
        var columns: Int?
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else { columns = nil; continue }
            let count = line.filter { $0 == "|" }.count
            if let columns { #expect(count == columns, "\(line.prefix(80))") } else { columns = count }
        }
    }

    /// Runs the splice script on `document` with one results file, in a scratch folder.
    static func splice(_ document: String) throws -> (status: Int32, text: String, stderr: String) {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try document.write(toFile: directory + "/doc.md", atomically: true, encoding: .utf8)
        try "# Build benchmark\n\n| a | b |\n|---|---|\n| 1 | 2 |\n".write(toFile: directory + "/build.md", atomically: true, encoding: .utf8)
        let script = TintypeProcess.packageRoot.appendingPathComponent("Benchmarks/splice_results.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, directory + "/doc.md", directory, "build"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOfFile: directory + "/doc.md", encoding: .utf8), stderr)
    }

    @Test func aRunReplacesTheSectionAndADocumentWithTwoSectionsIsLeftAlone() throws {
        let before = "intro\n<!-- results -->\n### Old benchmark\n| x |\n<!-- /results -->\nafter\n"
        let run = try Self.splice(before)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.text == "intro\n<!-- results -->\n### Build benchmark\n\n| a | b |\n|---|---|\n| 1 | 2 |\n<!-- /results -->\nafter\n")
        let twice = "a\n<!-- results -->\nold\n<!-- results -->\nolder\n<!-- /results -->\n"
        let refused = try Self.splice(twice)
        #expect(refused.status == 2 && refused.text == twice, "left as it is")
        #expect(refused.stderr.contains("has 2 and 1"), "\(refused.stderr)")
    }
}
