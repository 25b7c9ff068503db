import ArgumentParser
import TintypeTokens

/// `--strict`, `--token-set`, `--token-theme`: how every command that reads a theme reads its
/// DTCG token files, over the theme's own `tokens` choices (and the project's).
struct TokenOptions: ParsableArguments {
    @Flag(name: .customLong("strict"), help: "Read the theme's token files as DTCG 2025.10 alone: every other form is an error at its place.")
    var strict = false

    @Option(name: .customLong("token-set"), help: ArgumentHelp(
        "A Tokens Studio set of the theme's token files to read (repeatable), instead of themes.", valueName: "set"))
    var tokenSets: [String] = []

    @Option(name: .customLong("token-theme"), help: ArgumentHelp(
        "The Tokens Studio themes of the theme's token files to read, comma-separated, each a name or GROUP/NAME.", valueName: "name"))
    var tokenTheme: String?

    /// The options as the token reader takes them.
    var reading: TokenReadingOptions { TokenReadingOptions(strict: strict, tokenTheme: tokenTheme, tokenSets: tokenSets) }
}
