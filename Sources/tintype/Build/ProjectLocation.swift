import TintypeDocument
import TintypeFormats
import TintypeProject
import TintypeCommandLine
import TintypeYAML

/// Finds and reads the project file a command was given: a `tintype.yml`/`.yaml`/`.json`, or a
/// folder holding one (the current folder by default).
enum ProjectLocation {
    static func find(_ argument: String, files: some FileSource) throws -> String {
        if files.kind(of: argument) == .directory {
            let folder = argument == "." ? "" : (argument.hasSuffix("/") ? argument : argument + "/")
            guard let found = Project.fileNames.map({ folder + $0 }).first(where: { files.kind(of: $0) != nil }) else {
                throw UsageError(description: "\(argument == "." ? "this folder" : argument) has no project file "
                    + "(\(Project.fileNames.joined(separator: ", "))); write one with 'tintype init', or give its path")
            }
            return found
        }
        return argument
    }

    /// The project `argument` names, read through `files` (`build --watch` records what it reads).
    static func read(_ argument: String, files: some FileSource) throws -> Project {
        let path = try find(argument, files: files)
        return try ProjectReader.read(try DocumentFiles.withYAML(source: files).document(at: path, as: .project), file: path)
    }

    /// The manifest of the project's last build, if there is one.
    static func manifest(of project: Project, files: some FileSource) throws -> BuildManifest? {
        let path = project.resolve(Project.manifestPath)
        guard files.kind(of: path) != nil else { return nil }
        return try BuildManifest.read(try DocumentFiles(source: files).bytes(at: path, as: .manifest), file: path)
    }
}
