/// How token files are read: `strict` reads DTCG 2025.10 alone (every other form an error at its
/// place); `input` chooses the contexts of Adobe Spectrum's `sets`.
public struct TokenReadingOptions: Sendable {
    /// Every form but DTCG 2025.10 is an error at its place.
    public var strict: Bool
    /// Contexts for Adobe Spectrum's `sets`: `theme` (light, dark, wireframe; light by default) and
    /// `scale` (desktop, mobile; desktop by default).
    public var input: [String: String]
    /// The Tokens Studio theme whose sets are read (`$themes`); the first when nil.
    public var tokenTheme: String?

    public init(strict: Bool = false, input: [String: String] = [:], tokenTheme: String? = nil) {
        self.strict = strict
        self.input = input
        self.tokenTheme = tokenTheme
    }
}
