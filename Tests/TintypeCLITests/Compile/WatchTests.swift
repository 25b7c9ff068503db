import Foundation
import Testing

/// `compile --watch`: a change to the theme or a token file it reads recompiles; a broken file is
/// reported and the last good outputs stay; the watcher keeps running.
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

    @Test func aChangedTokenFileRecompilesAndABrokenOneKeepsTheLastOutput() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fixtures = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Themes/from-tokens").path
        for name in ["theme.json", "tokens.json"] {
            try FileManager.default.copyItem(atPath: fixtures + "/" + name, toPath: directory + "/" + name)
        }
        let tokens = directory + "/tokens.json"
        let original = try String(contentsOfFile: tokens, encoding: .utf8)
        let output = directory + "/out/from-tokens.tintype.json"
        let log = directory + "/stderr.txt"
        #expect(FileManager.default.createFile(atPath: log, contents: nil))

        let process = Process()
        process.executableURL = TintypeProcess.executable
        process.arguments = ["compile", directory, "--watch", "--font-dir", TintypeProcess.fontsDirectory, "-o", directory + "/out"]
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        func stderr() -> String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }

        #expect(Self.eventually { Self.brandSize(output) == 20 }, "\(stderr())")

        // The token file is replaced the way editors save: a new file renamed over the old one.
        func save(_ text: String) throws { try text.write(toFile: tokens, atomically: true, encoding: .utf8) }
        let larger = original.replacingOccurrences(of: "\"value\": 20, \"unit\": \"px\"", with: "\"value\": 24, \"unit\": \"px\"")
        #expect(larger != original)
        try save(larger)
        #expect(Self.eventually { Self.brandSize(output) == 24 }, "\(stderr())")

        let before = try Data(contentsOf: URL(fileURLWithPath: output))
        try save(String(larger.dropLast(20)))
        #expect(Self.eventually { stderr().contains("tokens.json:") && stderr().contains("error:") }, "\(stderr())")
        #expect(process.isRunning)
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == before)

        try save(larger.replacingOccurrences(of: "\"value\": 24,", with: "\"value\": 26,"))
        #expect(Self.eventually { Self.brandSize(output) == 26 }, "\(stderr())")
        #expect(process.isRunning)
    }
}
