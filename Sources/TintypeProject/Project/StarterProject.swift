import TintypeFormats

/// The project file `tintype init` writes: the theme and every format of `ThemeFormats.all` in its
/// default folder with every option it declares at its default, each explained by the format's own
/// words, so a new format or option appears here without a change to this file.
public enum StarterProject {
    /// `tintype.yml` listing `theme` (a path relative to the project file) and `formats` (every
    /// format by default), each with its folder and options.
    public static func yaml(theme: String, formats: [any ThemeFormat] = ThemeFormats.all) -> String {
        var lines = [
            "# Tintype's project file. 'tintype build' compiles every theme to every format below and",
            "# records what it wrote in .tintype/manifest.json; 'tintype clean' removes exactly that.",
            "# Paths are relative to this file. Every key: README.md, \"Your first hour\".",
            "themes:",
            "  - \(theme)",
            commented("# fonts: [Fonts]", "font folders to read besides the installed fonts"),
            "formats:",
        ]
        for format in formats {
            lines.append(commented("  \(format.name):", format.summary))
            lines.append("    folder: \(ProjectReader.defaultOutput)/\(format.name)")
            for option in format.options {
                guard let value = option.value(on: format) else { continue }
                lines.append(commented("    \(option.key): \(option.yaml(value))", option.help))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` with `comment` after it, the comments of a block aligned.
    private static func commented(_ text: String, _ comment: String) -> String {
        text + String(repeating: " ", count: max(1, 30 - text.count)) + "# " + comment
    }
}
