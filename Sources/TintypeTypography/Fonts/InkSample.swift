/// The characters whose ink the line-box lint measures: a theme's text, not the font's whole
/// repertoire. A theme chooses one in `"lint": {"sample": …}`; characters a font lacks are skipped
/// (they would be drawn with another font).
public enum InkSample: Equatable, Hashable, Sendable {
    /// The letters and digits of Basic Latin: `0–9 A–Z a–z`. The default.
    case basicLatin
    /// Basic Latin's letters and digits, and the letters of Latin-1 Supplement (`À–ÿ` but `×`
    /// and `÷`): accented capitals reach higher than any Basic Latin letter.
    case latin1
    /// A theme's own string of characters.
    case characters(String)

    /// The names a theme may give instead of its own characters.
    public static let named: [(name: String, sample: InkSample)] = [("basicLatin", .basicLatin), ("latin1", .latin1)]

    /// A named sample, or the characters themselves when `text` names none.
    public init(_ text: String) {
        self = Self.named.first { $0.name == text }?.sample ?? .characters(text)
    }

    /// The sample's characters, each once, in code point order.
    public var scalars: [Unicode.Scalar] {
        switch self {
        case .basicLatin:
            return Self.basicLatinScalars
        case .latin1:
            return Self.basicLatinScalars + (0xC0...0xFF).compactMap { $0 == 0xD7 || $0 == 0xF7 ? nil : Unicode.Scalar($0) }
        case .characters(let text):
            return Set(text.unicodeScalars).filter { !$0.properties.isWhitespace }.sorted { $0.value < $1.value }
        }
    }

    /// How the theme named it: `basicLatin`, `latin1` or the characters.
    public var name: String {
        switch self {
        case .basicLatin: "basicLatin"
        case .latin1: "latin1"
        case .characters(let text): text
        }
    }

    private static let basicLatinScalars: [Unicode.Scalar] =
        [(0x30...0x39), (0x41...0x5A), (0x61...0x7A)].flatMap { $0.compactMap(Unicode.Scalar.init) }
}
