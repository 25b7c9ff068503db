/// Names for generated sources, from theme, style and colour names: the words of a name (split at
/// spaces, punctuation and lower-to-upper case changes) joined in each language's convention.
package enum SourceName {
    /// `largeTitle` → `["large", "title"]`, `Atkinson Hyperlegible` → `["atkinson", "hyperlegible"]`.
    package static func words(_ text: String) -> [String] {
        // Only ASCII letters and digits make words, so each character is classified by its ASCII
        // value (a character with a combining mark has none, and separates words as punctuation does).
        // Most names are ASCII, where a byte is a character; others are walked by character.
        var words: [String] = []
        var current: [UInt8] = []
        current.reserveCapacity(24)
        var previous: UInt8?
        func take(_ character: UInt8?) {
            guard let byte = character, byte.isLetter || byte.isDigit else {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
                previous = nil
                return
            }
            if byte.isUppercase, let previous, previous.isLowercase || previous.isDigit, !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
            current.append(byte.isUppercase ? byte + 32 : byte)
            previous = byte
        }
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 { take(byte) }
        } else {
            for character in text { take(character.asciiValue) }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// `large_title`.
    package static func snake(_ text: String) -> String { words(text).joined(separator: "_") }

    /// `LargeTitle`.
    package static func pascal(_ text: String) -> String { words(text).map(capitalized).joined() }

    /// `largeTitle`.
    package static func camel(_ text: String) -> String {
        let parts = words(text)
        guard let first = parts.first else { return "" }
        return first + parts.dropFirst().map(capitalized).joined()
    }

    /// `atkinson_hyperlegible`: a snake-case name that starts with a letter, as Android resources
    /// and Kotlin packages need.
    package static func identifier(_ text: String) -> String {
        let name = snake(text)
        guard let first = name.first, first.isLetter else { return "t_" + name }
        return name
    }

    /// `dejavu_serif`: a font family as an Android resource name, its words split at spaces and
    /// punctuation only, as people write the family (`DejaVu`, `IBMPlex` stay one word each).
    package static func familyResource(_ family: String) -> String {
        var words: [String] = [], current = ""
        for character in family {
            if let byte = character.asciiValue, byte.isLetter || byte.isDigit {
                current.append(Character(Unicode.Scalar(byte.isUppercase ? byte + 32 : byte)))
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        let name = words.joined(separator: "_")
        guard let first = name.first, first.isLetter else { return "t_" + name }
        return name
    }

    private static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}

private extension UInt8 {
    var isUppercase: Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) }
    var isLowercase: Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) }
    var isLetter: Bool { isUppercase || isLowercase }
    var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
