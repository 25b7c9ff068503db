import TintypeCore

/// The text of an error about the input that an executable reports and exits 2 for: diagnostics and
/// usage errors; nil for anything else (ArgumentParser's own errors, which it words itself).
package enum ErrorMessage {
    package static func render(_ error: any Error) -> String? {
        switch error {
        case let error as UsageError: "tintype: error: \(error.description)"
        case let error as Diagnostics: DiagnosticText.render(error.diagnostics)
        case let error as Diagnostic: DiagnosticText.render([error])
        default: nil
        }
    }
}
