#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tokens Studio's math in a token's value: `{size.base} * 1.25`, `floor({unit} * 4)`,
/// `min({a}, {b})`, `pow({ratio}, 2)`: numbers, references, `+ − * / ^`, parentheses and the
/// functions of expr-eval, which Tokens Studio and sd-transforms evaluate with (`functions`), over
/// plain numbers and dimensions of one unit (a plain number beside a dimension is in its unit, as
/// Tokens Studio writes `{space} + 4`). Anything else is an error that says what.
enum TokenExpression {
    /// A number, or a length in one unit.
    struct Quantity: Equatable {
        var value: Double
        var unit: String?
    }

    struct Problem: Error, Equatable {
        var message: String
    }

    /// The token types whose values may be math.
    static let numericTypes: Set<String> = ["dimension", "number", "fontWeight"]

    /// Whether a string value is an expression to evaluate, rather than an alias, a number or a
    /// dimension: it has an operator or a function call between its terms.
    static func isExpression(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            // A reference with anything beside it, an operator after the first character ("-4px" and
            // "1e3" are numbers), or a function, is math; a whole alias is not.
            var braces = 0, operators = false, letters = false
            for (index, byte) in utf8.enumerated() {
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "}"): braces += 1
                case UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "^"), UInt8(ascii: "("), UInt8(ascii: ")"):
                    if index > 0 { operators = true }
                case UInt8(ascii: "-"):
                    if index > 0, utf8[index - 1] == UInt8(ascii: " ") { operators = true }
                case UInt8(ascii: "a")...UInt8(ascii: "z"): letters = true
                default: break
                }
            }
            let alias = braces == 2 && utf8.first == UInt8(ascii: "{") && utf8.last == UInt8(ascii: "}")
            if braces > 0 { return !alias || operators }
            return operators || (letters && utf8.contains(UInt8(ascii: "(")))
        }
    }

    /// The `{a.b}` references in an expression, in order.
    static func references(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            found.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    /// The expression's value; `values` holds each reference's (missing: not a number or dimension).
    static func evaluate(_ text: String, values: [String: Quantity]) throws(Problem) -> Quantity {
        var parser = Parser(text: Array(text.utf8), values: values)
        let value = try parser.sum(depth: 0)
        parser.skipSpaces()
        guard parser.index == parser.text.count else { throw parser.problem("unexpected '\(parser.rest)'") }
        return value
    }

    /// expr-eval's numeric functions (angles in radians, `log` natural): a function of one value
    /// refuses more, `pow`, `atan2` and `roundTo` take two, `min`, `max` and `hypot` any number.
    private static let functions: [String: @Sendable ([Double]) -> Double?] = [
        "min": { $0.min() }, "max": { $0.max() }, "hypot": { $0.isEmpty ? nil : $0.reduce(0) { $0 + $1 * $1 }.squareRoot() },
        "round": one { $0.rounded(.toNearestOrAwayFromZero) }, "floor": one { $0.rounded(.down) }, "ceil": one { $0.rounded(.up) },
        "trunc": one { $0.rounded(.towardZero) }, "abs": one { abs($0) }, "sign": one { $0 > 0 ? 1 : $0 < 0 ? -1 : 0 },
        "sqrt": one { $0 >= 0 ? $0.squareRoot() : nil }, "cbrt": one { cbrt($0) }, "exp": one { exp($0) },
        "ln": one { $0 > 0 ? log($0) : nil }, "log": one { $0 > 0 ? log($0) : nil }, "log2": one { $0 > 0 ? log2($0) : nil },
        "log10": one { $0 > 0 ? log10($0) : nil }, "sin": one { sin($0) }, "cos": one { cos($0) }, "tan": one { tan($0) },
        "asin": one { abs($0) <= 1 ? asin($0) : nil }, "acos": one { abs($0) <= 1 ? acos($0) : nil }, "atan": one { atan($0) },
        "pow": two { pow($0, $1) }, "atan2": two { atan2($0, $1) },
        "roundTo": two { value, places in
            guard places == places.rounded(), abs(places) <= 15 else { return nil }
            let scale = pow(10, places)
            return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        },
    ]

    /// The names `functions` knows, for messages.
    static let functionNames = functions.keys.sorted().joined(separator: ", ")

    private static func one(_ f: @escaping @Sendable (Double) -> Double?) -> @Sendable ([Double]) -> Double? {
        { $0.count == 1 ? f($0[0]) : nil }
    }

    private static func two(_ f: @escaping @Sendable (Double, Double) -> Double?) -> @Sendable ([Double]) -> Double? {
        { $0.count == 2 ? f($0[0], $0[1]) : nil }
    }

    /// A recursive-descent reader of the grammar `sum := product (('+'|'-') product)*`,
    /// `product := unary (('*'|'/') unary)*`, `unary := '-' unary | power`, `power := term ('^' unary)?`
    /// (so `-2^2` is −4, as in expr-eval), `term := number unit? |
    /// '{' path '}' | function '(' sum (',' sum)* ')' | '(' sum ')'`; nesting is limited to 64.
    private struct Parser {
        let text: [UInt8]
        let values: [String: Quantity]
        var index = 0

        var rest: String { String(decoding: text[min(index, text.count)...], as: UTF8.self) }

        func problem(_ message: String) -> Problem { Problem(message: message) }

        mutating func skipSpaces() {
            while index < text.count, text[index] == UInt8(ascii: " ") || text[index] == 0x09 { index += 1 }
        }

        mutating func peek() -> UInt8? {
            skipSpaces()
            return index < text.count ? text[index] : nil
        }

        mutating func sum(depth: Int) throws(Problem) -> Quantity {
            guard depth < 64 else { throw problem("the expression nests deeper than 64 levels") }
            var value = try product(depth: depth)
            while let next = peek(), next == UInt8(ascii: "+") || next == UInt8(ascii: "-") {
                index += 1
                let other = try product(depth: depth)
                value = try combine(value, other, next == UInt8(ascii: "+") ? "+" : "−") { next == UInt8(ascii: "+") ? $0 + $1 : $0 - $1 }
            }
            return value
        }

        mutating func product(depth: Int) throws(Problem) -> Quantity {
            var value = try unary(depth: depth)
            while let next = peek(), next == UInt8(ascii: "*") || next == UInt8(ascii: "/") {
                index += 1
                let other = try unary(depth: depth)
                if next == UInt8(ascii: "*") {
                    guard value.unit == nil || other.unit == nil else { throw problem("a length times a length is not a length") }
                    value = Quantity(value: value.value * other.value, unit: value.unit ?? other.unit)
                } else {
                    guard other.value != 0 else { throw problem("division by zero") }
                    if let unit = other.unit {
                        guard value.unit == unit else { throw problem("a number divided by a length is not a length") }
                        value = Quantity(value: value.value / other.value, unit: nil)
                    } else {
                        value = Quantity(value: value.value / other.value, unit: value.unit)
                    }
                }
            }
            return value
        }

        mutating func unary(depth: Int) throws(Problem) -> Quantity {
            guard depth < 64 else { throw problem("the expression nests deeper than 64 levels") }
            if peek() == UInt8(ascii: "-") {
                index += 1
                let value = try unary(depth: depth + 1)
                return Quantity(value: -value.value, unit: value.unit)
            }
            let base = try term(depth: depth)
            guard peek() == UInt8(ascii: "^") else { return base }
            index += 1
            let exponent = try unary(depth: depth + 1)
            guard exponent.unit == nil else { throw problem("an exponent is a number, not a length") }
            let value = pow(base.value, exponent.value)
            guard value.isFinite else { throw problem("\(base.value.plainText) ^ \(exponent.value.plainText) is no finite number") }
            return Quantity(value: value, unit: base.unit)
        }

        mutating func term(depth: Int) throws(Problem) -> Quantity {
            guard let next = peek() else { throw problem("the expression ends where a value was expected") }
            if next == UInt8(ascii: "(") {
                index += 1
                let value = try sum(depth: depth + 1)
                guard peek() == UInt8(ascii: ")") else { throw problem("a '(' is not closed") }
                index += 1
                return value
            }
            if next == UInt8(ascii: "{") {
                guard let close = text[index...].firstIndex(of: UInt8(ascii: "}")) else { throw problem("a '{' is not closed") }
                let path = String(decoding: text[(index + 1)..<close], as: UTF8.self)
                index = close + 1
                guard let value = values[path] else { throw problem("{\(path)} is not a number or a dimension") }
                return value
            }
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) || next == UInt8(ascii: ".") {
                let start = index
                while index < text.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[index]) || text[index] == UInt8(ascii: ".") { index += 1 }
                guard let value = Double(String(decoding: text[start..<index], as: UTF8.self)) else { throw problem("'\(rest)' is not a number") }
                let unitStart = index
                while index < text.count, (text[index] | 0x20) >= UInt8(ascii: "a"), (text[index] | 0x20) <= UInt8(ascii: "z") { index += 1 }
                let unit = String(decoding: text[unitStart..<index], as: UTF8.self).lowercased()
                guard unit.isEmpty || ["px", "rem", "em"].contains(unit) else { throw problem("unit '\(unit)' is not px, rem or em") }
                return Quantity(value: value, unit: unit.isEmpty ? nil : unit)
            }
            let start = index
            while index < text.count, (text[index] | 0x20) >= UInt8(ascii: "a"), (text[index] | 0x20) <= UInt8(ascii: "z") { index += 1 }
            let name = String(decoding: text[start..<index], as: UTF8.self)
            guard let function = functions[name], peek() == UInt8(ascii: "(") else {
                throw problem(name.isEmpty ? "unexpected '\(rest)'" : "unknown function '\(name)'; use one of \(TokenExpression.functionNames)")
            }
            index += 1
            var arguments = [try sum(depth: depth + 1)]
            while peek() == UInt8(ascii: ",") {
                index += 1
                arguments.append(try sum(depth: depth + 1))
            }
            guard peek() == UInt8(ascii: ")") else { throw problem("\(name)( is not closed") }
            index += 1
            let units = Set(arguments.compactMap(\.unit))
            guard units.count <= 1 else { throw problem("\(name) over lengths in \(units.sorted().joined(separator: " and ")): give them one unit") }
            guard let value = function(arguments.map(\.value)), value.isFinite else {
                throw problem("\(name) of \(arguments.map(\.value.plainText).joined(separator: ", ")) is no number: see its arguments")
            }
            return Quantity(value: value, unit: units.first)
        }

        private func combine(_ a: Quantity, _ b: Quantity, _ sign: String, _ operation: (Double, Double) -> Double) throws(Problem) -> Quantity {
            if let left = a.unit, let right = b.unit, left != right {
                throw problem("\(a.value.plainText)\(left) \(sign) \(b.value.plainText)\(right) mixes units; give both in one unit")
            }
            return Quantity(value: operation(a.value, b.value), unit: a.unit ?? b.unit)
        }
    }
}
