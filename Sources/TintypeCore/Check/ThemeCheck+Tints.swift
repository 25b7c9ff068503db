/// The tint checks: text on the tint, the tint on the background, and each derived colour on the
/// background it sits on, in every mode.
extension ThemeCheck {
    func tintFindings(_ compiled: CompiledTheme, theme: Theme) -> [Finding] {
        var findings: [Finding] = []
        // The theme's text-on-tint colour: its first contrastingText rule, else the better of white and black.
        let textRule = theme.tints.derived.first { color in
            if case .contrastingText = color.rule(for: .light) { return true }
            return false
        }?.name
        for set in compiled.tints {
            guard let first = set.modes.first else { continue }
            let modes = set.modes.map { "\($0.appearance.rawValue)/\($0.contrast.rawValue)" }.joined(separator: ", ")
            let tintPath = "tints.default.\(first.appearance.rawValue).\(first.contrast.rawValue)"
            let betterOfBlackAndWhite = Contrast.wcagRatio(.white, set.defaultTint) >= Contrast.wcagRatio(.black, set.defaultTint)
                ? Color.white : Color.black
            let onTint = textRule.flatMap { name in set.derived.first { $0.name == name }?.color } ?? betterOfBlackAndWhite
            let textFix = "choose a tint with more contrast against \(onTint.hex)"
                + (textRule.map { ", or give tints.derived.\($0) a candidate that reaches it" } ?? "")
            let textRatio = Contrast.wcagRatio(onTint, set.defaultTint)
            if textRatio < thresholds.textOnTint {
                findings.append(finding("tint.text-on-tint", .failure, "\(modes): text \(onTint.hex) on tint \(set.defaultTint.hex) is "
                    + "\(textRatio.plainText):1, below \(thresholds.textOnTint.plainText):1", theme: theme, path: tintPath, fix: textFix))
            }
            if let lc = thresholds.apcaLc, abs(Contrast.apca(text: onTint, background: set.defaultTint)) < lc {
                findings.append(finding("tint.text-on-tint", .failure, "\(modes): APCA Lc of \(onTint.hex) on \(set.defaultTint.hex) is "
                    + "\(abs(Contrast.apca(text: onTint, background: set.defaultTint)).plainText), below \(lc.plainText)",
                    theme: theme, path: tintPath, fix: textFix))
            }
            for mode in set.modes {
                let background = theme.tints.background(mode.appearance)
                let path = "tints.default.\(mode.appearance.rawValue).\(mode.contrast.rawValue)"
                let ratio = Contrast.wcagRatio(set.defaultTint, background)
                if ratio < thresholds.tintOnBackground {
                    findings.append(finding("tint.tint-on-background", .failure, "\(mode.appearance.rawValue)/\(mode.contrast.rawValue): "
                        + "tint \(set.defaultTint.hex) on background \(background.hex) is \(ratio.plainText):1, below "
                        + "\(thresholds.tintOnBackground.plainText):1", theme: theme, path: path,
                        fix: "choose a tint with at least \(thresholds.tintOnBackground.plainText):1 on \(background.hex), "
                            + "or change tints.background.\(mode.appearance.rawValue)"))
                }
                findings += derivedOnBackground(set, mode, theme)
            }
        }
        return findings
    }

    /// Each derived colour measured against the background it sits on in one mode. A `mix` colour
    /// is a tinted surface: it must stay nearer its background than the tint is, and the tint must
    /// read on it at the tint-on-background ratio. A `lightness` colour is the tint in another
    /// state (pressed) and must reach that ratio on the background itself. Text on the tint is
    /// `tint.text-on-tint`'s; an `alpha` colour is a disabled state, which WCAG exempts.
    private func derivedOnBackground(
        _ set: CompiledTheme.TintSet, _ mode: (appearance: Appearance, contrast: ContrastSetting), _ theme: Theme
    ) -> [Finding] {
        let tints = theme.tints
        let background = tints.background(mode.appearance)
        let modeName = "\(mode.appearance.rawValue)/\(mode.contrast.rawValue)"
        let minimum = thresholds.tintOnBackground
        let tintRatio = Contrast.wcagRatio(set.defaultTint, background)
        var findings: [Finding] = []
        for derived in tints.derived {
            guard let color = set.derived.first(where: { $0.name == derived.name })?.color.composited(over: background) else { continue }
            let path = "tints.derived.\(derived.name)" + (derived.isSameInEveryAppearance ? "" : ".\(mode.appearance.rawValue)")
            func add(_ message: String, _ fix: String) {
                findings.append(finding("tint.derived-on-background", .failure, "\(modeName): " + message, theme: theme, path: path, fix: fix))
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
