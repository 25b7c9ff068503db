import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `tintype` command: text styles and tints from one theme, checked against real fonts.
struct Tintype: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tintype",
        abstract: "Text-style and tint theming engine: Dynamic Type tables from real font metrics.",
        discussion: """
            Exit codes: 0 success, 1 a check failed, 2 bad input (missing or damaged file, \
            unknown family, bad option).
            """,
        version: "0.1.0",
        subcommands: [FontsCommand.self, StylesCommand.self, TintCommand.self, CompileCommand.self, CheckCommand.self, TokensCommand.self]
    )
}

/// Runs `Tintype`, turning every failure into one line on standard error and exit code 2.
@main
enum TintypeMain {
    static func main() {
        Preload.start(from: Tintype.self, arguments: CommandLine.arguments.dropFirst())
        do {
            var command = try Tintype.parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch {
            if let text = ErrorText.render(error) {
                Output.error(text)
                exit(2)
            }
            guard Tintype.exitCode(for: error) != .success else { Tintype.exit(withError: error) }
            var message = Tintype.message(for: error)
            if message.hasSuffix(".") { message.removeLast() }
            fail(message + "; see 'tintype --help'")
        }
    }

    private static func fail(_ message: String) -> Never {
        let text = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
        Output.error("tintype: error: \(text)")
        exit(2)
    }
}
