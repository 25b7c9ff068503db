/// How a text style's size follows the content-size category.
///
/// JSON: `{"model": "apple"}`, `{"model": "table"}` (the style gives a `table`), `{"model":
/// "relative", "to": "body"}`, `{"model": "android", "fontScales": {"AX1": 1.5, …}}` (scales
/// optional), `{"model": "linear", "factors": {"xSmall": 0.82, …}}` (all 12).
public enum ScaleModel: Equatable, Sendable {
    /// Apple's iOS table, built in, for Apple's eleven styles.
    case apple
    /// The style's own table: a size (and optionally a leading and weight) per category.
    case table
    /// The style's size at `large`, scaled along another style's curve (see `TypeScale.scaledValue`).
    case relative(to: TextStyle)
    /// Android 14's non-linear font scaling, with a font scale per category.
    case android(fontScales: [ContentSizeCategory: Double])
    /// One factor per category.
    case linear(factors: [ContentSizeCategory: Double])

    /// The model's name as themes spell it.
    public var name: String {
        switch self {
        case .apple: "apple"
        case .table: "table"
        case .relative: "relative"
        case .android: "android"
        case .linear: "linear"
        }
    }
}

extension ScaleModel: Codable {
    private enum CodingKeys: String, CodingKey { case model, to, fontScales, factors }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let model = try c.decode(String.self, forKey: .model)
        switch model {
        case "apple": self = .apple
        case "table": self = .table
        case "relative": self = .relative(to: try c.decode(TextStyle.self, forKey: .to))
        case "android":
            let scales = try c.decodeIfPresent(CategoryValues.self, forKey: .fontScales)?.values
            self = .android(fontScales: AndroidFontScaling.defaultFontScales.merging(scales ?? [:]) { $1 })
        case "linear":
            let factors = try c.decode(CategoryValues.self, forKey: .factors).values
            guard factors.count == ContentSizeCategory.allCases.count else {
                let missing = ContentSizeCategory.allCases.filter { factors[$0] == nil }.map(\.name)
                throw DecodingError.dataCorruptedError(forKey: .factors, in: c, debugDescription:
                    "the linear model needs a factor for every category; missing \(missing.joined(separator: ", "))")
            }
            self = .linear(factors: factors)
        default:
            throw DecodingError.dataCorruptedError(forKey: .model, in: c, debugDescription:
                "unknown scale model '\(model)'; use apple, table, relative, android or linear")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .model)
        switch self {
        case .apple, .table: break
        case .relative(let style): try c.encode(style, forKey: .to)
        case .android(let scales): try c.encode(CategoryValues(values: scales), forKey: .fontScales)
        case .linear(let factors): try c.encode(CategoryValues(values: factors), forKey: .factors)
        }
    }
}

/// A number per content-size category, coded as an object keyed by category name.
struct CategoryValues: Codable, Equatable {
    var values: [ContentSizeCategory: Double]

    init(values: [ContentSizeCategory: Double]) { self.values = values }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        var values: [ContentSizeCategory: Double] = [:]
        for key in c.allKeys {
            guard let category = ContentSizeCategory(name: key.stringValue) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription:
                    "unknown content-size category '\(key.stringValue)'; use one of "
                    + ContentSizeCategory.acceptedNames.joined(separator: ", "))
            }
            let value = try c.decode(Double.self, forKey: key)
            guard value.isFinite, value > 0, value <= 100 else {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription:
                    "\(value) is not a usable factor; give a number above 0 and at most 100")
            }
            values[category] = value
        }
        self.values = values
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        for (category, value) in values.sorted(by: { $0.key < $1.key }) {
            try c.encode(value, forKey: Key(stringValue: category.name))
        }
    }
}
