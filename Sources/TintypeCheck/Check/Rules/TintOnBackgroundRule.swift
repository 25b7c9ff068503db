import TintypeDocument
import TintypeColor

/// `tint.tint-on-background`: the default tint against the appearance's background in every mode,
/// at WCAG 2's ratio for user-interface components.
package enum TintOnBackgroundRule: CheckRule {
    package static let id = "tint.tint-on-background"
    package static let summary = "AA for UI components, 3:1"
    /// The WCAG ratio the tint (and a tinted surface's tint) must reach on the background: AA for
    /// user-interface components.
    package static let minimumRatio = CheckThreshold(key: "tint-contrast", kind: .number(default: Contrast.Level.nonText.rawValue),
                                                     range: 1...21, help: "Minimum WCAG ratio of the tint on the background.")
    package static let thresholds = [minimumRatio]

    package static func findings(_ context: CheckContext) -> [Diagnostic] {
        let minimum = context.thresholds[Self.minimumRatio]
        var findings: [Diagnostic] = []
        for set in context.compiled.tints {
            for mode in set.modes {
                let background = context.theme.tints.inMode(BrandMode(mode.appearance, mode.contrast)).background(mode.appearance)
                let ratio = Contrast.wcagRatio(set.defaultTint, background)
                guard ratio < minimum else { continue }
                findings.append(context.finding(
                    Self.self, .failure, "\(mode.appearance.rawValue)/\(mode.contrast.rawValue): tint \(set.defaultTint.hex) on "
                        + "background \(background.hex) is \(ratio.plainText):1, below \(minimum.plainText):1",
                    at: context.sources?.tintPlace(mode.appearance, mode.contrast) ?? .none,
                    written: context.wrote(context.sources?.tints.tint[mode.appearance]?[mode.contrast]),
                    fix: "choose a tint with at least \(minimum.plainText):1 on \(background.hex), "
                        + "or change tints.background.\(mode.appearance.rawValue)"))
            }
        }
        return findings
    }
}
