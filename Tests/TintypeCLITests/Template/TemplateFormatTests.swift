import Foundation
import Testing

/// A project's own formats (issue 56): the example templates (Examples/templates) rendered by a
/// build through the output plan, their outputs compiled or parsed by the tools they are for and
/// their values equal to the compiled theme's, worked out by Scripts/check_templates.py (ColorAide,
/// tsc and Node, sassc, markdown-it-py); template errors exit 2 at their file, line and column and
/// write nothing; the context `template context` prints follows the published schema.
@Suite struct TemplateFormatTests {
    static let examples = TintypeProcess.packageRoot.appendingPathComponent("Examples/templates").path

    /// A project of two themes (the shipped default, with no tokens, and the token fixture's brand)
    /// whose formats are the compiled theme and the three example templates.
    static func project(extra: String = "") throws -> String {
        let directory = try TintypeProcess.temporaryDirectory()
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory + "/templates", withIntermediateDirectories: true)
        for name in ["tokens.ts.stencil", "tokens.scss.stencil", "styleguide.md.stencil"] {
            try manager.copyItem(atPath: examples + "/" + name, toPath: directory + "/templates/" + name)
        }
        try manager.copyItem(atPath: BrandTokensTests.fixture, toPath: directory + "/brand")
        try manager.copyItem(atPath: TintypeProcess.packageRoot.appendingPathComponent("Themes/default").path, toPath: directory + "/default")
        try """
            themes: [brand, default]
            formats:
              json:
              web-ts: {template: templates/tokens.ts.stencil, output: "{name}.tokens.ts", folder: web/src/theme}
              scss: {template: templates/tokens.scss.stencil, output: "_{name}.scss", folder: web/scss}
              guide: {template: templates/styleguide.md.stencil, output: "{name}.md", folder: docs}
            \(extra)
            """.write(toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        return directory
    }

    static func check(_ theme: String, in directory: String) throws -> (status: Int32, stdout: String, stderr: String) {
        try SwiftOutputTests.run(["python3", TintypeProcess.packageRoot.appendingPathComponent("Scripts/check_templates.py").path,
                                  "build/tintype/json/\(theme).tintype.json", "web/src/theme/\(theme).tokens.ts", "web/scss/_\(theme).scss",
                                  "docs/\(theme).md"], in: directory)
    }

    @Test func theExampleTemplatesCompileAndCarryTheCompiledValues() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let build = try TintypeProcess.run(["build", directory])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("/web/src/theme/ (2 web-ts files)"), "\(build.stderr)")
        for theme in ["brand", "default"] {
            let checked = try Self.check(theme, in: directory)
            #expect(checked.status == 0, "\(theme): \(checked.stdout)\(checked.stderr)")
        }
        // The check is real: a value off by a pixel, or a colour off, is found.
        let sheet = directory + "/web/scss/_brand.scss"
        let text = try String(contentsOfFile: sheet, encoding: .utf8)
        #expect(text.contains("\"space-small\": 4px,"))
        try text.replacingOccurrences(of: "\"space-small\": 4px,", with: "\"space-small\": 5px,").write(toFile: sheet, atomically: true, encoding: .utf8)
        let broken = try Self.check("brand", in: directory)
        #expect(broken.status == 1 && broken.stdout.contains("scss: --token-space-small: 5px is not 4px"), "\(broken.stdout)")
        // The manifest records the templates' files, so the next build is --locked-clean and a removed output is stale.
        let locked = try TintypeProcess.run(["build", directory, "--locked"])
        #expect(locked.status == 1 && locked.stderr.contains("web/scss/_brand.scss"), "\(locked.stderr)")
        #expect(try TintypeProcess.run(["build", directory]).status == 0)
        #expect(try TintypeProcess.run(["build", directory, "--locked"]).status == 0)
    }

    /// Each kind of template error: exit 2, the template's file, line and column, words that say
    /// what to write, and no output written or changed.
    @Test(arguments: [
        ("{% for token in tokens %}{{ token.valeu }}{% endfor %}", "templates/bad.stencil:1:29: error: token has no 'valeu'; did you mean 'value'?"),
        ("{{ name|kebap }}", "templates/bad.stencil:1:9: error: unknown filter 'kebap'; did you mean 'kebab'?"),
        ("line one\n{% for style in styles %}\n{{ style.name }}\n", "templates/bad.stencil:2:4: error: this for has no {% endfor %}"),
        ("{% iff name %}{% endif %}", "templates/bad.stencil:1:4: error: unknown tag 'iff'; did you mean 'if'?"),
        ("{{ nmae }}", "templates/bad.stencil:1:4: error: unknown name 'nmae'; did you mean 'name'?"),
        ("{{ name }", "templates/bad.stencil:1:1: error: this tag is not closed: end it with }}"),
        ("{% for token in tokens %}{{ token.value|px }}{% endfor %}", "templates/bad.stencil:1:41: error: px: takes a length (a dimension or a number of points), not a border"),
    ])
    func aTemplateErrorExitsTwoAtItsPlaceAndWritesNothing(template: String, message: String) throws {
        let directory = try Self.project(extra: "  bad: {template: templates/bad.stencil, output: \"{name}.txt\"}")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try template.write(toFile: directory + "/templates/bad.stencil", atomically: true, encoding: .utf8)
        let build = try TintypeProcess.run(["build", directory])
        #expect(build.status == 2)
        #expect(build.stderr.contains(message), "\(build.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/build") && !FileManager.default.fileExists(atPath: directory + "/web"),
                "nothing is written")
    }

    /// A project's template entry is checked where it is written: a missing file or output, or an
    /// output without the theme's name, is an error at its place in the project file.
    @Test func aTemplateEntryIsCheckedInTheProjectFile() throws {
        for (entry, message) in [
            ("bad: {template: templates/missing.stencil, output: \"{name}.txt\"}", "tintype.yml:7:19: error: "),
            ("bad: {template: templates/missing.stencil, output: \"{name}.txt\"}", "/templates/missing.stencil: no such template; check the path"),
            ("bad: {template: templates/tokens.ts.stencil}", "tintype.yml:7:8: error: formats.bad needs \"output\""),
            ("bad: {template: templates/tokens.ts.stencil, output: \"tokens.ts\"}", "names one file for every theme; put {name}"),
        ] {
            let directory = try Self.project(extra: "  " + entry)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let build = try TintypeProcess.run(["build", directory])
            #expect(build.status == 2 && build.stderr.contains(message), "\(entry): \(build.stderr)")
        }
    }

    /// `template context` prints, for every shipped theme and the token fixture, a context the
    /// published schema (Themes/template-context.schema.json, which `--schema` prints) validates
    /// (Python's jsonschema), with the compiled theme's name and counts.
    @Test func theContextFollowsThePublishedSchema() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let schemaPath = TintypeProcess.packageRoot.appendingPathComponent("Themes/template-context.schema.json").path
        let printed = try TintypeProcess.run(["template", "context", "--schema"])
        #expect(printed.stdout == FileManager.default.contents(atPath: schemaPath), "the committed schema is what --schema prints")
        #expect(try TintypeProcess.run(["compile", BrandTokensTests.fixture, "--format", "json", "-o", directory]).status == 0)
        var compiled = ["default", "material", "accessible"].map { GoldenOutputTests.generated.appendingPathComponent("json/\($0)/\($0).tintype.json").path }
        compiled.append(directory + "/brand.tintype.json")
        for file in compiled {
            let context = try TintypeProcess.run(["template", "context", file])
            #expect(context.status == 0, "\(context.stderr)")
            try context.stdout.write(to: URL(fileURLWithPath: directory + "/context.json"))
            let validation = try SwiftOutputTests.run(["python3", "-c", """
                import json, sys, jsonschema
                schema = json.load(open(sys.argv[1])); jsonschema.Draft202012Validator.check_schema(schema)
                context = json.load(open(sys.argv[2])); jsonschema.validate(context, schema)
                compiled = json.load(open(sys.argv[3]))
                assert context["name"] == compiled["theme"]["name"], context["name"]
                assert len(context["tokens"]) == len(compiled["tokens"]), len(context["tokens"])
                assert len(context["styles"]) == len(compiled["typefaces"]) and all(len(s["rows"]) == 12 for s in context["styles"])
                """, schemaPath, directory + "/context.json", file], in: directory)
            #expect(validation.status == 0, "\(file): \(validation.stderr)")
        }
    }
}
