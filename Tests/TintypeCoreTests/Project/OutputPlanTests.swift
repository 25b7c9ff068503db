import Testing
@testable import TintypeDocument
@testable import TintypeFormats

/// What a build writes: each output's files at their project paths, the folders it creates, what
/// the previous build wrote that this one does not, and clashes found before anything is written.
@Suite struct OutputPlanTests {
    static func file(_ name: String, _ text: String = "x") -> GeneratedFile { GeneratedFile(name: name, bytes: Array(text.utf8)) }

    /// A project writing json to `json` and android to `app/res`, with two themes' files.
    static let project = Project(file: "tintype.yml", themes: ["a", "b"], outputs: [
        Project.Output(format: JSONFormat(), folder: "build/json"),
        Project.Output(format: AndroidFormat(), folder: "app/res"),
    ])
    static let rendered = ["a", "b"].map { name in
        OutputPlan.ThemeFiles(name: name, outputs: [
            [file("\(name).tintype.json")],
            [file("android/values/\(name)_type.xml"), file("android/values-night/\(name)_colors.xml")],
        ])
    }

    @Test func filesGoToTheirOutputsFolderAndTheManifestListsThemAndTheFoldersItMade() throws {
        // `app` is already there (an Android module); `build` is not.
        let plan = try OutputPlan(Self.project, rendered: Self.rendered, previous: nil) { $0 == "app" }
        #expect(plan.outputs.map(\.folder) == ["build/json", "app/res"])
        #expect(plan.outputs[1].files.map(\.path) == ["app/res/values/a_type.xml", "app/res/values-night/a_colors.xml",
                                                       "app/res/values/b_type.xml", "app/res/values-night/b_colors.xml"])
        #expect(plan.manifest?.files == ["app/res/values-night/a_colors.xml", "app/res/values-night/b_colors.xml",
                                        "app/res/values/a_type.xml", "app/res/values/b_type.xml",
                                        "build/json/a.tintype.json", "build/json/b.tintype.json"])
        #expect(plan.manifest?.directories == [".tintype", "app/res", "app/res/values", "app/res/values-night", "build", "build/json"])
        #expect(plan.stale.isEmpty)
    }

    @Test func whatThePreviousBuildWroteAndThisOneDoesNotIsStale() throws {
        let previous = BuildManifest(files: ["build/json/a.tintype.json", "build/json/old.tintype.json", "web/a.css"],
                                     directories: ["build", "build/json", "web"])
        // Folders an earlier build made stay listed while a file needs them, even though they exist now.
        let plan = try OutputPlan(Self.project, rendered: Self.rendered, previous: previous) { ["app", "build", "build/json", "web"].contains($0) }
        #expect(plan.stale == ["build/json/old.tintype.json", "web/a.css"])
        #expect(plan.manifest?.directories.contains("build/json") == true && plan.manifest?.directories.contains("build") == true)
        #expect(plan.manifest?.directories.contains("web") == false && plan.manifest?.directories.contains("app") == false)
    }

    @Test func twoOutputsWritingOneFileAreAnErrorNamingBoth() {
        let clash = Project(file: "tintype.yml", themes: ["a"], outputs: [
            Project.Output(format: JSONFormat(), folder: "out"), Project.Output(format: DTCGFormat(), folder: "out"),
        ])
        let rendered = [OutputPlan.ThemeFiles(name: "a", outputs: [[Self.file("a.json")], [Self.file("a.json")]])]
        let error = #expect(throws: Diagnostics.self) { try OutputPlan(clash, rendered: rendered, previous: nil) { _ in false } }
        #expect(error?.diagnostics.map(\.message) == ["tintype.yml: dtcg of 'a' and json of 'a' both write out/a.json; "
            + "give the formats different folders, or the themes different names"])
    }

    @Test func theManifestReadsBackAndAForeignFileIsRefused() throws {
        let manifest = BuildManifest(files: ["b/x", "a/y"], directories: ["b", "a", "a"])
        #expect(try BuildManifest.read(manifest.document, file: "m.json") == manifest)
        #expect(manifest.files == ["a/y", "b/x"] && manifest.directories == ["a", "b"])
        let foreign = #expect(throws: Diagnostics.self) { try BuildManifest.read(Array(#"{"files": []}"#.utf8), file: "m.json") }
        #expect(foreign?.diagnostics.first?.description.hasPrefix("m.json:1:1: error: this is not a build manifest Tintype wrote") == true)
    }

    @Test func aBuildWritesItsFilesAndManifestThroughTheSeamAndARebuildRemovesWhatItNoLongerWrites() throws {
        let files = MemoryFiles(["tintype.yml": Array("x".utf8)], directories: ["app"])
        let first = try OutputPlan(Self.project, rendered: Self.rendered, previous: nil) { files.kind(of: $0) == .directory }
        let written = try first.write(to: files)
        #expect(Set(files.files.keys) == Set(["tintype.yml", ".tintype/manifest.json"] + (first.manifest?.files ?? [])))
        #expect(written.map(\.line) == ["wrote build/json/ (2 json files)", "wrote app/res/ (4 android files)"])
        let manifest = try BuildManifest.read(try #require(files.files[".tintype/manifest.json"]), file: ".tintype/manifest.json")
        #expect(manifest == first.manifest)
        // Only theme a now, and no json output: b's files and the json folder go, app (not the build's) stays.
        let second = try OutputPlan(Project(file: "tintype.yml", themes: ["a"], outputs: [Self.project.outputs[1]]),
                                    rendered: [OutputPlan.ThemeFiles(name: "a", outputs: [Self.rendered[0].outputs[1]])],
                                    previous: manifest) { files.kind(of: $0) == .directory }
        let again = try second.write(to: files)
        #expect(again.map(\.line) == ["up to date: app/res/ (2 android files)"])
        #expect(Set(files.files.keys) == ["tintype.yml", ".tintype/manifest.json", "app/res/values/a_type.xml", "app/res/values-night/a_colors.xml"])
        #expect(!files.directories.contains("build/json") && !files.directories.contains("build") && files.directories.contains("app"))
    }

    @Test func compileIsAOneOutputProjectWithoutAManifestReportedFromItsDirectory() throws {
        let project = Project.outputDirectory([JSONFormat(), AndroidFormat()], "out/")
        #expect(project.outputs.map(\.folder) == ["out", "out/android"] && project.outputs.map(\.root) == ["out", "out"])
        let rendered = [OutputPlan.ThemeFiles(name: "a", outputs: Self.rendered[0].outputs)]
        let plan = try OutputPlan(project, rendered: rendered, previous: nil) { _ in false }
        #expect(plan.manifest == nil && plan.stale.isEmpty)
        let files = MemoryFiles()
        let written = try plan.write(to: files)
        #expect(Set(files.files.keys) == ["out/a.tintype.json", "out/android/values/a_type.xml", "out/android/values-night/a_colors.xml"])
        #expect(written.map(\.line) == ["wrote out/a.tintype.json", "wrote out/android/ (2 files)"])
        // Two formats writing one file in one directory: refused before anything is written.
        let clash = Project.outputDirectory([CSSFormat(), CSSFormat(rem: true)], "web")
        let css = [OutputPlan.ThemeFiles(name: "a", outputs: [[Self.file("css/a.css")], [Self.file("css/a.css")]])]
        let error = #expect(throws: Diagnostics.self) { try OutputPlan(clash, rendered: css, previous: nil) { _ in false } }
        #expect(error?.diagnostics.map(\.message) == ["css-rem of 'a' and css of 'a' both write web/css/a.css; write them into different directories"])
    }

    @Test func aFailedWriteLeavesEveryEarlierFileAsItWas() throws {
        // `out/android` is a file: the android output cannot be written, so the json output is not either.
        let files = MemoryFiles(["out/a.tintype.json": Array("old".utf8), "out/android": Array("a file".utf8)])
        let project = Project.outputDirectory([JSONFormat(), AndroidFormat()], "out")
        let plan = try OutputPlan(project, rendered: [OutputPlan.ThemeFiles(name: "a", outputs: Self.rendered[0].outputs)], previous: nil) { _ in false }
        #expect(throws: FileWriteError.self) { try plan.write(to: files) }
        #expect(files.files == ["out/a.tintype.json": Array("old".utf8), "out/android": Array("a file".utf8)])
    }
}
