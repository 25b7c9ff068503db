import ArgumentParser
import TintypeCore

/// `--format json,dtcg`: one or more of `ThemeFormats.all`, by name, comma-separated; each is
/// written once, in the order given.
package struct FormatList: ExpressibleByArgument {
    package var formats: [any ThemeFormat]

    package init(_ formats: [any ThemeFormat]) { self.formats = formats }

    package init?(argument: String) {
        var formats: [any ThemeFormat] = []
        for name in argument.split(separator: ",").map({ String($0).trimmedOfWhitespace }) {
            guard let format = ThemeFormats.named(name) else { return nil }
            if !formats.contains(where: { $0.name == format.name }) { formats.append(format) }
        }
        guard !formats.isEmpty else { return nil }
        self.formats = formats
    }

    package static var allValueStrings: [String] { ThemeFormats.all.map(\.name) }

    package var defaultValueDescription: String { formats.map(\.name).joined(separator: ",") }
}
