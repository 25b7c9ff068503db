import ArgumentParser
import TintypeFormats
import TintypeTokens

/// How every command that reads tokens reads them (`--strict-tokens`, `--token-set`, `--token-theme`,
/// `--input`), over a theme's own `tokens` choices and the project's: the choices and their words
/// are `TokenReadingOptions.choices`, which a project's and a theme's `tokens` take by the same keys.
struct TokenOptions: ParsableArguments {
    @Flag(name: .customLong(TokenReadingOptions.strictChoice.flag), help: ArgumentHelp(TokenReadingOptions.strictChoice.help))
    var strictTokens = false

    /// The flag's name before it said what it is strict about; still read.
    @Flag(name: .customLong("strict"), help: .hidden)
    var strictAlias = false

    /// Whether token files are read as DTCG 2025.10 alone.
    var strict: Bool { strictTokens || strictAlias }

    @Option(name: .customLong(TokenReadingOptions.setsChoice.flag), help: Self.help(TokenReadingOptions.setsChoice))
    var tokenSets: [String] = []

    @Option(name: .customLong(TokenReadingOptions.themesChoice.flag), help: Self.help(TokenReadingOptions.themesChoice))
    var tokenTheme: String?

    @Option(name: .customLong(TokenReadingOptions.inputChoice.flag), help: Self.help(TokenReadingOptions.inputChoice),
            transform: ModifierInput.init(parsing:))
    var inputs: [ModifierInput] = []

    private static func help(_ choice: TokenReadingOptions.Choice) -> ArgumentHelp {
        ArgumentHelp(choice.help, valueName: choice.valueName)
    }

    func validate() throws {
        var seen = Set<String>()
        if let twice = inputs.first(where: { !seen.insert($0.modifier).inserted }) {
            throw ValidationError("--input gives modifier '\(twice.modifier)' twice")
        }
    }

    /// The modifiers' contexts `--input` gives.
    var input: [String: String] { Dictionary(inputs.map { ($0.modifier, $0.context) }) { first, _ in first } }

    /// The options over a project's `tokens:` choices, as `build` reads the project's themes, so
    /// every command run in the project reads its token files alike.
    func reading(in project: Project?) -> TokenReadingOptions {
        project.map { $0.tokenOptions.overridden(by: reading) } ?? reading
    }

    /// The options as the token reader takes them.
    var reading: TokenReadingOptions {
        TokenReadingOptions(strict: strict, input: input, tokenTheme: tokenTheme, tokenSets: tokenSets)
    }
}
