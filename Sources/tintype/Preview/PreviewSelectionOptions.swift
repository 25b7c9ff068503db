import ArgumentParser
import TintypeDocument
import TintypeColor
import TintypeTheme
import TintypePreview

/// What `tintype preview` shows, as its options give it: one `PreviewSelection` for the terminal
/// view, the picture and the page alike.
struct PreviewSelectionOptions: ParsableArguments {
    @OptionGroup var rows: RowOptions

    @Option(help: ArgumentHelp("Only this appearance's tints.", valueName: "appearance"))
    var appearance: Appearance?

    @Option(help: ArgumentHelp("Only this contrast's tints.", valueName: "contrast"))
    var contrast: ContrastSetting?

    /// The selection for `theme`: the rows asked for (categories in category order), and the modes
    /// of the appearance and contrast asked for.
    func selection(for theme: Theme) throws -> PreviewSelection {
        let chosen = try rows.selection(in: theme)
        var selection = PreviewSelection()
        if let categories = chosen.categories { selection.categories = ContentSizeCategory.allCases.filter(categories.contains) }
        selection.styles = chosen.styles
        selection.boldText = rows.boldText
        selection.modes = selection.modes.filter { (appearance ?? $0.appearance) == $0.appearance && (contrast ?? $0.contrast) == $0.contrast }
        return selection
    }
}
