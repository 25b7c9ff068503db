import ArgumentParser
import TintypeCheck
import TintypeCommandLine
import TintypeDocument
import TintypeFonts
import TintypeFormats
import TintypeProject
import TintypeTheme
import TintypeYAML

/// `tintype build`: every theme of the project file to every format it names.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile every theme of the project file (tintype.yml) to every format it names.",
        discussion: """
            Reads the project file (tintype.yml, tintype.yaml or tintype.json in the folder given, \
            the current one by default): its themes, its font folders, and per format the folder its \
            files go to and its options (README.md, "Your first hour"). Each file is the same as \
            'tintype compile' writes with the format's options, in the format's folder. Writes \
            .tintype/manifest.json beside the project file (.tintype/NAME/manifest.json for a project \
            file of another name, such as android.tintype.yml), listing every file written, which \
            'tintype clean' removes; files of the previous build that this one no longer writes are \
            removed. Everything is written together: a failed build leaves the earlier files as they \
            were. Prints what the font system did differently from the themes and one line per \
            output; --quiet keeps only errors. Themes are compiled on every core at once (--jobs \
            to limit it); the files and messages are the same on any number of cores. With \
            --watch, it builds again whenever the project file, a theme or a token file a theme \
            reads changes, printing diagnostics as they happen and keeping the last good outputs.

            Examples:
              tintype build
              tintype build design/tintype.yml
              tintype build --quiet
              tintype build --watch
            """
    )

    @Argument(help: ArgumentHelp("The project file, or a folder holding one.", valueName: "project"))
    var project = "."

    @OptionGroup var fonts: FontOptions

    @OptionGroup var tokens: TokenOptions

    @OptionGroup var reporting: ReportingOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("How many themes to compile at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Flag(help: "Keep running: build again whenever the project file, a theme or a file a theme reads changes (Linux).")
    var watch = false

    @Flag(help: "Write the outputs even when a font or face a theme asks for is not installed (the stand-in's metrics, said); also allowFallback: true in the project.")
    var allowFallback = false

    @Flag(help: "Write nothing; exit 1 when any output would change, listing what (for CI, as cargo --locked and npm ci do for their locks).")
    var locked = false

    @Flag(help: "Run 'tintype check' on every theme (with the project's check: thresholds) and write nothing when one fails; exit 1. Also check: {build: true} in the project.")
    var check = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
        if locked && watch { throw ValidationError("--locked checks once; it does not go with --watch") }
    }

    func run() async throws {
        let disk = LocalFiles()
        guard watch else { return try await build(files: disk) }
        let path = try ProjectLocation.find(project, files: disk)
        try await WatchLoop.run(files: disk, always: [path], done: "tintype: built \(path)", reporter: reporting.reporter) { files in
            try await build(files: files)
        }
    }

    /// Reads the project and its themes through `files`, compiles, and writes every output once.
    func build(files source: some FileSystem) async throws {
        let reporter = reporting.reporter
        let project = try ProjectLocation.read(project, files: source)
        let files = DocumentFiles.withYAML(source: source)
        var themes: [Theme] = []
        for (index, path) in project.themes.enumerated() {
            guard files.kind(of: project.resolve(path)) != nil else {
                throw Diagnostics([project.themeDiagnostic(index, "no theme file or directory '\(path)' (relative to the project file); "
                    + "check the path, or write one with 'tintype init'")])
            }
            let theme = try ThemeLoader(files: files, tokenOptions: project.tokenOptions.overridden(by: tokens.reading)).load(project.resolve(path))
            reporter.report(theme.tokenNotes)
            if let earlier = themes.first(where: { $0.name == theme.name }) {
                throw Diagnostics([project.themeDiagnostic(index, "the theme '\(theme.name)' is listed twice (its name is "
                    + "'\(earlier.name)' in both); each theme's outputs are named after it, so names must differ")])
            }
            themes.append(theme)
        }
        let thresholds = try ThemeCheck.Thresholds(check: project.check, file: project.file)
        let gate = check || ThemeCheck.gatesBuild(project.check) ? ThemeCheck(thresholds: thresholds) : nil
        let compilation = ThemeCompilation(project: project, fontDirectories: project.fontDirectories.map(project.resolve) + fonts.directories,
                                           jobs: jobs ?? ThemeCompilation.availableCores, fontNotes: !reporter.quiet, check: gate)
        let compiled = try await compilation.compile(themes)
        // A stand-in font shipped as a theme stops the build before anything is written, unless asked for.
        let standIns = compiled.flatMap(\.standIns)
        let allowed = allowFallback || project.allowFallback
        if !standIns.isEmpty, !allowed { throw Diagnostics(standIns) }
        // A theme that fails its check ships nothing (--check): its failures, then the verdict.
        let failing = compiled.compactMap(\.checked).filter { $0.failures > 0 }
        if !failing.isEmpty {
            reporter.report(failing.flatMap { $0.findings.filter { $0.severity == .failure } })
            reporter.error("tintype: error: \(failing.map(\.summary).joined(separator: "; ")); nothing was written ("
                + (check ? "--check" : "check.\(ThemeCheck.buildKey) in \(project.file)") + ")")
            throw ExitCode(1)
        }
        let previous = try ProjectLocation.manifest(of: project, files: source)
        let plan = try OutputPlan(project, rendered: compiled.map(\.files), previous: previous) { folder in
            source.kind(of: project.resolve(folder)) == .directory
        }
        if locked {
            let (changes, fontFilesOnly) = plan.changes(in: source)
            // Other files of the same faces, every metric the same: a note, as metrics check says it.
            for path in fontFilesOnly {
                reporter.report([Diagnostic(.note, at: .none, "\(path): the fonts here are other files of the same faces (the same metrics, "
                    + "as 'tintype metrics check' says: file changed, same metrics); the outputs stay as they are, and 'tintype build' records the new files' hashes")])
            }
            guard changes.isEmpty else {
                // What this machine's fonts did differently is often the cause: said first, with the
                // measuring fonts a CSS sheet lacks.
                reporter.report(compiled.flatMap(\.fontNotes) + LockedCauses.notes(compiled, themes: themes, project: project, files: source))
                reporter.error(changes.map { "would change: \($0)" }.joined(separator: "\n"))
                reporter.error("tintype: error: \(changes.count) output file\(changes.count == 1 ? "" : "s") would change (--locked). "
                    + "Where this machine's fonts differ from those the outputs were built with (the warnings above), install them; "
                    + "after a deliberate change (a theme edit, a font update), refresh both artifacts where the committed outputs are made: "
                    + "'tintype build' (the outputs and .tintype/manifest.json) and 'tintype metrics check --update' (the metrics baselines), "
                    + "and commit them together")
                throw ExitCode(1)
            }
            reporter.status("tintype: every output is up to date (--locked)")
            return
        }
        let written = try plan.write(to: source)
        guard !reporter.quiet else { return }
        reporter.report(compiled.flatMap(\.fontNotes) + ThemeCompilation.standInWarning(standIns))
        for output in written { reporter.status(output.line) }
        if !plan.stale.isEmpty {
            reporter.status("removed \(plan.stale.count) \(plan.stale.count == 1 ? "file" : "files") the previous build wrote and this one does not")
        }
    }
}
