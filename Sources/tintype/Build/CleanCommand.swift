import ArgumentParser
import TintypeCommandLine
import TintypeDocument
import TintypeFormats

/// `tintype clean`: removes what the project's last build wrote.
struct CleanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clean",
        abstract: "Remove exactly what 'tintype build' wrote, as its manifest lists it.",
        discussion: """
            Removes every file the project's manifest lists (.tintype/manifest.json, or \
            .tintype/NAME/manifest.json for a project file of another name), the folders the builds created once they \
            are empty, and the manifest: the project's folder is left as it was before the first \
            build. Files the builds did not write are never touched.

            Examples:
              tintype clean
              tintype clean design/tintype.yml
            """
    )

    @Argument(help: ArgumentHelp("The project file, or a folder holding one.", valueName: "project"))
    var project = "."

    @OptionGroup var reporting: ReportingOptions

    func run() throws { try clean(files: LocalFiles()) }

    /// Removes, through `files`, what the project's manifest lists.
    func clean(files: some FileSystem) throws {
        let project = try ProjectLocation.read(project, files: files)
        guard let manifest = try ProjectLocation.manifest(of: project, files: files) else {
            return Output.lines("nothing to clean: no \(project.resolve(project.manifestPath)) (run 'tintype build' first)")
        }
        let removed = manifest.files.count { files.removeFile(project.resolve($0)) }
        files.removeFile(project.resolve(project.manifestPath))
        let folders = OutputPlan.removeEmptyFolders(manifest.directories, of: project, from: files)
        Output.lines("removed \(removed) \(removed == 1 ? "file" : "files") and \(folders) \(folders == 1 ? "folder" : "folders") "
            + "listed in \(project.resolve(project.manifestPath))")
    }
}
