import ArgumentParser
import TintypeTypography
import TintypeCommandLine
import TintypeFonts

/// `tintype fonts list`: every face fontconfig knows about.
struct FontsListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List installed fonts, sorted by file and face.",
        discussion: "Examples:\n  tintype fonts list\n  tintype fonts list --font-dir Fonts --json"
    )

    @OptionGroup var fonts: FontOptions

    @Flag(help: "Print JSON: an array of {families, style, postscriptName, file, faceIndex, namedInstance, weight, italic, variable}.")
    var json = false

    @OptionGroup var reporting: ReportingOptions

    func run() throws {
        let fonts = try fonts.catalog().installedFonts()
        if json { return Output.bytes(InstalledFont.jsonValue(of: fonts).serialized()) }
        var rows = [["FAMILY", "STYLE", "WEIGHT", "FILE"]]
        for font in fonts {
            let location = font.namedInstance > 0 ? " (instance \(font.namedInstance))" : ""
            let face = font.faceIndex > 0 ? ":\(font.faceIndex)" : ""
            rows.append([font.families.first ?? "?", font.style, String(font.weight.value),
                         font.file + face + location])
        }
        Output.table(rows)
    }
}
