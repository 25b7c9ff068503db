import ArgumentParser
import TintypeCore
import TintypeFonts

/// `--font-dir`: directories searched besides the system's fonts.
struct FontDirectoryOptions: ParsableArguments {
    @Option(name: .customLong("font-dir"), help: ArgumentHelp(
        "A directory of fonts to use besides the installed ones (repeatable).", valueName: "dir"))
    var directories: [String] = []

    func catalog() throws -> FontCatalog {
        try FontCatalog(additionalDirectories: directories)
    }
}

/// `--weight` and `--italic`: the style asked of a family.
struct FontStyleOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Weight: 100–900 or a name (thin … black).", valueName: "weight"))
    var weight: FontWeight = .regular

    @Flag(help: "Ask for an italic face.")
    var italic = false
}

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
