/// The thirteen token types of DTCG 2025.10: what a `$type` may say.
public enum TokenType: String, CaseIterable, Comparable, Sendable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography

    /// The names, in the specification's order, for messages.
    public static let names = allCases.map(\.rawValue)

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
