import ArgumentParser
import TintypeCheck
import TintypeCommandLine
import TintypeCompile
import TintypeDocument
import TintypeFonts
import TintypeProject
import TintypeTheme
import TintypeTokens

/// `tintype metrics check`: resolves a theme again and reports what moved against a baseline.
struct MetricsCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Resolve a theme on this machine's fonts and report what moved against a baseline snapshot.",
        discussion: """
            The verdict comes first and last. Faces that differ come first (fallback: the family \
            the theme names is not installed, another serves the face; family changed: the theme \
            now names another family, on purpose, so --update accepts it; missing face: the family \
            lacks the weight or slant; updated: same face, other metrics; file changed, same \
            metrics), then each moved value with its consequence and cause: \
            body @ AX3: line height 48 → 50 pt (+2): Inter-Regular.otf typo ascender 1984 → 2000 \
            (version 4.0 → 4.1). A row's tight and loose forms are folded into it when they moved \
            alike. Regressions: a value moved beyond its tolerance, a fallback or missing face, \
            lines that now collide, a style only one side has. A run that measures a stand-in \
            for a font the theme asks for fails whatever the baseline holds, and --update refuses \
            to record one (--allow-fallback records it knowingly). Tolerances (--tolerance, \
            comma-separated, repeatable; a number in the field's unit or a percentage of the \
            baseline's value): size=0, lineHeight=0.5 (pt), tracking=0.01 (pt), width=1%, \
            trims=0.01 (em). A baseline recorded on a platform (snapshot --platform) is \
            checked on that platform's faces. Exit codes: 0 no regression, 1 regressions or a stand-in, 2 bad input.

            Examples:
              tintype metrics check Themes/default --baseline metrics/default.json
              tintype metrics check Themes/default --baseline metrics/default.json --junit build/metrics.xml
              tintype metrics check Themes/default --baseline metrics/default.json --tolerance lineHeight=0,width=0.5%
              tintype metrics check Themes/default --baseline metrics/default.json --update
            """
    )

    @Argument(help: ArgumentHelp("A theme file, or a theme directory holding theme.json (default: every theme of the project).", valueName: "theme"))
    var theme: String?

    @Option(help: ArgumentHelp("The snapshot to compare with (made by 'tintype metrics snapshot'); without a theme, the folder of "
        + "the project's baselines, NAME.json each.", valueName: "file"))
    var baseline: String

    @Option(help: ArgumentHelp("Tolerances, as field=amount[%] (size, lineHeight, tracking, width, trims).", valueName: "list"),
            transform: MetricsCheckCommand.tolerance(_:))
    var tolerance: [MetricsTolerances.Override] = []

    @Option(help: ArgumentHelp("Also write the report as JUnit XML, one test case per style; without a theme, a folder of NAME.xml.", valueName: "file"))
    var junit: String?

    @Flag(help: "Print the report as JSON: every finding, within the tolerances too.")
    var json = false

    @Flag(help: "Rewrite the baseline with this machine's snapshot after a deliberate change (exit 0).")
    var update = false

    @Flag(help: "With --update, record the baseline even when a font or face the theme asks for is not installed (the stand-in's metrics, said).")
    var allowFallback = false

    @OptionGroup var platform: PlatformOption

    @OptionGroup var fonts: FontOptions

    @OptionGroup var project: ProjectOption

    @OptionGroup var tokens: TokenOptions

    @OptionGroup var reporting: ReportingOptions

    /// One `--tolerance`, parsed where it is given; ArgumentParser reports a failure with the reason.
    static func tolerance(_ text: String) throws -> MetricsTolerances.Override {
        do { return try MetricsTolerances.Override(parsing: text) } catch { throw ValidationError(error.description) }
    }

    func validate() throws {
        if theme == nil && json { throw ValidationError("--json reports one theme: give the theme (without one, every theme of the project is checked as text)") }
    }

    func run() throws {
        let files = LocalFiles()
        let context = try project.read(files: files)
        let provider = try fonts.provider(in: context)
        let reading = tokens.reading(in: context)
        if let theme {
            return try checkTheme(theme, loaded: nil, baseline: baseline, junit: junit, provider: provider, files: files, tokens: reading)
        }
        // Every theme of the project, each against its baseline in the folder.
        let themes = try ProjectThemes.paths(nil, in: context, command: "metrics check")
        guard files.kind(of: baseline) == .directory else {
            throw UsageError(description: "\(baseline): without a theme, --baseline takes the folder of the project's baselines "
                + "(NAME.json each, as 'tintype metrics snapshot -o \(baseline)' writes them)")
        }
        var failed = false
        for path in themes {
            // Loaded once: its name places its baseline and report.
            let loaded = try ThemeLoader.load(path, files: files, tokens: reading, reporter: reporting.reporter)
            let file = MetricsBaselineFolder.file(baseline, theme: loaded.name, platform: platform.platform, extension: "json")
            let report = junit.map { MetricsBaselineFolder.file($0, theme: loaded.name, platform: platform.platform, extension: "xml") }
            do {
                try checkTheme(path, loaded: loaded, baseline: file, junit: report, provider: provider, files: files, tokens: reading)
            } catch let exit as ExitCode where exit == ExitCode(1) {
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }

    /// Checks one theme (`loaded`, or read from `theme` once its baseline is found) against one
    /// baseline file, writing the report (and the baseline with `--update`); exit code 1 on a
    /// regression or a stand-in.
    private func checkTheme(_ theme: String, loaded: Theme?, baseline: String, junit: String?, provider: SystemFontProvider, files: LocalFiles,
                            tokens reading: TokenReadingOptions) throws {
        let tolerances = tolerance.reduce(MetricsTolerances.defaults) { $0.overridden(by: $1) }
        if files.kind(of: baseline) == .directory {
            throw UsageError(description: "\(baseline): is a directory; --baseline takes the snapshot file itself "
                + "(made by 'tintype metrics snapshot \(theme) -o \(baseline.hasSuffix("/") ? baseline : baseline + "/")NAME.json')")
        }
        let bytes = try DocumentFiles(source: files).bytes(at: baseline, as: .baseline, missing:
            "no such file, or not a readable file; make the baseline with 'tintype metrics snapshot \(theme) -o \(baseline)'")
        let loaded = try loaded ?? ThemeLoader.load(theme, files: files, tokens: reading, reporter: reporting.reporter)
        // The baseline's platform, unless another is asked for: a baseline is never compared with another platform's faces.
        let recorded = MetricsSnapshotReader.platform(of: bytes)
        if let asked = platform.platform, asked != recorded, MetricsSnapshotReader.version(of: bytes) != nil {
            throw UsageError(description: "\(baseline): was recorded on " + (recorded.map { "\($0.rawValue)'s faces" } ?? "the theme as it is everywhere")
                + ", not on \(asked.rawValue)'s; check it without --platform, or record \(asked.rawValue)'s with "
                + "'tintype metrics snapshot \(theme) --platform \(asked.rawValue) -o FILE'")
        }
        let (current, rows) = try MetricsSnapshot.measure(loaded, on: platform.platform ?? recorded, fonts: provider)
        // A stand-in is never recorded as the theme's, and a check that measured one vouches for nothing.
        let findings = FontFindings(rows: rows, theme: loaded.on(platform.platform ?? recorded), fonts: provider)
        let recording = update ? findings.standIns(.baseline) : []
        if !recording.isEmpty, !allowFallback { throw Diagnostics(recording) }
        let standIns = update ? [] : findings.standIns(.check)
        let document = current.document()
        let report: MetricsReport
        if document == bytes {
            // Nothing moved (most runs): the baseline is this very snapshot, so it need not be parsed.
            report = MetricsComparison.unchanged(current, tolerances: tolerances)
        } else {
            let read = Result { () throws(Diagnostics) in try MetricsSnapshotReader.read(json: bytes, file: baseline) }
            // A baseline of another snapshot version cannot be compared: with --update, replace it, as asked.
            if update, case .failure = read, let version = MetricsSnapshotReader.version(of: bytes), version != MetricsSnapshot.version {
                try files.write(document, to: baseline)
                return Output.lines("\(baseline): replaced a version \(version) snapshot with this machine's (version \(MetricsSnapshot.version)); "
                    + "nothing was compared")
            }
            let old = try read.get()
            guard old.theme == loaded.name else {
                throw UsageError(description: "\(baseline): is a snapshot of the theme '\(old.theme)', not '\(loaded.name)'; give that theme's baseline")
            }
            if old.sampleCharacters != current.sampleCharacters {
                throw UsageError(description: "\(baseline): measures the sample '\(old.sampleName)' and the theme now measures '\(current.sampleName)', so widths and ink cannot be compared; after a deliberate change, run again with --update")
            }
            let renamed = Dictionary(loaded.typography.styles.flatMap { style in style.formerly.map { ($0, style.name) } }, uniquingKeysWith: { first, _ in first })
            report = MetricsComparison.compare(baseline: old, current: current, tolerances: tolerances, renamed: renamed)
        }
        let unchanged = document == bytes
        var outputs: [(path: String, bytes: [UInt8])] = []
        if let junit { outputs.append((junit, Array(report.junit().utf8))) }
        if update && !unchanged { outputs.append((baseline, document)) }
        try files.writeAll(outputs)
        if json {
            Output.bytes(report.json(baseline: baseline))
        } else {
            let updated = unchanged ? "unchanged: it is already this machine's snapshot" : "updated to this machine's snapshot"
            let verdict = standIns.isEmpty ? "" : "\nmetrics: fails: this run measured \(standIns.count) stand-in font\(standIns.count == 1 ? "" : "s") "
                + "in the theme's place (the errors say which and what to install), so its verdict vouches for nothing"
            Output.lines(report.text(baseline: baseline, theme: theme, source: loaded) + verdict + (update ? "\n\(baseline): \(updated)" : ""))
        }
        reporting.reporter.report(update ? MetricsStandIns.recordedWarning(recording) : standIns)
        if (report.regressions > 0 || !standIns.isEmpty) && !update { throw ExitCode(1) }
    }
}
