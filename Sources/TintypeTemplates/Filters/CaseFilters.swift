import TintypeDocument

/// Names in each case a platform writes: a path or name's words (split at dots, dashes,
/// underscores, spaces and lower-to-upper changes) joined again.
enum CaseFilters {
    static let all: [TemplateFilter] = [
        TemplateFilter("camel", "colorPrimary500: words joined, each after the first capitalized") { value, _ in
            .string(joined(try words(value), capitalizeFirst: false))
        },
        TemplateFilter("pascal", "ColorPrimary500: words joined, each capitalized") { value, _ in
            .string(joined(try words(value), capitalizeFirst: true))
        },
        TemplateFilter("kebab", "color-primary-500: lower-case words joined by -") { value, _ in
            .string(try words(value).joined(separator: "-"))
        },
        TemplateFilter("snake", "color_primary_500: lower-case words joined by _") { value, _ in
            .string(try words(value).joined(separator: "_"))
        },
        TemplateFilter("constant", "COLOR_PRIMARY_500: upper-case words joined by _") { value, _ in
            .string(try words(value).joined(separator: "_").uppercased())
        },
    ]

    /// The lower-case words of a name, or of a list of segments.
    static func words(_ value: TemplateValue) throws(TemplateFilterError) -> [String] {
        if case .list(let items) = value {
            var words: [String] = []
            for item in items { words += try Self.words(item) }
            return words
        }
        let text = try TemplateFilters.string(value, "a name")
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(text) }
        var words: [String] = [], current = ""
        var previous: Character?
        for character in text {
            guard character.isLetter || character.isNumber else {
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

    /// The same words of an ASCII name, byte by byte (the usual case, and a hot one: a filter per token).
    private static func asciiWords(_ text: String) -> [String] {
        var words: [String] = [], current: [UInt8] = []
        var previous: UInt8 = 0
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        for byte in text.utf8 {
            guard isLower(byte) || isUpper(byte) || isDigit(byte) else {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
                previous = 0
                continue
            }
            if isUpper(byte), isLower(previous) || isDigit(previous), !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
            current.append(isUpper(byte) ? byte + 0x20 : byte)
            previous = byte
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    private static func joined(_ words: [String], capitalizeFirst: Bool) -> String {
        words.enumerated().map { index, word in
            index == 0 && !capitalizeFirst ? word : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
    }
}
