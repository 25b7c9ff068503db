import TintypeTokens

/// Which brand tokens one output writes (a project file's `formats.NAME.tokens`): path patterns
/// (`*` any run of characters, `?` one) and types; a token is written when it matches a pattern
/// (or none are given) and is of a listed type (or none are given).
public struct TokenFilter: Equatable, Sendable {
    public var include: [String] = []
    public var types: [TokenType] = []

    public init(include: [String] = [], types: [TokenType] = []) {
        self.include = include
        self.types = types
    }

    public func admits(_ token: BrandToken) -> Bool {
        (include.isEmpty || include.contains { Self.matches(token.path, pattern: $0) }) && (types.isEmpty || types.contains(token.type))
    }

    /// Whether `text` matches a glob `pattern` as a whole.
    static func matches(_ text: String, pattern: String) -> Bool {
        let text = Array(text.unicodeScalars), pattern = Array(pattern.unicodeScalars)
        // The classic two-pointer walk: remember the last `*` and retry from one character further.
        var t = 0, p = 0, star: Int?, resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                t += 1
                p += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

extension CompiledTheme {
    /// The theme with only the tokens `filter` admits, for one output.
    public func filteringTokens(_ filter: TokenFilter?) -> CompiledTheme {
        guard let filter else { return self }
        var filtered = self
        filtered.tokens = tokens.filter(filter.admits)
        return filtered
    }
}
