import TintypeColor
import TintypeCompiledTheme
import TintypeDocument
import TintypeTrees

/// `tint.derived-on-background`: each derived colour against the background it sits on, in every
/// mode. A `mix` colour is a tinted surface: it must stay nearer its background than the tint is,
/// and the tint must read on it at the tint-on-background ratio. A `lightness` colour is the tint in
/// another state (pressed) and must reach that ratio on the background itself. Text on the tint is
/// `tint.text-on-tint`'s; an `alpha` colour is a disabled state, which WCAG exempts. A tinted
/// surface so near its background that it cannot be seen (below 1.1:1, #010c0a on black) is a warning.
enum DerivedOnBackgroundRule: CheckRule {
    static let id = "tint.derived-on-background"
    static let summary = "a tinted surface stays nearer its background than the tint, keeps the tint at 3:1 and is seen "
        + "(1.1:1 at least, a warning); a pressed state keeps 3:1 on the background"
    /// Below this a tinted surface cannot be told from its background.
    static let visible = 1.1

    static func findings(_ context: CheckContext) -> [Diagnostic] {
        context.compiled.tints.flatMap { set in set.modes.flatMap { findings(set, $0, context) } }
    }

    private static func findings(
        _ set: CompiledTheme.TintSet, _ mode: (appearance: Appearance, contrast: ContrastSetting), _ context: CheckContext
    ) -> [Diagnostic] {
        let tints = context.theme.tints.inMode(BrandMode(mode.appearance, mode.contrast))
        let background = tints.background(mode.appearance)
        let modeName = "\(mode.appearance.rawValue)/\(mode.contrast.rawValue)"
        let minimum = context.thresholds[TintOnBackgroundRule.minimumRatio]
        let tintRatio = Contrast.wcagRatio(set.defaultTint, background)
        var findings: [Diagnostic] = []
        for derived in tints.derived {
            guard let color = set.derived.first(where: { $0.name == derived.name })?.color.composited(over: background) else { continue }
            let appearance = derived.isSameInEveryAppearance ? nil : mode.appearance
            let place = context.sources?.derivedPlace(derived.name, appearance) ?? .none
            let position = appearance.map { context.sources?.tints.derivedAppearance[derived.name]?[$0] } ?? context.sources?.tints.derived[derived.name]
            func add(_ message: String, _ fix: String) {
                findings.append(context.finding(Self.self, .failure, "\(modeName): " + message, at: place, written: context.wrote(position), fix: fix))
            }
            let own = Contrast.wcagRatio(color, background)
            switch derived.rule(for: mode.appearance) {
            case .mix(let target, _):
                let towardBackground = "mix toward \"\(DerivedColorRule.backgroundKeyword)\" (a rule per appearance: {\"light\": …, \"dark\": …})"
                if own > tintRatio {
                    add("\(derived.name) \(color.hex) is \(own.plainText):1 from the background \(background.hex), further than the tint "
                        + "\(set.defaultTint.hex) (\(tintRatio.plainText):1), so it reads as a patch of another colour, not a tinted surface",
                        target == .background ? "lower its amount" : towardBackground)
                }
                if own < Self.visible {
                    findings.append(context.finding(Self.self, .warning, "\(modeName): \(derived.name) \(color.hex) is \(own.text(decimals: 2)):1 "
                        + "from the background \(background.hex), below \(Self.visible.plainText):1: a surface nobody can see",
                        at: place, written: context.wrote(position), fix: target == .background ? "lower its amount" : towardBackground))
                }
                let onIt = Contrast.wcagRatio(set.defaultTint, color)
                if onIt < minimum {
                    add("tint \(set.defaultTint.hex) on \(derived.name) \(color.hex) is \(onIt.plainText):1, below \(minimum.plainText):1",
                        target == .background ? "raise its amount" : towardBackground)
                }
            case .lightness:
                if own < minimum {
                    add("\(derived.name) \(color.hex) on background \(background.hex) is \(own.plainText):1, below \(minimum.plainText):1",
                        "move its lightness away from the background's (a rule per appearance: {\"light\": …, \"dark\": …})")
                }
            case .contrastingText, .alpha:
                continue
            }
        }
        return findings
    }
}
