import TintypeCore
import TintypeExport
import TintypeFonts
import TintypeRender

/// The text of an error Tintype reports about its input (a font, a usage, diagnostics), as
/// standard error shows it (fonts here, the rest in `ErrorMessage`); nil for anything else
/// (ArgumentParser's own errors).
enum ErrorText {
    static func render(_ error: any Error) -> String? {
        switch error {
        case let error as FontError: "tintype: error: \(error.description)"
        case let error as RenderError: "tintype: error: \(error.description)"
        default: ErrorMessage.render(error)
        }
    }
}
