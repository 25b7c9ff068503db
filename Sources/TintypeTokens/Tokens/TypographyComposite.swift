import TintypeDocument
import TintypeTypography

/// A DTCG typography value in points, as themes take it: families, size, weight, letter spacing
/// and a line-height multiplier. The one conversion from `Typography`, for theme import and
/// themes' `token:` styles alike.
public struct TypographyComposite: Equatable, Sendable {
    public var families: [String]
    /// Points.
    public var size: Double
    public var weight: FontWeight
    /// Points.
    public var letterSpacing: Double
    /// A multiplier of the size.
    public var lineHeight: Double

    /// What is wrong with a composite, naming the member.
    public struct Problem: Error, Equatable, Sendable {
        public var message: String
    }

    /// The typography value in points: px one to one, rem at 16 px, em letter spacing times the size.
    public init(_ typography: Typography) {
        families = typography.fontFamily
        size = typography.fontSize.points ?? 0
        weight = FontWeight(value: Int(typography.fontWeight.rounded()))
        letterSpacing = typography.letterSpacing.points ?? typography.letterSpacing.value * (typography.fontSize.points ?? 0)
        lineHeight = typography.lineHeight
    }

    /// Reads a resolved typography value; the problem names the first member that is missing or wrong.
    public init(_ value: SourceNode) throws(Problem) {
        do {
            self.init(try Typography(parsing: value, rules: TokenValue.Rules(dialects: true)))
        } catch {
            throw Problem(message: error.message)
        }
    }
}
