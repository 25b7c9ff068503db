/// A problem in a theme's typography, with the JSON path of the value at fault.
public struct TypographyIssue: Error, Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public var severity: Severity
    /// Where the value is, e.g. `typography.styles[3].scale.to`.
    public var path: String
    public var message: String

    public init(_ severity: Severity = .error, at path: String, _ message: String) {
        self.severity = severity
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(severity.rawValue): \(message)" }

    public static func < (lhs: TypographyIssue, rhs: TypographyIssue) -> Bool {
        (lhs.path, lhs.message) < (rhs.path, rhs.message)
    }
}

/// Every error found in a theme's typography, reported together.
public struct TypographyErrors: Error, Equatable, CustomStringConvertible {
    public var issues: [TypographyIssue]

    public var description: String { issues.map(\.description).joined(separator: "\n") }
}
