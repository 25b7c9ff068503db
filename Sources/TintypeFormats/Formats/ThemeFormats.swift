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
}
