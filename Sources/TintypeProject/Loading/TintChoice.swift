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

    /// The tint the tokens give, or nil with the brand-named colours passed over for too little
    /// contrast on white.
    static func choose(_ tokens: DesignTokens) -> (choice: TintChoice?, passedOver: [String]) {
        let colours: [(path: String, words: [String], color: Color)] = tokens.tokens.values.compactMap { token in
            guard case .color(let object) = token.typed, let color = try? object.parsed().color else { return nil }
            return (token.path, SourceName.words(token.path), color)
        }.sorted { NaturalOrder.precedes($0.path, $1.path) }
        let white = Color.white, black = Color.black
        func ratio(_ colour: (path: String, words: [String], color: Color), _ background: Color) -> Double {
            Contrast.wcagRatio(colour.color, background)
        }
        var shortOfIt: [String] = []
        for word in Self.brandWords {
            let matching = colours.filter { $0.words.contains(word) && Set($0.words).isDisjoint(with: Self.otherWords) }
            let steps = matching.filter { $0.words.last?.allSatisfy(\.isNumber) == true }
            let own = matching.filter { $0.words.last?.allSatisfy(\.isNumber) != true }
            // A palette's step nearest 3:1 on a background: the least contrast that is still enough.
            func nearest(_ background: Color) -> (path: String, words: [String], color: Color)? {
                steps.filter { ratio($0, background) >= Self.minimumRatio }.min { ratio($0, background) < ratio($1, background) }
            }
            let ownLight = own.filter { !$0.words.contains("dark") }
            if let light = ownLight.first(where: { ratio($0, white) >= Self.minimumRatio }) {
                let dark = own.first { $0.words.contains("dark") && ratio($0, black) >= Self.minimumRatio }
                    ?? (ratio(light, black) >= Self.minimumRatio ? light : nil) ?? nearest(black)
                let why = "the colour token named \(word), \(ratio(light, white).plainText):1 on white"
                if let dark {
                    return (TintChoice(light: light.path, dark: dark.path, why: why + ", and \(dark.path) \(ratio(dark, black).plainText):1 on black"), [])
                }
                return (TintChoice(light: light.path, dark: light.path, why: why + "; on black it has \(ratio(light, black).plainText):1, below "
                    + "\(Self.minimumRatio.plainText):1, and no \(word) token reaches it there: give tints.default.dark a lighter colour"), [])
            }
            shortOfIt += ownLight.map { "\($0.path) (\(ratio($0, white).plainText):1 on white)" }
            guard let light = nearest(white), let dark = nearest(black) else { continue }
            return (TintChoice(light: light.path, dark: dark.path, why: "the \(word) palette's steps nearest \(Self.minimumRatio.plainText):1, "
                + "\(ratio(light, white).plainText):1 on white and \(ratio(dark, black).plainText):1 on black, so the tint passes check in both appearances"), [])
        }
        return (nil, shortOfIt)
    }
}
