import Foundation
import Testing

/// Every fuzz input committed under `Tests/Fuzz/` (the seed corpora, minimized finds, and the
/// inputs that once crashed) fed to the command a user would run on such a file: each run must
/// exit 0, 1 or 2, never die of a signal, and every failure must say why (exit 2 on standard
/// error, exit 1's findings in its report). The same inputs go through the fuzz targets
/// themselves (`tintype-fuzz TARGET DIR`, the replay build), so a crash the fuzzer found stays
/// fixed in every build, sanitized or not.
@Suite struct FuzzCorpusTests {
    static let root = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fuzz")
    static let targets = ["font", "trak", "theme-json", "theme-yaml", "tokens", "resolver", "tint-tree", "tint-events",
                          "layout-tree", "layout-events", "compiled", "baseline", "template"]

    /// The committed inputs of a target: its corpus, then its crashes.
    static func inputs(_ target: String) throws -> [URL] {
        try ["Corpus", "Crashes"].flatMap { folder -> [URL] in
            let directory = root.appendingPathComponent("\(folder)/\(target)")
            guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
            return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
                .filter { !$0.lastPathComponent.hasPrefix(".") }.sorted { $0.path < $1.path }
        }
    }

    /// The command line for one input (copied into `work` where the command needs a file name).
    static func command(_ target: String, _ input: URL, work: String) throws -> [String]? {
        func copy(_ name: String) throws -> String {
            let path = work + "/" + name
            try? FileManager.default.removeItem(atPath: path)
            try FileManager.default.copyItem(atPath: input.path, toPath: path)
            return path
        }
        switch target {
        case "font": return ["fonts", "inspect", input.path, "--json"]
        case "trak": return nil  // a table, not a file the CLI reads; the replay covers it
        case "theme-json": return ["check", try copy("theme.json"), "--font-dir", "Fonts"]
        case "theme-yaml": return ["check", try copy("theme.yaml"), "--font-dir", "Fonts"]
        case "tokens": return ["tokens", "resolve", input.path]
        case "resolver":
            for name in ["foundation.json", "light.json", "dark.json"] where !FileManager.default.fileExists(atPath: work + "/" + name) {
                try FileManager.default.copyItem(atPath: TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Tokens/resolver/\(name)").path, toPath: work + "/" + name)
            }
            return ["tokens", "resolve", "--resolver", try copy("app.resolver.json")]
        case "tint-tree": return ["tint", "resolve", input.path]
        case "tint-events": return ["tint", "resolve", "Tests/Fixtures/Tint/worked-example.json", "--events", input.path]
        case "layout-tree": return ["layout", "resolve", input.path, "--json"]
        case "layout-events": return ["layout", "resolve", "Tests/Fixtures/Layout/ios7-navigation.json", "--events", input.path]
        case "compiled": return ["export", "swift,css,android,compose,json,dtcg", input.path, "-o", work + "/out"]
        case "baseline":
            return ["metrics", "check", "Tests/Fixtures/Themes/metrics-update.json", "--baseline", input.path,
                    "--font-dir", "Tests/Fixtures/FontUpdates/1.000"]
        case "template":
            // A project of the shipped default theme whose one format is the template.
            if !FileManager.default.fileExists(atPath: work + "/theme.json") {
                try FileManager.default.copyItem(atPath: TintypeProcess.packageRoot.appendingPathComponent("Themes/default/theme.json").path, toPath: work + "/theme.json")
                try #"{"themes": ["theme.json"], "formats": {"t": {"template": "t.stencil", "output": "{name}.txt"}}}"#
                    .write(toFile: work + "/tintype.json", atomically: true, encoding: .utf8)
            }
            _ = try copy("t.stencil")
            return ["build", work]
        default: throw CocoaError(.featureUnsupported)
        }
    }

    @Test(arguments: targets) func theCLIExitsZeroOneOrTwoWithAMessage(target: String) throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let inputs = try Self.inputs(target)
        #expect(!inputs.isEmpty, "no corpus for \(target)")
        for input in inputs {
            guard let arguments = try Self.command(target, input, work: work) else { continue }
            let result = try TintypeProcess.run(arguments, environment: ["NO_COLOR": "1"])
            let name = "\(target)/\(input.lastPathComponent)"
            #expect(!result.crashed, "\(name): died of signal \(result.status)")
            #expect([0, 1, 2].contains(result.status), "\(name): exit \(result.status)")
            // Exit 2 (bad input) explains itself on standard error; exit 1 (findings, regressions)
            // lists them, on standard output as reports are.
            let message = result.status == 2 ? result.stderr : result.stderr + result.text
            if result.status != 0 {
                #expect(!message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(name): exit \(result.status) without a message")
            }
        }
    }

    @Test(arguments: targets) func theFuzzTargetReplaysEveryInput(target: String) throws {
        let folders = ["Corpus", "Crashes"].map { Self.root.appendingPathComponent("\($0)/\(target)").path }
            .filter { FileManager.default.fileExists(atPath: $0) }
        let result = try TintypeProcess.run([target] + folders, tool: "tintype-fuzz")
        #expect(!result.crashed && result.status == 0, "\(result.stderr)")
        #expect(result.text.hasPrefix("\(target): ") && result.text.hasSuffix(" inputs, no crash\n"), "\(result.text)")
    }
}
