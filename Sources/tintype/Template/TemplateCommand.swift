import ArgumentParser

/// `tintype template`: what a project's own formats read (Docs/Templates.md).
struct TemplateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "template",
        abstract: "Templates of a project's own: print the context a template reads, and its filters.",
        subcommands: [TemplateContextCommand.self, TemplateFiltersCommand.self]
    )
}
