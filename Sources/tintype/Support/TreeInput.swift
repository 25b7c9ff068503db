import ArgumentParser

/// The view tree and the events to apply to it, as `tint resolve` and `layout resolve` take them.
struct TreeInput: ParsableArguments {
    @Argument(help: ArgumentHelp("The view tree (JSON).", valueName: "tree.json"))
    var tree: String

    @Option(help: ArgumentHelp("Events to apply in order (JSON array).", valueName: "events.json"))
    var events: String?

    @Flag(help: "Print {initial, events, final} as JSON.")
    var json = false
}
