import TintypeCore
import TintypeYAML
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds and reads a theme given as a file (`.json`, `.yaml`, `.yml`) or as a theme directory
/// holding `theme.json` or `theme.yaml` (`Themes/default`).
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
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError(description: "\(path): cannot be read; check its permissions")
        }
        guard path.hasSuffix(".yaml") || path.hasSuffix(".yml") else {
            return try ThemeReader.read(json: Array(data), file: path)
        }
        let document: SourceNode
        do {
            document = try YAMLDocument.parse(String(decoding: data, as: UTF8.self))
        } catch {
            throw ThemeErrors(diagnostics: [ThemeDiagnostic(file: path, position: error.position, message: error.message)])
        }
        return try ThemeReader.read(document, file: path)
    }
}
