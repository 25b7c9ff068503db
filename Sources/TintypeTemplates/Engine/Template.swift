import TintypeDocument

/// A template read once: parsed, its filters found, and every name it reads checked against the
/// context's shape, so an unknown name, filter or tag is an error at its line and column before
/// anything renders. Rendering a compiled theme's context then only fails where a filter is given
/// a value it cannot take (a length filter on a colour token), at that filter's place.
public struct Template: Sendable {
    public let file: String
    let nodes: [TemplateNode]

    public init(_ source: String, file: String, shape: TemplateShape, filters: [TemplateFilter]) throws(Diagnostic) {
        self.file = file
        nodes = try TemplateParser(file: file, filters: Dictionary(filters.map { ($0.name, $0) }) { first, _ in first }).parse(source)
        try TemplateChecker(file: file, root: shape).check(nodes, scopes: [])
    }

    /// The text for `context`, whose shape the template was checked against.
    public func render(_ context: TemplateObject) throws(Diagnostic) -> String {
        var renderer = TemplateRenderer(file: file, root: context)
        var output = ""
        try renderer.render(nodes, into: &output)
        return output
    }
}
