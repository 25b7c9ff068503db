import Foundation
import Testing

/// `tintype export` and the plugin's `tintype-export`: every format rendered from a committed
/// compiled theme alone equals what `compile` wrote from the theme and its fonts.
@Suite struct ExportTests {
    static let themes = ["default", "material", "accessible"]

    /// Exports every format of `theme`'s committed compiled theme with `tool` and compares each
    /// file with the committed output of `compile` (Tests/Fixtures/Generated/<format>/<theme>/).
    func expectExportEqualsCompile(tool: String, arguments: [String] = [], theme: String) throws {
        let compiled = "Tests/Fixtures/Generated/json/\(theme)/\(theme).tintype.json"
        for formats in ["json,dtcg,swift,css,android,compose,flutter", "css-rem"] {
            let directory = try TintypeProcess.temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let run = try TintypeProcess.run(arguments + [formats, compiled, "-o", directory], tool: tool)
            #expect(run.status == 0, "\(run.stderr)")
            var expected: [String] = []
            for format in formats.split(separator: ",") {
                let golden = GoldenOutputTests.generated.appendingPathComponent("\(format)/\(theme)").path
                for name in try GoldenOutputTests.files(in: golden) {
                    expected.append(name)
                    let want = try Data(contentsOf: URL(fileURLWithPath: golden + "/" + name))
                    let got = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
                    #expect(got == want, "\(tool): \(format)/\(theme)/\(name) differs from what compile wrote")
                }
            }
            #expect(try GoldenOutputTests.files(in: directory) == expected.sorted())
        }
    }

    @Test(arguments: themes) func exportRendersWhatCompileWrote(theme: String) throws {
        try expectExportEqualsCompile(tool: "tintype", arguments: ["export"], theme: theme)
    }

    @Test(arguments: themes) func thePluginToolRendersWhatCompileWrote(theme: String) throws {
        try expectExportEqualsCompile(tool: "tintype-export", theme: theme)
    }

    /// The plugin's tool loads no font library: `ldd` lists what the dynamic linker would load.
    @Test func thePluginToolLinksNoFontLibrary() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [TintypeProcess.binDirectory.appendingPathComponent("tintype-export").path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let libraries = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(libraries.contains("libc.so"), "\(libraries)")
        for library in ["libfreetype", "libfontconfig", "libnettle", "libharfbuzz", "libpng"] {
            #expect(!libraries.contains(library), "tintype-export loads \(library)")
        }
    }

    /// A damaged or foreign compiled theme is named with its line and column and exits 2; nothing is written.
    @Test(arguments: [
        ("{\"axes\": 1}", "x.tintype.json:1:10: error: the axes are not the ones this tintype writes"),
        ("{\"format\": \"tintype.compiled-theme\", \"version\": 1}", "x.tintype.json:1:49: error: compiled theme version 1 is not the version this tintype reads (3); compile the theme again"),
        ("{\"fonts\": [], \"stlyes\": []}", "x.tintype.json:1:15: error: unknown member of a compiled theme 'stlyes'"),
        ("{\"fonts\": [], \"styles\": [{\"font\": 3}]}", "x.tintype.json:1:35: error: font 3 is not in \"fonts\" (0 faces)"),
        ("{\"fonts\": [", "x.tintype.json:1:12: error: unexpected end of the document"),
        ("[]", "x.tintype.json:1:1: error: expected an object"),
    ])
    func aDamagedCompiledThemeIsAnErrorAtItsPlace(content: String, message: String) throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(content.utf8).write(to: URL(fileURLWithPath: directory + "/x.tintype.json"))
        let run = try TintypeProcess.run(["css", directory + "/x.tintype.json", "-o", directory + "/out"], tool: "tintype-export")
        #expect(run.status == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/out"))
    }

    @Test func theRequiredNameGuardsThePluginsFileNames() throws {
        let compiled = "Tests/Fixtures/Generated/json/default/default.tintype.json"
        let run = try TintypeProcess.run(["css", compiled, "-o", "/nonexistent/never", "--require-name", "brand"], tool: "tintype-export")
        #expect(run.status == 2)
        #expect(run.stderr.contains("holds the theme 'default', not 'brand'"), "\(run.stderr)")
    }
}
