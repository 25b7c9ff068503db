#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a style's tracking (letter spacing) comes from.
///
/// In a theme: `{"source": "font"}` (the default), `{"source": "appleSFPro"}`, `{"source": "trak", "track": 0}`, `{"source": "formula",
/// "preset": "inter"}` or `{"source": "formula", "a": …, "b": …, "c": …}`, `{"source": "constant",
/// "em": 0.01}`, `{"source": "none"}`.
public enum TrackingSource: Equatable, Sendable {
    /// What iOS does for a custom font: its own `trak` table at track 0 when it has one, no tracking
    /// when it has none (SF's table belongs to SF). The default.
    case font
    /// Apple's SF Pro tracking table (built in; the 1/1000-em column), interpolated between sizes.
    case appleSFPro
    /// The font's own AAT `trak` table, the given track (0 is normal).
    case fontTrak(track: Double)
    /// `a + b·e^(c·size)` in em, the form of Inter's dynamic metrics.
    case formula(a: Double, b: Double, c: Double)
    /// The same em value at every size.
    case constant(em: Double)
    /// No tracking.
    case none

    /// Inter's dynamic-metrics constants (rsms/inter, 2019-02-07).
    public static let inter = TrackingSource.formula(a: -0.0223, b: 0.185, c: -0.1745)

    /// The source without its data, named as themes spell it (`{"source": …}`).
    public enum Kind: String, CaseIterable, Sendable { case font, appleSFPro, trak, formula, constant, none }

    public var kind: Kind {
        switch self {
        case .font: .font
        case .appleSFPro: .appleSFPro
        case .fontTrak: .trak
        case .formula: .formula
        case .constant: .constant
        case .none: .none
        }
    }

    /// The source's name as reports spell it: the kind, and `formula:inter` for Inter's preset.
    public var name: String { self == .inter ? "formula:inter" : kind.rawValue }

    /// The tracking in em at `size` points, from everything but the font; nil for `font` and
    /// `fontTrak`, which need the font's table.
    public func em(atSize size: Double) -> Double? {
        switch self {
        case .appleSFPro: AppleTrackingTable.emPerMille(atSize: size) / 1000
        case .font, .fontTrak: nil
        case .formula(let a, let b, let c): a + b * exp(c * size)
        case .constant(let em): em
        case .none: 0
        }
    }
}
