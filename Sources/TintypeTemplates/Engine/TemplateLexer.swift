import TintypeDocument

/// Splits a template into text and tags (`{{ … }}`, `{% … %}`, `{# … #}`), each tag with the place
/// its content starts. A block tag or comment alone on its line takes the line with it, so a
/// template's `{% for %}` lines leave no blank lines; `{%-` and `-%}` (and `{{-`, `-}}`) trim the
/// whitespace before or after a tag, line breaks included.
struct TemplateLexer {
    enum Segment {
        case text(String)
        case output(String, SourcePosition)
        case block(String, SourcePosition)
    }

    let file: String

    func segments(_ source: String) throws(Diagnostic) -> [Segment] {
        var pieces: [Piece] = []
        let characters = Array(source)
        var index = 0, line = 1, column = 1
        var text = ""
        func advance(_ count: Int) {
            for _ in 0..<count {
                if characters[index] == "\n" { line += 1; column = 1 } else { column += 1 }
                index += 1
            }
        }
        while index < characters.count {
            guard characters[index] == "{", index + 1 < characters.count, let close = Self.closers[characters[index + 1]] else {
                text.append(characters[index])
                advance(1)
                continue
            }
            let opening = SourcePosition(line: line, column: column)
            pieces.append(.text(text))
            text = ""
            let kind = characters[index + 1]
            advance(2)
            var trimBefore = false
            if index < characters.count, characters[index] == "-" { trimBefore = true; advance(1) }
            let start = SourcePosition(line: line, column: column)
            var content = ""
            var closed = false
            while index < characters.count {
                if characters[index] == close, index + 1 < characters.count, characters[index + 1] == "}" {
                    closed = true
                    break
                }
                if characters[index] == "-", index + 2 < characters.count, characters[index + 1] == close, characters[index + 2] == "}" {
                    closed = true
                    break
                }
                content.append(characters[index])
                advance(1)
            }
            guard closed else {
                throw Diagnostic(file: file, position: opening, message: "this tag is not closed: end it with \(close)}")
            }
            var trimAfter = false
            if characters[index] == "-" { trimAfter = true; advance(1) }
            advance(2)
            pieces.append(.tag(kind, content, start, trimBefore: trimBefore, trimAfter: trimAfter))
        }
        pieces.append(.text(text))
        return Self.standalone(pieces).compactMap { piece in
            switch piece {
            case .text(let text): text.isEmpty ? nil : .text(text)
            case .tag("{", let content, let position, _, _): .output(content, position)
            case .tag("%", let content, let position, _, _): .block(content, position)
            case .tag: nil
            }
        }
    }

    /// `{{` ends with `}}`, `{%` with `%}`, `{#` with `#}`.
    private static let closers: [Character: Character] = ["{": "}", "%": "%", "#": "#"]

    private enum Piece {
        case text(String)
        case tag(Character, String, SourcePosition, trimBefore: Bool, trimAfter: Bool)
    }

    /// Applies the trims, and removes the line of a block tag or comment that stands alone on it.
    private static func standalone(_ pieces: [Piece]) -> [Piece] {
        var pieces = pieces
        for index in pieces.indices {
            guard case .tag(let kind, _, _, let trimBefore, let trimAfter) = pieces[index] else { continue }
            let before = index - 1, after = index + 1
            guard case .text(var previous) = pieces[before], case .text(var next) = pieces[after] else { continue }
            if trimBefore { while let last = previous.last, last.isWhitespace { previous.removeLast() } }
            if trimAfter { while let first = next.first, first.isWhitespace { next.removeFirst() } }
            if kind != "{", !trimBefore, !trimAfter {
                // Alone on its line: only spaces before it since the line began, only spaces then a
                // line break (or the end) after it.
                let lead = previous.reversed().prefix { $0 == " " || $0 == "\t" }
                let startsLine = previous.count == lead.count ? before == 0 || lineEnded(pieces, before: before) : previous.dropLast(lead.count).last == "\n"
                let trail = next.prefix { $0 == " " || $0 == "\t" }
                let rest = next.dropFirst(trail.count)
                if startsLine, rest.isEmpty || rest.first == "\n" {
                    previous.removeLast(lead.count)
                    next = String(rest.dropFirst(rest.isEmpty ? 0 : 1))
                }
            }
            pieces[before] = .text(previous)
            pieces[after] = .text(next)
        }
        return pieces
    }

    /// Whether the output before `index` (an empty text) ends a line: the tag before it was a
    /// standalone one that took its line, or the template starts there.
    private static func lineEnded(_ pieces: [Piece], before index: Int) -> Bool {
        var at = index - 1
        while at >= 0 {
            switch pieces[at] {
            case .text(let text) where !text.isEmpty: return text.last == "\n"
            case .tag("{", _, _, _, _): return false
            default: at -= 1
            }
        }
        return true
    }
}
