import TintypeDocument
import TintypeColor
import TintypeTokens

/// The tint `init --from-tokens` gives a theme: the brand's own colour among the colour tokens, and
/// why. A token whose path has the word `accent`, `tint`, `primary` or `brand` (tried in that order)
/// and none naming something else (text on it, `on-primary`; a background, a surface, a container,
/// a border or a state) is a candidate. A colour of its own (`color.primary`) comes before a
/// palette's steps (`primary.100` … `primary.900`, steps ending in a number); of a palette, light
/// takes the lightest step with 3:1 on white and dark the darkest with 3:1 on black, so the tint
/// passes `check`'s tint-on-background in both appearances.
struct TintChoice {
    var light: String
    var dark: String
    /// Why these tokens, for the line `init` prints.
    var why: String

    /// Words that make a brand-named colour something other than the brand's colour itself.
    static let otherWords: Set<String> = ["on", "text", "label", "foreground", "fg", "ink", "content", "icon", "background", "bg",
                                         "surface", "canvas", "container", "border", "outline", "divider", "stroke", "disabled",
                                         "hover", "pressed", "active", "focus", "selected", "subtle", "muted", "inverse", "shadow",
                                         "overlay", "scrim", "alpha", "transparent"]
    /// The words a brand colour's path has, in order of preference.
    static let brandWords = ["accent", "tint", "primary", "brand"]
    /// WCAG 2's ratio for user-interface components: the tint on the background.
    static let minimumRatio = Contrast.Level.nonText.rawValue

    init?(_ tokens: DesignTokens) {
        let colours: [(path: String, words: [String], color: Color)] = tokens.tokens.values.compactMap { token in
            guard case .color(let object) = token.typed, let color = try? object.parsed().color else { return nil }
            return (token.path, SourceName.words(token.path), color)
        }.sorted { NaturalOrder.precedes($0.path, $1.path) }
        for word in Self.brandWords {
            let matching = colours.filter { $0.words.contains(word) && Set($0.words).isDisjoint(with: Self.otherWords) }
            let own = matching.filter { $0.words.last?.allSatisfy(\.isNumber) != true }
            if !own.isEmpty {
                let light = own.first { !$0.words.contains("dark") } ?? own[0]
                let dark = own.first { $0.words.contains("dark") } ?? light
                self.init(light: light.path, dark: dark.path, why: "the colour token named \(word)")
                return
            }
            func nearest(_ background: Color) -> (path: String, ratio: Double)? {
                matching.map { ($0.path, Contrast.wcagRatio($0.color, background)) }.filter { $0.1 >= Self.minimumRatio }.min { $0.1 < $1.1 }
            }
            guard let light = nearest(.white), let dark = nearest(.black) else { continue }
            self.init(light: light.path, dark: dark.path, why: "the \(word) palette's steps nearest \(Self.minimumRatio.plainText):1, "
                + "\(light.ratio.plainText):1 on white and \(dark.ratio.plainText):1 on black, so the tint passes check in both appearances")
            return
        }
        return nil
    }

    private init(light: String, dark: String, why: String) {
        self.light = light
        self.dark = dark
        self.why = why
    }
}
