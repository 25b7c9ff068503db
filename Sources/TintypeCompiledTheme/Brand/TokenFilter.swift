import TintypeDocument
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
        (include.isEmpty || include.contains { Glob.matches(token.path, $0) }) && (types.isEmpty || types.contains(token.type))
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
