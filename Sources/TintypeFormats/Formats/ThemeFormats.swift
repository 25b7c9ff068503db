import TintypeDocument

/// The formats Tintype writes, by name.
public enum ThemeFormats {
    /// Every format, in the order help lists them.
    public static let all: [any ThemeFormat] = [
        JSONFormat(), DTCGFormat(), SwiftFormat(), CSSFormat(), CSSFormat(rem: true), AndroidFormat(), ComposeFormat(), FlutterFormat(),
        TypeScriptFormat(), AssetCatalogFormat(), AndroidFontsFormat(),
    ]

    /// The format called `name`, if there is one.
    public static func named(_ name: String) -> (any ThemeFormat)? {
        all.first { $0.name == name }
    }

    /// Why `name` is no format, in one line: the format other tools call by it, or the nearest
    /// name, and every name.
    public static func unknown(_ name: String) -> String {
        let names = all.map(\.name)
        let hint = all.first { $0.otherNames.contains(name.lowercased()) }.map { "; did you mean '\($0.name)'? (\($0.summary))" }
            ?? closestMatch(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
        return "unknown format '\(name)'\(hint); the formats are \(names.joined(separator: ", "))"
    }
}
