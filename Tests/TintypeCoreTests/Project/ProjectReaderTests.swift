import Testing
import TintypeDocument
@testable import TintypeFormats
import TintypeProject

/// The project file's reader: defaults, options applied to their formats, paths relative to the
/// file, and every problem at once at its line and column.
@Suite struct ProjectReaderTests {
    static func read(_ text: String, file: String = "tintype.json") throws -> Project {
        try ProjectReader.read(try DocumentFiles.parse(Array(text.utf8), path: file), file: file)
    }

    /// The errors reading `text` gives, as `file:line:column: error: message` lines.
    static func errors(_ text: String) -> [String] {
        do {
            _ = try read(text)
            return []
        } catch let error as Diagnostics {
            return error.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    /// `file:line:column` of the first occurrence of `needle` in `text`, counted by hand.
    static func place(of needle: String, in text: String, file: String = "tintype.json") -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            if let range = line.range(of: needle) {
                return "\(file):\(number + 1):\(line.distance(from: line.startIndex, to: range.lowerBound) + 1)"
            }
        }
        return "not found"
    }

    @Test func formatsKeepTheFilesOrderAndDefaultToAFolderEachUnderOutput() throws {
        let project = try Self.read(#"{"themes": ["themes/a", "b.json"], "formats": {"css": null, "json": {}, "swift": {"folder": "Sources/App/"}}}"#)
        #expect(project.themes == ["themes/a", "b.json"])
        #expect(project.outputs.map(\.format.name) == ["css", "json", "swift"])
        #expect(project.outputs.map(\.folder) == ["build/tintype/css", "build/tintype/json", "Sources/App"])
        let moved = try Self.read(#"{"themes": ["a"], "output": "gen", "fonts": ["Fonts"], "formats": {"dtcg": {}}}"#)
        #expect(moved.outputs.map(\.folder) == ["gen/dtcg"] && moved.fontDirectories == ["Fonts"])
    }

    @Test func optionsReachTheirFormats() throws {
        let project = try Self.read("""
            {"themes": ["a"], "formats": {
              "swift": {"typeName": "{Name}Styles", "accessLevel": "internal"},
              "css-rem": {"prefix": "acme-{name}", "root": false},
              "compose": {"package": "com.acme.{name}", "typePrefix": "Acme"},
              "android": {"resourcePrefix": "acme_{name}"}}}
            """)
        let swift = try #require(project.outputs[0].format as? SwiftFormat)
        #expect(swift.typeName == NamePattern("{Name}Styles") && swift.accessLevel == .internal)
        let css = try #require(project.outputs[1].format as? CSSFormat)
        #expect(css.name == "css-rem" && css.prefix == NamePattern("acme-{name}") && css.root == false)
        let compose = try #require(project.outputs[2].format as? ComposeFormat)
        #expect(compose.package == NamePattern("com.acme.{name}") && compose.typePrefix == NamePattern("Acme"))
        let android = try #require(project.outputs[3].format as? AndroidFormat)
        #expect(android.resourcePrefix == NamePattern("acme_{name}"))
    }

    @Test func pathsAreRelativeToTheProjectFile() throws {
        let project = try Self.read(#"{"themes": ["themes/a"], "formats": {"android": {"folder": "app/res"}}}"#, file: "design/tintype.json")
        #expect(project.directory == "design/" && project.resolve("themes/a") == "design/themes/a")
        #expect(project.resolve("/abs/fonts") == "/abs/fonts")
        // The format's own folder (android/) is replaced by the project's.
        let file = GeneratedFile(name: "android/values/a_type.xml", bytes: [])
        #expect(project.outputs[0].path(of: file) == "app/res/values/a_type.xml")
        #expect(try Self.read(#"{"themes": ["a"], "formats": {"json": {}}}"#, file: "tintype.json").resolve("a") == "a")
    }

    @Test func everyProblemIsReportedAtOnceAtItsPlace() {
        let text = """
            {"theme": ["a"],
             "formats": {"swiftt": {},
               "swift": {"acessLevel": "internal", "typeName": "1Theme"},
               "json": {"folder": "/tmp/out"},
               "css": {"root": "yes"}}}
            """
        let errors = Self.errors(text)
        let expected = [
            Self.place(of: "\"theme\"", in: text) + ": error: unknown key 'theme' in project; did you mean 'themes'?",
            Self.place(of: "\"swiftt\"", in: text) + ": error: unknown format 'swiftt'; did you mean 'swift'?",
            Self.place(of: "\"acessLevel\"", in: text) + ": error: unknown key 'acessLevel' in formats.swift; did you mean 'accessLevel'?",
            Self.place(of: "\"1Theme\"", in: text) + ": error: '1Theme' at formats.swift.typeName is not a Swift type name",
            Self.place(of: "\"/tmp/out\"", in: text) + ": error: '/tmp/out' at formats.json.folder: give a path relative to the project file",
            Self.place(of: "\"yes\"", in: text) + ": error: ",
            "tintype.json:1:1: error: a project needs \"themes\"",
        ]
        #expect(errors.count == expected.count, "\(errors)")
        for prefix in expected {
            #expect(errors.contains { $0.hasPrefix(prefix) }, "no error starts with \(prefix): \(errors)")
        }
    }

    @Test func aProjectNeedsThemesAndFormats() {
        #expect(Self.errors(#"{"themes": [], "formats": {}}"#).map { String($0.prefix(40)) } == [
            "tintype.json:1:12: error: \"themes\" is em", "tintype.json:1:27: error: \"formats\" is e",
        ])
        #expect(Self.errors(#"{"themes": ["a"]}"#).first?.hasPrefix("tintype.json:1:1: error: a project needs \"formats\"") == true)
    }
}
