import ArgumentParser
import TintypeFormats
import TintypeFonts

/// `--font-dir`: the options of every command that finds fonts.
struct FontOptions: ParsableArguments {
    @Option(name: .customLong("font-dir"), help: ArgumentHelp(
        "A directory of fonts to use besides the installed ones (repeatable).", valueName: "dir"))
    var directories: [String] = []

    /// The installed fonts, the project's font folders (as `build` reads them) and the
    /// directories', as the model asks for them.
    func provider(in project: Project? = nil) throws -> SystemFontProvider {
        try SystemFontProvider(additionalDirectories: (project.map { project in project.fontDirectories.map(project.resolve) } ?? []) + directories)
    }

    /// The installed fonts and the directories', for listing and matching.
    func catalog() throws -> FontCatalog { try FontCatalog(additionalDirectories: directories) }
}
