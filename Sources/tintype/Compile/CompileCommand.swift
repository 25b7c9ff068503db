import ArgumentParser
import TintypeCore
import TintypeFonts

/// `tintype compile`: a theme compiled for every mode into a table other tools read.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile a theme for every mode and write its table.",
        discussion: """
            Writes DIR/NAME.tintype.json: every text style × content-size category × weight × \
            leading, with Bold Text off and on, and the tints of every appearance and contrast \
            (schema in the README). The file is written atomically: a failed run leaves an \
            earlier file untouched. The same input gives byte-identical output.

            Examples:
              tintype compile Themes/default --format json -o build/themes
            """
    )

    @Argument(help: ArgumentHelp("A theme file, or a theme directory holding theme.json.", valueName: "theme"))
    var theme: String

    @Option(help: ArgumentHelp("The output format; this release writes json.", valueName: "format"))
    var format: String = "json"

    @Option(name: .shortAndLong, help: ArgumentHelp("The directory to write into (created when missing).", valueName: "dir"))
    var output: String

    @Option(name: .customLong("font-dir"), help: ArgumentHelp(
        "A directory of fonts to use besides the installed ones (repeatable).", valueName: "dir"))
    var fontDirectories: [String] = []

    func run() throws {
        guard format == "json" else {
            throw UsageError(description: "unknown format '\(format)'; this release writes json")
        }
        let loaded = try ThemeLoading.load(theme)
        let compiled = try CompiledTheme.compile(loaded, fonts: try SystemFontProvider(additionalDirectories: fontDirectories))
        try AtomicFile.makeDirectory(output)
        let path = (output.hasSuffix("/") ? output : output + "/") + "\(loaded.name).tintype.json"
        try AtomicFile.write(compiled.serialized(), to: path)
    }
}
