import TintypeDocument

/// Design tokens read from DTCG 2025.10 files, with every reference resolved: each token's path,
/// its type (explicit or inherited from its groups or its alias, never inferred) and its value with
/// no aliases or `$ref`s left.
public struct DesignTokens: Sendable {
    /// One resolved token.
    public struct Token: Equatable, Sendable {
        /// Dot-separated path: `color.brand.primary`.
        public var path: String
        public var type: TokenType
        /// The value with every alias and `$ref` replaced by what it refers to, as written.
        public var value: SourceNode
        /// The same value parsed by its type's rules: what outputs and imports read.
        public var typed: TokenValue
        public var file: String
        /// Where the token is defined.
        public var position: SourcePosition
        /// The token's `$extensions`, as written.
        public var extensions: SourceNode?
        /// The token's `$description`: what it is for, which the formats write as a doc comment.
        public var description: String?
    }

    /// Tokens by path.
    public var tokens: [String: Token]
    /// What reading them said that stops nothing: the forms read as DTCG 2025.10, tokens left out.
    public var notes: [Diagnostic] = []
    /// The dimension tokens that size text (`DesignTokenReader.textSizes`), which the platforms
    /// with a font scale write in its unit (`sp`).
    public var textSizes: Set<String> = []

    package init(tokens: [String: Token], notes: [Diagnostic] = []) {
        self.tokens = tokens
        self.notes = notes
    }
}
