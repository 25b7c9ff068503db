import Foundation
import Testing

/// The example package (Examples/ThemeDemo) built with SwiftPM: the build plugin generates
/// `DefaultTheme` from its compiled theme, the program prints the compiled numbers, a changed theme
/// is regenerated and a build with nothing changed does not run the plugin's command.
@Suite(.serialized) struct BuildPluginTests {
    /// A copy of the example whose path dependency points at this checkout, built in a folder kept
    /// between runs (under .build, so later runs are incremental).
    static let package = TintypeProcess.packageRoot.appendingPathComponent(".build/examples/ThemeDemo").path
    static let theme = package + "/Sources/ThemeDemo/default.tintype.json"
    static let pluginRan = "Tintype: generating Swift from default.tintype.json"

    static func prepare() throws {
        let example = TintypeProcess.packageRoot.appendingPathComponent("Examples/ThemeDemo").path
        let manager = FileManager.default
        try manager.createDirectory(atPath: package + "/Sources/ThemeDemo", withIntermediateDirectories: true)
        let manifest = try String(contentsOfFile: example + "/Package.swift", encoding: .utf8)
            .replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(TintypeProcess.packageRoot.path)\"")
        try write(Data(manifest.utf8), to: package + "/Package.swift")
        try write(try Data(contentsOf: URL(fileURLWithPath: example + "/Sources/ThemeDemo/main.swift")), to: package + "/Sources/ThemeDemo/main.swift")
        try write(try Data(contentsOf: URL(fileURLWithPath: example + "/Sources/ThemeDemo/default.tintype.json")), to: theme)
        try forgetThePlanWhenSourcesChanged()
    }

    /// SwiftPM keeps a dependency's list of source files in its build plan and does not notice a
    /// file added to the checkout since: when the checkout's files differ from those of the last
    /// run, the example's plan is removed, so it is made again (its compiled objects stay).
    static func forgetThePlanWhenSourcesChanged() throws {
        let manager = FileManager.default
        let sources = TintypeProcess.packageRoot.appendingPathComponent("Sources").path
        let files = (manager.enumerator(atPath: sources)?.allObjects as? [String] ?? []).sorted().joined(separator: "\n")
        let record = package + "/.build/tintype-sources.txt"
        guard manager.contents(atPath: record) != Data(files.utf8) else { return }
        for triple in (try? manager.contentsOfDirectory(atPath: package + "/.build")) ?? [] {
            for configuration in ["debug", "release"] {
                try? manager.removeItem(atPath: "\(package)/.build/\(triple)/\(configuration)/description.json")
            }
        }
        try manager.createDirectory(atPath: package + "/.build", withIntermediateDirectories: true)
        try Data(files.utf8).write(to: URL(fileURLWithPath: record))
    }

    /// Writes only when the bytes differ, so an unchanged file keeps its modification time.
    static func write(_ data: Data, to path: String) throws {
        if FileManager.default.contents(atPath: path) != data { try data.write(to: URL(fileURLWithPath: path)) }
    }

    static func build() throws -> String {
        let result = try SwiftOutputTests.run(["swift", "build", "--package-path", package, "--scratch-path", package + "/.build"], in: package)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        return result.stdout
    }

    static func runProgram() throws -> [String] {
        let result = try SwiftOutputTests.run([package + "/.build/debug/ThemeDemo"], in: package)
        #expect(result.status == 0)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    /// Body's size at `large`, its weight with Bold Text, and the light accent, from the compiled
    /// theme read by Foundation's parser.
    static func expected(_ document: [String: Any]) throws -> (size: Double, boldWeight: Int, lineHeight: Double) {
        let rows = try #require(document["styles"] as? [[String: Any]])
        let row = try #require(rows.first {
            $0["style"] as? String == "body" && $0["category"] as? String == "large" && $0["leading"] as? String == "standard"
                && $0["emphasized"] as? Bool == false
        })
        let bold = (row["boldText"] as? [String: Any])?["weight"] as? Int ?? row["weight"] as? Int ?? 0
        return (try #require(row["size"] as? Double), bold, try #require(row["lineHeight"] as? Double))
    }

    @Test func theExampleBuildsPrintsTheThemeAndRebuildsOnlyOnChange() throws {
        try Self.prepare()
        _ = try Self.build()
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.theme))) as? [String: Any])
        let want = try Self.expected(document)
        let large = try #require(try Self.runProgram().first { $0.hasPrefix("body large:") })
        #expect(large.hasPrefix("body large: size \(want.size) lineHeight \(want.lineHeight) "), "\(large)")
        #expect(large.contains("(Bold Text \(want.boldWeight))"), "\(large)")

        // The theme changes: body at large becomes 99 pt. The build regenerates and the program says so.
        var rows = try #require(document["styles"] as? [[String: Any]])
        let index = try #require(rows.firstIndex {
            $0["style"] as? String == "body" && $0["category"] as? String == "large" && $0["leading"] as? String == "standard"
                && $0["emphasized"] as? Bool == false
        })
        rows[index]["size"] = 99
        document["styles"] = rows
        try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(to: URL(fileURLWithPath: Self.theme))
        #expect(try Self.build().contains(Self.pluginRan))
        let changed = try #require(try Self.runProgram().first { $0.hasPrefix("body large:") })
        #expect(changed.hasPrefix("body large: size 99.0 "), "\(changed)")

        // Nothing changed: the plugin's command does not run again.
        #expect(!(try Self.build().contains(Self.pluginRan)))

        // The committed theme back: regenerated once more.
        try Self.prepare()
        #expect(try Self.build().contains(Self.pluginRan))
        #expect(try Self.runProgram().contains(large))
    }

    /// The generated Swift the plugin wrote for the example's theme.
    static func generated() throws -> String {
        let root = package + "/.build/plugins/outputs"
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix("swift/default.swift") }
        let file = try #require(files.first, "no generated default.swift under \(root)")
        return try String(contentsOfFile: root + "/" + file, encoding: .utf8)
    }

    /// The project file's `themes` is honoured (issue 55): a listed theme the target does not
    /// hold stops the build naming it, and only listed themes are generated.
    @Test func theProjectFilesThemesAreHonoured() throws {
        try Self.prepare()
        let project = Self.package + "/Sources/ThemeDemo/tintype.json"
        defer { try? FileManager.default.removeItem(atPath: project) }
        try Data(#"{"themes": ["does-not-exist.tintype.json"], "formats": {"swift": {}}}"#.utf8).write(to: URL(fileURLWithPath: project))
        let result = try SwiftOutputTests.run(["swift", "build", "--package-path", Self.package, "--scratch-path", Self.package + "/.build"], in: Self.package)
        #expect(result.status != 0)
        #expect((result.stdout + result.stderr).contains("tintype.json lists 'does-not-exist.tintype.json' under themes, which is not a compiled theme "
            + "(*.tintype.json) among the target's sources: default.tintype.json"), "\(result.stdout)\(result.stderr)")
        // The example's own project file lists its one theme: it builds as the example ships.
        try FileManager.default.copyItem(atPath: TintypeProcess.packageRoot.appendingPathComponent("Examples/ThemeDemo/Sources/ThemeDemo/tintype.json").path,
                                         toPath: project + ".example")
        try FileManager.default.removeItem(atPath: project)
        try FileManager.default.moveItem(atPath: project + ".example", toPath: project)
        #expect(try Self.build().contains(Self.pluginRan))
        #expect(try Self.generated().contains("\nstruct DefaultTheme: TintypeTheme {"), "the example's project file sets the access level")
    }

    @Test func aProjectFileBesideTheSourcesSetsTheSwiftOptions() throws {
        try Self.prepare()
        let project = Self.package + "/Sources/ThemeDemo/tintype.json"
        defer { try? FileManager.default.removeItem(atPath: project) }
        try Data(#"{"themes": ["default.tintype.json"], "formats": {"swift": {"accessLevel": "internal"}}}"#.utf8)
            .write(to: URL(fileURLWithPath: project))
        #expect(try Self.build().contains(Self.pluginRan), "the project file is an input of the command")
        let generated = try Self.generated()
        #expect(generated.contains("\nstruct DefaultTheme: TintypeTheme {") && !generated.contains("public "))
        #expect(try Self.runProgram().contains { $0.hasPrefix("body large:") })
        // Back to no project file: the defaults again.
        try FileManager.default.removeItem(atPath: project)
        _ = try Self.build()
        #expect(try Self.generated().contains("\npublic struct DefaultTheme: TintypeTheme {"))
    }

    /// Two themes in one target (issue 55): a command each, the file they share written by the
    /// first alone, and the app builds with both and runs.
    @Test func twoThemesInOneTargetShareOneFile() throws {
        try Self.prepare()
        let second = Self.package + "/Sources/ThemeDemo/accessible.tintype.json"
        defer { try? FileManager.default.removeItem(atPath: second) }
        try Self.write(try Data(contentsOf: GoldenOutputTests.generated.appendingPathComponent("json/accessible/accessible.tintype.json")), to: second)
        // No outputs of earlier builds: the files below are this build's.
        try? FileManager.default.removeItem(atPath: Self.package + "/.build/plugins/outputs")
        let output = try Self.build()
        #expect(output.contains("Tintype: generating Swift from accessible.tintype.json"), "\(output)")
        let root = Self.package + "/.build/plugins/outputs"
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
        #expect(files.filter { $0.hasSuffix("/swift/TintypeTheme.swift") }.count == 1, "\(files.filter { $0.hasSuffix(".swift") })")
        #expect(files.contains { $0.hasSuffix("swift/accessible.swift") } && files.contains { $0.hasSuffix("swift/default.swift") })
        #expect(try Self.runProgram().contains { $0.hasPrefix("body large:") })
        try FileManager.default.removeItem(atPath: second)
        _ = try Self.build()
    }

    /// The plugin as an app depends on it (Scripts/plugin-package.sh, with this build's tool): a
    /// package without dependencies whose tool is an artifact bundle. The app builds and prints the
    /// theme; its package graph holds the plugin package alone (no Tintype, ArgumentParser or Yams
    /// to load); a build with nothing changed runs no command and links nothing.
    @Test func thePackagedPluginBuildsAnAppWithoutTintypesGraph() throws {
        let root = TintypeProcess.packageRoot.appendingPathComponent(".build/examples/packaged").path
        let plugin = root + "/TintypePlugin", app = root + "/App"
        let stage = try SwiftOutputTests.run(["env", "TINTYPE_STAGE_BIN=\(TintypeProcess.binDirectory.path)", "bash", "Scripts/plugin-package.sh", plugin],
                                             in: TintypeProcess.packageRoot.path)
        #expect(stage.status == 0, "\(stage.stderr)")
        let info = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: plugin + "/tintype-export.artifactbundle/info.json"))) as? [String: Any])
        let artifact = try #require((info["artifacts"] as? [String: Any])?["tintype-export"] as? [String: Any])
        let variant = try #require((artifact["variants"] as? [[String: Any]])?.first)
        #expect(artifact["type"] as? String == "executable")
        #expect(FileManager.default.isExecutableFile(atPath: plugin + "/tintype-export.artifactbundle/" + (variant["path"] as? String ?? "")))

        let manager = FileManager.default
        try manager.createDirectory(atPath: app + "/Sources/ThemeDemo", withIntermediateDirectories: true)
        let example = TintypeProcess.packageRoot.appendingPathComponent("Examples/ThemeDemo").path
        let manifest = try String(contentsOfFile: example + "/Package.swift", encoding: .utf8)
            .replacingOccurrences(of: #".package(name: "Tintype", path: "../..")"#, with: #".package(name: "TintypePlugin", path: "../TintypePlugin")"#)
            .replacingOccurrences(of: #"package: "Tintype")"#, with: #"package: "TintypePlugin")"#)
        #expect(manifest.contains("../TintypePlugin") && manifest.contains(#"package: "TintypePlugin")"#))
        try Self.write(Data(manifest.utf8), to: app + "/Package.swift")
        for file in ["main.swift", "default.tintype.json"] {
            try Self.write(try Data(contentsOf: URL(fileURLWithPath: example + "/Sources/ThemeDemo/" + file)), to: app + "/Sources/ThemeDemo/" + file)
        }
        func build() throws -> String {
            let result = try SwiftOutputTests.run(["swift", "build", "--package-path", app, "--scratch-path", app + "/.build"], in: app)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            return result.stdout
        }
        _ = try build()
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: app + "/Sources/ThemeDemo/default.tintype.json"))) as? [String: Any])
        let want = try Self.expected(document)
        let program = try SwiftOutputTests.run([app + "/.build/debug/ThemeDemo"], in: app)
        #expect(program.stdout.contains("body large: size \(want.size) lineHeight \(want.lineHeight) "), "\(program.stdout)")
        let graph = try SwiftOutputTests.run(["swift", "package", "--package-path", app, "--scratch-path", app + "/.build", "show-dependencies", "--format", "json"], in: app)
        let dependencies = try #require(try JSONSerialization.jsonObject(with: Data(graph.stdout.utf8)) as? [String: Any])["dependencies"] as? [[String: Any]]
        #expect(dependencies?.map { $0["name"] as? String } == ["TintypePlugin"])
        #expect(dependencies?.first?["dependencies"] as? [Any] == nil || (dependencies?.first?["dependencies"] as? [Any])?.isEmpty == true)
        let again = try build()
        #expect(!again.contains(Self.pluginRan) && !again.contains("Linking"), "\(again)")
    }
}
