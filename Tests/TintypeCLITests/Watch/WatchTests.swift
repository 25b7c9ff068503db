import Foundation
import Testing

/// `compile --watch` and `build --watch`: a change to the theme, a token file it reads or the project
/// file runs again; a broken file is reported and the last good outputs stay; the watcher keeps running.
@Suite(.serialized) struct WatchTests {
    /// Polls `condition` every 50 ms for up to `seconds`.
    static func eventually(_ seconds: Double = 20, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    /// The brand style's size at `large` in the compiled output, nil while there is none.
    static func brandSize(_ path: String) -> Double? {
        guard let data = FileManager.default.contents(atPath: path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let rows = json["styles"] as? [[String: Any]] else { return nil }
        return rows.first { $0["style"] as? String == "brand" && $0["category"] as? String == "large" }?["size"] as? Double
    }

    /// A watching `tintype` with `arguments`, its standard error going to `log`.
    final class Watcher {
        let process = Process()
        let log: String

        init(_ arguments: [String], log: String) throws {
            self.log = log
            #expect(FileManager.default.createFile(atPath: log, contents: nil))
            process.executableURL = TintypeProcess.executable
            process.arguments = arguments
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
            process.standardOutput = FileHandle.nullDevice
            try process.run()
        }

        deinit {
            process.terminate()
            process.waitUntilExit()
        }

        var stderr: String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
    }

    /// A folder holding a copy of the from-tokens fixture theme (its theme and token files) under `under`.
    static func tokenTheme(under: String = "") throws -> String {
        let directory = try TintypeProcess.temporaryDirectory()
        let fixtures = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Themes/from-tokens").path
        try FileManager.default.createDirectory(atPath: directory + "/" + under, withIntermediateDirectories: true)
        for name in ["theme.json", "tokens.json"] {
            try FileManager.default.copyItem(atPath: fixtures + "/" + name, toPath: directory + "/" + under + "/" + name)
        }
        return directory
    }

    /// Replaces `path` the way editors save: a new file renamed over the old one.
    static func save(_ text: String, _ path: String) throws { try text.write(toFile: path, atomically: true, encoding: .utf8) }

    @Test func aChangedTokenFileRecompilesAndABrokenOneKeepsTheLastOutput() throws {
        let directory = try Self.tokenTheme()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tokens = directory + "/tokens.json"
        let original = try String(contentsOfFile: tokens, encoding: .utf8)
        let output = directory + "/out/from-tokens.tintype.json"
        let watcher = try Watcher(["compile", directory, "--watch", "--font-dir", TintypeProcess.fontsDirectory, "-o", directory + "/out"],
                                  log: directory + "/stderr.txt")

        #expect(Self.eventually { Self.brandSize(output) == 20 }, "\(watcher.stderr)")

        let larger = original.replacingOccurrences(of: "\"value\": 20, \"unit\": \"px\"", with: "\"value\": 24, \"unit\": \"px\"")
        #expect(larger != original)
        try Self.save(larger, tokens)
        #expect(Self.eventually { Self.brandSize(output) == 24 }, "\(watcher.stderr)")

        let before = try Data(contentsOf: URL(fileURLWithPath: output))
        try Self.save(String(larger.dropLast(20)), tokens)
        #expect(Self.eventually { watcher.stderr.contains("tokens.json:") && watcher.stderr.contains("error:") }, "\(watcher.stderr)")
        #expect(watcher.process.isRunning)
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == before)

        try Self.save(larger.replacingOccurrences(of: "\"value\": 24,", with: "\"value\": 26,"), tokens)
        #expect(Self.eventually { Self.brandSize(output) == 26 }, "\(watcher.stderr)")
        #expect(watcher.process.isRunning)
    }

    @Test func aChangedThemeTokenOrProjectFileRebuildsAndABrokenProjectKeepsTheLastOutputs() throws {
        let directory = try Self.tokenTheme(under: "themes/brand")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let project = directory + "/tintype.yml"
        try Self.save("themes: [themes/brand]\nformats:\n  json: { folder: out }\n", project)
        let tokens = directory + "/themes/brand/tokens.json"
        let original = try String(contentsOfFile: tokens, encoding: .utf8)
        let output = directory + "/out/from-tokens.tintype.json"
        let watcher = try Watcher(["build", directory, "--watch", "--font-dir", TintypeProcess.fontsDirectory], log: directory + "/stderr.txt")

        #expect(Self.eventually { Self.brandSize(output) == 20 }, "\(watcher.stderr)")
        // A token file the theme reads is watched through the theme.
        try Self.save(original.replacingOccurrences(of: "\"value\": 20, \"unit\": \"px\"", with: "\"value\": 24, \"unit\": \"px\""), tokens)
        #expect(Self.eventually { Self.brandSize(output) == 24 }, "\(watcher.stderr)")

        // A broken project file is reported at its place; the outputs and the manifest stay.
        let before = try Data(contentsOf: URL(fileURLWithPath: output))
        try Self.save("themes: [themes/brand]\nformats:\n  json: { foldr: out }\n", project)
        #expect(Self.eventually { watcher.stderr.contains("tintype.yml:3:11: error: unknown key 'foldr'") }, "\(watcher.stderr)")
        #expect(watcher.process.isRunning)
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == before)

        // Mended with another folder: the build writes there and removes what it no longer writes.
        try Self.save("themes: [themes/brand]\nformats:\n  json: { folder: out2 }\n", project)
        #expect(Self.eventually { Self.brandSize(directory + "/out2/from-tokens.tintype.json") == 24 }, "\(watcher.stderr)")
        #expect(Self.eventually { !FileManager.default.fileExists(atPath: output) }, "\(watcher.stderr)")
        #expect(watcher.process.isRunning)
    }
}
