import ArgumentParser
import TintypeCommandLine

/// The `tintype` command: text styles and tints from one theme, checked against real fonts.
struct Tintype: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tintype",
        abstract: "Text-style and tint theming engine: Dynamic Type tables from real font metrics.",
        discussion: """
            Exit codes: 0 success, 1 a check failed, 2 bad input (missing or damaged file, \
            unknown family, bad option).
            """,
        version: ToolVersion.line,
        subcommands: [FontsCommand.self, StylesCommand.self, TintCommand.self, LayoutCommand.self, CompileCommand.self, BuildCommand.self, CleanCommand.self, TintypeExportCommand.self, CheckCommand.self, MetricsCommand.self, PreviewCommand.self, TokensCommand.self, TemplateCommand.self, InitCommand.self]
    )
}

/// Runs `Tintype`, turning every failure into one line on standard error and exit code 2.
@main
enum TintypeMain {
    static func main() async {
        await CommandMain.run(Tintype.self)
    }
}
