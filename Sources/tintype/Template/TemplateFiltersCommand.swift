import ArgumentParser
import TintypeCommandLine
import TintypeTemplates

/// `tintype template filters`: every filter a template may use, with what it does.
struct TemplateFiltersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filters",
        abstract: "List the filters a template may use.",
        discussion: "Each filter with how it is written and what it makes (Docs/Templates.md)."
    )

    /// Every command takes the shared reporting options; this one prints a table and reports nothing.
    @OptionGroup var reporting: ReportingOptions

    func run() throws {
        Output.table(TemplateFilters.all.map { [$0.usage, $0.summary] })
    }
}
