extension String {
    /// Text for XML or HTML, in content or in a quoted attribute: the five special characters
    /// written as entities, and control characters XML 1.0 cannot hold (a font's name may have
    /// them) left out.
    package var markupEscaped: String {
        var escaped = ""
        for character in self {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case _ where character.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" }: continue
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Text for a comment that ends at `first` followed by `second` (XML's `--`, CSS's `*/`): a
    /// space goes between the two wherever they meet.
    package func breakingPair(_ first: Character, _ second: Character) -> String {
        var text = ""
        for character in self {
            if character == second, text.last == first { text += " " }
            text.append(character)
        }
        return text
    }

    /// Text inside a double-quoted CSS string: quotes and backslashes escaped.
    package var cssQuoted: String {
        var escaped = ""
        for character in self {
            if character == "\"" || character == "\\" { escaped += "\\" }
            escaped.append(character)
        }
        return escaped
    }
}
