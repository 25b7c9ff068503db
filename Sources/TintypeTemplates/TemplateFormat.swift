import TintypeCompiledTheme
import TintypeDocument
import TintypeFormats

/// A project's own format: a template (Docs/Templates.md) rendered over each theme's context
/// (`TemplateContext`) into one file, named by the entry's `output`, through the same output plan
/// as the built-in formats (manifest, stale files, `--locked`, `--watch`).
public struct TemplateFormat: ThemeFormat {
    public let name: String
    public let template: Template
    public let output: NamePattern
    public var summary: String { "\(output): the template \(template.file)" }
    public var options: [FormatOption] { [] }
    public var otherNames: [String] { [] }

    public init(name: String, template: Template, output: NamePattern) {
        self.name = name
        self.template = template
        self.output = output
    }

    /// The format of a project's template entry, whose file (at `file`) holds `bytes`: parsed and
    /// checked, or its first problem at its line and column.
    public init(_ entry: TemplateEntry, file: String, bytes: [UInt8]) throws(Diagnostic) {
        guard let source = String(validating: bytes, as: UTF8.self) else {
            throw Diagnostic(file: file, position: SourcePosition(line: 1, column: 1), message: "the template is not UTF-8 text")
        }
        self.init(name: entry.name, template: try Template(source, file: file, shape: TemplateContext.shape, filters: TemplateFilters.all),
                  output: entry.output)
    }

    public func files(for theme: CompiledTheme) throws(Diagnostic) -> [GeneratedFile] {
        let text = try template.render(TemplateContext.context(theme))
        return [GeneratedFile(name: output.expand(theme.name, lowerCase: { $0 }), bytes: Array(text.utf8))]
    }
}
