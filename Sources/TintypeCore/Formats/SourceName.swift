/// Names for generated sources, from theme, style and colour names: the words of a name (split at
/// spaces, punctuation and lower-to-upper case changes) joined in each language's convention.
enum SourceName {
    /// `largeTitle` → `["large", "title"]`, `Atkinson Hyperlegible` → `["atkinson", "hyperlegible"]`.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in text {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `large_title`.
    static func snake(_ text: String) -> String { words(text).joined(separator: "_") }

    /// `LargeTitle`.
    static func pascal(_ text: String) -> String { words(text).map(capitalized).joined() }

    /// `largeTitle`.
    static func camel(_ text: String) -> String {
        let parts = words(text)
        guard let first = parts.first else { return "" }
        return first + parts.dropFirst().map(capitalized).joined()
    }

    /// `atkinson_hyperlegible`: a snake-case name that starts with a letter, as Android resources
    /// and Kotlin packages need.
    static func identifier(_ text: String) -> String {
        let name = snake(text)
        guard let first = name.first, first.isLetter else { return "t_" + name }
        return name
    }

    private static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}
