import Foundation
import PackagePlugin

/// The build-tool plugin: for each compiled theme (`NAME.tintype.json`) among a target's sources,
/// generated Swift (`NAME.swift`, the `NAMETheme` enum) compiled into the target on every build.
/// It runs `tintype-export`, which links only Tintype's pure core, so app builds need no FreeType
/// or fontconfig. When the target's folder holds a project file (`tintype.json`), the Swift
/// format's options come from it (type name, access level). Each command declares its theme, the
/// project file and the tool itself as inputs and exactly the two files it writes (the theme's
/// code and its number tables, `NAME+Tables.swift`, so that a change of values recompiles the
/// tables alone), so the build runs it again when, and only when, one of them changes.
@main
struct TintypePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "tintype-export")
        let suffix = ".tintype.json"
        // The project file beside the target's sources; a YAML one is named so that the tool says
        // the plugin needs it as JSON.
        let folder = (target as? SwiftSourceModuleTarget)?.directoryURL ?? (target as? ClangSourceModuleTarget)?.directoryURL
        let project = folder.flatMap { folder in
            ["tintype.json", "tintype.yml", "tintype.yaml"].map { folder.appending(path: $0) }
                .first { FileManager.default.fileExists(atPath: $0.path(percentEncoded: false)) }
        }
        let files = Array(target.sourceFiles(withSuffix: suffix))
        return try themes(listedIn: project, among: files, suffix: suffix).map { file in
            let fileName = file.url.lastPathComponent
            let name = String(fileName.dropLast(suffix.count))
            // One folder per theme: output names stay unique however many themes a target holds.
            let directory = context.pluginWorkDirectoryURL.appending(path: name)
            var arguments = ["swift", file.url.path(percentEncoded: false), "-o", directory.path(percentEncoded: false), "--require-name", name]
            if let project { arguments += ["--project", project.path(percentEncoded: false)] }
            return .buildCommand(
                displayName: "Tintype: generating Swift from \(fileName)",
                executable: tool.url,
                arguments: arguments,
                inputFiles: [file.url, tool.url] + (project.map { [$0] } ?? []),
                outputFiles: [directory.appending(path: "swift/\(name).swift"), directory.appending(path: "swift/\(name)+Tables.swift")]
            )
        }
    }

    /// The compiled themes to generate: those the project file's `themes` lists (each a path
    /// relative to the target's folder, `default.tintype.json`), every one of the target's
    /// otherwise. A listed theme that is not among the target's sources is an error naming it.
    private func themes(listedIn project: URL?, among files: [File], suffix: String) throws -> [File] {
        guard let project, project.pathExtension == "json", let data = FileManager.default.contents(atPath: project.path(percentEncoded: false)),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let listed = root["themes"] as? [String] else {
            return files
        }
        let folder = project.deletingLastPathComponent().standardizedFileURL.path(percentEncoded: false)
        return try listed.map { entry in
            let path = URL(fileURLWithPath: entry, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path(percentEncoded: false)
            guard let file = files.first(where: { $0.url.standardizedFileURL.path(percentEncoded: false) == path }) else {
                throw PluginError(description: "\(project.lastPathComponent) lists '\(entry)' under themes, which is not a compiled theme (*\(suffix)) "
                    + "among the target's sources: " + (files.map(\.url.lastPathComponent).joined(separator: ", ").nilIfEmpty ?? "there is none"))
            }
            return file
        }
    }
}

/// A problem with the target's set-up, said as SwiftPM shows a plugin's error.
struct PluginError: Error, CustomStringConvertible {
    let description: String
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
