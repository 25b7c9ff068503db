import TintypeDocument
import TintypeFormats
import TintypeProject
import TintypeCommandLine
import TintypeYAML
import TintypeTemplates

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
        let documents = DocumentFiles.withYAML(source: files)
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        return try ProjectReader.read(try documents.document(at: path, as: .project), file: path) { (entry) throws(Diagnostic) in
            // A template's file, relative to the project file; a missing one is said at its entry.
            let file = folder + entry.template
            let bytes: [UInt8]
            do throws(Diagnostics) {
                bytes = try documents.bytes(at: file, as: .template)
            } catch {
                throw Diagnostic(file: path, position: entry.templatePosition, message: error.diagnostics.first?.message ?? "\(file): cannot be read")
            }
            return try TemplateFormat(entry, file: file, bytes: bytes)
        }
    }

    /// The manifest of the project's last build, if there is one. Two project files of the usual
    /// names in one folder would share it, and each build would remove what the other wrote: that
    /// is refused before anything is written or removed.
    static func manifest(of project: Project, files: some FileSource) throws -> BuildManifest? {
        let name = String(project.file.split(separator: "/").last ?? "")
        if Project.fileNames.contains(name),
           let other = Project.fileNames.first(where: { $0 != name && files.kind(of: project.resolve($0)) != nil }) {
            throw Diagnostics([Diagnostic(file: project.file, position: SourcePosition(line: 1, column: 1), message: "\(project.resolve(other)) "
                + "is a project file in the same folder, and both would record their builds in \(project.resolve(project.manifestPath)), each "
                + "removing what the other wrote; keep one, or rename one (android.tintype.yml keeps its own manifest, "
                + ".tintype/android.tintype.yml/manifest.json)")])
        }
        let path = project.resolve(project.manifestPath)
        guard files.kind(of: path) != nil else { return nil }
        return try BuildManifest.read(try DocumentFiles(source: files).bytes(at: path, as: .manifest), file: path)
    }
}
