import TintypeDocument
import TintypeTokens
import TintypeTheme
import TintypeProject
import TintypeCommandLine
import TintypeYAML

extension ThemeLoader {
    /// The theme at a command's theme argument, read through `files` (JSON or YAML) with the
    /// command's token options; what reading its token files said is reported, once, through the
    /// command's reporter.
    static func load(_ argument: String, files: some FileSource, tokens: TokenReadingOptions = .init(), reporter: Reporter)
        throws(Diagnostics) -> Theme {
        let theme = try ThemeLoader(files: .withYAML(source: files), tokenOptions: tokens).load(argument)
        reporter.report(theme.tokenNotes)
        return theme
    }
}
