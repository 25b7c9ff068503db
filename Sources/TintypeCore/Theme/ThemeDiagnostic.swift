/// One problem in a theme file: `file:line:column: error: message`.
public struct ThemeDiagnostic: Error, Equatable, Comparable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public var file: String
    public var position: SourcePosition
    public var severity: Severity
    public var message: String

    public init(file: String, position: SourcePosition, severity: Severity = .error, message: String) {
        self.file = file
        self.position = position
        self.severity = severity
        self.message = message
    }

    public var description: String { "\(file):\(position): \(severity.rawValue): \(message)" }

    public static func < (lhs: ThemeDiagnostic, rhs: ThemeDiagnostic) -> Bool {
        (lhs.file, lhs.position.line, lhs.position.column, lhs.message) < (rhs.file, rhs.position.line, rhs.position.column, rhs.message)
    }
}

/// Every error found in a theme (and its warnings), sorted by place.
public struct ThemeErrors: Error, Equatable, CustomStringConvertible {
    public var diagnostics: [ThemeDiagnostic]

    public init(diagnostics: [ThemeDiagnostic]) { self.diagnostics = diagnostics.sorted() }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// The closest of `candidates` to `word` (edit distance at most 2, or a third of its length), for
/// "did you mean" suggestions.
func closestMatch(to word: String, in candidates: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
    let target = Array(word.lowercased())
    let scored = candidates.map { ($0, distance(target, Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else { return nil }
    return best.0
}
