import Testing
@testable import TintypeCore

/// What a build writes: each output's files at their project paths, the folders it creates, what
/// the previous build wrote that this one does not, and clashes found before anything is written.
@Suite struct BuildPlanTests {
    static func file(_ name: String, _ text: String = "x") -> GeneratedFile { GeneratedFile(name: name, bytes: Array(text.utf8)) }

    /// A project writing json to `json` and android to `app/res`, with two themes' files.
    static let project = Project(file: "tintype.yml", themes: ["a", "b"], outputs: [
        Project.Output(format: JSONFormat(), folder: "build/json"),
        Project.Output(format: AndroidFormat(), folder: "app/res"),
    ])
    static let rendered = ["a", "b"].map { name in
        BuildPlan.ThemeFiles(name: name, outputs: [
            [file("\(name).tintype.json")],
            [file("android/values/\(name)_type.xml"), file("android/values-night/\(name)_colors.xml")],
        ])
    }

    @Test func filesGoToTheirOutputsFolderAndTheManifestListsThemAndTheFoldersItMade() throws {
        // `app` is already there (an Android module); `build` is not.
        let plan = try BuildPlan(Self.project, rendered: Self.rendered, previous: nil) { $0 == "app" }
        #expect(plan.outputs.map(\.folder) == ["build/json", "app/res"])
        #expect(plan.outputs[1].files.map(\.path) == ["app/res/values/a_type.xml", "app/res/values-night/a_colors.xml",
                                                       "app/res/values/b_type.xml", "app/res/values-night/b_colors.xml"])
        #expect(plan.manifest.files == ["app/res/values-night/a_colors.xml", "app/res/values-night/b_colors.xml",
                                        "app/res/values/a_type.xml", "app/res/values/b_type.xml",
                                        "build/json/a.tintype.json", "build/json/b.tintype.json"])
        #expect(plan.manifest.directories == [".tintype", "app/res", "app/res/values", "app/res/values-night", "build", "build/json"])
        #expect(plan.stale.isEmpty)
    }

    @Test func whatThePreviousBuildWroteAndThisOneDoesNotIsStale() throws {
        let previous = BuildManifest(files: ["build/json/a.tintype.json", "build/json/old.tintype.json", "web/a.css"],
                                     directories: ["build", "build/json", "web"])
        // Folders an earlier build made stay listed while a file needs them, even though they exist now.
        let plan = try BuildPlan(Self.project, rendered: Self.rendered, previous: previous) { ["app", "build", "build/json", "web"].contains($0) }
        #expect(plan.stale == ["build/json/old.tintype.json", "web/a.css"])
        #expect(plan.manifest.directories.contains("build/json") && plan.manifest.directories.contains("build"))
        #expect(!plan.manifest.directories.contains("web") && !plan.manifest.directories.contains("app"))
    }

    @Test func twoOutputsWritingOneFileAreAnErrorNamingBoth() {
        let clash = Project(file: "tintype.yml", themes: ["a"], outputs: [
            Project.Output(format: JSONFormat(), folder: "out"), Project.Output(format: DTCGFormat(), folder: "out"),
        ])
        let rendered = [BuildPlan.ThemeFiles(name: "a", outputs: [[Self.file("a.json")], [Self.file("a.json")]])]
        let error = #expect(throws: Diagnostics.self) { try BuildPlan(clash, rendered: rendered, previous: nil) { _ in false } }
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
}
