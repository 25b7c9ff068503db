import TintypeCore
import TintypeFonts

/// The text of an error Tintype reports about its input (a font, a usage, diagnostics), as
/// standard error shows it; nil for anything else (ArgumentParser's own errors).
enum ErrorText {
    static func render(_ error: any Error) -> String? {
        switch error {
        case let error as FontError: "tintype: error: \(error.description)"
        case let error as UsageError: "tintype: error: \(error.description)"
        case let error as Diagnostics: DiagnosticText.render(error.diagnostics)
        case let error as Diagnostic: DiagnosticText.render([error])
        default: nil
        }
    }
}
