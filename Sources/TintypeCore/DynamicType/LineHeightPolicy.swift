/// Where a style's line height comes from. Every resolved row names its policy.
///
/// JSON: `{"policy": "table"}`, `{"policy": "fontMetrics", "multiplier": 1.0}`,
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

    /// The policy's name as themes and reports spell it.
    public var name: String {
        switch self {
        case .table: "table"
        case .fontMetrics: "fontMetrics"
        case .multiplier: "multiplier"
        }
    }
}

extension LineHeightPolicy: Codable {
    private enum CodingKeys: String, CodingKey { case policy, multiplier, value }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let policy = try c.decode(String.self, forKey: .policy)
        switch policy {
        case "table": self = .table
        case "fontMetrics":
            self = .fontMetrics(multiplier: try Self.factor(c, .multiplier, default: 1))
        case "multiplier":
            self = .multiplier(try Self.factor(c, .value, default: nil))
        default:
            throw DecodingError.dataCorruptedError(forKey: .policy, in: c, debugDescription:
                "unknown line-height policy '\(policy)'; use table, fontMetrics or multiplier")
        }
    }

    private static func factor(
        _ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys, default fallback: Double?
    ) throws -> Double {
        guard let value = try c.decodeIfPresent(Double.self, forKey: key) ?? fallback else {
            throw DecodingError.keyNotFound(key, .init(codingPath: c.codingPath, debugDescription:
                "the multiplier policy needs a 'value', e.g. 1.25"))
        }
        guard value.isFinite, value >= 0.5, value <= 5 else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription:
                "\(value) is not a usable line-height multiplier; give a number from 0.5 to 5")
        }
        return value
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .policy)
        switch self {
        case .table: break
        case .fontMetrics(let multiplier): try c.encode(multiplier, forKey: .multiplier)
        case .multiplier(let value): try c.encode(value, forKey: .value)
        }
    }
}

/// How resolved line heights are rounded: first to a grid (e.g. 4 pt), then to device pixels.
public struct LineHeightRounding: Codable, Equatable, Sendable {
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
