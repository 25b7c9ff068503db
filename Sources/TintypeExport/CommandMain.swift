import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a root command the way every Tintype executable does: an error about the input is one line
/// on standard error and exit code 2, whoever raised it.
package enum CommandMain {
    /// Parses the command line into `Root`, runs it, and exits 2 with `render`'s text (or
    /// ArgumentParser's message) when it fails.
    package static func run<Root: ParsableCommand>(_ root: Root.Type, render: (any Error) -> String?) -> Never {
        do {
            var command = try Root.parseAsRoot()
            try command.run()
            exit(0)
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch {
            if let text = render(error) {
                Output.error(text)
                exit(2)
            }
            guard Root.exitCode(for: error) != .success else { Root.exit(withError: error) }
            var message = Root.message(for: error)
            if message.hasSuffix(".") { message.removeLast() }
            if message.hasPrefix("Error: ") { message.removeFirst(7) }
            let name = Root.configuration.commandName ?? "tintype"
            Output.error("\(name): error: \(message); see '\(name) --help'")
            exit(2)
        }
    }
}
