import ArgumentParser
import TintypeCompiledTheme
import TintypeDocument
import TintypeFormats

/// `tintype export` (and the build plugin's `tintype-export`): formats rendered from a compiled
/// theme alone. No theme, no fonts, no fontconfig: the compiled theme is the lock a design-system
/// repository commits, and app builds render code from it.
package struct ExportCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Render formats from a compiled theme (NAME.tintype.json), without fonts.",
        discussion: """
            Takes the NAME.tintype.json that 'tintype compile --format json' wrote and writes the \
            same files 'compile' would write for the formats given, byte for byte, reading no font. \
            Formats: \(ThemeFormats.all.map(\.name).joined(separator: ", ")). With --project, each \
            format takes its options (type names, access level, package, prefixes) from the project \
            file; the files still go under -o. The files of a run are written together: a failed \
            run leaves earlier files untouched.

            Examples:
              tintype export swift,css themes/brand.tintype.json -o Generated
              tintype export android,compose themes/brand.tintype.json -o app/src/main/theme
            """
    )

    @Argument(help: ArgumentHelp("The output formats, comma-separated (e.g. swift,css).", valueName: "formats"), transform: FormatList.parse)
    var formats: FormatList

    @Argument(help: ArgumentHelp("A compiled theme: NAME.tintype.json.", valueName: "compiled"))
    var compiled: String

    @OptionGroup var destination: OutputOptions

    @Option(name: .customLong("require-name"), help: ArgumentHelp(
        "Refuse a compiled theme not named NAME (the build plugin names its outputs after the file).", valueName: "name"))
    var requiredName: String?

    @Option(help: ArgumentHelp("A project file (tintype.json) whose format options to apply.", valueName: "file"))
    var project: String?

    @Flag(name: .customLong("without-shared"), help: ArgumentHelp(
        "Leave out the files every theme shares (swift/TintypeTheme.swift), which another theme's run writes (the build plugin, for a target's second theme on)."))
    var withoutShared = false

    package init() {}

    /// Reads JSON only: the build plugin's tool links no YAML parser.
    @OptionGroup package var reporting: ReportingOptions

    package func run() throws {
        let disk = LocalFiles()
        try run(files: DocumentFiles(source: disk), writingTo: disk)
    }

    /// Reads through `files`, which read YAML project files when the tool links a YAML parser, and
    /// writes through `output`.
    package func run(files: DocumentFiles, writingTo output: some FileSystem) throws {
        let theme: CompiledTheme
        do {
            theme = try ThemeExport.readCompiled(compiled, files: files)
        } catch {
            // A theme where a compiled theme belongs: say so, and give the compile line that does it.
            guard let kind = ThemeExport.sourceThemeKind(compiled, files: files) else { throw error }
            throw UsageError(description: "\(compiled): is \(kind), not a compiled theme (NAME.tintype.json); export renders "
                + "compiled themes without fonts. Compile the theme instead: tintype compile \(compiled) --format "
                + "\(formats.formats.map(\.name).joined(separator: ",")) -o \(destination.output)")
        }
        if let requiredName, theme.name != requiredName {
            throw UsageError(description: "\(compiled): holds the theme '\(theme.name)', not '\(requiredName)'; the build plugin names its outputs after the file, so rename the file to \(theme.name).tintype.json")
        }
        var chosen = formats.formats
        if let project {
            if DocumentFiles.isYAML(project) && !files.readsYAML {
                throw UsageError(description: "\(project): the build plugin reads tintype.json (its tool links no YAML parser); "
                    + "write the project as tintype.json, with the same keys, for the plugin to use it")
            }
            let options = try ProjectReader.read(try files.document(at: project, as: .project), file: project)
            chosen = chosen.map { format in options.outputs.first { $0.format.name == format.name }?.format ?? format }
        }
        try ThemeExport.write(chosen, of: theme, to: destination.output, files: output, shared: !withoutShared)
    }
}
