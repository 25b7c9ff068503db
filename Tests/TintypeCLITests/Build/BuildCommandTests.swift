import Foundation
import Testing

/// `tintype build` and `clean` on a project file: exactly the manifest's files, each the bytes
/// `compile` writes, and a clean that leaves the folder as it was.
@Suite struct BuildCommandTests {
    /// Every file and folder under `root`, relative to it.
    static func listing(_ root: String) -> Set<String> {
        Set(FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
    }

    /// A project folder with copies of two shipped themes and `project` as tintype.yml.
    static func project(_ project: String, name: String = "tintype.yml") throws -> String {
        let directory = try TintypeProcess.temporaryDirectory()
        for theme in ["default", "material"] {
            try FileManager.default.createDirectory(atPath: "\(directory)/themes/\(theme)", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: TintypeProcess.packageRoot.appendingPathComponent("Themes/\(theme)/theme.json").path,
                                             toPath: "\(directory)/themes/\(theme)/theme.json")
        }
        try project.write(toFile: "\(directory)/\(name)", atomically: true, encoding: .utf8)
        return directory
    }

    static let everyFormat = """
        themes: [themes/default, themes/material]
        formats:
          json:
          dtcg: { folder: tokens }
          swift: { folder: Sources/App/Theme }
          css:
          css-rem: { folder: web/rem }
          android: { folder: app/src/main/res }
          compose:
          flutter: { folder: apps/flutter }
          typescript: { folder: web/ts }
          xcassets: { folder: App/Resources }
          android-fonts:

        """

    @Test func buildWritesExactlyItsManifestByteForByteAsCompileAndCleanUndoesIt() throws {
        let directory = try Self.project(Self.everyFormat)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let before = Self.listing(directory)
        let build = try TintypeProcess.run(["build", directory])
        #expect(build.status == 0, "\(build.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/.tintype/manifest.json"))) as? [String: Any])
        let files = try #require(manifest["files"] as? [String])
        let directories = try #require(manifest["directories"] as? [String])
        // What is on disk now is what was there, the manifest, its files and the folders it created.
        #expect(Self.listing(directory) == before.union(files).union(directories).union([".tintype/manifest.json"]))
        #expect(directories.allSatisfy { !before.contains($0) })
        // Each output folder holds what `compile` writes for its format, the format's own folder
        // (android/, swift/, …) replaced by the project's.
        let folders = ["json": "build/tintype/json", "dtcg": "tokens", "swift": "Sources/App/Theme", "css": "build/tintype/css",
                       "css-rem": "web/rem", "android": "app/src/main/res", "compose": "build/tintype/compose", "flutter": "apps/flutter",
                       "typescript": "web/ts", "xcassets": "App/Resources", "android-fonts": "build/tintype/android-fonts"]
        // Every format there is: the list export's help gives.
        let help = try TintypeProcess.run(["export", "--help"]).text.replacingOccurrences(of: "\n", with: " ")
        let listed = try #require(help.components(separatedBy: "Formats: ").dropFirst().first?.components(separatedBy: ".").first)
        #expect(Set(listed.components(separatedBy: ", ")) == Set(folders.keys), "\(listed)")
        // Paths, not files: the file every theme's Swift shares is each compile's and the build's once.
        var compared = Set<String>()
        for (format, folder) in folders {
            for theme in ["default", "material"] {
                let out = "\(directory)/compiled/\(format)-\(theme)"
                let compile = try TintypeProcess.run(["compile", "\(directory)/themes/\(theme)", "--format", format, "-o", out, "-q"])
                #expect(compile.status == 0, "\(compile.stderr)")
                for name in FileManager.default.enumerator(atPath: out)?.allObjects as? [String] ?? [] {
                    var isDirectory: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: out + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                    let own = ["swift/", "css/", "android/", "compose/", "flutter/", "ts/", "xcassets/", "android-fonts/"].first { name.hasPrefix($0) }
                    let path = folder + "/" + (own.map { String(name.dropFirst($0.count)) } ?? name)
                    #expect(files.contains(path), "\(path) is in the manifest")
                    #expect(FileManager.default.contents(atPath: directory + "/" + path) == FileManager.default.contents(atPath: out + "/" + name), "\(path)")
                    compared.insert(path)
                }
            }
            try FileManager.default.removeItem(atPath: "\(directory)/compiled")
        }
        #expect(compared.count == files.count, "every file of the manifest is a compile output")
        // One line per output, in the project's order.
        let lines = build.stderr.split(separator: "\n").filter { $0.hasPrefix("wrote ") }.map(String.init)
        #expect(lines.count == 11 && lines[0] == "wrote \(directory)/build/tintype/json/ (2 json files)", "\(lines)")

        let clean = try TintypeProcess.run(["clean", directory])
        #expect(clean.status == 0 && clean.text.hasPrefix("removed \(files.count) files and \(directories.count) folders"))
        #expect(Self.listing(directory) == before)
        #expect(try TintypeProcess.run(["clean", directory]).text.hasPrefix("nothing to clean"))
    }

    @Test func aRebuildRemovesWhatItNoLongerWritesAndAJSONProjectReadsTheSame() throws {
        let directory = try Self.project(#"{"themes": ["themes/default", "themes/material"], "formats": {"json": {}, "css": {"prefix": "acme-{name}", "root": false}}}"#,
                                         name: "tintype.json")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try TintypeProcess.run(["build", directory + "/tintype.json"]).status == 0)
        let css = try String(contentsOfFile: directory + "/build/tintype/css/default.css", encoding: .utf8)
        // The theme, following the reader's text size, sits on the class; the page's root is left alone.
        #expect(css.contains(".acme-default-theme {\n  --acme-default-text-size: 1rem;\n") && css.contains("[data-size-category=\"large\"] {"))
        #expect(!css.contains(":root") && !css.contains("-apple-system-body"))
        #expect(css.contains(".acme-default-body {"))
        try #"{"themes": ["themes/default"], "formats": {"json": {}}}"#.write(toFile: directory + "/tintype.json", atomically: true, encoding: .utf8)
        let again = try TintypeProcess.run(["build", directory])
        #expect(again.status == 0 && again.stderr.contains("removed 3 files the previous build wrote and this one does not"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/build/tintype/css"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/build/tintype/json/material.tintype.json"))
        #expect(FileManager.default.fileExists(atPath: directory + "/build/tintype/json/default.tintype.json"))
    }

    @Test(arguments: [
        ("  swift: { acessLevel: internal }", 4, 12, "unknown key 'acessLevel' in formats.swift; did you mean 'accessLevel'?"),
        ("  swiftt:", 4, 3, "unknown format 'swiftt'; did you mean 'swift'?"),
        ("  android: { resourcePrefix: Acme }", 4, 30, "'Acme' at formats.android.resourcePrefix is not an Android resource name"),
        ("  compose: { package: \"com..acme\" }", 4, 23, "'com..acme' at formats.compose.package is not a Kotlin package"),
        ("  json: { folder: /tmp/out }", 4, 19, "'/tmp/out' at formats.json.folder: give a path relative to the project file"),
    ])
    func aBadOptionIsAnErrorAtItsPlace(line: String, row: Int, column: Int, message: String) throws {
        let directory = try Self.project("themes: [themes/default]\nformats:\n  dtcg:\n" + line + "\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TintypeProcess.run(["build", directory])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(directory)/tintype.yml:\(row):\(column): error: \(message)"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/build"), "nothing is written")
    }

    /// Themes compile on several cores at once; one core or three, the files, the manifest and
    /// every message (font notes and output lines, in the project's order) are the same.
    @Test func oneCoreOrSeveralBuildTheSameFilesAndMessages() throws {
        var runs: [(files: [String: Data], stderr: String)] = []
        for jobs in ["1", "3"] {
            let directory = try Self.project("themes: [themes/default, themes/material, themes/accessible, themes/unknown]\nformats:\n  json:\n  swift:\n  css:\n")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            for theme in ["accessible", "unknown"] {
                try FileManager.default.createDirectory(atPath: "\(directory)/themes/\(theme)", withIntermediateDirectories: true)
            }
            try FileManager.default.copyItem(atPath: TintypeProcess.packageRoot.appendingPathComponent("Themes/accessible/theme.json").path,
                                             toPath: "\(directory)/themes/accessible/theme.json")
            // A theme whose first family is not installed: the build says which family it used instead.
            let text = try String(contentsOfFile: "\(directory)/themes/default/theme.json", encoding: .utf8)
                .replacingOccurrences(of: "\"name\": \"default\"", with: "\"name\": \"unknown\"")
                .replacingOccurrences(of: "\"Inter\",", with: "\"Nowhere Sans\",")
            try text.write(toFile: "\(directory)/themes/unknown/theme.json", atomically: true, encoding: .utf8)
            let build = try TintypeProcess.run(["build", directory, "--jobs", jobs, "--allow-fallback"])
            #expect(build.status == 0, "\(build.stderr)")
            var files: [String: Data] = [:]
            for name in FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? [] where !name.hasPrefix("themes") {
                files[name] = FileManager.default.contents(atPath: directory + "/" + name)
            }
            runs.append((files, build.stderr.replacingOccurrences(of: directory, with: "PROJECT")))
        }
        #expect(runs[0].files.count == 4 * 4 + 3, "4 themes × (json, swift and its tables, css), the Swift they share, the manifest and the project file")
        #expect(runs[0].files == runs[1].files)
        #expect(runs[0].stderr == runs[1].stderr)
        let lines = runs[0].stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("Nowhere Sans") }, "\(lines)")
        #expect(lines.suffix(3) == ["wrote PROJECT/build/tintype/json/ (4 json files)", "wrote PROJECT/build/tintype/swift/ (9 swift files)",
                                    "wrote PROJECT/build/tintype/css/ (4 css files)"], "\(lines)")
        #expect(lines.contains("tintype: warning: built with 1 stand-in font (--allow-fallback)"))
        let none = try TintypeProcess.run(["build", ".", "--jobs", "0"])
        #expect(none.status == 2 && none.stderr.hasPrefix("tintype: error: --jobs must be 1 or more"), "\(none.stderr)")
    }

    @Test func aMissingThemeIsNamedAtItsEntry() throws {
        let directory = try Self.project("themes:\n  - themes/default\n  - themes/nowhere\nformats:\n  json:\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TintypeProcess.run(["build", directory])
        #expect(result.status == 2 && result.stderr.hasPrefix("\(directory)/tintype.yml:3:5: error: no theme file or directory 'themes/nowhere'"))
        let none = try TintypeProcess.run(["build", try TintypeProcess.temporaryDirectory()])
        #expect(none.status == 2 && none.stderr.contains("has no project file (tintype.yml, tintype.yaml, tintype.json); write one with 'tintype init'"))
    }
}

/// A build CI can trust: a stand-in font stops it with nothing written unless the project allows
/// it, and `--locked` writes nothing and says what would change (issue 42, item 1).
@Suite struct BuildLockTests {
    @Test func aStandInStopsTheBuildUnlessTheProjectAllowsIt() throws {
        let directory = try BuildCommandTests.project("themes: [themes/unknown]\nformats:\n  json:\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: "\(directory)/themes/unknown", withIntermediateDirectories: true)
        let text = try String(contentsOfFile: "\(directory)/themes/default/theme.json", encoding: .utf8)
            .replacingOccurrences(of: "\"Inter\",", with: "\"Nowhere Sans\",")
        try text.write(toFile: "\(directory)/themes/unknown/theme.json", atomically: true, encoding: .utf8)
        let stopped = try TintypeProcess.run(["build", directory])
        #expect(stopped.status == 2 && stopped.stderr.contains("'Nowhere Sans' is not installed") && stopped.stderr.contains("--allow-fallback"))
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/build"), "nothing written")
        try "themes: [themes/unknown]\nallowFallback: true\nformats:\n  json:\n".write(toFile: "\(directory)/tintype.yml", atomically: true, encoding: .utf8)
        let allowed = try TintypeProcess.run(["build", directory])
        #expect(allowed.status == 0 && allowed.stderr.contains("built with 1 stand-in font"), "\(allowed.stderr)")
    }

    @Test func lockedWritesNothingAndSaysWhatWouldChange() throws {
        let directory = try BuildCommandTests.project("themes: [themes/default]\nformats:\n  json:\n  css:\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let missing = try TintypeProcess.run(["build", directory, "--locked"])
        #expect(missing.status == 1 && missing.stderr.contains("would change: build/tintype/json/default.tintype.json"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/build"), "nothing written")
        #expect(try TintypeProcess.run(["build", directory]).status == 0)
        let clean = try TintypeProcess.run(["build", directory, "--locked"])
        #expect(clean.status == 0 && clean.stderr.contains("every output is up to date (--locked)"), "\(clean.stderr)")
        // A theme change the outputs do not hold yet: --locked names the files, and leaves them as they were.
        let theme = "\(directory)/themes/default/theme.json"
        let before = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/build/tintype/css/default.css"))
        try String(contentsOfFile: theme, encoding: .utf8).replacingOccurrences(of: "\"Apple's iOS Dynamic Type table", with: "\"Changed. Apple's iOS Dynamic Type table")
            .write(toFile: theme, atomically: true, encoding: .utf8)
        let changed = try TintypeProcess.run(["build", directory, "--locked"])
        #expect(changed.status == 1 && changed.stderr.contains("would change: build/tintype/json/default.tintype.json"), "\(changed.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(directory)/build/tintype/css/default.css")) == before)
        // The advice never flips the lock to this machine's fonts in silence (issue 54, item 3).
        #expect(changed.stderr.contains("Where this machine's fonts differ from those the outputs were built with (the warnings above), install them; "
            + "after a deliberate change (a theme edit, a font update), refresh both artifacts where the committed outputs are made"), "\(changed.stderr)")
    }

    /// `build --check` gates on check (issue 54, item 3): a theme whose tint fails its contrast on
    /// white ships nothing, and says why; passing themes build as without it.
    @Test func checkGatesTheBuild() throws {
        let directory = try BuildCommandTests.project("themes: [themes/default]\nformats:\n  json:\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let passing = try TintypeProcess.run(["build", directory, "--check"])
        #expect(passing.status == 0 && FileManager.default.fileExists(atPath: directory + "/build/tintype/json/default.tintype.json"), "\(passing.stderr)")
        try FileManager.default.removeItem(atPath: directory + "/build")
        // iOS blue made pale: 1.1:1 on white (the check's own threshold is 3:1 for a tint).
        let theme = directory + "/themes/default/theme.json"
        try String(contentsOfFile: theme, encoding: .utf8).replacingOccurrences(of: "\"#007aff\"", with: "\"#f0f0f0\"")
            .write(toFile: theme, atomically: true, encoding: .utf8)
        let failing = try TintypeProcess.run(["build", directory, "--check"])
        #expect(failing.status == 1 && failing.stderr.contains("failure [tint.") && failing.stderr.contains("nothing was written (--check)"),
                "\(failing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/build"), "nothing written")
        // Without --check, the same theme builds, as before.
        #expect(try TintypeProcess.run(["build", directory]).status == 0)
        // The project asks for the gate on every build: the failing theme writes nothing again.
        let written = try Data(contentsOf: URL(fileURLWithPath: directory + "/build/tintype/json/default.tintype.json"))
        try FileManager.default.removeItem(atPath: directory + "/build/tintype/json/default.tintype.json")
        try "themes: [themes/default]\nformats:\n  json:\ncheck:\n  build: true\n".write(toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        let gated = try TintypeProcess.run(["build", directory])
        #expect(gated.status == 1 && gated.stderr.contains("nothing was written (check.build in \(directory)/tintype.yml)"), "\(gated.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/build/tintype/json/default.tintype.json"))
        #expect(!written.isEmpty)
        try "themes: [themes/default]\nformats:\n  json:\ncheck:\n  build: yes please\n".write(toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        let wrong = try TintypeProcess.run(["build", directory])
        #expect(wrong.status == 2 && wrong.stderr.contains("tintype.yml:5:10: error: check.build is true or false"), "\(wrong.stderr)")
    }

    /// An uncommitted manifest is named as such: --locked compares it too (issue 54, item 3).
    @Test func lockedSaysTheManifestIsToBeCommitted() throws {
        let directory = try BuildCommandTests.project("themes: [themes/default]\nformats:\n  json:\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try TintypeProcess.run(["build", directory]).status == 0)
        try FileManager.default.removeItem(atPath: directory + "/.tintype/manifest.json")
        let locked = try TintypeProcess.run(["build", directory, "--locked"])
        #expect(locked.status == 1 && locked.stderr.contains("would change: .tintype/manifest.json (new: build writes it beside the project file; "
            + "commit it with the outputs, as --locked compares it too)"), "\(locked.stderr)")
    }

    /// Two project files in one folder (issue 52): one of another name keeps its own manifest, so
    /// building one never removes what the other wrote; two of the usual names would share one,
    /// which is refused before anything is written or removed.
    @Test func twoProjectFilesInOneFolderKeepTheirOwnFiles() throws {
        let directory = try BuildCommandTests.project("themes: [themes/default]\nformats:\n  css: { folder: web }\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "themes: [themes/material]\nformats:\n  android: { folder: app/res }\n"
            .write(toFile: directory + "/android.tintype.yml", atomically: true, encoding: .utf8)
        #expect(try TintypeProcess.run(["build", directory]).status == 0)
        let android = try TintypeProcess.run(["build", directory + "/android.tintype.yml"])
        #expect(android.status == 0, "\(android.stderr)")
        #expect(!android.stderr.contains("removed"), "\(android.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory + "/web/default.css"), "the web project's sheet is still there")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(
            fileURLWithPath: directory + "/.tintype/android.tintype.yml/manifest.json"))) as? [String: Any])
        #expect((manifest["files"] as? [String])?.allSatisfy { $0.hasPrefix("app/res/") } == true)
        // Cleaning one leaves the other's files and manifest.
        #expect(try TintypeProcess.run(["clean", directory + "/android.tintype.yml"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: directory + "/app") && !FileManager.default.fileExists(atPath: directory + "/.tintype/android.tintype.yml"))
        #expect(FileManager.default.fileExists(atPath: directory + "/web/default.css") && FileManager.default.fileExists(atPath: directory + "/.tintype/manifest.json"))
        // tintype.yml and tintype.json side by side: the second build is refused, and nothing moves.
        try "{\"themes\": [\"themes/material\"], \"formats\": {\"compose\": {}}}".write(toFile: directory + "/tintype.json", atomically: true, encoding: .utf8)
        let before = BuildCommandTests.listing(directory)
        let refused = try TintypeProcess.run(["build", directory + "/tintype.json"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("tintype.json:1:1: error: \(directory)/tintype.yml is a project file in the same folder, and both would record"), "\(refused.stderr)")
        #expect(BuildCommandTests.listing(directory) == before)
    }

    /// Android text appearances set the platform's android:lineHeight; Material Components' own
    /// lineHeight only where the project says the app uses that library (issue 52, item 7), as an
    /// app without it has no such attribute. Checked with Python's XML parser against the compiled theme.
    @Test func materialComponentsLineHeightOnlyWhenTheProjectSaysSo() throws {
        for materialComponents in [false, true] {
            let directory = try BuildCommandTests.project("themes: [themes/default]\nformats:\n  json:\n"
                + "  android: { folder: res\(materialComponents ? ", materialComponents: true" : "") }\n")
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let build = try TintypeProcess.run(["build", directory])
            #expect(build.status == 0, "\(build.stderr)")
            let type = try String(contentsOfFile: directory + "/res/values/default_type.xml", encoding: .utf8)
            #expect(type.contains("<item name=\"android:lineHeight\">"))
            #expect(type.contains("<item name=\"lineHeight\">") == materialComponents)
            let check = try GoldenOutputTests.check("check_android_resources.py", [directory + "/build/tintype/json/default.tintype.json", directory + "/res"]
                + (materialComponents ? ["--material-components"] : []))
            #expect(check.status == 0, "\(check.report)")
        }
    }
}
