import TintypeDocument
import TintypeTokens

extension BrandToken {
    /// The token's `$description` as the lines of a comment after `marker` (`///` in Swift and
    /// Dart), each starting with `indent`; empty when it has none. Blank lines are kept as the
    /// marker alone.
    func descriptionLines(_ indent: String, _ marker: String) -> String {
        guard let description, !description.isEmpty else { return "" }
        return description.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let text = line.trimmedOfWhitespace
            return indent + marker + (text.isEmpty ? "" : " " + text) + "\n"
        }.joined()
    }

    /// The token's `$description` on one line inside a block comment that `close` ends (`*/` in
    /// Kotlin and CSS, `-->` in XML): the closing pair broken wherever it meets, a last character
    /// that would run into `close` kept apart, control characters (which XML cannot hold) left
    /// out. nil when it has none.
    func descriptionInComment(closing first: Character, _ second: Character) -> String? {
        guard let description, !description.isEmpty else { return nil }
        if Self.isCommentReady(description, closing: first, second) { return description }
        var text = description.split(whereSeparator: \.isNewline).map(\.trimmedOfWhitespace)
            .filter { !$0.isEmpty }.joined(separator: " ").breakingPair(first, second)
        text.unicodeScalars.removeAll { $0.value < 0x20 || $0.value == 0x7F }
        if text.last == first { text += " " }
        return text
    }

    /// Whether `text` needs none of that: one line of printable ASCII, no space at either end, the
    /// closing pair nowhere and not its first character last. Most descriptions are; a theme
    /// exporting thousands of tokens then writes them without building each anew.
    private static func isCommentReady(_ text: String, closing first: Character, _ second: Character) -> Bool {
        guard let opening = first.asciiValue, let closing = second.asciiValue else { return false }
        var previous: UInt8 = 0x20
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F, !(previous == opening && byte == closing) else { return false }
            previous = byte
        }
        return text.utf8.first != 0x20 && previous != 0x20 && previous != opening
    }
}
