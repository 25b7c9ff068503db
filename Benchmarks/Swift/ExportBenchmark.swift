import Foundation
import TintypeCompiledTheme
import TintypeDocument
import TintypeFormats

/// Where an export's time goes, in process: parsing a compiled theme into its document tree,
/// reading it (parse and decode), then rendering each format from it (what `tintype-export` does
/// between its start-up and its file writes).
struct ExportBenchmark {
    let file: String

    func run(rounds: Int) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        var theme = try CompiledThemeReader.read(json: bytes, file: file)
        var figures = ["\"parseSeconds\": \(try medianSeconds(rounds: rounds) { _ = try DocumentFiles.parse(bytes, path: file) })",
                       "\"readSeconds\": \(try medianSeconds(rounds: rounds) { theme = try CompiledThemeReader.read(json: bytes, file: file) })"]
        for format in ThemeFormats.all where format.name != "css-rem" {
            var size = 0
            let seconds = try medianSeconds(rounds: rounds) { size = try format.files(for: theme).reduce(0) { $0 + $1.bytes.count } }
            figures.append("\"\(format.name)Seconds\": \(seconds), \"\(format.name)Bytes\": \(size)")
        }
        print("{\"bytes\": \(bytes.count), \"rows\": \(theme.styles.count), " + figures.joined(separator: ", ") + ", \"rounds\": \(rounds)}")
    }
}
