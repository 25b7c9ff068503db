import Foundation
import PackagePlugin

/// The build-tool plugin: for each compiled theme (`NAME.tintype.json`) among a target's sources,
/// generated Swift (`NAME.swift`, the `NAMETheme` type) compiled into the target on every build,
/// in SwiftPM and (through `XcodeBuildToolPlugin`) in an Xcode project's app target. It runs
/// `tintype-export`, which links only Tintype's pure core, so app builds need no FreeType or
/// fontconfig. When the target's folder holds a project file (`tintype.json`), the themes it lists
/// are the ones generated and the Swift format's options come from it (type name, access level).
/// Each command declares its theme, the project file and the tool itself as inputs and exactly the
/// files it writes (the theme's code and its number tables, `NAME+Tables.swift`, so that a change
/// of values recompiles the tables alone; the first theme's also `TintypeTheme.swift`, which every
/// theme shares), so the build runs it again when, and only when, one of them changes.
@main
struct TintypePlugin: BuildToolPlugin {
    static let suffix = ".tintype.json"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = (target as? SwiftSourceModuleTarget)?.directoryURL ?? (target as? ClangSourceModuleTarget)?.directoryURL
        return try Self.commands(
            tool: context.tool(named: "tintype-export").url, workDirectory: context.pluginWorkDirectoryURL, folder: folder,
            themes: target.sourceFiles(withSuffix: Self.suffix).map(\.url))
    }

    /// The commands for the compiled themes `themes`, with the project file in `folder` (the
    /// target's folder) when there is one.
    static func commands(tool: URL, workDirectory: URL, folder: URL?, themes: [URL]) throws -> [Command] {
        // The project file beside the target's sources; a YAML one is named so that the tool says
        // the plugin needs it as JSON.
        let project = folder.flatMap { folder in
            ["tintype.json", "tintype.yml", "tintype.yaml"].map { folder.appending(path: $0) }
                .first { FileManager.default.fileExists(atPath: $0.path(percentEncoded: false)) }
        }
        return try Self.themes(listedIn: project, among: themes).enumerated().map { index, file in
            let fileName = file.lastPathComponent
            let name = String(fileName.dropLast(suffix.count))
            // One folder per theme: output names stay unique however many themes a target holds.
            let directory = workDirectory.appending(path: name)
            var arguments = ["swift", file.path(percentEncoded: false), "-o", directory.path(percentEncoded: false), "--require-name", name]
            if let project { arguments += ["--project", project.path(percentEncoded: false)] }
            var outputs = [directory.appending(path: "swift/\(name).swift"), directory.appending(path: "swift/\(name)+Tables.swift")]
            // The file every theme shares, from the first theme's command alone.
            if index == 0 { outputs.append(directory.appending(path: "swift/TintypeTheme.swift")) } else { arguments.append("--without-shared") }
            return .buildCommand(
                displayName: "Tintype: generating Swift from \(fileName)",
                executable: tool,
                arguments: arguments,
                inputFiles: [file, tool] + (project.map { [$0] } ?? []),
                outputFiles: outputs
            )
        }
    }

    /// The compiled themes to generate: those the project file's `themes` lists (each a path
    /// relative to the target's folder, `default.tintype.json`), every one of the target's
    /// otherwise. A listed theme that is not among the target's sources is an error naming it.
    private static func themes(listedIn project: URL?, among files: [URL]) throws -> [URL] {
        guard let project, project.pathExtension == "json", let data = FileManager.default.contents(atPath: project.path(percentEncoded: false)),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let listed = root["themes"] as? [String] else {
            return files
        }
        let folder = project.deletingLastPathComponent().standardizedFileURL.path(percentEncoded: false)
        return try listed.map { entry in
            let path = URL(fileURLWithPath: entry, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path(percentEncoded: false)
            guard let file = files.first(where: { $0.standardizedFileURL.path(percentEncoded: false) == path }) else {
                throw PluginError(description: "\(project.lastPathComponent) lists '\(entry)' under themes, which is not a compiled theme (*\(suffix)) "
                    + "among the target's sources: " + (files.map(\.lastPathComponent).joined(separator: ", ").nilIfEmpty ?? "there is none"))
            }
            return file
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// An Xcode project's app target: its compiled themes are among the target's input files (added
/// to the target, as any resource); the project file is the `tintype.json` among them, read from
/// its folder, else the one beside the first theme.
extension TintypePlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = target.inputFiles.map(\.url)
        let themes = inputs.filter { $0.lastPathComponent.hasSuffix(Self.suffix) }
        let folder = inputs.first { ["tintype.json", "tintype.yml", "tintype.yaml"].contains($0.lastPathComponent) }?.deletingLastPathComponent()
            ?? themes.first?.deletingLastPathComponent()
        return try Self.commands(
            tool: context.tool(named: "tintype-export").url, workDirectory: context.pluginWorkDirectoryURL, folder: folder, themes: themes)
    }
}
#endif

/// A problem with the target's set-up, said as SwiftPM shows a plugin's error.
struct PluginError: Error, CustomStringConvertible {
    let description: String
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
