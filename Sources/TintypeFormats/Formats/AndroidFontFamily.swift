import TintypeDocument

/// How a theme's family list becomes `android:fontFamily`. Android ships a few families, named in
/// AOSP's `fonts.xml`: a theme that asks for one of them (by its Android name or alias, or by the
/// typeface it is, Roboto being `sans-serif`) gets the system family, which the app need not ship;
/// any other first family is a font resource, `@font/<family>`, that the app adds under `res/font/`.
public enum AndroidFontFamily {
    /// What `android:fontFamily` names.
    public enum Resolved: Equatable, Sendable {
        /// A family Android ships (`sans-serif`, `serif-monospace`, `sans-serif-medium`, …).
        case system(String)
        /// A font resource the app ships: `res/font/<name>.xml` or a font file of that name.
        case resource(String)

        /// The attribute's value: the family name, or `@font/<name>`.
        public var value: String {
            switch self {
            case .system(let name): name
            case .resource(let name): "@font/" + name
            }
        }
    }

    /// Android's named families and the typeface each is (fonts.xml, Android 8 to 14).
    static let typefaces: [String: String] = [
        "sans-serif": "Roboto", "sans-serif-condensed": "Roboto Condensed", "serif": "Noto Serif",
        "monospace": "Droid Sans Mono", "serif-monospace": "Cutive Mono", "casual": "Coming Soon",
        "cursive": "Dancing Script", "sans-serif-smallcaps": "Carrois Gothic SC",
    ]

    /// fonts.xml's aliases: a name that is a family at a weight keeps its own name (Android
    /// resolves it); one that is only another spelling becomes the family it points to.
    static let aliases: [String: (family: String, weight: Int?)] = [
        "sans-serif-thin": ("sans-serif", 100), "sans-serif-light": ("sans-serif", 300),
        "sans-serif-medium": ("sans-serif", 500), "sans-serif-black": ("sans-serif", 900),
        "arial": ("sans-serif", nil), "helvetica": ("sans-serif", nil), "tahoma": ("sans-serif", nil), "verdana": ("sans-serif", nil),
        "sans-serif-condensed-light": ("sans-serif-condensed", 300), "sans-serif-condensed-medium": ("sans-serif-condensed", 500),
        "times": ("serif", nil), "times new roman": ("serif", nil), "palatino": ("serif", nil), "georgia": ("serif", nil),
        "baskerville": ("serif", nil), "goudy": ("serif", nil), "fantasy": ("serif", nil), "itc stone serif": ("serif", nil),
        "sans-serif-monospace": ("monospace", nil), "monaco": ("monospace", nil),
        "courier": ("serif-monospace", nil), "courier new": ("serif-monospace", nil),
    ]

    /// CSS's generic and system families, which a theme shared with the web may start with.
    static let cssGenerics: [String: String] = [
        "system-ui": "sans-serif", "-apple-system": "sans-serif", "blinkmacsystemfont": "sans-serif",
        "ui-sans-serif": "sans-serif", "ui-rounded": "sans-serif", "ui-serif": "serif", "ui-monospace": "monospace",
    ]

    /// The weight words of a typeface's legacy family names (`Roboto Light` is Roboto at 300).
    static let weightWords: [String: Int] = ["thin": 100, "light": 300, "medium": 500, "black": 900]

    /// The family for a style whose theme lists `families` (the first one decides; an empty list
    /// is Android's default, `sans-serif`).
    public static func resolve(_ families: [String]) -> Resolved {
        guard let first = families.first?.trimmedOfWhitespace, !first.isEmpty else { return .system("sans-serif") }
        let key = first.lowercased()
        if typefaces[key] != nil { return .system(key) }
        if let alias = aliases[key] { return .system(alias.weight == nil ? alias.family : key) }
        if let generic = cssGenerics[key] { return .system(generic) }
        for (family, typeface) in typefaces {
            let name = typeface.lowercased()
            if key == name { return .system(family) }
            // `Roboto Light`, `Roboto Condensed Medium`: the family's alias at that weight.
            if key.hasPrefix(name + " "), let weight = weightWords[String(key.dropFirst(name.count + 1))],
               let alias = aliases.first(where: { $0.value.family == family && $0.value.weight == weight }) {
                return .system(alias.key)
            }
        }
        return .resource(SourceName.familyResource(first))
    }
}
