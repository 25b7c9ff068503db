import TintypeDocument

/// `typography.line-box-overflow`: a note, per face, where a line box is shorter than the font's
/// content area but the ink fits (the compiled theme's `lineBoxNotes`); SwiftUI cannot draw such
/// lines, which the fix says.
enum LineBoxOverflowRule: CheckRule {
    static let id = "typography.line-box-overflow"
    static let aliases = ["typography.line-box-clips"]
    static let summary = "a note, per face: the font's content area is taller than the line box, the ink fits"

    static func findings(_ context: CheckContext) -> [Diagnostic] {
        let place = context.sources.map { $0.place($0.typography.lineHeight, $0.typography.object) } ?? .none
        return context.compiled.lineBoxNotes.map { note in
            context.finding(Self.self, .note, note.message, at: place, written: true,
                            fix: "UIKit, Android, Compose, Flutter and CSS draw these lines as the theme says, and the ink fits; "
                                + "SwiftUI cannot (its line spacing is never negative) and draws them at the font's own line height, "
                                + "taller than the theme's (the generated Swift lists them and gives Metrics.swiftUILineHeight): "
                                + "raise the line heights to the font's own where SwiftUI must match the other platforms, or where "
                                + "text must stay inside its line box (a background or a border drawn to it)")
        }
    }
}
