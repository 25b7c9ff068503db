/// A DTCG typography composite's values: the one reader of `fontFamily`, `fontSize`, `fontWeight`,
/// `letterSpacing` and `lineHeight`, for the token validator and DTCG import alike.
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

    private static let members = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]

    /// Reads a composite's value; the problem names the first member that is missing or wrong.
    public init(_ value: SourceNode) throws(Problem) {
        guard case .object(let members) = value.value else { throw Problem(message: "expected an object") }
        var byKey: [String: SourceNode] = [:]
        for member in members { byKey[member.key] = member.value }
        func member(_ key: String, as type: String) throws(Problem) -> SourceNode {
            guard let node = byKey[key] else { throw Problem(message: "a typography value needs \(key)") }
            if let problem = DesignTokenValidator.problem(with: node, type: type) { throw Problem(message: "\(key): \(problem)") }
            return node
        }
        for required in Self.members where byKey[required] == nil { throw Problem(message: "a typography value needs \(required)") }
        switch try member("fontFamily", as: "fontFamily").value {
        case .string(let family): families = [family]
        case .array(let items): families = items.compactMap { if case .string(let family) = $0.value { family } else { nil } }
        default: families = []
        }
        size = Dimension(try member("fontSize", as: "dimension"))?.points ?? 0
        switch try member("fontWeight", as: "fontWeight").value {
        case .number(let number): weight = FontWeight(value: Int(number))
        case .string(let text): weight = FontWeight(parsing: text) ?? .regular
        default: weight = .regular
        }
        letterSpacing = Dimension(try member("letterSpacing", as: "dimension"))?.points ?? 0
        guard case .number(let multiplier) = try member("lineHeight", as: "number").value else { throw Problem(message: "lineHeight: expected a number") }
        lineHeight = multiplier
    }
}
