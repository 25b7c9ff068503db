import ArgumentParser
import TintypeFonts

/// A command that starts slow work on another thread (loading fontconfig, mapping a font file)
/// before its arguments are parsed, so that the work and the parsing overlap.
protocol Preloading {
    /// Starts the work; `arguments` are the command line's words after the command's own name.
    static func preload(arguments: ArraySlice<String>)
}

/// A command that matches fonts: fontconfig's configuration loads while its arguments and theme are read.
protocol MatchesFonts: Preloading {}

extension MatchesFonts {
    static func preload(arguments: ArraySlice<String>) { FontconfigPreload.start() }
}

enum Preload {
    /// Follows the command names at the start of `arguments` down from `root`, by the commands' own
    /// configurations, and starts the preload of the command they name, if it has one.
    static func start(from root: any ParsableCommand.Type, arguments: ArraySlice<String>) {
        var command = root
        var rest = arguments
        while let word = rest.first,
              let next = command.configuration.subcommands.first(where: { $0.configuration.commandName == word }) {
            command = next
            rest = rest.dropFirst()
        }
        guard command != root, let preloading = command as? any Preloading.Type else { return }
        preloading.preload(arguments: rest)
    }
}
