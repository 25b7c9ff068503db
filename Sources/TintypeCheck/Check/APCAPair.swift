import TintypeDocument
import TintypeColor
import TintypeTokens
import TintypeTheme
import TintypeCompiledTheme

/// One colour pair a theme draws text with, in one mode, and its APCA Lc: text on the tint, the
/// tint on the background (tinted text), a brand text colour on a brand background of its group.
/// Each is judged against every style's need from APCA's font table (`APCAFontTable`); `check`
/// reports the pairs that fall short (`contrast.apca`) and lists them all in `--json`.
public struct APCAPair: Equatable, Sendable {
    /// What the pair is: `text on tint`, `tint on background`, or the brand tokens' paths.
    public var kind: String
    public var mode: BrandMode
    public var text: Color
    public var background: Color
    /// Signed: positive for dark text on a lighter background, negative for the reverse.
    public var lc: Double
    /// Where the theme wrote the colour judged, for the finding.
    var place: Diagnostic.Place = .none
    var written = true

    /// A style at `large` and what APCA's table asks of it.
    public struct Need: Equatable, Sendable {
        public var style: TextStyle
        public var size: Double
        public var weight: Int
        /// nil when no Lc is enough at that size.
        public var minimumLc: Double?
    }

    /// Each style's need at `large` (its regular, standard-leading row), in the theme's order.
    public static func needs(_ compiled: CompiledTheme) -> [Need] {
        compiled.styles.map(\.row).filter { $0.category == .large && $0.leading == .standard && !$0.emphasized }.map { row in
            Need(style: row.style, size: row.size, weight: row.weight.value,
                 minimumLc: APCAFontTable.minimumLc(size: row.size, weight: row.weight.value))
        }
    }

    /// The styles this pair's |Lc| is not enough for: the size APCA's lookup gives at the pair's Lc
    /// and the style's weight is larger than the style (or the lookup allows no text at all).
    public func shortFor(_ needs: [Need]) -> [Need] {
        needs.filter { need in serves(weight: need.weight).map { $0 > need.size + 1e-9 } ?? true }
    }

    /// The smallest text, in pt, of `weight` this pair serves by APCA's lookup; nil when it serves none.
    public func serves(weight: Int) -> Double? { APCAFontTable.minimumSize(lc: lc, weight: weight) }

    /// The most |Lc| any text colour reaches on a background in this pair's polarity: black on white
    /// (dark text) or white on black (light text).
    public var reachableLc: Double {
        let white = Color(red: 1, green: 1, blue: 1), black = Color(red: 0, green: 0, blue: 0)
        return lc >= 0 ? Contrast.apca(text: black, background: white) : abs(Contrast.apca(text: white, background: black))
    }

    /// Every pair of the theme in every mode: text on each tint set's tint and the tint on the
    /// background (once per mode the set serves), and each brand text colour on each brand background
    /// of its group.
    public static func of(_ compiled: CompiledTheme, theme: Theme) -> [APCAPair] {
        var pairs: [APCAPair] = []
        for set in compiled.tints {
            let onTint = TextOnTintRule.textColor(on: set, theme: theme)
            for mode in set.modes {
                let place = theme.sources?.tintPlace(mode.appearance, mode.contrast) ?? .none
                let written = theme.sources == nil || theme.sources?.tints.tint[mode.appearance]?[mode.contrast] != nil
                let brandMode = BrandMode(mode.appearance, mode.contrast)
                pairs.append(APCAPair(kind: "text on tint", mode: brandMode, text: onTint, background: set.defaultTint,
                                      lc: Contrast.apca(text: onTint, background: set.defaultTint), place: place, written: written))
                let background = theme.tints.inMode(brandMode).background(mode.appearance)
                pairs.append(APCAPair(kind: "tint on background", mode: brandMode, text: set.defaultTint, background: background,
                                      lc: Contrast.apca(text: set.defaultTint, background: background), place: place, written: written))
            }
        }
        for (text, background) in BrandTextOnBackgroundRule.pairs(compiled.tokens, roles: compiled.roles) {
            let place: Diagnostic.Place = text.file.isEmpty ? .none : .source(file: text.file, position: text.position)
            for mode in BrandMode.all {
                guard let colors = BrandTextOnBackgroundRule.colors(text, on: background, mode) else { continue }
                pairs.append(APCAPair(kind: "\(text.path) on \(background.path)", mode: mode, text: colors.text, background: colors.background,
                                      lc: Contrast.apca(text: colors.text, background: colors.background), place: place))
            }
        }
        return pairs
    }

    /// `{background, kind, lc, mode, short: [{minimumLc, size, style, weight}], text}` for `check --json`.
    package func jsonValue(_ needs: [Need]) -> JSONValue {
        .members([("background", .string(background.hex)), ("kind", .string(kind)), ("lc", .number((lc * 100).rounded() / 100)),
                  ("mode", .string("\(mode.appearance.rawValue)/\(mode.contrast.rawValue)")),
                  ("short", .array(shortFor(needs).map { need in
                      .members([("minimumLc", need.minimumLc.map { .number(($0 * 100).rounded() / 100) } ?? .null), ("size", .number(need.size)),
                                ("style", .string(need.style.rawValue)), ("weight", .integer(need.weight))])
                  })), ("text", .string(text.hex))])
    }
}
