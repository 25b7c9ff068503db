import ArgumentParser
import TintypeFormats

/// `--format json,dtcg`: one or more of `ThemeFormats.all`, by name, comma-separated; each is
/// written once, in the order given.
package struct FormatList: ExpressibleByArgument {
    package var formats: [any ThemeFormat]

    package init?(argument: String) {
        guard let list = try? Self.parse(argument) else { return nil }
        self = list
    }

    /// The list `argument` names; an unknown name is an error that says which format other tools
    /// call by it, or the nearest name (`--format kotlin`: did you mean 'compose'?).
    package static func parse(_ argument: String) throws -> FormatList {
        var formats: [any ThemeFormat] = []
        for name in argument.split(separator: ",").map({ String($0).trimmedOfWhitespace }) {
            guard let format = ThemeFormats.named(name) else { throw ValidationError(ThemeFormats.unknown(name)) }
            if !formats.contains(where: { $0.name == format.name }) { formats.append(format) }
        }
        guard !formats.isEmpty else { throw ValidationError("no format given; the formats are \(allValueStrings.joined(separator: ", "))") }
        return FormatList(formats: formats)
    }

    private init(formats: [any ThemeFormat]) { self.formats = formats }

    /// The formats of several lists (`--format css --format json`), each once, in the order given.
    package static func merged(_ lists: [FormatList]) -> [any ThemeFormat] {
        var formats: [any ThemeFormat] = []
        for format in lists.flatMap(\.formats) where !formats.contains(where: { $0.name == format.name }) { formats.append(format) }
        return formats
    }

    /// One line per format, `json: NAME.tintype.json: …`, from each format's own summary: the formats'
    /// part of `compile --help`.
    package static var help: String {
        ThemeFormats.all.map { "\($0.name) — \($0.summary)." }.joined(separator: "\n")
    }

    package static var allValueStrings: [String] { ThemeFormats.all.map(\.name) }
}
