import Foundation
import Testing
import Yams

/// The build plugin where iOS apps are built (issue 55, item 1), as far as Linux can show it: the
/// Xcode-project conformance type-checks against stand-ins for PackagePlugin and
/// XcodeProjectPlugin; the artifact bundle's manifest carries a macOS variant beside Linux's and
/// refuses a file that is no macOS executable; the release workflow builds that variant on macOS
/// and hands it to the packaging; the Run Script recipe writes what its phase lists, and says what
/// to list when the phase lists something else. None of it has run on macOS here.
@Suite struct PluginPlatformsTests {
    /// The plugin's source with the stand-in modules: `#if canImport(XcodeProjectPlugin)` is true,
    /// so its Xcode conformance is compiled, and a use of it as an `XcodeBuildToolPlugin` checks
    /// the conformance is there.
    @Test func theXcodeConformanceTypeChecks() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let standIns = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/StandIns").path
        for module in ["PackagePlugin", "XcodeProjectPlugin"] {
            let built = try SwiftOutputTests.run(["swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", module, "-I", ".",
                                                  "-emit-module-path", "\(module).swiftmodule", "\(standIns)/\(module)/\(module).swift"], in: directory)
            #expect(built.status == 0, "\(built.stderr)")
        }
        try """
            import PackagePlugin
            import XcodeProjectPlugin

            func plugins() -> (any BuildToolPlugin, any XcodeBuildToolPlugin) { (TintypePlugin(), TintypePlugin()) }
            """.write(toFile: directory + "/use.swift", atomically: true, encoding: .utf8)
        let plugin = TintypeProcess.packageRoot.appendingPathComponent("Plugins/TintypePlugin/TintypePlugin.swift").path
        let check = try SwiftOutputTests.run(["swiftc", "-swift-version", "6", "-warnings-as-errors", "-typecheck", "-parse-as-library", "-I", ".",
                                              plugin, "use.swift"], in: directory)
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
        // Without the Xcode module (as on Linux), the conformance is left out and the rest still type-checks.
        try FileManager.default.removeItem(atPath: directory + "/XcodeProjectPlugin.swiftmodule")
        let linux = try SwiftOutputTests.run(["swiftc", "-swift-version", "6", "-typecheck", "-parse-as-library", "-I", ".", plugin], in: directory)
        #expect(linux.status == 0, "\(linux.stderr)")
    }

    /// The bundle's layout (Scripts/plugin-package.sh): Linux's variant alone without a macOS
    /// build; with one (here a stand-in file with the universal Mach-O magic), a second variant for
    /// both Mac architectures whose path holds it, executable; anything else is refused, exit 2.
    @Test func theArtifactBundleCarriesAMacOSVariant() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stage = directory + "/TintypePlugin"
        func package(macOS: String?) throws -> (status: Int32, stderr: String, variants: [[String: Any]]) {
            var arguments = ["env", "TINTYPE_STAGE_BIN=\(TintypeProcess.binDirectory.path)"]
            if let macOS { arguments.append("TINTYPE_MACOS_BIN=\(macOS)") }
            let result = try SwiftOutputTests.run(arguments + ["bash", "Scripts/plugin-package.sh", stage], in: TintypeProcess.packageRoot.path)
            let info = (try? Data(contentsOf: URL(fileURLWithPath: stage + "/tintype-export.artifactbundle/info.json")))
                .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
            let variants = ((info?["artifacts"] as? [String: Any])?["tintype-export"] as? [String: Any])?["variants"] as? [[String: Any]] ?? []
            return (result.status, result.stderr, variants)
        }
        let linux = try package(macOS: nil)
        #expect(linux.status == 0, "\(linux.stderr)")
        #expect(linux.variants.map { $0["supportedTriples"] as? [String] ?? [] } == [["x86_64-unknown-linux-gnu"]])
        let macho = directory + "/tintype-export-macos"
        try Data([0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 2]).write(to: URL(fileURLWithPath: macho))
        let both = try package(macOS: macho)
        #expect(both.status == 0, "\(both.stderr)")
        #expect(both.variants.count == 2)
        let mac = try #require(both.variants.last)
        #expect(mac["supportedTriples"] as? [String] == ["arm64-apple-macosx", "x86_64-apple-macosx"])
        let path = stage + "/tintype-export.artifactbundle/" + (mac["path"] as? String ?? "")
        #expect(FileManager.default.contents(atPath: path) == (try Data(contentsOf: URL(fileURLWithPath: macho))))
        #expect(FileManager.default.isExecutableFile(atPath: path))
        let refused = try package(macOS: TintypeProcess.binDirectory.appendingPathComponent("tintype-export").path)
        #expect(refused.status == 2 && refused.stderr.contains("is not a macOS executable (Mach-O)"), "\(refused.stderr)")
    }

    /// The release workflow as YAML reads it: a macOS job builds tintype-export for both Mac
    /// architectures and uploads it; the Linux job downloads that artifact and packages with it.
    @Test func theReleaseWorkflowBuildsTheMacOSVariant() throws {
        let text = try String(contentsOf: TintypeProcess.packageRoot.appendingPathComponent("Examples/ci/plugin-release.yml"), encoding: .utf8)
        let workflow = try #require(try Yams.compose(yaml: text))
        let macos = try #require(workflow["jobs"]?["macos"])
        #expect(macos["runs-on"]?.string?.hasPrefix("macos") == true)
        let build = try #require(macos["steps"]?.sequence?.compactMap { $0["run"]?.string }.first)
        #expect(build.contains("swift build -c release --arch arm64 --arch x86_64 --product tintype-export"))
        let uploaded = try #require(macos["steps"]?.sequence?.compactMap { $0["with"]?["path"]?.string }.first)
        let linux = try #require(workflow["jobs"]?["linux"])
        #expect(linux["needs"]?.string == "macos")
        let downloadFolder = try #require(linux["steps"]?.sequence?.compactMap { $0["with"]?["path"]?.string }.first)
        let package = try #require(linux["steps"]?.sequence?.compactMap { $0["run"]?.string }.first { $0.contains("Scripts/package.sh") })
        #expect(package.contains("TINTYPE_MACOS_BIN=\(downloadFolder)/\((uploaded as NSString).lastPathComponent)"), "\(package)")
    }

    /// The Run Script recipe, run as Xcode runs a phase (its SCRIPT_INPUT_FILE_n and
    /// SCRIPT_OUTPUT_FILE_n, a derived-files folder with a space in its path): two themes give their
    /// files and the shared one once, which compile together; a phase whose outputs are not those
    /// fails naming what to add and what to remove.
    @Test func theRunScriptRecipeWritesWhatThePhaseLists() throws {
        let directory = try TintypeProcess.temporaryDirectory() + "/Derived Data"
        defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
        let themes = ["default", "accessible"].map { GoldenOutputTests.generated.appendingPathComponent("json/\($0)/\($0).tintype.json").path }
        let folder = directory + "/Tintype/swift/"
        func phase(_ outputs: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
            var environment = ["TINTYPE_EXPORT=\(TintypeProcess.binDirectory.appendingPathComponent("tintype-export").path)",
                               "DERIVED_FILE_DIR=\(directory)", "SCRIPT_INPUT_FILE_COUNT=\(themes.count)", "SCRIPT_OUTPUT_FILE_COUNT=\(outputs.count)"]
            environment += themes.enumerated().map { "SCRIPT_INPUT_FILE_\($0.offset)=\($0.element)" }
            environment += outputs.enumerated().map { "SCRIPT_OUTPUT_FILE_\($0.offset)=\(folder)\($0.element)" }
            let script = TintypeProcess.packageRoot.appendingPathComponent("Examples/xcode/tintype-run-script.sh").path
            return try SwiftOutputTests.run(["env"] + environment + ["sh", script], in: TintypeProcess.packageRoot.path)
        }
        let outputs = ["default.swift", "default+Tables.swift", "TintypeTheme.swift", "accessible.swift", "accessible+Tables.swift"]
        let ran = try phase(outputs)
        #expect(ran.status == 0, "\(ran.stderr)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == Set(outputs))
        let check = try SwiftOutputTests.run(["swiftc", "-swift-version", "6", "-warnings-as-errors", "-typecheck"] + outputs.map { folder + $0 }, in: folder)
        #expect(check.status == 0, "\(check.stderr)")
        let wrong = try phase(["default.swift", "default+Tables.swift", "TintypeTheme.swift", "accessible.swift", "stale.swift"])
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("add to the phase's Output Files: \(folder)accessible+Tables.swift"), "\(wrong.stderr)")
        #expect(wrong.stderr.contains("remove from the phase's Output Files (not written): \(folder)stale.swift"), "\(wrong.stderr)")
    }
}
