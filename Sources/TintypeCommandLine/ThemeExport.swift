import TintypeCore

/// The last step of every run that writes formats: `tintype compile` after resolving a theme,
/// `tintype export` and the build plugin's `tintype-export` after reading a compiled one.
package enum ThemeExport {
    /// Renders every format from `compiled` and writes all their files into `directory` together:
    /// staged beside their targets, then renamed into place once every format has succeeded
    /// (`StagedFiles`). Two formats that would write the same file are refused before anything is
    /// written.
    /// What each format wrote is returned for the run's report.
    @discardableResult
    package static func write(_ formats: [any ThemeFormat], of compiled: CompiledTheme, to directory: String) throws -> [WrittenOutput] {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let byFormat = formats.map { (format: $0.name, files: $0.files(for: compiled)) }
        var seen = Set<String>()
        for file in byFormat.flatMap(\.files) where !seen.insert(file.name).inserted {
            throw UsageError(description: "two formats write \(file.name); write them into different directories")
        }
        let replaced = try AtomicFile.writeAll(byFormat.flatMap(\.files).map { (prefix + $0.name, $0.bytes) })
        return byFormat.map { format, files in
            WrittenOutput(format: format, directory: prefix, files: files.map(\.name),
                          changed: files.contains { replaced.contains(prefix + $0.name) })
        }
    }

    /// What `path` is when it is a theme rather than a compiled theme ("a theme directory", "a
    /// theme"), else nil: a directory holding a theme file, a YAML file, a resolver document, or a
    /// JSON object with a `name` and no `format`.
    package static func sourceThemeKind(_ path: String, files: DocumentFiles) -> String? {
        if files.kind(of: path) == .directory {
            return ThemeLoader.themeFileNames.contains { files.kind(of: path + "/" + $0) != nil } ? "a theme directory" : nil
        }
        if DocumentFiles.isYAML(path) { return "a theme (YAML)" }
        if path.hasSuffix(".resolver.json") { return "a DTCG resolver document (a theme)" }
        guard let bytes = try? files.bytes(at: path, as: .theme), let root = try? DocumentFiles.parse(bytes, path: path),
              case .object(let members) = root.value else { return nil }
        let keys = Set(members.map(\.key))
        return keys.contains("name") && !keys.contains("format") ? "a theme" : nil
    }

    /// Reads the compiled theme (`NAME.tintype.json`) at `path`.
    package static func readCompiled(_ path: String) throws -> CompiledTheme {
        try CompiledThemeReader.read(json: try DocumentFiles().bytes(at: path, as: .compiledTheme), file: path)
    }
}
