import TintypeCore
import TintypeYAML

extension ThemeLoader {
    /// The theme at a command's theme argument, read through `files` (JSON or YAML).
    static func load(_ argument: String, files: some FileSource) throws(Diagnostics) -> Theme {
        try ThemeLoader(files: .withYAML(source: files)).load(argument)
    }
}
