/// One option a format takes from a project file, declared by the format beside its rendering (as
/// SwiftGen's parsers declare theirs): its key, the kind of value it takes, a line of help, and how
/// it sets itself on the format. The project reader, `init`'s starter project and the help are all
/// made from these, so a new option is one line in its format's file.
public struct FormatOption: Sendable {
    /// What a value of the option may be.
    public enum Kind: Sendable {
        /// A `NamePattern` (`{Name}`, `{name}`) whose expansion `isValid` accepts; `what` words it
        /// for a message ("a Swift type name (…)").
        case name(what: String, isValid: @Sendable (String) -> Bool)
        /// `true` or `false`.
        case boolean
        /// One of a closed set of words; `what` names the set ("access level").
        case choice(what: String, values: [String])
        /// A number within `range`.
        case number(range: ClosedRange<Double>)
    }

    public let key: String
    public let kind: Kind
    /// What the option does, for `init`'s starter project and the docs.
    public let help: String
    /// The option's value on a format, as a project file writes it (`{Name}Theme`, `true`).
    private let read: @Sendable (any ThemeFormat) -> String?
    /// The format with the option set from a checked value; nil for a format of another type.
    private let write: @Sendable (any ThemeFormat, String) -> (any ThemeFormat)?

    /// The option's value on `format` as a project file writes it; nil when `format` is not of the
    /// type that declared it.
    public func value(on format: any ThemeFormat) -> String? { read(format) }

    /// `format` with the option set to `value`, a text the option's kind accepts.
    public func applied(_ value: String, to format: any ThemeFormat) -> any ThemeFormat { write(format, value) ?? format }

    /// The value as YAML writes it in a starter project: name patterns quoted (they hold braces).
    public func yaml(_ value: String) -> String {
        if case .name = kind { return "\"\(value)\"" }
        return value
    }

    /// A name the format gives what it generates, with the theme's name as placeholders.
    public static func name<Format: ThemeFormat>(
        _ key: String, _ path: WritableKeyPath<Format, NamePattern> & Sendable, what: String,
        isValid: @escaping @Sendable (String) -> Bool, help: String
    ) -> FormatOption {
        FormatOption(key: key, kind: .name(what: what, isValid: isValid), help: help,
                     read: { ($0 as? Format)?[keyPath: path].pattern },
                     write: { format, value in
                         guard var typed = format as? Format else { return nil }
                         typed[keyPath: path] = NamePattern(value)
                         return typed
                     })
    }

    /// A switch.
    public static func boolean<Format: ThemeFormat>(
        _ key: String, _ path: WritableKeyPath<Format, Bool> & Sendable, help: String
    ) -> FormatOption {
        FormatOption(key: key, kind: .boolean, help: help,
                     read: { ($0 as? Format).map { String($0[keyPath: path]) } },
                     write: { format, value in
                         guard var typed = format as? Format else { return nil }
                         typed[keyPath: path] = value == "true"
                         return typed
                     })
    }

    /// One of an enumeration's cases, by its raw value.
    public static func choice<Format: ThemeFormat, Value: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ path: WritableKeyPath<Format, Value> & Sendable, what: String, help: String
    ) -> FormatOption where Value.RawValue == String {
        FormatOption(key: key, kind: .choice(what: what, values: Value.allCases.map(\.rawValue)), help: help,
                     read: { ($0 as? Format)?[keyPath: path].rawValue },
                     write: { format, value in
                         guard var typed = format as? Format, let chosen = Value(rawValue: value) else { return nil }
                         typed[keyPath: path] = chosen
                         return typed
                     })
    }

    /// A number within `range`, written as its plain text.
    public static func number<Format: ThemeFormat>(
        _ key: String, _ path: WritableKeyPath<Format, Double> & Sendable, range: ClosedRange<Double>, help: String
    ) -> FormatOption {
        FormatOption(key: key, kind: .number(range: range), help: help,
                     read: { ($0 as? Format).map { $0[keyPath: path].plainText } },
                     write: { format, value in
                         guard var typed = format as? Format, let number = Double(value) else { return nil }
                         typed[keyPath: path] = number
                         return typed
                     })
    }

    // MARK: - What option values may be

    /// A Swift or Kotlin identifier: letters, digits and `_`, not starting with a digit.
    public static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isASCIILetter || first == "_" else { return false }
        return text.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" }
    }
}

extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isLowercaseASCIILetter: Bool { isASCII && isLowercase }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
