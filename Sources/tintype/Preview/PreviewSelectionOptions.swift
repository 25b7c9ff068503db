import ArgumentParser
import TintypeCommandLine
import TintypeCore

/// What `tintype preview` shows, as its options give it: one `PreviewSelection` for the terminal
/// view, the picture and the page alike.
struct PreviewSelectionOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Only this category (repeatable): xSmall … AX5, or UIKit's name.", valueName: "category"))
    var category: [ContentSizeCategory] = []

    @Option(help: ArgumentHelp("Only this text style (repeatable).", valueName: "style"))
    var style: [String] = []

    @Option(help: ArgumentHelp("Only this appearance's tints.", valueName: "appearance"))
    var appearance: Appearance?

    @Option(help: ArgumentHelp("Only this contrast's tints.", valueName: "contrast"))
    var contrast: ContrastSetting?

    @Flag(help: "Show the rows with iOS's Bold Text setting on.")
    var boldText = false

    /// The selection for `theme`: categories in category order (all by default), the styles asked
    /// for (each one the theme has), the modes of the appearance and contrast asked for.
    func selection(for theme: Theme) throws -> PreviewSelection {
        var selection = PreviewSelection()
        if !category.isEmpty { selection.categories = ContentSizeCategory.allCases.filter(category.contains) }
        selection.boldText = boldText
        selection.modes = selection.modes.filter { (appearance ?? $0.appearance) == $0.appearance && (contrast ?? $0.contrast) == $0.contrast }
        if !style.isEmpty {
            let known = theme.typography.styles.map(\.name)
            if let unknown = style.first(where: { !known.contains(TextStyle($0)) }) {
                throw UsageError(description: "the theme has no style '\(unknown)'; it has " + known.map(\.rawValue).joined(separator: ", "))
            }
            selection.styles = Set(style.map { TextStyle($0) })
        }
        return selection
    }
}
