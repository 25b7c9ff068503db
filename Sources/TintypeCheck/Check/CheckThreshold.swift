import TintypeDocument

/// A value a check judges by, declared on the rule that owns it as a format declares its options:
/// its key (`check --KEY`, and the key under a project's `check:`), its default, its range and its
/// help. `check`'s options, their validation and the project's `check:` are made from the
/// declarations (`ThemeCheck.thresholds`); a rule reads its value from `CheckContext.thresholds`.
public struct CheckThreshold: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A number that always applies, `default` unless given.
        case number(default: Double)
        /// A number that applies only when given.
        case optionalNumber
        /// Off unless given.
        case toggle
    }

    public let key: String
    public let kind: Kind
    /// The numbers a value may take (unused by a toggle).
    public let range: ClosedRange<Double>
    public let help: String

    public init(key: String, kind: Kind, range: ClosedRange<Double> = 0...0, help: String) {
        self.key = key
        self.kind = kind
        self.range = range
        self.help = help
    }

    /// The help with the default, as `check --help` shows it.
    public var helpWithDefault: String {
        if case .number(let value) = kind { return help + " (default: \(value.plainText))" }
        return help
    }

    /// `value` when it is in range; otherwise the words of the error, naming the key.
    public func checked(_ value: Double) throws(OutOfRange) -> Double {
        guard range.contains(value) else { throw OutOfRange(threshold: self, value: value) }
        return value
    }

    /// A value outside a threshold's range.
    public struct OutOfRange: Error, CustomStringConvertible {
        public let threshold: CheckThreshold
        public let value: Double
        public var description: String {
            "\(threshold.key) \(value.plainText) is out of range \(threshold.range.lowerBound.plainText)…\(threshold.range.upperBound.plainText)"
        }
    }
}
