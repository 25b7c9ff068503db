import ArgumentParser
import Foundation
import TintypeCore
import TintypeCommandLine

/// `tintype clean`: removes what the project's last build wrote.
struct CleanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clean",
        abstract: "Remove exactly what 'tintype build' wrote, as its manifest lists it.",
        discussion: """
            Removes every file .tintype/manifest.json lists, the folders the builds created once they \
            are empty, and the manifest: the project's folder is left as it was before the first \
            build. Files the builds did not write are never touched.

            Examples:
              tintype clean
              tintype clean design/tintype.yml
            """
    )

    @Argument(help: ArgumentHelp("The project file, or a folder holding one.", valueName: "project"))
    var project = "."

    func run() throws {
        let project = try ProjectLocation.read(project)
        guard let manifest = try ProjectLocation.manifest(of: project) else {
            return Output.lines("nothing to clean: no \(project.resolve(Project.manifestPath)) (run 'tintype build' first)")
        }
        var removed = 0
        for path in manifest.files where (try? FileManager.default.removeItem(atPath: project.resolve(path))) != nil { removed += 1 }
        try? FileManager.default.removeItem(atPath: project.resolve(Project.manifestPath))
        let folders = Cleaning.removeEmptyFolders(manifest.directories, of: project)
        Output.lines("removed \(removed) \(removed == 1 ? "file" : "files") and \(folders) \(folders == 1 ? "folder" : "folders") "
            + "listed in \(project.resolve(Project.manifestPath))")
    }
}

/// Removing the folders builds created.
enum Cleaning {
    /// Removes each of `folders` (relative to the project) that is empty, deepest first; how many.
    @discardableResult
    static func removeEmptyFolders(_ folders: [String], of project: Project) -> Int {
        var removed = 0
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            let path = project.resolve(folder)
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path), entries.isEmpty,
                  (try? FileManager.default.removeItem(atPath: path)) != nil else { continue }
            removed += 1
        }
        return removed
    }
}
