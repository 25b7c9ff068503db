import TintypeCore

/// Finds and reads a theme given as a file (JSON, or YAML through `tintype-yaml`) or as a theme
/// directory holding `theme.json` or `theme.yaml` (`Themes/default`), with the DTCG token files it
/// lists under `tokens`; a `*.resolver.json` DTCG resolver document is imported as a theme.
enum ThemeLoading {
    static func load(_ argument: String) throws -> Theme {
        guard let kind = FileSystem.kind(of: argument) else {
            throw UsageError(description: "\(argument): no such theme file or directory")
        }
        var path = argument
        if kind == .directory {
            let directory = argument.hasSuffix("/") ? argument : argument + "/"
            guard let found = ["theme.json", "theme.yaml", "theme.yml"].map({ directory + $0 })
                .first(where: { FileSystem.kind(of: $0) != nil })
            else {
                throw UsageError(description: "\(argument): a theme directory needs a theme.json or theme.yaml")
            }
            path = found
        }
        let root: SourceNode
        if path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
            root = try YAMLThemes.document(path)   // the helper reads the file itself
        } else {
            guard let data = FileSystem.contents(of: path) else {
                throw UsageError(description: "\(path): cannot be read; it must be a readable file (check its permissions)")
            }
            if path.hasSuffix(".resolver.json") {
                return try DTCGImport.theme(resolver: data, file: path) { FileSystem.contents(of: $0) }
            }
            do {
                root = try SourceNode.parseJSON(data)
            } catch {
                throw ThemeErrors(diagnostics: [ThemeDiagnostic(
                    file: path, position: SourcePosition(line: error.line, column: error.column), message: error.message)])
            }
        }
        // The DTCG token files the theme names, relative to the theme file.
        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        var tokenFiles: [(name: String, bytes: [UInt8])] = []
        for listed in ThemeReader.tokenFiles(listedIn: root) {
            let tokenPath = listed.hasPrefix("/") ? listed : directory + listed
            guard let bytes = FileSystem.contents(of: tokenPath) else {
                throw UsageError(description: "\(path): its token file \(tokenPath) does not exist or cannot be read")
            }
            tokenFiles.append((tokenPath, bytes))
        }
        let tokens = tokenFiles.isEmpty ? nil : try DesignTokenReader.read(tokenFiles)
        return try ThemeReader.read(root, file: path, tokens: tokens)
    }
}
