import ArgumentParser
import TintypeCommandLine
import TintypeDocument
import TintypeYAML

/// `tintype export`: the shared `ExportCommand`, reading YAML project files too.
struct TintypeExportCommand: ParsableCommand {
    static let configuration = ExportCommand.configuration

    @OptionGroup var export: ExportCommand

    func run() throws {
        let disk = LocalFiles()
        try export.run(files: .withYAML(source: disk), writingTo: disk)
    }
}
