/// A font weight on the OpenType scale (1–1000; 400 regular, 700 bold), parsed from a number or a name.
public struct FontWeight: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var value: Int

    /// The CSS / OpenType names of the nine standard weights.
    public static let names: [(name: String, value: Int)] = [
        ("thin", 100), ("extralight", 200), ("light", 300), ("regular", 400), ("medium", 500),
        ("semibold", 600), ("bold", 700), ("extrabold", 800), ("black", 900),
    ]

    private static let aliases: [String: Int] = [
        "hairline": 100, "ultralight": 200, "normal": 400, "book": 400, "demibold": 600,
        "ultrabold": 800, "heavy": 900,
    ]

    public static let regular = FontWeight(value: 400)
    public static let bold = FontWeight(value: 700)

    public init(value: Int) { self.value = value }

    /// Parses `"500"`, `"medium"`, `"SemiBold"` or `"extra-light"`; nil for anything else or a number outside 1–1000.
    public init?(parsing text: String) {
        let trimmed = text.trimmedOfWhitespace
        if let number = Int(trimmed) {
            guard (1...1000).contains(number) else { return nil }
            self.value = number
            return
        }
        let key = trimmed.lowercased().filter { $0 != "-" && $0 != " " && $0 != "_" }
        if let match = Self.names.first(where: { $0.name == key }) {
            self.value = match.value
        } else if let alias = Self.aliases[key] {
            self.value = alias
        } else {
            return nil
        }
    }

    /// The standard name of the nearest of the nine weights, e.g. `semibold` for 600.
    public var name: String {
        Self.names.min(by: { abs($0.value - value) < abs($1.value - value) })?.name ?? "regular"
    }

    public var description: String { "\(value) (\(name))" }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }
}
