import TintypeCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds and reads a theme given as a file (JSON, or YAML through `tintype-yaml`) or as a theme
/// directory holding `theme.json` or `theme.yaml` (`Themes/default`), with the DTCG token files it
/// lists under `tokens`; a `*.resolver.json` DTCG resolver document is imported as a theme.
enum ThemeLoading {
    static func load(_ argument: String) throws -> Theme {
        var isDirectory: Bool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
            throw UsageError(description: "\(argument): no such theme file or directory")
        }
        var path = argument
        if isDirectory {
            let directory = argument.hasSuffix("/") ? argument : argument + "/"
            guard let found = ["theme.json", "theme.yaml", "theme.yml"].map({ directory + $0 })
                .first(where: { FileManager.default.fileExists(atPath: $0) })
            else {
                throw UsageError(description: "\(argument): a theme directory needs a theme.json or theme.yaml")
            }
            path = found
        }
        let root: SourceNode
        if path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
            root = try YAMLThemes.document(path)   // the helper reads the file itself
        } else {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw UsageError(description: "\(path): cannot be read; check its permissions")
            }
            if path.hasSuffix(".resolver.json") {
                return try DTCGImport.theme(resolver: Array(data), file: path) { FileManager.default.contents(atPath: $0).map(Array.init) }
            }
            do {
                root = try SourceNode.parseJSON(Array(data))
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
            guard let bytes = FileManager.default.contents(atPath: tokenPath) else {
                throw UsageError(description: "\(path): its token file \(tokenPath) does not exist")
            }
            tokenFiles.append((tokenPath, Array(bytes)))
        }
        let tokens = tokenFiles.isEmpty ? nil : try DesignTokenReader.read(tokenFiles)
        return try ThemeReader.read(root, file: path, tokens: tokens)
    }
}
