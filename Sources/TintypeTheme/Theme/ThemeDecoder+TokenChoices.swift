import TintypeDocument
import TintypeTokens

/// How token files are read, as a theme's `tokens` (and each of its modes) and a project's
/// `tokens` write it: the keys of `TokenReadingOptions.choices`, each checked at its place.
extension ThemeDecoder {
    package func tokenChoices(_ members: [String: SourceNode], _ path: String) {
        for choice in [TokenReadingOptions.setsChoice, TokenReadingOptions.themesChoice] {
            guard let node = members[choice.key] else { continue }
            if node.stringValue == nil { _ = strings(node, "\(path).\(choice.key)") }
        }
        let input = TokenReadingOptions.inputChoice.key
        if let node = members[input], let contexts = object(node, "\(path).\(input)", known: nil) {
            for (modifier, context) in contexts.sorted(by: { $0.key < $1.key }) { _ = string(context, "\(path).\(input).\(modifier)") }
        }
        let strict = TokenReadingOptions.strictChoice.key
        if let node = members[strict] { _ = bool(node, "\(path).\(strict)") }
    }
}
