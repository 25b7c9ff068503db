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
