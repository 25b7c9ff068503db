import TintypeDocument

/// How far each compared value may move before `tintype metrics check` calls it a regression:
/// points (or em for trims), or a percentage of the baseline's value.
///
/// Defaults: size 0 (sizes come from the theme, so any change is one), lineHeight 0.5 pt,
/// tracking 0.01 pt, width 1 %, trims 0.01 em. Written `lineHeight=0.5,tracking=0.01,width=1%`.
public struct MetricsTolerances: Equatable, Sendable {
    /// A compared value, named as `--tolerance` names it.
    public enum Field: String, CaseIterable, Sendable {
        case size, lineHeight, tracking, width, trims

        /// The unit of an absolute tolerance.
        public var unit: String { self == .trims ? "em" : "pt" }
    }

    /// A tolerance: an absolute amount in the field's unit, or a percentage of the baseline value.
    public enum Amount: Equatable, Sendable {
        case absolute(Double)
        case percent(Double)

        /// `0.5 pt`, `1%`.
        public func text(unit: String) -> String {
            switch self {
            case .absolute(let value): "\(value.plainText) \(unit)"
            case .percent(let value): "\(value.plainText)%"
            }
        }
    }

    /// Why a tolerance list cannot be read.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    public private(set) var amounts: [Field: Amount]

    public static let defaults = MetricsTolerances(amounts: [
        .size: .absolute(0), .lineHeight: .absolute(0.5), .tracking: .absolute(0.01), .width: .percent(1), .trims: .absolute(0.01),
    ])

    public subscript(field: Field) -> Amount { amounts[field] ?? .absolute(0) }

    /// These tolerances with the ones `text` gives (`field=amount[%]`, comma-separated) instead.
    public func overridden(by text: String) throws(ParseError) -> MetricsTolerances {
        overridden(by: try Override(parsing: text))
    }

    /// These tolerances with `override`'s instead.
    public func overridden(by override: Override) -> MetricsTolerances {
        var result = self
        result.amounts.merge(override.amounts) { $1 }
        return result
    }

    /// Some fields' tolerances, as one `--tolerance` gives them: `field=amount[%]`, comma-separated.
    public struct Override: Equatable, Sendable {
        public private(set) var amounts: [Field: Amount] = [:]

        public init(parsing text: String) throws(ParseError) {
            let names = Field.allCases.map(\.rawValue)
            for item in text.split(separator: ",", omittingEmptySubsequences: false) {
                let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map { String($0).trimmedOfWhitespace }
                guard parts.count == 2, !parts[0].isEmpty else {
                    throw ParseError(description: "'\(item)' is not field=amount; for example lineHeight=0.5 or width=1%")
                }
                guard let field = Field(rawValue: parts[0]) else {
                    let hint = closestMatch(to: parts[0], in: names).map { " (did you mean \($0)?)" } ?? ""
                    throw ParseError(description: "unknown field '\(parts[0])'\(hint); use " + names.alternatives)
                }
                let isPercent = parts[1].hasSuffix("%")
                let number = isPercent ? String(parts[1].dropLast()).trimmedOfWhitespace : parts[1]
                guard let value = Double(number), value.isFinite, value >= 0 else {
                    throw ParseError(description: "\(field.rawValue)=\(parts[1]): the amount must be a number of \(field.unit) or a percentage, 0 or more")
                }
                amounts[field] = isPercent ? .percent(value) : .absolute(value)
            }
        }
    }

    /// Whether a move from `old` to `new` stays within the field's tolerance.
    public func allows(_ field: Field, from old: Double, to new: Double) -> Bool {
        let change = abs(new - old)
        switch self[field] {
        case .absolute(let limit): return change <= limit + 1e-9
        case .percent(let limit): return change <= abs(old) * limit / 100 + 1e-9
        }
    }
}
