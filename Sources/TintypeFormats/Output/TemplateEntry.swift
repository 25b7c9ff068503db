import TintypeDocument

/// A project's format entry that names a template instead of a built-in format (`formats: {web-ts:
/// {template: templates/tokens.ts.stencil, output: "{name}.tokens.ts"}}`), as the project reader
/// found it; the tool that reads template files makes it a format (`ProjectReader.read`'s
/// `templates`).
public struct TemplateEntry: Sendable {
    /// The entry's key, the output's name in the build's lines and manifest.
    public var name: String
    /// The template file, relative to the project file.
    public var template: String
    public var templatePosition: SourcePosition
    /// The file name for each theme: `{name}` the theme's name, `{Name}` in PascalCase.
    public var output: NamePattern
}
