import ArgumentParser
import TintypeDocument
import TintypeTheme

/// `--platform`: which platform's own theme a command reads, for a theme that differs by platform
/// (`platforms`); the theme as it is everywhere without it.
struct PlatformOption: ParsableArguments {
    @Option(help: ArgumentHelp("Use the theme as it is on this platform (its 'platforms' part): "
        + ThemePlatform.allCases.map(\.rawValue).joined(separator: ", ") + ".", valueName: "platform"))
    var platform: ThemePlatform?

    /// A note when the theme is the same on the platform asked for, so nothing chosen is taken for a platform's own.
    func notes(_ theme: Theme) -> [Diagnostic] {
        guard let platform, !theme.platforms.contains(where: { $0.platform == platform }) else { return [] }
        return [Diagnostic(.note, at: .none, "the theme '\(theme.name)' does not differ on \(platform.rawValue) (it has no platforms.\(platform.rawValue)); "
            + "this is the theme as it is everywhere")]
    }
}

extension ThemePlatform: ExpressibleByArgument {}
