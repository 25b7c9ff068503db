import TintypeTypography
import TintypeDocument
import TintypeColor

/// What a preview shows, whichever it is (the terminal view, the picture, the page): the categories
/// (columns), the styles (rows, in the theme's order), the modes whose tints are shown, and whether
/// the rows are Bold Text's.
public struct PreviewSelection: Sendable {
    public var categories: [ContentSizeCategory] = ContentSizeCategory.allCases
    /// The styles shown, in the theme's order; nil for all.
    public var styles: Set<TextStyle>?
    /// The modes whose tints are shown.
    public var modes: [(appearance: Appearance, contrast: ContrastSetting)] =
        Appearance.allCases.flatMap { appearance in ContrastSetting.allCases.map { (appearance, $0) } }
    /// Show the rows with iOS's Bold Text setting on.
    public var boldText = false
    /// The lines of sample text each style sets (`--text`).
    public var lines = PreviewSelection.sampleLines
    /// The theme's components, drawn with where their text fits (`ComponentFit`); none by default.
    public var components: [TextComponent] = []

    /// The sample text of the picture and the page: a line with descenders above one with accented
    /// capitals, so that colliding lines show.
    public static let sampleLines = ["Typography gjpq", "ÅÉÎÑ Sphinx"]

    public init() {}
}
