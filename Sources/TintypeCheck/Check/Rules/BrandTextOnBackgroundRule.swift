import TintypeDocument
import TintypeColor
import TintypeTokens
import TintypeTheme

/// `brand.text-on-background`: each exported text colour token on each background colour token of
/// its group, by WCAG 2 in every mode (AA for text, 4.5:1; APCA too when asked). A token is text
/// when its path has a word such as `label`, `text`, `foreground` or `ink`, a background when it has
/// `background`, `bg`, `surface` or `canvas`; the two pair when they sit in the same group
/// (`color.label` on `color.background`). A token named `on-X` is text on the token `X` of its group,
/// as Material names its roles (`color.on-surface` on `color.surface`, `on-primary-container` on
/// `primary-container`), and neither text nor background otherwise; so is the token a theme's
/// `roles` map gives a Material text role on the token it gives the role beneath (`onPrimary` on
/// `primary`). One finding per pair, naming the modes that fall short.
package enum BrandTextOnBackgroundRule: CheckRule {
    package static let id = "brand.text-on-background"
    package static let summary = "a brand text colour on a brand background colour of its group, WCAG AA for text (4.5:1), every mode"

    static let textWords: Set<String> = ["label", "text", "foreground", "fg", "ink", "content"]
    static let backgroundWords: Set<String> = ["background", "bg", "surface", "canvas"]

    /// The text and background colour tokens that pair, in path order, then those of the theme's
    /// `roles` not already paired.
    package static func pairs(_ tokens: [BrandToken], roles: [ColorRole] = []) -> [(text: BrandToken, background: BrandToken)] {
        let colors = tokens.filter { $0.type == .color }
        // Each token's group and last name's words, worked out once: every pair compares them.
        let groups = colors.map { $0.path[..<($0.path.lastIndex(of: ".") ?? $0.path.startIndex)] }
        let names = colors.map { SourceName.words(String($0.path.split(separator: ".").last ?? "")) }
        let words = colors.map { Set($0.words) }
        func isOn(_ index: Int) -> Bool { names[index].count > 1 && names[index].first == "on" }
        var pairs: [(text: BrandToken, background: BrandToken)] = []
        for text in colors.indices {
            if isOn(text) {
                let named = Array(names[text].dropFirst())
                if let background = colors.indices.first(where: { groups[$0] == groups[text] && names[$0] == named }) {
                    pairs.append((colors[text], colors[background]))
                }
                continue
            }
            guard !words[text].isDisjoint(with: textWords) else { continue }
            for background in colors.indices where groups[background] == groups[text] && !isOn(background)
                && !words[background].isDisjoint(with: backgroundWords) && words[background].isDisjoint(with: textWords) {
                pairs.append((colors[text], colors[background]))
            }
        }
        // A role the map gives on the role beneath it: the map's token for that too, else one of its name.
        func token(_ role: MaterialRole) -> BrandToken? {
            if let given = roles.first(where: { $0.role == role }) { return colors.first { $0.path == given.token } }
            return colors.indices.first { names[$0] == SourceName.words(role.rawValue) }.map { colors[$0] }
        }
        for given in roles {
            guard let beneath = given.role.drawnOn, let text = token(given.role), let background = token(beneath) else { continue }
            if !pairs.contains(where: { $0.text.path == text.path && $0.background.path == background.path }) { pairs.append((text, background)) }
        }
        return pairs
    }

    /// The token's colour in a mode, in sRGB (gamut-mapped where it must be).
    package static func color(_ token: BrandToken, _ mode: BrandMode) -> Color? {
        guard case .color(let object) = token.value(in: mode) else { return nil }
        return try? object.parsed().color
    }

    /// The WCAG ratio of the text token on the background token in a mode: a translucent background
    /// over the mode's page (white or black), the text over that; nil when either is no colour.
    package static func ratio(_ text: BrandToken, on background: BrandToken, _ mode: BrandMode) -> (text: Color, background: Color, ratio: Double)? {
        guard let fore = color(text, mode), let back = color(background, mode), let seen = colors(text, on: background, mode) else { return nil }
        return (fore, back, Contrast.wcagRatio(seen.text, seen.background))
    }

    /// The colours as drawn in a mode: a translucent background over the mode's page (white or
    /// black), the text over that; nil when either is no colour.
    static func colors(_ text: BrandToken, on background: BrandToken, _ mode: BrandMode) -> (text: Color, background: Color)? {
        guard let fore = color(text, mode), let back = color(background, mode) else { return nil }
        let opaque = back.alpha < 1 ? back.composited(over: mode.appearance == .dark ? .black : .white) : back
        return (fore.composited(over: opaque), opaque)
    }

    package static func findings(_ context: CheckContext) -> [Diagnostic] {
        let minimum = context.thresholds[TextOnTintRule.minimumRatio]
        return Self.pairs(context.compiled.tokens, roles: context.compiled.roles).compactMap { text, background in
            var short: [String] = []
            for mode in BrandMode.all {
                guard let (fore, back, ratio) = Self.ratio(text, on: background, mode) else { continue }
                if ratio < minimum - 1e-9 {
                    short.append("\(mode.appearance.rawValue)/\(mode.contrast.rawValue) \(fore.hex) on \(back.hex) \(ratio.plainText):1")
                }
            }
            guard !short.isEmpty else { return nil }
            let place: Diagnostic.Place = text.file.isEmpty ? .none : .source(file: text.file, position: text.position)
            return context.finding(Self.self, .failure, "\(text.path) on \(background.path): " + short.joined(separator: ", ")
                + ", below \(minimum.plainText):1", at: place, written: true,
                fix: "give \(text.path) (or \(background.path)) more contrast in those modes")
        }
    }
}
