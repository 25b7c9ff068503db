import ArgumentParser

/// `tintype tint`: tint inheritance, dimming and change notification through a view tree.
struct TintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tint",
        abstract: "Resolve tints through a view tree, the way UIKit's tintColor and tintAdjustmentMode do.",
        subcommands: [TintResolveCommand.self]
    )
}
