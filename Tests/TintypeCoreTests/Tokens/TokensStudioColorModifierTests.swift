import Testing
import TintypeDocument
import TintypeColor
import TintypeTokens

/// Tokens Studio's colour modifiers, applied as sd-transforms applies them. The expected values are
/// sd-transforms' own test vectors (test/spec/color-modifiers/transformColorModifiers.spec.ts at
/// commit 5066620, which print 5 significant digits), and the issue's transparent overlay.
@Suite struct TokensStudioColorModifierTests {
    func read(_ text: String, strict: Bool = false) throws -> DesignTokens {
        var options = TokenReadingOptions()
        options.strict = strict
        return try DesignTokenReader.read([(name: "t.json", bytes: Array(text.utf8))], options: options)
    }

    /// `{"value": base, "type": "color", "$extensions": {"studio.tokens": {"modify": modify}}}` as token `x`.
    func modified(_ base: String, _ modify: String, extra: String = "") throws -> (ColorObject, DesignTokens) {
        let tokens = try read(##"{"x": {"value": "\##(base)", "type": "color", "$extensions": {"studio.tokens": {"modify": \##(modify)}}}\##(extra)}"##)
        guard case .color(let color)? = tokens.tokens["x"]?.typed else { throw Failure("x is no colour") }
        return (color, tokens)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Whether `color` is `space` with `expected` components to the vectors' 5 significant digits.
    func matches(_ color: ColorObject, _ space: String, _ expected: [Double?], alpha: Double = 1) -> Bool {
        guard color.colorSpace == space, (color.alpha ?? 1) == alpha else { return false }
        return zip(color.components, expected).allSatisfy { got, want in
            guard let got, let want else { return got == nil && want == nil }
            return abs(got - want) <= max(abs(want), 1) * 1e-4
        }
    }

    static let spaces = ["hsl", "lch", "p3", "srgb"]

    @Test(arguments: [
        // lighten 0.2 of #C14242 (and the same by the expression "0.5 - 0.3").
        ("lighten", "0.2", "hsl", [0, 50.598, 60.627] as [Double?]), ("lighten", "0.5 - 0.3", "lch", [57.685, 47.48, 29.704]),
        ("lighten", "0.2", "display-p3", [0.76016, 0.43532, 0.42213]), ("lighten", "0.2", "srgb", [0.80549, 0.40706, 0.40706]),
        // darken 0.2.
        ("darken", "0.2", "hsl", [0, 50.598, 40.627]), ("darken", "0.2", "lch", [37.685, 47.48, 29.704]),
        ("darken", "0.2", "display-p3", [0.56016, 0.23532, 0.22213]), ("darken", "0.5 - 0.3", "srgb", [0.60549, 0.20706, 0.20706]),
    ])
    func lightenAndDarkenInEachSpace(kind: String, value: String, space: String, expected: [Double?]) throws {
        let modifierSpace = space == "display-p3" ? "p3" : space
        let (color, _) = try modified("#C14242", ##"{"type": "\##(kind)", "value": "\##(value)", "space": "\##(modifierSpace)"}"##)
        #expect(matches(color, space, expected), "\(kind) \(space): \(color)")
    }

    @Test func mixInEachSpace() throws {
        // #FFFFFF mixed with #4477DD by 0.5 + 6 × 0.04 = 0.74.
        let vectors: [(String, String, [Double?])] = [
            ("hsl", "hsl", [220, 51.231, 67.933]), ("lch", "lch", [63.417, 43.678, 278.69]),
            ("p3", "display-p3", [0.49226, 0.60164, 0.88112]), ("srgb", "srgb", [0.45733, 0.60533, 0.90133]),
        ]
        for (space, name, expected) in vectors {
            let (color, _) = try modified("#FFFFFF", ##"{"type": "mix", "value": "0.5 + 6 * 0.04", "color": "#4477DD", "space": "\##(space)"}"##)
            #expect(matches(color, name, expected), "mix \(space): \(color)")
        }
        // Black and white halfway: no hue in HSL or LCh (`none`).
        let (hsl, _) = try modified("#000000", ##"{"type": "mix", "value": "0.5", "color": "#FFFFFF", "space": "hsl"}"##)
        #expect(matches(hsl, "hsl", [nil, 0, 50]), "\(hsl)")
        let (lch, _) = try modified("#000000", ##"{"type": "mix", "value": "0.5", "color": "#FFFFFF", "space": "lch"}"##)
        #expect(matches(lch, "lch", [50, 0, nil]), "\(lch)")
    }

    @Test func aMixedHueGoesTheShorterWayRound() throws {
        // #FF0000 is hue 0, #FF00CC hue 312 ((0 − 0.8) / 1 + 6 = 5.2 sixths): halfway the shorter way is
        // 336 (through 360), not 156; saturation 100 %, lightness 50 % on both.
        let (color, _) = try modified("#FF0000", ##"{"type": "mix", "value": "0.5", "color": "#FF00CC", "space": "hsl"}"##)
        #expect(matches(color, "hsl", [336, 100, 50]), "\(color)")
    }

    @Test func alphaSetsTheOpacity() throws {
        let vectors: [(String, String, [Double?])] = [
            ("hsl", "hsl", [0, 50.598, 50.784]), ("lch", "lch", [47.107, 59.35, 29.704]),
            ("p3", "display-p3", [0.7002, 0.29415, 0.27766]), ("srgb", "srgb", [0.75686, 0.25882, 0.25882]),
        ]
        for (space, name, expected) in vectors {
            let (color, _) = try modified("#C14242", ##"{"type": "alpha", "value": "0.2", "space": "\##(space)"}"##)
            #expect(matches(color, name, expected, alpha: 0.2), "alpha \(space): \(color)")
        }
        // transparentize sets the opacity, whatever it was: a half-transparent colour at 0.2 is 0.2.
        let half = try read(##"{"x": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.75, 0.25, 0.25], "alpha": 0.5}, "##
            + ##""$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.2", "space": "srgb"}}}}}"##)
        guard case .color(let halfColor)? = half.tokens["x"]?.typed else { Issue.record("x is no colour"); return }
        #expect(halfColor.alpha == 0.2)
        // The issue's overlay: black at 0.05, not opaque black; a token aliasing it is the same.
        let tokens = try read(##"""
            {"black":{"value":"#000000","type":"color"},
             "overlay":{"value":"{black}","type":"color","$extensions":{"studio.tokens":{"modify":{"type":"alpha","value":"0.05","space":"hsl"}}}},
             "button":{"value":"{overlay}","type":"color"}}
            """##)
        for path in ["overlay", "button"] {
            guard case .color(let color)? = tokens.tokens[path]?.typed else { Issue.record("\(path) is no colour"); continue }
            #expect(color.alpha == 0.05 && Self.srgbHex(color) == "#000000", "\(path): \(color)")
        }
        #expect(tokens.notes.contains { $0.severity == .note && $0.message == "1 token with Tokens Studio's colour modifier, applied as sd-transforms applies it" })
    }

    @Test func aFormatGivesTheResultInItsSpace() throws {
        // darken 0.2 in each space, given as hex: sd-transforms' #9c3333, #983735, #9b3535, #9a3535.
        for (space, hex) in [("hsl", "#9c3333"), ("lch", "#983735"), ("p3", "#9b3535"), ("srgb", "#9a3535")] {
            let (color, _) = try modified("#C14242", ##"{"type": "darken", "value": "0.2", "space": "\##(space)", "format": "hex"}"##)
            #expect(color.colorSpace == "srgb" && Self.srgbHex(color) == hex, "\(space) as hex: \(color)")
        }
        // darken in sRGB given as HSL: hsl(0 49.035% 40.627%).
        let (hsl, _) = try modified("#C14242", ##"{"type": "darken", "value": "0.2", "space": "srgb", "format": "hsl"}"##)
        #expect(matches(hsl, "hsl", [0, 49.035, 40.627]), "\(hsl)")
    }

    @Test func referencesInsideTheModifierAreResolvedFirst() throws {
        // The amount and the mix colour by reference, defined after the token: 0.74 of #4477DD into white.
        let (color, _) = try modified("#FFFFFF", ##"{"type": "mix", "value": "{amount.base} + 6 * {amount.step}", "color": "{brand}", "space": "srgb"}"##,
                                      extra: ##", "amount": {"base": {"value": "0.5", "type": "number"}, "step": {"value": "0.04", "type": "number"}}, "brand": {"value": "#4477DD", "type": "color"}"##)
        #expect(matches(color, "srgb", [0.45733, 0.60533, 0.90133]), "\(color)")
    }

    @Test func aModifierThatCannotBeAppliedIsAWarningAtItsPlace() throws {
        // sd-transforms returns such a colour as it is, in silence; Tintype says so.
        let (color, tokens) = try modified("#C14242", ##"{"type": "darken", "value": "0.2"}"##)
        #expect(Self.srgbHex(color) == "#c14242")
        #expect(tokens.notes.contains { $0.severity == .warning
            && $0.message == "token 'x': its Tokens Studio colour modifier has no space (lch, srgb, p3, hsl); the colour is left unmodified, which a Tokens Studio build would not do" })
        let (_, unknown) = try modified("#C14242", ##"{"type": "saturate", "value": "0.2", "space": "hsl"}"##)
        #expect(unknown.notes.contains { $0.message.contains("its Tokens Studio colour modifier's type 'saturate' is none of lighten, darken, mix, alpha") })
        // --strict-tokens reads DTCG only: the modifier stays unapplied, and that is said (and the run refused, TrustedExitTests).
        let strict = Self.diagnostics(##"{"x": {"$value": {"colorSpace": "srgb", "components": [0.75, 0.25, 0.25]}, "$type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.2", "space": "srgb"}}}}}"##, strict: true)
        #expect(strict.contains { $0.severity == .warning && $0.message.hasPrefix("token 'x': a Tokens Studio colour modifier; --strict-tokens reads DTCG 2025.10 only") })
    }

    /// What reading `text` said, whether or not it was refused.
    static func diagnostics(_ text: String, strict: Bool) -> [Diagnostic] {
        var options = TokenReadingOptions()
        options.strict = strict
        do {
            return try DesignTokenReader.read([(name: "t.json", bytes: Array(text.utf8))], options: options).notes
        } catch {
            return error.diagnostics
        }
    }

    /// The 8-bit hex of an sRGB colour object.
    static func srgbHex(_ color: ColorObject) -> String {
        let channels = color.components.map { Int((($0 ?? 0) * 255).rounded()) }
        return "#" + channels.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
}
