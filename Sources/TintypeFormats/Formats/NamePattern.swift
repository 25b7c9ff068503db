import TintypeDocument

/// A name a format gives what it generates, written with the theme's name as placeholders: `{Name}`
/// is the theme name in PascalCase (`BrandDark`), `{name}` in the format's own lower case (snake
/// case for Android and Kotlin, kebab case for CSS). A project file sets these per format; the
/// defaults are the names `compile` writes.
public struct NamePattern: Equatable, Sendable, CustomStringConvertible {
    public var pattern: String

    public init(_ pattern: String) { self.pattern = pattern }

    /// The name for a theme, with `{name}` in `lowerCase`.
    public func expand(_ theme: String, lowerCase: (String) -> String) -> String {
        pattern.replacingOccurrences(of: "{Name}", with: SourceName.pascal(theme))
            .replacingOccurrences(of: "{name}", with: lowerCase(theme))
    }

    /// The pattern's own characters (placeholders left out), for a format to check once.
    public var literal: String {
        pattern.replacingOccurrences(of: "{Name}", with: "").replacingOccurrences(of: "{name}", with: "")
    }

    public var description: String { pattern }
}
