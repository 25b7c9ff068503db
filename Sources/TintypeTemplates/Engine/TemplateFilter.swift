/// A filter a template applies with `|name` or `|name:argument, …`: its name, what it does (for
/// Docs/Templates.md and `tintype template filters`), how many arguments it takes, and the work.
/// A filter given a value it cannot take fails with words the template's error shows at its place.
public struct TemplateFilter: Sendable {
    public let name: String
    public let summary: String
    /// How it is written, with its arguments: `round:2`.
    public let usage: String
    public let arguments: ClosedRange<Int>
    let apply: @Sendable (TemplateValue, [TemplateValue]) throws -> TemplateValue

    public init(_ name: String, _ summary: String, usage: String? = nil, arguments: ClosedRange<Int> = 0...0,
                apply: @escaping @Sendable (TemplateValue, [TemplateValue]) throws -> TemplateValue) {
        self.name = name
        self.summary = summary
        self.usage = usage ?? name
        self.arguments = arguments
        self.apply = apply
    }

    /// `no argument`, `1 argument`, `1 or 2 arguments`.
    var argumentWords: String {
        switch (arguments.lowerBound, arguments.upperBound) {
        case (0, 0): "no argument"
        case (let low, let high) where low == high: "\(low) argument\(low == 1 ? "" : "s")"
        case (let low, let high): "\(low) to \(high) arguments"
        }
    }
}

/// Why a filter could not take its value or arguments.
public struct TemplateFilterError: Error {
    public var message: String
    public init(_ message: String) { self.message = message }
}
