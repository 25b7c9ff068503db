extension String {
    /// Text for XML or HTML, in content or in a quoted attribute: the five special characters
    /// written as entities.
    var markupEscaped: String {
        var escaped = ""
        for character in self {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Text inside a double-quoted CSS string: quotes and backslashes escaped.
    var cssQuoted: String {
        var escaped = ""
        for character in self {
            if character == "\"" || character == "\\" { escaped += "\\" }
            escaped.append(character)
        }
        return escaped
    }
}
