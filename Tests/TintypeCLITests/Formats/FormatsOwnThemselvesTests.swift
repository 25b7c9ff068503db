import Foundation
import Testing
import TintypeColor
import TintypeTokens
import TintypeTheme
import TintypeCompiledTheme
import TintypeFormats
import Yams

/// A format owns what is said of it: the project reader, `compile --help` and `init`'s starter
/// project are made from `ThemeFormats.all` and each format's declared options, so adding a format
/// is its own file plus one line (Docs/Contributing.md, "Adding a format").
@Suite struct FormatsOwnThemselvesTests {
    private var names: [String] { ThemeFormats.all.map(\.name) }

    @Test func compileHelpListsExactlyTheFormatsWithTheirOwnSummaries() throws {
        let help = try TintypeProcess.run(["compile", "--help"])
        #expect(help.status == 0)
        // ArgumentParser wraps the text; unwrap it before looking for each format's line.
        let text = help.text.replacingOccurrences(of: "\n", with: " ")
        for format in ThemeFormats.all {
            #expect(text.contains("\(format.name) — \(format.summary)."), "\(format.name) has its line")
        }
        let listed = help.text.split(separator: "\n").compactMap { line in
            line.range(of: " — ").map { String(line[..<$0.lowerBound]) }
        }
        #expect(listed == names, "one line per format, in ThemeFormats.all's order, and no other")
    }

    @Test func initsStarterProjectNamesEveryFormatWithEveryOptionAtItsDefault() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        #expect(try TintypeProcess.run(["init", "-o", "starter"], in: work).status == 0)
        // Read by Yams, not by Tintype's project reader.
        let yaml = try String(contentsOfFile: work + "/tintype.yml", encoding: .utf8)
        let project = try #require(try Yams.compose(yaml: yaml))
        let formats = try #require(project["formats"]?.mapping)
        #expect(formats.keys.compactMap(\.string) == names)
        for format in ThemeFormats.all {
            let entry = try #require(formats[Node(format.name)]?.mapping, "\(format.name)")
            let keys = Set(entry.keys.compactMap(\.string))
            #expect(keys == Set(["folder"] + format.options.map(\.key)), "\(format.name): its folder and every option it declares")
            for option in format.options {
                let written = entry[Node(option.key)]?.string
                #expect(written != nil && written == option.value(on: format), "\(format.name).\(option.key) at the format's default")
            }
        }
        // Every format of the starter project builds.
        let build = try TintypeProcess.run(["build"], in: work)
        #expect(build.status == 0, "\(build.stderr)")
        for name in names {
            #expect(FileManager.default.fileExists(atPath: work + "/build/tintype/\(name)"), "\(name) was written")
        }
    }

    /// A number option is read as a number within its declared range, at its place otherwise.
    @Test(arguments: [("100", "100 at formats.css.rootFontSize is out of range; give a number from 4 to 64"),
                      ("\"ten\"", "expected a number at formats.css.rootFontSize, found a string")])
    func aNumberOptionOutsideItsRangeIsAnErrorAtItsPlace(value: String, message: String) throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        try "{\"themes\": [\"t\"],\n \"formats\": {\"css\": {\"rootFontSize\": \(value)}}}".write(toFile: work + "/tintype.json", atomically: true, encoding: .utf8)
        let result = try TintypeProcess.run(["build"], in: work)
        #expect(result.status == 2)
        // Line 2, after the 37 characters before the value.
        #expect(result.stderr.contains("tintype.json:2:38: error: \(message)"), "\(result.stderr)")
    }

    @Test func theProjectReaderKnowsExactlyTheFormats() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        try #"{"themes": ["t"], "formats": {"jsn": {}}}"#.write(toFile: work + "/tintype.json", atomically: true, encoding: .utf8)
        let result = try TintypeProcess.run(["build"], in: work)
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown format 'jsn'; did you mean 'json'?; the formats are \(names.joined(separator: ", "))"), "\(result.stderr)")
    }

    @Test func everyDeclaredOptionChangesWhatItsFormatWrites() throws {
        var theme = try CompiledThemeReader.read(
            json: Array(Data(contentsOf: TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Generated/json/default/default.tintype.json"))),
            file: "default.tintype.json")
        // A brand token, so an option naming what tokens are written as shows.
        let blue = try ColorObject(colorSpace: "srgb", components: [0, 0.4, 1], alpha: nil)
        theme.tokens = [BrandToken(path: "color.brand", type: .color, value: .color(blue))]
        // A theme that differs on every platform (each names its own family), so an option choosing a platform shows.
        theme.platforms = ThemePlatform.allCases.map { platform in
            var own = theme
            own.typefaces = own.typefaces.map { typeface in
                var changed = typeface
                changed.families = ["Family of \(platform.rawValue)"]
                return changed
            }
            return OnPlatform(platform: platform, theme: own)
        }
        let compiled = theme
        for format in ThemeFormats.all {
            for option in format.options {
                let other: String = switch option.kind {
                case .name: "zz{name}"
                case .boolean: option.value(on: format) == "true" ? "false" : "true"
                case .choice(_, let values): try #require(values.first { $0 != option.value(on: format) })
                case .number(let range): (option.value(on: format) == range.lowerBound.plainText ? range.upperBound : range.lowerBound).plainText
                }
                let changed = option.applied(other, to: format)
                #expect(option.value(on: changed) == other)
                // As a build renders it: each format its platform's theme.
                func files(_ format: any ThemeFormat) throws -> [GeneratedFile] { try format.files(for: compiled.on(format.platform)) }
                #expect(try files(changed).map(\.bytes) != files(format).map(\.bytes) || files(changed).map(\.name) != files(format).map(\.name),
                        "\(format.name).\(option.key) = \(other) changes the output")
            }
        }
    }
}
