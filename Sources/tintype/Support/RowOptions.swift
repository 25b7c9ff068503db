import ArgumentParser
import TintypeCommandLine
import TintypeDocument
import TintypeTypography
import TintypeTheme

/// Which rows of a theme's table a command shows, as `styles` and `preview` take them: some
/// categories and some styles (each repeatable; all by default), Bold Text off or on.
struct RowOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Only this category (repeatable): xSmall … AX5, or UIKit's name.", valueName: "category"))
    var category: [ContentSizeCategory] = []

    @Option(help: ArgumentHelp("Only this text style (repeatable).", valueName: "style"))
    var style: [String] = []

    @Flag(help: "The rows with iOS's Bold Text setting on.")
    var boldText = false

    /// The rows asked for in `theme`; a style the theme does not have is an error naming those it has.
    func selection(in theme: Theme) throws -> RowSelection {
        let selection = RowSelection(styles: style.isEmpty ? nil : Set(style.map { TextStyle($0) }),
                                     categories: category.isEmpty ? nil : Set(category))
        if let unknown = selection.unknownStyles(in: theme.typography).first {
            throw UsageError(description: "the theme has no style '\(unknown)'; it has "
                + theme.typography.styles.map(\.name.rawValue).joined(separator: ", "))
        }
        return selection
    }
}
