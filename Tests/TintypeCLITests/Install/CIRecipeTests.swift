import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import Yams

/// The CI recipes (Examples/ci) and the pre-commit hooks (.pre-commit-hooks.yaml) as their YAML
/// parsers read them: every `tintype` command line in them runs, with the built tintype first on
/// PATH, against a project of two themes (copies of the shipped default and accessible themes)
/// and the baselines made for them, and passes.
/// The recipes take every theme of the project (issue 54, item 1), and run under a fontconfig that
/// holds only the fonts the recipe installs, as a fresh runner has them (issue 54, item 4).
@Suite struct CIRecipeTests {
    /// A folder with two themes, a project listing them whose outputs are built and the themes'
    /// metrics baselines (one per theme, made with no theme named, as the recipes say), as a team
    /// commits them, and the environment a recipe's commands run in there: the built tintype on PATH.
    static func workspace() throws -> (directory: String, environment: [String]) {
        let directory = try TintypeProcess.temporaryDirectory()
        // Inter and Roboto: the fonts of the recipes' apt-get line, which a runner has.
        for (theme, source) in [("brand", "default"), ("kids", "material")] {
            try FileManager.default.createDirectory(atPath: directory + "/themes/" + theme, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: TintypeProcess.packageRoot.appendingPathComponent("Themes/\(source)/theme.json").path,
                                             toPath: directory + "/themes/\(theme)/theme.json")
        }
        try "themes: [themes/brand, themes/kids]\nformats:\n  json:\n  swift:\n  css:\n".write(toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        let snapshot = try TintypeProcess.run(["metrics", "snapshot", "-o", "metrics"], in: directory)
        #expect(snapshot.status == 0, "\(snapshot.stderr)")
        // The pre-commit hook's baseline of one theme, named.
        let single = try TintypeProcess.run(["metrics", "snapshot", "themes/brand", "-o", "themes/brand/metrics-baseline.json"], in: directory)
        #expect(single.status == 0, "\(single.stderr)")
        let build = try TintypeProcess.run(["build", directory])
        #expect(build.status == 0, "\(build.stderr)")
        let path = TintypeProcess.binDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return (directory, ["PATH=\(path)"])
    }

    /// Runs one command line of a recipe with `sh -c`, with the recipe's own variables.
    static func run(_ line: String, variables: [String: String], in workspace: (directory: String, environment: [String])) throws
        -> (status: Int32, stdout: String, stderr: String) {
        let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return try SwiftOutputTests.run(workspace.environment + assignments + ["sh", "-c", line], in: workspace.directory)
    }

    static func yaml(_ path: String) throws -> Node {
        let text = try String(contentsOfFile: TintypeProcess.packageRoot.appendingPathComponent(path).path, encoding: .utf8)
        return try #require(try Yams.compose(yaml: text))
    }

    /// The lines of a shell script block that run tintype.
    static func tintypeLines(_ script: String) -> [String] {
        script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("tintype ") }
    }

    /// Runs a recipe's tintype lines in a new workspace, each passing, and checks the report it
    /// wrote. The workspace is made with every font this machine has, as a team commits it; the
    /// lines run with a fontconfig that holds only the fonts of the recipe's `apt-get install` line.
    static func runRecipe(_ lines: [String], variables: [String: String], report: String, installing script: String) throws {
        var workspace = try workspace()
        defer { try? FileManager.default.removeItem(atPath: workspace.directory) }
        workspace.environment += ["FONTCONFIG_FILE=" + (try minimalFontconfig(packages: fontPackages(script), in: workspace.directory))]
        for line in lines {
            let result = try run(line, variables: variables, in: workspace)
            #expect(result.status == 0, "\(line): \(result.stderr)")
            #expect(!result.stderr.contains("not installed"), "\(line): \(result.stderr)")
        }
        try expectPassingJUnit(workspace.directory + "/" + report)
    }

    /// The Debian font packages an install step names (`fonts-inter fonts-liberation2 …`).
    static func fontPackages(_ script: String) -> [String] {
        script.split(whereSeparator: \.isWhitespace).map(String.init).filter { $0.hasPrefix("fonts-") }
    }

    /// A fontconfig file whose font folders are exactly those of `packages` as dpkg installed them
    /// (following a metapackage's `fonts-` dependencies), with Debian's rules (conf.d) and a cache
    /// of its own: a runner that installed those packages and nothing else.
    static func minimalFontconfig(packages: [String], in directory: String) throws -> String {
        var folders: [String] = [], seen = Set<String>(), queue = packages
        while let package = queue.first {
            queue.removeFirst()
            guard seen.insert(package).inserted else { continue }
            let files = try SwiftOutputTests.run(["dpkg", "-L", package], in: directory)
            #expect(files.status == 0, "\(package) is installed (Scripts/bootstrap.sh): \(files.stderr)")
            for line in files.stdout.split(separator: "\n") where [".ttf", ".otf", ".ttc"].contains(where: { line.hasSuffix($0) }) {
                let folder = String(line[..<(line.lastIndex(of: "/") ?? line.endIndex)])
                if !folders.contains(folder) { folders.append(folder) }
            }
            let depends = try SwiftOutputTests.run(["dpkg-query", "-W", "-f=${Depends}", package], in: directory).stdout
            queue += depends.split(whereSeparator: { $0 == "," || $0 == "|" || $0 == " " }).map(String.init).filter { $0.hasPrefix("fonts-") }
        }
        #expect(!folders.isEmpty, "the packages \(packages) hold fonts")
        let file = directory + "/minimal-fonts.conf"
        try ("<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n<fontconfig>\n"
            + folders.map { "  <dir>\($0)</dir>\n" }.joined()
            + "  <cachedir>\(directory)/fontconfig-cache</cachedir>\n  <include ignore_missing=\"yes\">/etc/fonts/conf.d</include>\n</fontconfig>\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        // The runner lacks what this machine has besides: DejaVu, Atkinson Hyperlegible.
        let listed = try SwiftOutputTests.run(["env", "FONTCONFIG_FILE=\(file)", "fc-list", ":", "family"], in: directory).stdout
        #expect(!listed.contains("DejaVu") && !listed.contains("Atkinson") && listed.contains("Inter"), "\(listed)")
        return file
    }

    /// The JUnit reports a metrics check wrote (a file, or a folder of one per theme): testsuites
    /// documents whose suites have no failures.
    static func expectPassingJUnit(_ path: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            let reports = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".xml") }.sorted()
            #expect(reports == ["default.xml", "material.xml"], "one report per theme of the project: \(reports)")
            for report in reports { try expectPassingJUnit(path + "/" + report) }
            return
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let document = try XMLDocument(xmlString: text)
        let suites = try document.nodes(forXPath: "//testsuite")
        #expect(!suites.isEmpty, "\(text.prefix(200))")
        for suite in suites {
            #expect((suite as? XMLElement)?.attribute(forName: "failures")?.stringValue == "0")
        }
    }

    @Test func theGitHubWorkflowsCommandsRunAndWriteItsReport() throws {
        let workflow = try Self.yaml("Examples/ci/github-actions.yml")
        let variables = try #require(workflow["env"]?.mapping).reduce(into: [String: String]()) { $0[$1.key.string ?? ""] = $1.value.string }
        #expect(variables == ["PROJECT": ".", "BASELINES": "metrics"])
        let steps = try #require(workflow["jobs"]?["theme"]?["steps"]?.sequence)
        // The fonts the fallback faces are measured on are installed with the theme's.
        #expect(steps.compactMap { $0["run"]?.string }.contains { $0.contains("fonts-liberation2 fonts-roboto") })
        let lines = steps.compactMap { $0["run"]?.string }.flatMap(Self.tintypeLines)
        #expect(lines.count == 3 && lines[0].hasPrefix("tintype check") && lines[1].hasPrefix("tintype metrics check")
            && lines[2] == #"tintype build "$PROJECT" --locked"#, "\(lines)")
        // The report the upload step publishes is the file the metrics step writes.
        let paths = steps.compactMap { step in step["with"]?["path"]?.string }
        let published = try #require(paths.first)
        #expect(published.hasSuffix("/") && lines[1].contains("--junit \(published.dropLast())"))
        let install = steps.compactMap { $0["run"]?.string }.first { $0.contains("apt-get install") } ?? ""
        try Self.runRecipe(lines, variables: variables, report: String(published.dropLast()), installing: install)
    }

    @Test func theGitLabJobsCommandsRunAndWriteItsReport() throws {
        let job = try #require(try Self.yaml("Examples/ci/gitlab-ci.yml")["theme"])
        let variables = try #require(job["variables"]?.mapping).reduce(into: [String: String]()) { $0[$1.key.string ?? ""] = $1.value.string }
        let lines = try #require(job["script"]?.sequence).compactMap(\.string).flatMap(Self.tintypeLines)
        #expect(try #require(job["before_script"]?.sequence).compactMap(\.string).contains { $0.contains("fonts-liberation2 fonts-roboto") })
        #expect(lines.count == 3 && lines[2] == #"tintype build "$PROJECT" --locked"#, "\(lines)")
        let report = try #require(job["artifacts"]?["reports"]?["junit"]?.string)
        #expect(report == "tintype-metrics/*.xml")
        let install = try #require(job["before_script"]?.sequence).compactMap(\.string).joined(separator: "\n")
        try Self.runRecipe(lines, variables: variables, report: "tintype-metrics", installing: install)
    }

    /// The recipes' last step fails the pipeline when the committed outputs are stale.
    @Test func theLockedStepFailsWhenTheOutputsAreStale() throws {
        let workspace = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: workspace.directory) }
        let line = #"tintype build "$PROJECT" --locked"#
        #expect(try Self.run(line, variables: ["PROJECT": "."], in: workspace).status == 0)
        let theme = workspace.directory + "/themes/brand/theme.json"
        let text = try String(contentsOfFile: theme, encoding: .utf8)
        try text.replacingOccurrences(of: "\"#007aff\"", with: "\"#0066dd\"").write(toFile: theme, atomically: true, encoding: .utf8)
        let stale = try Self.run(line, variables: ["PROJECT": "."], in: workspace)
        #expect(stale.status == 1 && stale.stderr.contains("would change: build/tintype/json/default.tintype.json: 1 tint set"), "\(stale.stderr)")
    }

    @Test func thePreCommitHooksRunOnATheme() throws {
        let hooks = try #require(try Self.yaml(".pre-commit-hooks.yaml").sequence)
        #expect(hooks.compactMap { $0["id"]?.string } == ["tintype-check", "tintype-metrics"])
        let workspace = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: workspace.directory) }
        for hook in hooks {
            let entry = try #require(hook["entry"]?.string)
            #expect(hook["language"]?.string == "system")
            // pre-commit runs the entry with the changed files it matches appended (or, with
            // pass_filenames false, the args the user's config gives).
            let passesFiles = hook["pass_filenames"]?.bool ?? true
            let pattern = try Regex(try #require(hook["files"]?.string))
            #expect("themes/brand/theme.json".contains(pattern))
            let arguments = passesFiles ? "themes/brand/theme.json themes/brand/theme.json"
                : "themes/brand --baseline themes/brand/metrics-baseline.json"
            let result = try Self.run(entry + " " + arguments, variables: [:], in: workspace)
            #expect(result.status == 0, "\(entry): \(result.stderr)")
        }
        // A theme that fails its check fails the hook.
        let text = try String(contentsOfFile: workspace.directory + "/themes/brand/theme.json", encoding: .utf8)
        try text.replacingOccurrences(of: "\"#007aff\"", with: "\"#f0f0f0\"")
            .write(toFile: workspace.directory + "/themes/brand/theme.json", atomically: true, encoding: .utf8)
        let entry = try #require(hooks[0]["entry"]?.string)
        #expect(try Self.run(entry + " themes/brand/theme.json", variables: [:], in: workspace).status == 1)
    }
}
