import TintypeDocument
import TintypeColor

/// A token's value parsed once, by its type's rules in DTCG 2025.10: what every reader of tokens
/// (outputs, theme import, checks) takes, so none of them looks into the JSON again.
public indirect enum TokenValue: Equatable, Sendable {
    case color(ColorObject)
    case dimension(Dimension)
    case fontFamily([String])
    /// From 1 to 1000; a name is read as its number.
    case fontWeight(Double)
    case duration(TokenDuration)
    case cubicBezier(CubicBezier)
    case number(Double)
    case strokeStyle(StrokeStyle)
    case border(Border)
    case transition(Transition)
    /// One shadow or several, in order.
    case shadow([Shadow])
    case gradient([GradientStop])
    case typography(Typography)

    /// How values are read beyond DTCG 2025.10 itself.
    public struct Rules: Sendable {
        /// The dialects' meanings are read (all but `--strict-tokens`): a dimension may be in em (letter
        /// spacing as token files in the wild keep it), a family list may hold a list (a font stack
        /// that refers to another), a number may alias a px dimension or a weight.
        public var dialects: Bool
        public var allowsEm: Bool { dialects }

        public init(dialects: Bool) { self.dialects = dialects }

        /// DTCG 2025.10 alone.
        public static let strict = Rules(dialects: false)
    }

    /// Parses a resolved value (no aliases left) as a `type`.
    public init(_ node: SourceNode, type: TokenType, rules: Rules = .strict) throws(TokenValueProblem) {
        switch type {
        case .color: self = .color(try Self.color(node))
        case .dimension: self = .dimension(try Dimension(parsing: node, allowsEm: rules.allowsEm))
        case .fontFamily: self = .fontFamily(try Self.families(node))
        case .fontWeight: self = .fontWeight(try Self.weight(node))
        case .duration: self = .duration(try TokenDuration(parsing: node))
        case .cubicBezier: self = .cubicBezier(try CubicBezier(parsing: node))
        case .number: self = .number(try Self.number(node))
        case .strokeStyle: self = .strokeStyle(try StrokeStyle(parsing: node, rules: rules))
        case .border: self = .border(try Border(parsing: node, rules: rules))
        case .transition: self = .transition(try Transition(parsing: node))
        case .shadow:
            if case .array(let items) = node.value {
                guard !items.isEmpty else { throw TokenValueProblem("a list of shadows has at least one shadow", at: node.position) }
                var shadows: [Shadow] = []
                for (index, item) in items.enumerated() {
                    do {
                        shadows.append(try Shadow(parsing: item, rules: rules))
                    } catch {
                        throw error.inside("shadow \(index)")
                    }
                }
                self = .shadow(shadows)
            } else {
                self = .shadow([try Shadow(parsing: node, rules: rules)])
            }
        case .gradient:
            guard case .array(let items) = node.value else {
                throw TokenValueProblem("a gradient is a list of stops {color, position}, not \(node.kindDescription)", at: node.position)
            }
            guard !items.isEmpty else { throw TokenValueProblem("a gradient has at least one stop", at: node.position) }
            var stops: [GradientStop] = []
            for (index, item) in items.enumerated() {
                do {
                    stops.append(try GradientStop(parsing: item))
                } catch {
                    throw error.inside("stop \(index)")
                }
            }
            self = .gradient(stops)
        case .typography: self = .typography(try Typography(parsing: node, rules: rules))
        }
    }

    // MARK: - Simple values

    static func color(_ node: SourceNode) throws(TokenValueProblem) -> ColorObject {
        // Each component within its space's range (and ±1000 at most) always converts: no conversion here.
        do {
            return try ColorObject(node)
        } catch {
            throw TokenValueProblem(error.message, at: error.position ?? node.position)
        }
    }

    static func number(_ node: SourceNode) throws(TokenValueProblem) -> Double {
        guard case .number(let value) = node.value else {
            throw TokenValueProblem("expected a number, not \(node.kindDescription)", at: node.position)
        }
        return value
    }

    static func families(_ node: SourceNode) throws(TokenValueProblem) -> [String] {
        switch node.value {
        case .string(let family) where !family.isEmpty: return [family]
        case .array(let items) where !items.isEmpty:
            var families: [String] = []
            for item in items {
                guard case .string(let family) = item.value, !family.isEmpty else {
                    throw TokenValueProblem("a family list holds names (strings), not \(item.kindDescription)", at: item.position)
                }
                families.append(family)
            }
            return families
        default: throw TokenValueProblem("expected a family name or a list of them, not \(node.kindDescription)", at: node.position)
        }
    }

    /// DTCG 2025.10's weight names and the numbers they stand for.
    public static let weightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    static func weight(_ node: SourceNode) throws(TokenValueProblem) -> Double {
        switch node.value {
        case .number(let weight) where (1...1000).contains(weight): return weight
        case .number(let weight):
            throw TokenValueProblem("weight \(weight.plainText) is outside 1 to 1000", at: node.position)
        case .string(let name):
            guard let weight = weightNames[name] else {
                let suggestion = weightNames[name.lowercased()] != nil ? "; names are lower case: '\(name.lowercased())'" : ""
                throw TokenValueProblem("'\(name)' is not a DTCG weight name\(suggestion); use 1 to 1000 or one of "
                    + weightNames.keys.sorted { (weightNames[$0] ?? 0, $0) < (weightNames[$1] ?? 0, $1) }.joined(separator: ", "),
                    at: node.position)
            }
            return weight
        default: throw TokenValueProblem("expected a weight from 1 to 1000 or a name such as \"bold\", not \(node.kindDescription)", at: node.position)
        }
    }
}
