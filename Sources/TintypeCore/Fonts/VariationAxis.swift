/// An axis of a variable font (`fvar`), with values in user (design) coordinates.
public struct VariationAxis: Codable, Equatable, Hashable, Sendable {
    /// The four-letter tag, such as `wght` or `opsz`.
    public var tag: String
    /// The axis name from the `name` table, when the font gives one.
    public var name: String?
    public var min: Double
    public var `default`: Double
    public var max: Double

    public init(tag: String, name: String?, min: Double, default defaultValue: Double, max: Double) {
        self.tag = tag
        self.name = name
        self.min = min
        self.default = defaultValue
        self.max = max
    }

    private enum CodingKeys: String, CodingKey { case tag, name, min, `default`, max }

    /// Writes `name` as `null` when absent, so every key is always present.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tag, forKey: .tag)
        try container.encode(name, forKey: .name)
        try container.encode(min, forKey: .min)
        try container.encode(self.default, forKey: .default)
        try container.encode(max, forKey: .max)
    }

    /// Whether `value` lies inside the axis range, ends included.
    public func contains(_ value: Double) -> Bool { value >= min && value <= max }
}

/// A named instance of a variable font (`fvar`): a name for a location on its axes.
public struct NamedInstance: Codable, Equatable, Hashable, Sendable {
    public var name: String?
    public var postscriptName: String?
    /// Axis tag to user coordinate.
    public var coordinates: [String: Double]

    public init(name: String?, postscriptName: String?, coordinates: [String: Double]) {
        self.name = name
        self.postscriptName = postscriptName
        self.coordinates = coordinates
    }

    private enum CodingKeys: String, CodingKey { case name, postscriptName, coordinates }

    /// Writes absent names as `null`, so every key is always present.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(postscriptName, forKey: .postscriptName)
        try container.encode(coordinates, forKey: .coordinates)
    }
}
