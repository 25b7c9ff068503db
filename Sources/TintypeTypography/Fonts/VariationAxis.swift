import TintypeDocument

/// An axis of a variable font (`fvar`), with values in user (design) coordinates.
public struct VariationAxis: Equatable, Hashable, Sendable {
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



    /// Whether `value` lies inside the axis range, ends included.
    public func contains(_ value: Double) -> Bool { value >= min && value <= max }
}

/// A named instance of a variable font (`fvar`): a name for a location on its axes.
public struct NamedInstance: Equatable, Hashable, Sendable {
    public var name: String?
    public var postscriptName: String?
    /// Axis tag to user coordinate.
    public var coordinates: [String: Double]

    public init(name: String?, postscriptName: String?, coordinates: [String: Double]) {
        self.name = name
        self.postscriptName = postscriptName
        self.coordinates = coordinates
    }


}

extension VariationAxis {
    /// `{tag, name, min, default, max}`.
    package var jsonValue: JSONValue {
        .object(["tag": .string(tag), "name": .string(name), "min": .number(min), "default": .number(self.default), "max": .number(max)])
    }
}

extension NamedInstance {
    /// `{name, postscriptName, coordinates}`.
    package var jsonValue: JSONValue {
        .object(["name": .string(name), "postscriptName": .string(postscriptName),
                 "coordinates": .object(coordinates.mapValues(JSONValue.number))])
    }
}
