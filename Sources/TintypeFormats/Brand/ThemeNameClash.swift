import TintypeDocument
import TintypeTokens
import TintypeTheme
import TintypeCompiledTheme

/// The names the theme's own values take where exported tokens share their namespace: CSS custom
/// properties (`--name-tint`, `--name-body-font-size`) and Android colours (`name_tint`,
/// `name_tint_high_contrast`). A token with one of them would set its value over the theme's (CSS)
/// or break the app's build with a duplicate resource (Android), so those formats leave it out and
/// the compile says so at the token; the compiled theme and the other formats keep it.
package struct ThemeNameClash {
    /// What takes a name: its words in a message, and whether only CSS has it (a style's custom
    /// properties, the text size) or Android's colours too (the tints).
    struct Owner {
        var what: String
        var cssOnly: Bool
    }

    private var reserved: [[String]: Owner] = [:]
    /// The first word of every reserved name: a token whose first word is none of them (nearly
    /// every token of a large set) is passed over without building its names.
    private var firstWords: Set<String> = []

    /// The names of a theme's tints (`tint`, `tint dimmed`, each derived colour, each component's
    /// tint) and the custom properties of its styles.
    private init(tints: [(words: [String], what: String)], styles: [String]) {
        for (words, what) in tints {
            reserve(words, Owner(what: what, cssOnly: false))
            reserve(words + ["high", "contrast"], Owner(what: what + " at increased contrast", cssOnly: false))
        }
        reserve(["text", "size"], Owner(what: "the style sheet's text size", cssOnly: true))
        let properties = [["font", "size"], ["line", "height"], ["letter", "spacing"], ["font", "weight"], ["font", "weight", "bold"],
                          ["font", "weight", "emphasized"], ["font", "weight", "emphasized", "bold"], ["cap", "trim"], ["baseline", "trim"]]
        for style in styles {
            let words = SourceName.words(style)
            for property in properties {
                reserve(words + property, Owner(what: "the style \(style)'s \(property.joined(separator: "-"))", cssOnly: true))
            }
        }
    }

    private mutating func reserve(_ words: [String], _ owner: Owner) {
        if reserved[words] == nil { reserved[words] = owner }
        if let first = words.first { firstWords.insert(first) }
    }

    /// A theme's names, for the compile's warnings.
    package init(_ theme: Theme) {
        var tints: [(words: [String], what: String)] = [(["tint"], "the theme's tint"), (["tint", "dimmed"], "the theme's dimmed tint")]
        tints += theme.tints.derived.map { (SourceName.words($0.name), "the derived colour '\($0.name)'") }
        tints += theme.tints.componentTints.keys.sorted().map { (SourceName.words($0) + ["tint"], "the \($0) tint") }
        tints += theme.tints.componentBarTints.keys.sorted().map { (SourceName.words($0) + ["bar", "tint"], "the \($0) bar tint") }
        self.init(tints: tints, styles: theme.typography.styles.map(\.name.rawValue))
    }

    /// A compiled theme's names, for the formats.
    init(_ compiled: CompiledTheme) {
        var tints: [(words: [String], what: String)] = []
        for set in compiled.tints {
            for (name, _) in set.namedColors where !tints.contains(where: { $0.what == name }) { tints.append((SourceName.words(name), name)) }
        }
        self.init(tints: tints, styles: compiled.typefaces.map(\.style.rawValue))
    }

    /// The members a typography token writes in CSS, one property each (`--name-hero-font-size`).
    package static let typographyMembers = [["font", "family"], ["font", "size"], ["font", "weight"], ["letter", "spacing"], ["line", "height"]]

    /// The theme's name a token's CSS property (or one of a typography token's) would take, and its owner.
    func cssClash(_ token: BrandToken) -> (words: [String], owner: Owner)? {
        guard let first = token.words.first, firstWords.contains(first) else { return nil }
        let names = token.type == .typography ? Self.typographyMembers.map { token.words + $0 } : [token.words]
        return names.lazy.compactMap { words in reserved[words].map { (words, $0) } }.first
    }

    /// The theme's colour a colour token's Android resource would take (resources share names within a type).
    func androidClash(_ token: BrandToken) -> Owner? {
        guard token.type == .color, let first = token.words.first, firstWords.contains(first),
              let owner = reserved[token.words], !owner.cssOnly else { return nil }
        return owner
    }

    /// A warning at each exported token that CSS or Android leaves out, naming what has its name
    /// there (as the formats' default prefixes, the theme's name, make it).
    package func warnings(_ tokens: [BrandToken], themeName: String) -> [Diagnostic] {
        let css = CSSFormat.kebab(themeName), android = SourceName.identifier(themeName)
        return tokens.compactMap { token in
            guard let (words, owner) = cssClash(token) else { return nil }
            var names = "CSS --\(css)-\(words.joined(separator: "-"))"
            var formats = "the css formats leave"
            if androidClash(token) != nil {
                names += ", Android \(android)_\(words.joined(separator: "_"))"
                formats = "the css and android formats leave"
            }
            return Diagnostic(file: token.file, position: token.position, severity: .warning, message: "'\(token.path)' has the name of "
                + "\(owner.what) (\(names)): \(formats) the token out there, so the theme's own value keeps it; rename the token to "
                + "export it there too")
        }
    }
}
