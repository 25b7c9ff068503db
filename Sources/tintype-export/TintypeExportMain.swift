import ArgumentParser
import TintypeCommandLine

/// `tintype-export FORMATS COMPILED -o DIR`: `tintype export` as a tool of its own, linking only the
/// pure core, for the build plugin (app builds never load FreeType or fontconfig).
@main
enum TintypeExportMain {
    static func main() async {
        await CommandMain.run(ExportTool.self)
    }
}

/// `ExportCommand` under the tool's own name.
struct ExportTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tintype-export",
        abstract: ExportCommand.configuration.abstract,
        discussion: ExportCommand.configuration.discussion,
        version: ToolVersion.line
    )

    @OptionGroup var export: ExportCommand

    func run() throws { try export.run() }
}
