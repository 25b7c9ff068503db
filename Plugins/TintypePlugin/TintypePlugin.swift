import PackagePlugin

/// The build-tool plugin: for each compiled theme (`NAME.tintype.json`) among a target's sources,
/// generated Swift (`NAME.swift`, the `NAMETheme` enum) compiled into the target on every build.
/// It runs `tintype-export`, which links only Tintype's pure core, so app builds need no FreeType
/// or fontconfig. Each command declares its theme and the tool itself as inputs and exactly the one
/// file it writes, so the build runs it again when, and only when, one of them changes.
@main
struct TintypePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "tintype-export")
        let suffix = ".tintype.json"
        return target.sourceFiles(withSuffix: suffix).map { file in
            let fileName = file.url.lastPathComponent
            let name = String(fileName.dropLast(suffix.count))
            // One folder per theme: output names stay unique however many themes a target holds.
            let directory = context.pluginWorkDirectoryURL.appending(path: name)
            return .buildCommand(
                displayName: "Tintype: generating Swift from \(fileName)",
                executable: tool.url,
                arguments: ["swift", file.url.path(percentEncoded: false), "-o", directory.path(percentEncoded: false), "--require-name", name],
                inputFiles: [file.url, tool.url],
                outputFiles: [directory.appending(path: "swift/\(name).swift")]
            )
        }
    }
}
