import TintypeDocument

/// A DTCG 2025.10 colour value, `{"colorSpace", "components", "alpha"?, "hex"?}`. Themes, view
/// trees, token files and DTCG import all read colour objects through this type, so one object is
/// accepted or refused the same way, with the same message, wherever it is written.
public struct ColorObject: Equatable, Sendable {
    public var colorSpace: String
    /// Three components; nil for the keyword `none`.
    public var components: [Double?]
    public var alpha: Double?

    /// What a member of a colour object holds, by its key (nil for a key a colour object may not have).
    public enum Member: String, Sendable {
        case colorSpace, components, alpha, hex
    }

    /// Why an object is not a colour; `position` is the member at fault, nil for the object itself.
    public struct Problem: Error, Equatable, Sendable {
        public var message: String
        public var position: SourcePosition?
    }

    /// The keys a colour object may have, in the specification's order.
    public static let keys = ["colorSpace", "components", "alpha", "hex"]
    /// How far any component may go, whatever its space allows (Lab's a and b are unbounded): well
    /// short of what would overflow the conversions.
    public static let componentRange = -1000.0...1000.0

    /// The message for a key that is not a colour object's.
    public static func unknownKey(_ key: String) -> String {
        "unknown key '\(key)' in a colour object; use \(keys.joined(separator: ", "))"
    }

    /// The message for a member holding the wrong kind of value (`found` as `SourceNode.kindDescription`).
    public static func wrongKind(_ member: Member, found: String) -> String {
        switch member {
        case .colorSpace: "a colour object's colorSpace is a string (one of \(ColorParser.dtcgColorSpaces.joined(separator: ", "))), not \(found)"
        case .components: "a colour object's components are an array of three numbers or \"none\", not \(found)"
        case .alpha: "a colour object's alpha is a number from 0 to 1, not \(found)"
        case .hex: "a colour object's hex is a string \"#rrggbb\", not \(found)"
        }
    }

    /// The message for a component that is neither a number in range nor `none`.
    public static func badComponent(_ index: Int, found: String) -> String {
        "component \(index) of a colour object is a number from \(componentRange.lowerBound.plainText) to "
            + "\(componentRange.upperBound.plainText) or \"none\", not \(found)"
    }

    /// A colour object from members already read; nil members are missing. The space must be one
    /// of DTCG 2025.10's, each component within its range (or `none`), alpha within 0…1 and the
    /// fallback `hex` six digits, `#rrggbb`.
    public init(colorSpace: String?, components: [Double?]?, alpha: Double?, hex: String? = nil) throws(Problem) {
        guard let colorSpace, let components else {
            throw Problem(message: "a colour object needs \"colorSpace\" and \"components\"", position: nil)
        }
        guard let space = DTCGColorSpace(rawValue: colorSpace) else {
            throw Problem(message: "colour space '\(colorSpace)' is not a DTCG colour space; use one of "
                + DTCGColorSpace.names.joined(separator: ", "), position: nil)
        }
        guard components.count == 3 else {
            throw Problem(message: "a \(colorSpace) colour has 3 components, not \(components.count)", position: nil)
        }
        for ((name, range), (index, component)) in zip(space.components, components.enumerated()) {
            if let component, !range.contains(component) || !Self.componentRange.contains(component) {
                throw Problem(message: "component \(index) (\(name)) of a \(colorSpace) colour is \(component.plainText); "
                    + "it is \(range.description), or \"none\"", position: nil)
            }
        }
        if let alpha, !(0...1).contains(alpha) {
            throw Problem(message: "a colour object's alpha is \(alpha.plainText); it is from 0 to 1", position: nil)
        }
        if let hex, !Self.isSixDigitHex(hex) {
            throw Problem(message: "a colour object's hex is '\(hex)'; the fallback is six hex digits, \"#rrggbb\" "
                + "(alpha goes in \"alpha\")", position: nil)
        }
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
    }

    /// Whether `text` is `#` and six hex digits.
    static func isSixDigitHex(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        return utf8.count == 7 && utf8[0] == UInt8(ascii: "#") && utf8.dropFirst().allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }
    }

    /// Reads a colour object from a source tree.
    public init(_ node: SourceNode) throws(Problem) {
        guard case .object(let members) = node.value else {
            throw Problem(message: "a DTCG colour is an object {colorSpace, components, alpha}, not \(node.kindDescription)",
                          position: node.position)
        }
        var space: String?, components: [Double?]?, alpha: Double?, hex: String?
        for entry in members {
            guard let member = Member(rawValue: entry.key) else {
                throw Problem(message: Self.unknownKey(entry.key), position: entry.keyPosition)
            }
            let value = entry.value
            switch (member, value.value) {
            case (.colorSpace, .string(let text)): space = text
            case (.alpha, .number(let number)): alpha = number
            case (.hex, .string(let text)): hex = text
            case (.components, .array(let items)):
                var read: [Double?] = []
                for (index, item) in items.enumerated() {
                    switch item.value {
                    case .number(let number) where Self.componentRange.contains(number): read.append(number)
                    case .string("none"): read.append(nil)
                    case .number(let number):
                        throw Problem(message: Self.badComponent(index, found: number.plainText), position: item.position)
                    case .string(let text):
                        throw Problem(message: Self.badComponent(index, found: "'\(text)'"), position: item.position)
                    default:
                        throw Problem(message: Self.badComponent(index, found: item.kindDescription), position: item.position)
                    }
                }
                components = read
            default: throw Problem(message: Self.wrongKind(member, found: value.kindDescription), position: value.position)
            }
        }
        do {
            try self.init(colorSpace: space, components: components, alpha: alpha, hex: hex)
        } catch {
            throw Problem(message: error.message, position: node.position)
        }
    }

    /// The colour in sRGB, and whether it had to be gamut-mapped.
    public func parsed() throws(ColorParser.ParseError) -> ColorParser.Parsed {
        try ColorParser.parse(colorSpace: colorSpace, components: components, alpha: alpha)
    }

    /// The colour a colour object in a source tree gives; every problem at the place it was found.
    public static func parse(_ node: SourceNode) throws(Problem) -> ColorParser.Parsed {
        let object = try ColorObject(node)
        do {
            return try object.parsed()
        } catch {
            throw Problem(message: error.description, position: node.position)
        }
    }
}
