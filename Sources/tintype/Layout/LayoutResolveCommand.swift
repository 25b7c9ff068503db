import ArgumentParser
import TintypeDocument
import TintypeTrees
import TintypeProject
import TintypeCommandLine

/// `tintype layout resolve`: every node's safe-area insets, margins, layout guides, readable
/// frame and adjusted content inset, and who each event notifies.
struct LayoutResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve a view tree's safe areas, margins, layout guides, readable frames and scroll insets.",
        discussion: """
            TREE.json is the tree `tint resolve` reads, with layout keys: "frame" [x, y, w, h], \
            "kind" (window, viewController, navigationBar, tabBar, toolbar, statusBar, scrollView, \
            view), a window's "device" or "safeAreaInsets", and the UIKit properties named in \
            Docs/Layout.md. EVENTS.json is an array of {"op": setFrame | setAdditionalSafeAreaInsets | \
            setLayoutMargins | setBar | setContentSizeCategory | move | remove | insert, …}.

            Examples:
              tintype layout resolve screen.json --device iphone-notched
              tintype layout resolve screen.json --events rotate.json --json
              tintype layout resolve screen.json --theme Themes/material --category AX3 --rtl
            """
    )

    @OptionGroup var input: TreeInput

    @OptionGroup var tokens: TokenOptions

    @OptionGroup var reporting: ReportingOptions

    @Option(help: ArgumentHelp("The window's device, instead of the tree's: \(DevicePreset.names).", valueName: "preset"))
    var device: DevicePreset?

    @Option(help: ArgumentHelp("The content-size category whose readable width applies: xSmall … AX5.", valueName: "category"))
    var category = ContentSizeCategory.large

    @Flag(help: "Lay out right to left: directional margins put leading on the right.")
    var rtl = false

    @Option(help: ArgumentHelp("A theme whose body style sets the readable width, and whose component kinds the tree may use.", valueName: "theme"))
    var theme: String?

    func run() throws {
        let files = LocalFiles()
        let themed = try theme.map { (theme: try ThemeLoader.load($0, files: files, tokens: tokens.reading, reporter: reporting.reporter), path: $0) }
        let (layoutTree, options) = try LayoutTreeFile.read(input.tree, category: category, rightToLeft: rtl, device: device, theme: themed,
                                                            files: files)
        let eventList = try input.events.map { try LayoutTreeReader.events(try TreeCommandText.read($0, files: files), file: $0, options: options) } ?? []
        try TreeCommandText.resolve(layoutTree, events: eventList, input: input, order: .reading, nodes: \.reportNodes,
                                    text: LayoutText.render)
    }
}
