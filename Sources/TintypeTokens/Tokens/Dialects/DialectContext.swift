import TintypeDocument

/// What reading one document's dialects says: the forms found (counted, for one note per file and
/// form), the tokens left out, and errors and warnings at their place.
struct DialectContext {
    let file: String
    let options: TokenReadingOptions
    private(set) var diagnostics: [Diagnostic] = []
    /// The tokens left out (no DTCG meaning): a token that refers to one is left out too, with a
    /// warning, rather than reported as referring to nothing.
    private(set) var leftOutPaths: Set<String> = []
    /// The tokens refused with an error, so that those that refer to one say so.
    private(set) var refusedPaths: Set<String> = []
    /// The forms found, counted.
    private(set) var notes = TokenNotes()

    /// Records a form found at a token (`path`), or under `--strict-tokens` says it is one.
    mutating func note(_ form: TokenForm, at position: SourcePosition, path: String) {
        if options.strict { return error(position, "token '\(path)': \(form.strictMessage)") }
        notes.add(form, in: file, at: position)
    }

    /// Leaves a token out whose type has no DTCG meaning, with a warning naming it.
    mutating func leaveOut(_ path: String, type: String, dialect: String, at position: SourcePosition, noting form: TokenForm? = nil) {
        if let form { note(form, at: position, path: path) }
        leaveOut(path, .noMeaning, at: position, "token '\(path)' has \(dialect)'s type '\(type)', which has no DTCG meaning; it is left out")
    }

    /// Leaves a token out for `reason`, with `message` as its warning.
    mutating func leaveOut(_ path: String, _ reason: TokenOmission, at position: SourcePosition, _ message: String) {
        leftOutPaths.insert(path)
        diagnostics.append(reason.warning(file, position, message))
    }

    mutating func error(_ position: SourcePosition, _ message: String) {
        diagnostics.append(Diagnostic(file: file, position: position, message: message))
    }

    /// Refuses the token at `path` with an error.
    mutating func refuse(_ path: String, at position: SourcePosition, _ message: String) {
        refusedPaths.insert(path)
        error(position, message)
    }

    mutating func warn(_ position: SourcePosition, _ message: String) {
        diagnostics.append(Diagnostic(file: file, position: position, severity: .warning, message: message))
    }
}
