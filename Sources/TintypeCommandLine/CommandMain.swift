import ArgumentParser
import TintypeDocument
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a root command (async or not) the way every Tintype executable does, and is the one place that turns an
/// error into text and an exit code: diagnostics and input errors are reported whoever raised them
/// (exit 2), usage errors point to the help of the command that was being parsed.
package enum CommandMain {
    package static func run<Root: ParsableCommand>(_ root: Root.Type) async -> Never {
        do {
            var command = try Root.parseAsRoot()
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
            exit(0)
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch {
            if Reporter().report(error) { exit(2) }
            guard Root.exitCode(for: error) != .success else { Root.exit(withError: error) }
            var message = Root.message(for: error)
            if message.hasSuffix(".") { message.removeLast() }
            if message.hasPrefix("Error: ") { message.removeFirst(7) }
            let name = Root.configuration.commandName ?? "tintype"
            Reporter().error("\(name): error: \(message); see '\(helpCommand(Root.self, arguments: CommandLine.arguments.dropFirst())) --help'")
            exit(2)
        }
    }

    /// The command whose arguments were wrong (`tintype metrics check`): the root, then each
    /// argument that names a subcommand of the one before, as ArgumentParser itself walks them.
    static func helpCommand(_ root: any ParsableCommand.Type, arguments: some Sequence<String>) -> String {
        var command = root
        var words = [root.configuration.commandName ?? "tintype"]
        for argument in arguments {
            guard let next = command.configuration.subcommands.first(where: {
                ($0.configuration.commandName ?? "") == argument || $0.configuration.aliases.contains(argument)
            }) else { break }
            command = next
            words.append(argument)
        }
        return words.joined(separator: " ")
    }
}
