import TintypeCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds and reads a theme given as a file or as a theme directory holding `theme.json`
/// (`Themes/default`).
enum ThemeLoading {
    static func load(_ argument: String) throws -> Theme {
        var isDirectory: Bool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
            throw UsageError(description: "\(argument): no such theme file or directory")
        }
        var path = argument
        if isDirectory {
            let directory = argument.hasSuffix("/") ? argument : argument + "/"
            path = directory + "theme.json"
            guard FileManager.default.fileExists(atPath: path) else {
                throw UsageError(description: "\(argument): a theme directory needs a theme.json")
            }
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError(description: "\(path): cannot be read; check its permissions")
        }
        return try ThemeReader.read(json: Array(data), file: path)
    }
}
