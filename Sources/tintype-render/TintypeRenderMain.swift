import ArgumentParser
import TintypeCore
import TintypeExport
import TintypeRender
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tintype-render`: the preview's PNG from a compiled theme on standard input and the font files
/// its faces came from. `tintype preview --png` runs it (beside itself): HarfBuzz is a shared
/// library on Debian, and `tintype` itself is linked statically for its start-up time.
@main
enum TintypeRenderMain {
    static func main() {
        CommandMain.run(RenderTool.self) { error in
            if let error = error as? RenderError { return "tintype: error: \(error)" }
            return ErrorMessage.render(error)
        }
    }
}

struct RenderTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tintype-render",
        abstract: "Draw a compiled theme's preview as PNG (run by `tintype preview --png`).",
        discussion: """
            Reads NAME.tintype.json from COMPILED, or from standard input without it. Each --font \
            gives the file of a face the compiled theme lists, by its SHA-256.
            """,
        version: "0.1.0"
    )

    @Argument(help: ArgumentHelp("The compiled theme (default: standard input).", valueName: "compiled"))
    var compiled: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG file to write.", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("A face's file: SHA256=PATH (repeatable).", valueName: "face"))
    var font: [String] = []

    @Option(help: ArgumentHelp("The labels' font file, PATH or PATH#FACE.", valueName: "file"))
    var labelFont: String

    @Option(help: ArgumentHelp("Only this category (repeatable).", valueName: "category"))
    var category: [String] = []

    @Option(help: ArgumentHelp("Only this style (repeatable).", valueName: "style"))
    var style: [String] = []

    @Option(help: ArgumentHelp("Only this appearance's tints.", valueName: "appearance"))
    var appearance: String?

    @Option(help: ArgumentHelp("Only this contrast's tints.", valueName: "contrast"))
    var contrast: String?

    @Flag(help: "Draw the Bold Text rows.")
    var boldText = false

    @Option(help: ArgumentHelp("Pixels a point: 1, 2 or 3.", valueName: "scale"))
    var scale = 2

    @Flag(help: "Draw baseline, cap height, x-height and line box.")
    var guides = false

    @Option(help: ArgumentHelp("The sample text; lines separated by newlines.", valueName: "text"))
    var text: String?

    func run() throws {
        guard (1...3).contains(scale) else { throw UsageError(description: "--scale must be 1, 2 or 3") }
        var files: [String: String] = [:]
        for entry in font {
            guard let equals = entry.firstIndex(of: "=") else { throw UsageError(description: "--font takes SHA256=PATH, not '\(entry)'") }
            files[String(entry[..<equals])] = String(entry[entry.index(after: equals)...])
        }
        let label = labelFont.split(separator: "#", maxSplits: 1).map(String.init)
        let theme: CompiledTheme
        if let compiled {
            theme = try ThemeExport.readCompiled(compiled)
        } else {
            guard let input = FileDescriptorIO.readAll(STDIN_FILENO) else { throw UsageError(description: "cannot read standard input") }
            theme = try CompiledThemeReader.read(json: input, file: "<standard input>")
        }
        var picture = PreviewPicture()
        picture.scale = scale
        picture.guides = guides
        picture.boldText = boldText
        if let text {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard lines.contains(where: { !$0.isEmpty }) else { throw UsageError(description: "--text is empty") }
            guard text.count <= PreviewPage.maximumSampleCharacters else {
                throw UsageError(description: "--text has \(text.count) characters; previews draw at most \(PreviewPage.maximumSampleCharacters) (README, \"Limits\")")
            }
            picture.lines = lines
        }
        if !category.isEmpty {
            picture.categories = ContentSizeCategory.allCases.filter { category.contains($0.name) }
        }
        if !style.isEmpty { picture.styles = Set(style.map { TextStyle($0) }) }
        picture.modes = picture.modes.filter { ($0.appearance.rawValue == appearance ?? $0.appearance.rawValue)
            && ($0.contrast.rawValue == contrast ?? $0.contrast.rawValue) }
        let png = try picture.png(of: theme, files: files, labelFont: (label.first ?? labelFont, label.count > 1 ? Int(label[1]) ?? 0 : 0))
        try AtomicFile.write(png, to: output)
    }
}
