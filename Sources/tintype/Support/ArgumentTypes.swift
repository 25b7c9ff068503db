import ArgumentParser
import TintypeCore

extension FontWeight: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(parsing: argument)
    }

    public var defaultValueDescription: String { String(value) }
}

/// `--axis wght=500`: one coordinate of a variable font.
struct AxisSetting: ExpressibleByArgument {
    var tag: String
    var value: Double

    init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, parts[0].utf8.count == 4, let value = Double(parts[1]), value.isFinite else {
            return nil
        }
        tag = parts[0]
        self.value = value
    }
}

extension Appearance: ExpressibleByArgument {}

extension ContrastSetting: ExpressibleByArgument {}

/// `--format json,dtcg`: one or more of `ThemeFormats.all`, by name, comma-separated; each is
/// written once, in the order given.
struct FormatList: ExpressibleByArgument {
    var formats: [any ThemeFormat]

    init(_ formats: [any ThemeFormat]) { self.formats = formats }

    init?(argument: String) {
        var formats: [any ThemeFormat] = []
        for name in argument.split(separator: ",").map({ String($0).trimmedOfWhitespace }) {
            guard let format = ThemeFormats.named(name) else { return nil }
            if !formats.contains(where: { $0.name == format.name }) { formats.append(format) }
        }
        guard !formats.isEmpty else { return nil }
        self.formats = formats
    }

    static var allValueStrings: [String] { ThemeFormats.all.map(\.name) }

    var defaultValueDescription: String { formats.map(\.name).joined(separator: ",") }
}
