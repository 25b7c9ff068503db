/// How token files are read: `strict` reads DTCG 2025.10 alone (every other form an error at its
/// place); `input` chooses the contexts of Adobe Spectrum's `sets`.
public struct TokenReadingOptions: Sendable {
    /// Every form but DTCG 2025.10 is an error at its place.
    public var strict: Bool
    /// Contexts for Adobe Spectrum's `sets`: `theme` (light, dark, wireframe; light by default) and
    /// `scale` (desktop, mobile; desktop by default).
    public var input: [String: String]
    /// The Tokens Studio themes whose sets are read (`$themes`), comma-separated, each a name or
    /// GROUP/NAME; each group's first when nil.
    public var tokenTheme: String?
    /// The Tokens Studio sets to read, by name, instead of themes: the others are not read.
    public var tokenSets: [String]
    /// The documents are Tokens Studio's sets: their tokens without `$` are Tokens Studio's, even
    /// in a set whose own types are all DTCG's (`"type": "color"`).
    var tokensStudioSets = false
    /// The one document's top-level keys are sets: set when reading it as a file left references
    /// undefined that its sets' own paths define.
    var topLevelSets = false

    public init(strict: Bool = false, input: [String: String] = [:], tokenTheme: String? = nil, tokenSets: [String] = []) {
        self.strict = strict
        self.input = input
        self.tokenTheme = tokenTheme
        self.tokenSets = tokenSets
    }
}

extension TokenReadingOptions {
    /// These options with `later`'s choices over them: a later choice of sets or themes replaces
    /// an earlier one, and `strict` from either holds.
    public func overridden(by later: TokenReadingOptions) -> TokenReadingOptions {
        var result = self
        result.strict = strict || later.strict
        if !later.tokenSets.isEmpty || later.tokenTheme != nil {
            result.tokenSets = later.tokenSets
            result.tokenTheme = later.tokenTheme
        }
        result.input.merge(later.input) { $1 }
        return result
    }
}
