import TintypeCore
import TintypeYAML

extension ThemeLoader {
    /// The theme at a command's theme argument, read from the disk (JSON or YAML).
    static func load(_ argument: String) throws(Diagnostics) -> Theme {
        try ThemeLoader(files: .withYAML()).load(argument)
    }
}
