import TintypeDocument

/// `fonts.missing-face`: what the font system served differently from the theme, style by style
/// (a family not installed, a weight or slant missing), judged by `ThemeCheck.severity(of:)` where
/// the theme wrote the value and one step milder where it is a default (`FontFindings`).
enum MissingFaceRule: CheckRule {
    static let id = "fonts.missing-face"
    static let summary = "a weight served by a real face of the same family within 100 warns; a larger gap, a face the font "
        + "system makes up, or a family not installed fails"

    static func findings(_ context: CheckContext) -> [Diagnostic] {
        FontFindings(context.compiled, theme: context.theme, fonts: context.fonts).findings()
    }
}
