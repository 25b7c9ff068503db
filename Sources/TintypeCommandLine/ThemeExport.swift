import TintypeDocument
import TintypeCompiledTheme
import TintypeFormats
import TintypeTheme

/// The last step of every run that writes formats: `tintype compile` after resolving a theme,
/// `tintype export` and the build plugin's `tintype-export` after reading a compiled one.
package enum ThemeExport {
    /// Renders every format from `compiled` and writes all their files into `directory` together,
    /// as the one output plan of a one-output project (`Project.outputDirectory`): two formats that
    /// would write the same file are refused before anything is written, and a failed run leaves
    /// the earlier files untouched. What each format wrote is returned for the run's report.
    @discardableResult
    package static func write(
        _ formats: [any ThemeFormat], of compiled: CompiledTheme, to directory: String, files: some FileSystem, shared: Bool = true
    ) throws -> [WrittenOutput] {
        let project = Project.outputDirectory(formats, directory)
        var rendered = try OutputPlan.ThemeFiles(compiled, for: project)
        if !shared { rendered.outputs = rendered.outputs.map { $0.filter { !$0.isShared } } }
        let plan = try OutputPlan(project, rendered: [rendered], previous: nil) { _ in false }
        return try plan.write(to: files)
    }

    /// What `path` is when it is a theme rather than a compiled theme ("a theme directory", "a
    /// theme"), else nil: a directory holding a theme file, a YAML file, a resolver document, or a
    /// JSON object with a `name` and no `format`.
    package static func sourceThemeKind(_ path: String, files: DocumentFiles) -> String? {
        if files.kind(of: path) == .directory {
            return Theme.fileNames.contains { files.kind(of: path + "/" + $0) != nil } ? "a theme directory" : nil
        }
        if DocumentFiles.isYAML(path) { return "a theme (YAML)" }
        if path.hasSuffix(".resolver.json") { return "a DTCG resolver document (a theme)" }
        guard let bytes = try? files.bytes(at: path, as: .theme), let root = try? DocumentFiles.parse(bytes, path: path),
              case .object(let members) = root.value else { return nil }
        let keys = Set(members.map(\.key))
        return keys.contains("name") && !keys.contains("format") ? "a theme" : nil
    }

    /// Reads the compiled theme (`NAME.tintype.json`) at `path`.
    package static func readCompiled(_ path: String, files: DocumentFiles) throws -> CompiledTheme {
        try CompiledThemeReader.read(json: try files.bytes(at: path, as: .compiledTheme), file: path)
    }
}
