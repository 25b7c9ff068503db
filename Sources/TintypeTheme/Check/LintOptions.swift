import TintypeTypography

/// A theme's settings for `tintype check` (the `lint` object of a theme file).
public struct LintOptions: Equatable, Sendable {
    /// The text whose ink the line-box check measures.
    public var sample: InkSample

    public init(sample: InkSample = .basicLatin) {
        self.sample = sample
    }
}
