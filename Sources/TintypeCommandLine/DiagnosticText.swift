import TintypeDocument

/// Diagnostics as the terminal shows them: `FILE:LINE:COLUMN: error: message` (or a model path in
/// place of the file) as compilers print; `tintype: error: message` when there is no place; check
/// findings as `failure [id, alias old-id] message`.
package enum DiagnosticText {
    /// A check finding: `FILE:LINE:COLUMN: failure [id, alias old-id] message; fix: what to change`
    /// (without the place when the value is no file's).
    package static func render(_ diagnostic: Diagnostic) -> String {
        if let id = diagnostic.id {
            let ids = ([id] + diagnostic.aliases.map { "alias \($0)" }).joined(separator: ", ")
            let place = diagnostic.place == .none ? "" : "\(diagnostic.place): "
            return "\(place)\(diagnostic.severity.rawValue) [\(ids)] \(diagnostic.message)" + (diagnostic.fix.map { "; fix: \($0)" } ?? "")
        }
        return diagnostic.place == .none ? "tintype: \(diagnostic)" : diagnostic.description
    }

    package static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
    }

}
