import TintypeDocument

/// The words of one tag, each with its place: names and paths (`token.value`), string literals in
/// single or double quotes, numbers, and the marks `|`, `:`, `,`, `==`, `!=`, `<`, `>`, `<=`, `>=`.
struct TemplateWords {
    private var words: [(String, SourcePosition, isString: Bool)] = []
    private var index = 0
    private let end: SourcePosition
    let file: String

    init(_ content: String, at start: SourcePosition, file: String) {
        self.file = file
        var line = start.line, column = start.column
        let characters = Array(content)
        var at = 0
        func step() {
            if characters[at] == "\n" { line += 1; column = 1 } else { column += 1 }
            at += 1
        }
        while at < characters.count {
            let character = characters[at]
            let position = SourcePosition(line: line, column: column)
            if character.isWhitespace {
                step()
            } else if character == "\"" || character == "'" {
                var text = ""
                step()
                while at < characters.count, characters[at] != character {
                    text.append(characters[at])
                    step()
                }
                if at < characters.count { step() }
                words.append((text, position, true))
            } else if "|:,".contains(character) {
                words.append((String(character), position, false))
                step()
            } else if "=!<>".contains(character) {
                var mark = String(character)
                step()
                if at < characters.count, characters[at] == "=" {
                    mark.append("=")
                    step()
                }
                words.append((mark, position, false))
            } else {
                var word = ""
                while at < characters.count, !characters[at].isWhitespace, !"|:,=!<>\"'".contains(characters[at]) {
                    word.append(characters[at])
                    step()
                }
                words.append((word, position, false))
            }
        }
        end = SourcePosition(line: line, column: column)
    }

    /// The place of the next word, or of the tag's end.
    var position: SourcePosition { index < words.count ? words[index].1 : end }

    func peek() -> (String, SourcePosition)? {
        index < words.count && !words[index].isString ? (words[index].0, words[index].1) : nil
    }

    mutating func next() -> (String, SourcePosition)? {
        guard index < words.count else { return nil }
        defer { index += 1 }
        return (words[index].0, words[index].1)
    }

    /// Takes `mark` when it is next.
    mutating func skip(_ mark: String) -> Bool {
        guard peek()?.0 == mark else { return false }
        index += 1
        return true
    }

    /// A literal or a path, or nil when the next word is a mark (or there is none).
    mutating func operand() throws(Diagnostic) -> TemplateOperand? {
        guard index < words.count else { return nil }
        let (word, position, isString) = words[index]
        if isString {
            index += 1
            return .literal(.string(word))
        }
        guard !["|", ":", ",", "==", "!=", "<", ">", "<=", ">="].contains(word) else { return nil }
        index += 1
        if let number = Double(word) { return .literal(.number(number)) }
        if word == "true" || word == "false" { return .literal(.bool(word == "true")) }
        let parts = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            throw Diagnostic(file: file, position: position, message: "'\(word)' is no name: write names with letters, digits and _, joined by dots (style.rows.first.size)")
        }
        return .path(parts, position)
    }

    /// Nothing may follow: an error naming what does.
    func expectEnd(_ place: String) throws(Diagnostic) {
        guard index < words.count else { return }
        throw Diagnostic(file: file, position: words[index].1, message: "'\(words[index].0)' \(place) is not understood")
    }
}
