import Foundation
import Testing

/// The README's "Your first hour", followed line by line in an empty folder with this build's
/// `tintype` on PATH: every command it shows works, and does what the text says.
@Suite struct ReadmeUserPathTests {
    /// The shell lines of the README between its user-path markers, in order, comments removed.
    static func userPath() throws -> [String] {
        let readme = try String(contentsOf: TintypeProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "<!-- user-path -->"))
        let end = try #require(readme.range(of: "<!-- /user-path -->"))
        var lines: [String] = []
        var inShell = false
        for line in readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inShell = line == "```sh"
                continue
            }
            guard inShell else { continue }
            let command = (line.range(of: "  #").map { line[..<$0.lowerBound] } ?? line[...]).trimmingCharacters(in: .whitespaces)
            if !command.isEmpty { lines.append(command) }
        }
        return lines
    }

    @Test func theFirstHourWorksAsWritten() throws {
        let lines = try Self.userPath()
        #expect(lines.first == "tintype init -o themes/brand" && lines.last == "tintype clean")
        #expect(lines.count >= 7 && lines.allSatisfy { $0.hasPrefix("tintype ") })
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for line in lines {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", line]
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = TintypeProcess.binDirectory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            process.environment = environment
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(line): \(stderr)")
            let exists = { (path: String) in FileManager.default.fileExists(atPath: directory + "/" + path) }
            switch line.split(separator: " ").dropFirst().first {
            case "init": #expect(exists("themes/brand/theme.json") && exists("tintype.yml"))
            case "build":
                #expect(exists("build/tintype/json/brand.tintype.json") && exists("build/tintype/swift/brand.swift")
                        && exists("build/tintype/android/values/brand_type.xml") && exists(".tintype/manifest.json"))
            case "preview": #expect(exists("build/brand.png"))
            case "clean": #expect(!exists("build/tintype") && !exists(".tintype") && exists("themes/brand/theme.json"))
            default: break
            }
        }
        #expect(FileManager.default.fileExists(atPath: directory + "/build/metrics.xml"))
    }
}
