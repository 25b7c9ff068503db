import ArgumentParser

/// `tintype layout`: safe areas, layout margins, guides and scroll insets through a view tree.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Resolve layout insets through a view tree, as UIKit does from iOS 7 to iOS 11 and later.",
        subcommands: [LayoutResolveCommand.self]
    )
}
