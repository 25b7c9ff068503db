/// Where a style's line height comes from. Every resolved row names its policy.
///
/// In a theme: `{"policy": "table"}`, `{"policy": "fontMetrics", "multiplier": 1.0}`,
/// `{"policy": "multiplier", "value": 1.25}`.
public enum LineHeightPolicy: Equatable, Sendable {
    /// The table's leading: Apple's published leading, a table style's own, or a style's `lineHeight`
    /// at `large` scaled by the style's scale model.
    case table
    /// The font's natural line height at the size (typo metrics when USE_TYPO_METRICS is set, else
    /// hhea, as FreeType chooses), times `multiplier`.
    case fontMetrics(multiplier: Double)
    /// The size times a unitless multiplier, as DTCG and CSS express line height.
    case multiplier(Double)

    /// A policy without its data, named as themes and reports spell it.
    public enum Kind: String, CaseIterable, Sendable { case table, fontMetrics, multiplier }

    public var kind: Kind {
        switch self {
        case .table: .table
        case .fontMetrics: .fontMetrics
        case .multiplier: .multiplier
        }
    }
}

/// How resolved line heights are rounded: first to a grid (e.g. 4 pt), then to device pixels.
public struct LineHeightRounding: Equatable, Sendable {
    /// Round to the nearest multiple of this many points (halves up); nil for no grid.
    public var grid: Double?
    /// Round to the pixel grid of a 1×, 2× or 3× screen; nil to keep exact values.
    public var pixelScale: Double?

    public init(grid: Double? = nil, pixelScale: Double? = nil) {
        self.grid = grid
        self.pixelScale = pixelScale
    }

    /// `value` rounded by this policy.
    public func apply(_ value: Double) -> Double {
        var result = value
        if let grid, grid > 0 { result = (result / grid).rounded(.toNearestOrAwayFromZero) * grid }
        if let pixelScale, pixelScale > 0 {
            result = (result * pixelScale).rounded(.toNearestOrAwayFromZero) / pixelScale
        }
        return result
    }
}
