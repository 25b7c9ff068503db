import ArgumentParser
import TintypeCommandLine
import TintypeDocument
import TintypeFonts
import TintypeTypography

/// `tintype fonts match`: which face a family list resolves to, and whether that was a fallback.
struct FontsMatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Resolve a family (or a fallback list) to an installed face.",
        discussion: """
            Families are tried in order; the first installed one wins. Generic names (sans-serif, \
            serif, monospace) match what fontconfig configures for them. A family that is not \
            installed is never substituted silently: it is reported, and if no entry matches the \
            command fails.

            Examples:
              tintype fonts match "DejaVu Sans" --weight bold
              tintype fonts match Inter "DejaVu Sans" sans-serif --json
              tintype fonts match "Inter, DejaVu Sans, sans-serif"
            """
    )

    @Argument(help: "Family names in order of preference (commas also separate them).")
    var families: [String]

    @OptionGroup var face: FaceOptions

    @OptionGroup var fonts: FontOptions

    @Flag(help: "Print the match as JSON.")
    var json = false

    @OptionGroup var reporting: ReportingOptions

    func run() throws {
        let list = families.flatMap(FontRequest.families(fromList:))
        guard !list.isEmpty else { throw UsageError(description: "give at least one family name") }
        let request = FontRequest(families: list, weight: face.weight, italic: face.italic)
        let match = try fonts.catalog().match(request)
        if json { return Output.bytes(match.jsonValue.serialized()) }
        var lines = ["\(match.family) \(match.style) (weight \(match.weight.value)\(match.italic ? ", italic" : ""))",
                     "file: \(match.file)\(match.faceIndex > 0 ? " face \(match.faceIndex)" : "")"]
        if match.isFallback {
            lines.append("fallback: entry \(match.familyIndex + 1) '\(match.requestedFamily)'; not installed: "
                + match.missingFamilies.map { "'\($0)'" }.joined(separator: ", "))
        } else {
            lines.append("first choice: '\(match.requestedFamily)'")
        }
        if !match.weightMatched {
            lines.append("note: weight \(face.weight.value) was asked; the nearest face has \(match.weight.value)")
        }
        if !match.italicMatched {
            lines.append("note: \(face.italic ? "italic" : "upright") was asked; the face is \(match.italic ? "italic" : "upright")")
        }
        Output.lines(lines.joined(separator: "\n"))
    }
}
