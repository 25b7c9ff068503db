import ArgumentParser
import TintypeDocument
import TintypeColor
import TintypeTypography
import TintypeTrees

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

/// `--category AX3`: a content-size category by its short or UIKit name; ArgumentParser lists the
/// names when one is unknown.
extension ContentSizeCategory: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }

    public static var allValueStrings: [String] { acceptedNames }

    public var defaultValueDescription: String { name }
}

/// `--device iphone-15`: a device preset by name.
extension DevicePreset: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }

    public static var allValueStrings: [String] { all.map(\.name) }
}

/// `--input modifier=context`: one modifier's context, parsed where it is given.
struct ModifierInput {
    var modifier: String
    var context: String

    /// Parses `modifier=context`; ArgumentParser reports a failure with the reason.
    init(parsing argument: String) throws {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw ValidationError("write modifier=context, e.g. theme=dark")
        }
        modifier = parts[0]
        context = parts[1]
    }
}
