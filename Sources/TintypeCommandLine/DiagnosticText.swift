import TintypeCore

/// Diagnostics as the terminal shows them: `FILE:LINE:COLUMN: error: message` (or a model path in
/// place of the file) as compilers print; `tintype: error: message` when there is no place; check
/// findings as `failure [id, alias old-id] message`.
package enum DiagnosticText {
    package static func render(_ diagnostic: Diagnostic) -> String {
        if let id = diagnostic.id {
            let ids = ([id] + diagnostic.aliases.map { "alias \($0)" }).joined(separator: ", ")
            return "\(diagnostic.severity.rawValue) [\(ids)] \(diagnostic.message)"
        }
        return diagnostic.place == .none ? "tintype: \(diagnostic)" : diagnostic.description
    }

    package static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
    }

    /// What the font system did differently from the theme (a fallback family, a missing weight or
    /// slant), each once in row order, as `tintype: warning: …` lines: what `styles` and
    /// `compile` print.
    package static func fontWarningLines(_ rows: [ResolvedTextStyle]) -> [String] {
        var seen = Set<String>()
        return rows.flatMap(\.fontWarnings).map(\.description).filter { seen.insert($0).inserted }.map { "tintype: warning: \($0)" }
    }
}
