import ArgumentParser
import TintypeColor
import TintypeCommandLine
import TintypeDocument
import TintypeFormats
import TintypeProject
import TintypeTokens
import TintypeTrees
import TintypeYAML

/// `tintype init`: a theme to start from, or with `--from-tokens` one made from a design system's tokens.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a theme to start from: the default, or one made from your design tokens.",
        discussion: """
            Writes DIR/theme.json (DIR is the current directory unless -o says) and, when the \
            current directory has no project file, tintype.yml: the theme, every format with its \
            folder and options, each explained, for 'tintype build'. Without \
            --from-tokens it is the default theme (Apple's eleven styles on Inter, iOS tints). \
            With --from-tokens, every typography token of the files (DTCG, or any form 'tokens \
            resolve' reads) becomes a style that takes its values from the token and scales like \
            the Apple style nearest in size at large (written as "scalesLike" for you to change), \
            and the brand's colour becomes the default tint (a token named accent, tint, primary or \
            brand, never text on it, a background or a surface; of a palette, the steps nearest 3:1 \
            on white and on black). \
            A resolver document's modifiers become the theme's modes; so do Tokens Studio themes \
            named light and dark in one group (the light one the base, "Dark High Contrast" or \
            "dark-hc" dark with increased contrast); other modes' files are given with --mode dark=FILE. What was mapped and what was left out is printed. An existing theme.json is kept \
            unless --force.

            Examples:
              tintype init -o Themes/brand
              tintype init --from-tokens tokens/typography.json tokens/color.json -o Themes/brand
            """
    )

    @Option(name: .customLong("from-tokens"), parsing: .upToNextOption, help: ArgumentHelp(
        "Token files to make the theme from (repeatable).", valueName: "file"))
    var tokenFiles: [String] = []

    @Option(name: .customLong("mode"), help: ArgumentHelp(
        "With --from-tokens, another mode's token files over the base's: dark=FILE, lightIncreased=FILE or darkIncreased=FILE (repeatable).",
        valueName: "mode=file"))
    var modeFiles: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The directory to write theme.json into (created when missing).", valueName: "dir"))
    var output = "."

    @Option(help: ArgumentHelp("The theme's name (default: the directory's name).", valueName: "name"))
    var name: String?

    @Flag(help: "Replace an existing theme.json.")
    var force = false

    @Option(name: .customLong("formats"), help: ArgumentHelp("The formats the project file lists, comma-separated (default: every format).",
                                                              valueName: "format"), transform: FormatList.parse)
    var formats: [FormatList] = []

    @OptionGroup var tokens: TokenOptions

    @OptionGroup var reporting: ReportingOptions

    func run() throws { try initialize(files: LocalFiles()) }

    /// Writes the theme and the project through `files`.
    func initialize(files disk: some FileSystem) throws {
        let directory = output.hasSuffix("/") ? String(output.dropLast()) : output
        let path = directory + "/theme.json"
        if !force, disk.kind(of: path) != nil {
            throw UsageError(description: "\(path) exists; give --force to replace it, or another -o")
        }
        let themeName = name ?? Self.lastComponent(of: directory)
        guard modeFiles.isEmpty || !tokenFiles.isEmpty else {
            throw UsageError(description: "--mode gives another mode's token files over the base's; give the base files with --from-tokens")
        }
        guard !tokenFiles.isEmpty else {
            try disk.write(Self.starter(named: themeName).serialized(), to: path)
            Output.lines("wrote \(path): the default theme (Apple's eleven styles on Inter, iOS tints); edit it, then run 'tintype check \(directory)'")
            return try writeProject(theme: directory, files: disk)
        }
        let files = DocumentFiles.withYAML(source: disk)
        let (documents, problems) = TokenFileList.documents(tokenFiles, files: files)
        let read: DesignTokens
        var modes = try modeSources(from: directory, files: disk)
        var reading = self.tokens.reading
        if let resolver = documents.first(where: { ResolverDocument.isResolverDocument($0.document) }) {
            // A resolver document names its own token files, and its modifiers become the theme's modes.
            guard documents.count == 1, problems.isEmpty, modes.isEmpty else {
                throw UsageError(description: "\(resolver.name) is a resolver document, which names its own token files and modes; "
                    + "give it alone to --from-tokens, without --mode")
            }
            let document = ResolverDocument(path: resolver.name, root: resolver.document, files: files, options: self.tokens.reading)
            read = try document.resolve(input: self.tokens.reading.input)
            modes = document.modeInputs.map { ModeSource(mode: $0.mode, input: $0.input) }
        } else {
            // Tokens Studio themes named light and dark (none chosen here): the light one is the base, the others modes.
            if reading.tokenTheme == nil, reading.tokenSets.isEmpty, modes.isEmpty, let found = TokensStudioModes(documents) {
                reading.tokenTheme = found.base.joined(separator: ",")
                modes = found.modes
            }
            do {
                read = try DesignTokenReader.read(documents: documents, diagnostics: problems, options: reading)
            } catch {
                throw Diagnostics(error.diagnostics + ModeSource.hints(documents, options: reading))
            }
        }
        reporting.reporter.report(read.notes)
        // The theme lists the files (folders as given) and the choice of sets or themes made here.
        let theme = ThemeFromTokens(name: themeName, tokens: read, tokenFiles: tokenFiles.map { RelativePath.of($0, from: directory) },
                                    reading: reading, modes: modes)
        try disk.write(theme.document.serialized(), to: path)
        var lines = ["wrote \(path)", "mapped:"] + theme.mapped.map { "  " + $0 }
        if !theme.exported.isEmpty {
            lines += ["exported as brand tokens, which every format writes beside the styles and tints (\"export\" under the theme's "
                + "\"tokens\" narrows them):"] + theme.exported.map { "  " + $0 }
        }
        lines.append("next: tintype check \(directory)")
        Output.lines(lines.joined(separator: "\n"))
        try writeProject(theme: directory, files: disk)
    }

    /// The `--mode MODE=FILE` arguments, each mode's files relative to the theme's directory; a
    /// malformed one or a file that is not there is a usage error.
    private func modeSources(from directory: String, files: some FileSystem) throws -> [ModeSource] {
        var modes: [ModeSource] = []
        for argument in modeFiles {
            let (mode, file) = try ModeSource.parse(argument).get()
            guard files.kind(of: file) != nil else { throw UsageError(description: "--mode \(argument): no such file \(file)") }
            let relative = RelativePath.of(file, from: directory)
            if let index = modes.firstIndex(where: { $0.mode == mode }) { modes[index].files.append(relative) } else {
                modes.append(ModeSource(mode: mode, files: [relative]))
            }
        }
        return modes.sorted { $0.mode < $1.mode }
    }

    /// Writes `tintype.yml` listing the theme, unless the current directory has a project file.
    private func writeProject(theme directory: String, files: some FileSystem) throws {
        let theme = RelativePath.of(directory, from: ".")
        if let existing = Project.fileNames.first(where: { files.kind(of: $0) != nil }) {
            return Output.lines("\(existing) exists and is left as it is; add '\(theme.isEmpty ? "." : theme)' to its themes to build this theme")
        }
        let chosen = formats.isEmpty ? ThemeFormats.all : FormatList.merged(formats)
        try files.write(Array(StarterProject.yaml(theme: theme.isEmpty ? "." : theme, formats: chosen).utf8), to: Project.fileNames[0])
        Output.lines("wrote \(Project.fileNames[0]): the project, " + (formats.isEmpty ? "every format in its folder"
            : "the formats " + chosen.map(\.name).joined(separator: ", ") + ", each in its folder") + " under \(ProjectReader.defaultOutput)/; run 'tintype build'")
    }

    private static func lastComponent(of directory: String) -> String {
        let last = directory.split(separator: "/").last.map(String.init) ?? "theme"
        return last == "." || last == ".." ? "theme" : last
    }

    /// The default theme as a file: Apple's table on Inter, iOS's tints.
    private static func starter(named name: String) -> JSONValue {
        .object([
            "name": .string(name),
            "description": .string("Apple's iOS Dynamic Type table on Inter (the system sans-serif when Inter is missing), with iOS tint colours."),
            "typography": .object([
                "fonts": .object(["text": .object(["families": .array([.string("Inter"), .string("sans-serif")])])]),
                "scale": .object(["model": .string("apple")]),
                // Written out, as Themes/default writes them: Apple's leading and SF Pro's tracking.
                "lineHeight": .object(["policy": .string("table")]),
                "tracking": .object(["source": .string("appleSFPro")]),
                "styles": .array(TextStyle.apple.map { .object(["name": .string($0.rawValue)]) }),
            ]),
            // Written out, so the brand's own colour replaces them where a team looks for it.
            "tints": .object(["default": .object(Dictionary(uniqueKeysWithValues: Appearance.allCases.map { appearance in
                (appearance.rawValue, .object(Dictionary(uniqueKeysWithValues: ContrastSetting.allCases.map { contrast in
                    (contrast.rawValue, .string(TintTheme.ios.defaultTint(appearance, contrast).hex))
                })))
            }))]),
        ])
    }
}
