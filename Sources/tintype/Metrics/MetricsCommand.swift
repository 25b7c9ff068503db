import ArgumentParser

/// `tintype metrics`: record what a theme's text styles are on this machine's fonts, and check a
/// later run (a font update, another machine) against it.
struct MetricsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metrics",
        abstract: "Font-metric regression checks: snapshot a theme's resolved styles, check against a baseline.",
        subcommands: [MetricsSnapshotCommand.self, MetricsCheckCommand.self]
    )
}
