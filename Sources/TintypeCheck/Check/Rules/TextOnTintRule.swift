import TintypeDocument
import TintypeColor
import TintypeTheme
import TintypeCompiledTheme

/// `tint.text-on-tint`: the theme's text-on-tint colour (its first `contrastingText` derived colour,
/// else the better of white and black) on the default tint, by WCAG 2 and, when asked, APCA.
package enum TextOnTintRule: CheckRule {
    package static let id = "tint.text-on-tint"
    package static let summary = "WCAG AA for text, 4.5:1"
    /// The WCAG ratio text on the tint must reach (brand text on brand backgrounds too): AA for text.
    package static let minimumRatio = CheckThreshold(key: "text-contrast", kind: .number(default: Contrast.Level.textAA.rawValue),
                                                     range: 1...21, help: "Minimum WCAG ratio of text on the tint.")
    /// An APCA |Lc| text on the tint must reach besides, when given.
    package static let minimumLc = CheckThreshold(key: "apca", kind: .optionalNumber, range: 0...108,
                                                  help: "Also require this APCA |Lc| for text on the tint.")
    package static let thresholds = [minimumRatio, minimumLc]

    package static func findings(_ context: CheckContext) -> [Diagnostic] {
        let theme = context.theme, thresholds = context.thresholds
        let textRule = Self.textRule(theme)
        var findings: [Diagnostic] = []
        for set in context.compiled.tints {
            guard let first = set.modes.first else { continue }
            let modes = set.modes.map { "\($0.appearance.rawValue)/\($0.contrast.rawValue)" }.joined(separator: ", ")
            let place = context.sources?.tintPlace(first.appearance, first.contrast) ?? .none
            let written = context.wrote(context.sources?.tints.tint[first.appearance]?[first.contrast])
            let onTint = Self.textColor(on: set, theme: theme)
            let fix = "choose a tint with more contrast against \(onTint.hex)"
                + (textRule.map { ", or give tints.derived.\($0) a candidate that reaches it" } ?? "")
            let ratio = Contrast.wcagRatio(onTint, set.defaultTint)
            if ratio < thresholds[Self.minimumRatio] {
                findings.append(context.finding(Self.self, .failure, "\(modes): text \(onTint.hex) on tint \(set.defaultTint.hex) is "
                    + "\(ratio.plainText):1, below \(thresholds[Self.minimumRatio].plainText):1", at: place, written: written, fix: fix))
            }
            let lc = abs(Contrast.apca(text: onTint, background: set.defaultTint))
            if let minimum = thresholds.given(Self.minimumLc), lc < minimum {
                findings.append(context.finding(Self.self, .failure, "\(modes): APCA Lc of \(onTint.hex) on \(set.defaultTint.hex) is "
                    + "\(lc.plainText), below \(minimum.plainText)", at: place, written: written, fix: fix))
            }
        }
        return findings
    }

    /// The derived colour the theme gives text on the tint: its first `contrastingText` one.
    static func textRule(_ theme: Theme) -> String? {
        theme.tints.derived.first { color in
            if case .contrastingText = color.rule(for: .light) { return true }
            return false
        }?.name
    }

    /// The text colour on a tint set's tint: the theme's text-on-tint colour, else the better of white and black.
    static func textColor(on set: CompiledTheme.TintSet, theme: Theme) -> Color {
        let betterOfBlackAndWhite = Contrast.wcagRatio(.white, set.defaultTint) >= Contrast.wcagRatio(.black, set.defaultTint)
            ? Color.white : Color.black
        return textRule(theme).flatMap { name in set.derived.first { $0.name == name }?.color } ?? betterOfBlackAndWhite
    }
}
