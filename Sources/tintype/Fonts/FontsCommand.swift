import ArgumentParser

/// `tintype fonts`: find and read the fonts a theme uses.
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "List, match and inspect fonts (fontconfig finds them, FreeType reads them).",
        subcommands: [FontsListCommand.self, FontsMatchCommand.self, FontsInspectCommand.self]
    )
}
