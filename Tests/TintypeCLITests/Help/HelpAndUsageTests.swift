import Foundation
import Testing

/// Every command's help reads as prose, and a usage error sends the user to the help of the
/// command they typed, not to the top-level list.
struct HelpAndUsageTests {
    /// The command paths `tintype --help` lists, with the subcommands each of those lists.
    static func commandPaths() throws -> [[String]] {
        func subcommands(of path: [String]) throws -> [String] {
            let help = try TintypeProcess.run(path + ["--help"]).text
            guard let section = help.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first else { return [] }
            // A subcommand's line starts two spaces in; its abstract's continuation lines further.
            return section.split(separator: "\n").compactMap { line in
                guard line.hasPrefix("  "), !line.hasPrefix("   "), !line.contains("See '") else { return nil }
                return line.split(separator: " ").first.map(String.init)
            }
        }
        var paths: [[String]] = []
        for name in try subcommands(of: []) {
            let nested = try subcommands(of: [name])
            paths += nested.isEmpty ? [[name]] : nested.map { [name, $0] }
        }
        return paths
    }

    @Test func everyCommandIsListedAndItsHelpHasNoStrayLineContinuation() throws {
        let paths = try Self.commandPaths()
        for expected in [["styles"], ["init"], ["build"], ["metrics", "check"], ["fonts", "match"], ["tokens", "resolve"]] {
            #expect(paths.contains(expected), "found only \(paths)")
        }
        for path in paths {
            let result = try TintypeProcess.run(path + ["--help"])
            #expect(result.status == 0, "\(path)")
            // A `\\` for `\` in a multi-line literal shows as a backslash ending the line.
            let stray = result.text.split(separator: "\n").filter { $0.hasSuffix("\\") }
            #expect(stray.isEmpty, "tintype \(path.joined(separator: " ")) --help: \(stray)")
        }
    }

    @Test func aBadOptionPointsToTheHelpOfTheCommandTyped() throws {
        for path in try Self.commandPaths() {
            let result = try TintypeProcess.run(path + ["--no-such-option"])
            let command = (["tintype"] + path).joined(separator: " ")
            #expect(result.status == 2, "\(command)")
            // A command with a required argument names that first; either way the pointer is its own help.
            #expect(result.stderr.hasPrefix("tintype: error: "), "\(command)")
            #expect(result.stderr.hasSuffix("; see '\(command) --help'\n"), "\(command): \(result.stderr)")
        }
    }

    @Test func stylesTakesTheThemeAsItsArgument() throws {
        let named = try TintypeProcess.run(["styles", "acme"])
        #expect(named.status == 2)
        #expect(named.stderr == "tintype: error: acme: no such theme file or directory\n")
        let both = try TintypeProcess.run(["styles", "Themes/default", "--theme", "Themes/material"])
        #expect(both.status == 2)
        #expect(both.stderr == "tintype: error: give the theme once: as the argument or as --theme; see 'tintype styles --help'\n")
        let positional = try TintypeProcess.run(["styles", "Themes/material", "--json"])
        let option = try TintypeProcess.run(["styles", "--theme", "Themes/material", "--json"])
        #expect(positional.status == 0 && positional.stdout == option.stdout)
    }
}
