/// One thing to tell a user about their input: where it is, how bad it is, what it is and what to
/// do. Every reader, resolver and check reports with this type; the CLI renders it as text or JSON.
public struct Diagnostic: Error, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// How bad: `error` is input Tintype cannot use (exit 2), `failure` a check that did not pass
    /// (exit 1), `warning` something worth knowing that stops nothing, `note` what Tintype did with
    /// the input (a legacy token format read as DTCG).
    public enum Severity: String, Hashable, Sendable { case error, failure, warning, note }

    /// Where the problem is.
    public enum Place: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// A line and column of a file (the file is empty until a reader names it, see `inFile`).
        case source(file: String, position: SourcePosition)
        /// A value of the theme model, by its JSON path, e.g. `typography.styles[3].scale.to`.
        case path(String)
        /// Nowhere in particular: a finding about the compiled theme as a whole.
        case none

        public var description: String {
            switch self {
            case .source(let file, let position): "\(file):\(position)"
            case .path(let path): path
            case .none: ""
            }
        }
    }

    public var place: Place
    public var severity: Severity
    /// A stable id for findings that scripts filter on (e.g. `tint.text-on-tint`); nil for input errors.
    public var id: String?
    /// Earlier ids that still name the finding's check, sorted; the check that makes a finding
    /// sets them (`ThemeCheck.aliases(of:)`).
    public var aliases: [String] = []
    /// The whole text a reader needs, suggestion included.
    public var message: String
    /// The replacement a tool could apply (the closest known key, name or token), when there is one.
    public var suggestion: String?
    /// For a check finding: the text style it is about, the categories where it happens (in
    /// category order), and what to change.
    public var style: TextStyle?
    public var categories: [ContentSizeCategory] = []
    public var fix: String?

    public init(_ severity: Severity = .error, at place: Place, id: String? = nil, _ message: String, suggestion: String? = nil) {
        self.place = place
        self.severity = severity
        self.id = id
        self.message = message
        self.suggestion = suggestion
    }

    /// A diagnostic at a line and column of `file`.
    public init(file: String, position: SourcePosition, severity: Severity = .error, message: String, suggestion: String? = nil) {
        self.init(severity, at: .source(file: file, position: position), message, suggestion: suggestion)
    }

    /// A diagnostic at a path of the theme model.
    public init(_ severity: Severity = .error, at path: String, _ message: String) {
        self.init(severity, at: .path(path), message)
    }

    /// The line and column, for a diagnostic in a file.
    public var position: SourcePosition? {
        if case .source(_, let position) = place { position } else { nil }
    }

    /// The same diagnostic in `file`, for one that a scanner made before it knew the file's name.
    public func inFile(_ file: String) -> Diagnostic {
        guard case .source(_, let position) = place else { return self }
        var located = self
        located.place = .source(file: file, position: position)
        return located
    }

    /// `file:line:column: error: message`, as compilers print, or `path: error: message`.
    public var description: String {
        place == .none ? "\(severity.rawValue): \(message)" : "\(place): \(severity.rawValue): \(message)"
    }

    /// By place, then message.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.place != rhs.place ? lhs.place < rhs.place : lhs.message < rhs.message
    }
}

/// Every diagnostic of one input, sorted by place; thrown when any of them is an error.
public struct Diagnostics: Error, Equatable, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics.sorted() }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
