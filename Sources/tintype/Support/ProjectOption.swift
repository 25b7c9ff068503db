import ArgumentParser
import TintypeDocument
import TintypeFormats

/// `--project`: the project a command runs in, as `build` reads it: its font folders join the
/// installed fonts, its `tokens:` choices come before the command's (and `check` takes its
/// thresholds), so a theme whose fonts the project vendors is measured on them, and its token
/// files read alike, by every command, not by `build` alone. By default, the project file in the
/// current folder, if there is one.
struct ProjectOption: ParsableArguments {
    @Option(help: ArgumentHelp("The project file, or a folder holding one, whose fonts, token choices (and check thresholds) to use "
        + "(default: the project file in the current folder, if any).", valueName: "project"))
    var project: String?

    /// The project given, else the current folder's, else none.
    func read(files: some FileSource) throws -> Project? {
        if let project { return try ProjectLocation.read(project, files: files) }
        guard Project.fileNames.contains(where: { files.kind(of: $0) != nil }) else { return nil }
        return try ProjectLocation.read(".", files: files)
    }
}
