import ArgumentParser

/// `--quiet`, which every command takes: the command's `Reporter` prints errors only.
package struct ReportingOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print errors only: no warnings, notes or lines about what was written.")
    package var quiet = false

    package init() {}

    /// The reporter every message of the command goes through.
    package var reporter: Reporter { Reporter(quiet: quiet) }
}
