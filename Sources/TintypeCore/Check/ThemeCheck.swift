/// Lints a compiled theme: contrast in every mode, lines whose ink collides and line boxes the font
/// overflows, text below a size floor, missing font faces or weights, and tracking out of a sane
/// range. Each finding has a stable id.
public struct ThemeCheck: Sendable {
    /// One finding: a diagnostic with a stable id, a `failure` or a `warning`.
    public typealias Finding = Diagnostic

    /// Thresholds; the defaults are WCAG 2.2 AA.
    public struct Thresholds: Sendable {
        /// Text on the tint (text-on-tint): AA for text.
        public var textOnTint = Contrast.Level.textAA.rawValue
        /// The tint against the background: AA for user-interface components.
        public var tintOnBackground = Contrast.Level.nonText.rawValue
        /// When set, APCA |Lc| must reach this too.
        public var apcaLc: Double?
        /// The smallest point size any style may reach.
        public var minimumSize = 11.0
        /// The largest tracking magnitude, in em.
        public var maximumTrackingEm = 0.1

        public init() {}
    }

    /// The check ids, in report order.
    public static let ids = ["fonts.missing-face", "tint.derived-on-background", "tint.text-on-tint", "tint.tint-on-background",
                             "typography.line-box-overflow", "typography.lines-collide", "typography.minimum-size",
                             "typography.tracking-range"]

    /// Ids of earlier releases and the ids that replaced them; kept for one release so that scripts
    /// filtering on them keep working. `typography.line-box-clips` judged line boxes by the
    /// content area alone; ink now decides between a collision and an overflow.
    public static let aliases: [String: [String]] = [
        "typography.line-box-clips": ["typography.line-box-overflow", "typography.lines-collide"],
    ]

    /// The current ids `id` names: itself, or what an alias stands for; empty for an unknown id.
    public static func ids(named id: String) -> [String] {
        ids.contains(id) ? [id] : aliases[id] ?? []
    }

    /// The ids that `names` (ids or aliases) stand for; an unknown name is an error that suggests
    /// the closest known one.
    public static func ids(named names: [String]) throws(UnknownID) -> Set<String> {
        var found = Set<String>()
        for name in names {
            let named = ids(named: name)
            guard !named.isEmpty else {
                throw UnknownID(id: name, suggestion: closestMatch(to: name, in: ids + aliases.keys.sorted()))
            }
            found.formUnion(named)
        }
        return found
    }

    /// A check id that names no check.
    public struct UnknownID: Error, Equatable, CustomStringConvertible {
        public var id: String
        public var suggestion: String?

        public var description: String {
            "no check has the id '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + " The ids: \(ThemeCheck.ids.joined(separator: ", "))"
        }
    }

    /// How `fonts.missing-face` judges what the font system did: a weight served by a real face of
    /// the same family within 100 is a warning; a larger gap, a face the font system makes up
    /// (emboldened or slanted) and a family that is not installed are failures.
    public static func severity(of warning: FontWarning) -> Diagnostic.Severity {
        switch warning {
        case .fallbackFamily, .missingSlant: .failure
        case .missingWeight(let requested, _, _, let used, let synthetic):
            !synthetic && abs(requested - used) <= 100 ? .warning : .failure
        }
    }

    public var thresholds: Thresholds

    public init(thresholds: Thresholds = Thresholds()) { self.thresholds = thresholds }

    /// Every finding, failures and warnings, sorted by id and then message.
    public func run(_ compiled: CompiledTheme, theme: Theme) -> [Finding] {
        var findings: [Finding] = []
        func add(_ id: String, _ severity: Diagnostic.Severity, _ message: String) {
            findings.append(Finding(severity, at: .none, id: id, message))
        }
        // The theme's text-on-tint colour: its first contrastingText rule, else the better of white and black.
        let textRule = theme.tints.derived.first { color in
            if case .contrastingText = color.rule(for: .light) { return true }
            return false
        }?.name
        for set in compiled.tints {
            let modes = set.modes.map { "\($0.appearance.rawValue)/\($0.contrast.rawValue)" }.joined(separator: ", ")
            let betterOfBlackAndWhite = Contrast.wcagRatio(.white, set.defaultTint) >= Contrast.wcagRatio(.black, set.defaultTint)
                ? Color.white : Color.black
            let onTint = textRule.flatMap { name in set.derived.first { $0.name == name }?.color } ?? betterOfBlackAndWhite
            let textRatio = Contrast.wcagRatio(onTint, set.defaultTint)
            if textRatio < thresholds.textOnTint {
                add("tint.text-on-tint", .failure, "\(modes): text \(onTint.hex) on tint \(set.defaultTint.hex) is \(textRatio.plainText):1, "
                    + "below \(thresholds.textOnTint.plainText):1")
            }
            if let lc = thresholds.apcaLc, abs(Contrast.apca(text: onTint, background: set.defaultTint)) < lc {
                add("tint.text-on-tint", .failure, "\(modes): APCA Lc of \(onTint.hex) on \(set.defaultTint.hex) is "
                    + "\(abs(Contrast.apca(text: onTint, background: set.defaultTint)).plainText), below \(lc.plainText)")
            }
            for mode in set.modes {
                let background = theme.tints.background(mode.appearance)
                let ratio = Contrast.wcagRatio(set.defaultTint, background)
                if ratio < thresholds.tintOnBackground {
                    add("tint.tint-on-background", .failure, "\(mode.appearance.rawValue)/\(mode.contrast.rawValue): tint "
                        + "\(set.defaultTint.hex) on background \(background.hex) is \(ratio.plainText):1, below \(thresholds.tintOnBackground.plainText):1")
                }
                for message in derivedOnBackground(set, mode, theme.tints) {
                    add("tint.derived-on-background", .failure, message)
                }
            }
        }
        var seenFont = Set<FontWarning>()
        // One line-box finding per style, category and leading: the worst over its weights and
        // Bold Text, which share the line box.
        var lineBoxes: [String: (badness: (Int, Double), finding: Finding)] = [:]
        let rows = compiled.styles.flatMap { entry in [(entry.row, false)] + (entry.boldText.map { [($0, true)] } ?? []) }
        for (row, isBold) in rows {
            for warning in row.fontWarnings where seenFont.insert(warning).inserted {
                add("fonts.missing-face", Self.severity(of: warning), warning.description)
            }
            // A loose line box is taller than the standard one: it has nothing the standard lacks.
            guard row.leading != .loose else { continue }
            let lineBox = "\(row.style) at \(row.category.name), \(row.leading.rawValue) leading"
            let variant = "weight \(row.weight.value)\(isBold ? " with Bold Text" : "")"
            for warning in row.layoutWarnings {
                let badness: (Int, Double)
                let finding: Finding
                switch warning {
                case .linesCollide(let lineHeight, let top, let bottom, _, _):
                    badness = (1, top - bottom - lineHeight)
                    finding = Finding(.failure, at: .none, id: "typography.lines-collide", "\(lineBox), \(variant): \(warning)")
                case .lineBoxOverflow(let lineHeight, let contentArea, let room):
                    badness = (0, room.map { -$0 } ?? contentArea - lineHeight)
                    finding = Finding(.warning, at: .none, id: "typography.line-box-overflow", "\(lineBox), \(variant): \(warning)")
                case .missingTrackingTable:
                    continue
                }
                if let known = lineBoxes[lineBox], known.badness >= badness { continue }
                lineBoxes[lineBox] = (badness, finding)
            }
            guard row.leading == .standard, !row.emphasized else { continue }
            if row.size < thresholds.minimumSize, !isBold {
                add("typography.minimum-size", .failure, "\(row.style) at \(row.category.name) is \(row.size.plainText) pt, below the floor of \(thresholds.minimumSize.plainText) pt")
            }
            if abs(row.tracking.em) > thresholds.maximumTrackingEm, !isBold {
                add("typography.tracking-range", .failure, "\(row.style) at \(row.category.name) tracks \(row.tracking.em.plainText) em, "
                    + "beyond ±\(thresholds.maximumTrackingEm.plainText) em")
            }
        }
        findings += lineBoxes.values.map(\.finding)
        return findings.sorted { ($0.id ?? "", $0.message) < ($1.id ?? "", $1.message) }
    }

    /// Each derived colour measured against the background it sits on in one mode. A `mix` colour
    /// is a tinted surface: it must stay nearer its background than the tint is, and the tint must
    /// read on it at the tint-on-background ratio. A `lightness` colour is the tint in another
    /// state (pressed) and must reach that ratio on the background itself. Text on the tint is
    /// `tint.text-on-tint`'s; an `alpha` colour is a disabled state, which WCAG exempts.
    private func derivedOnBackground(
        _ set: CompiledTheme.TintSet, _ mode: (appearance: Appearance, contrast: ContrastSetting), _ tints: TintTheme
    ) -> [String] {
        let background = tints.background(mode.appearance)
        let modeName = "\(mode.appearance.rawValue)/\(mode.contrast.rawValue)"
        let minimum = thresholds.tintOnBackground
        let tintRatio = Contrast.wcagRatio(set.defaultTint, background)
        var messages: [String] = []
        for derived in tints.derived {
            guard let color = set.derived.first(where: { $0.name == derived.name })?.color.composited(over: background) else { continue }
            let own = Contrast.wcagRatio(color, background)
            switch derived.rule(for: mode.appearance) {
            case .mix(let target, _):
                let towardBackground = "mix toward \"\(DerivedColorRule.backgroundKeyword)\""
                let fix = target == .background ? "lower its amount" : towardBackground
                if own > tintRatio {
                    messages.append("\(modeName): \(derived.name) \(color.hex) is \(own.plainText):1 from the background "
                        + "\(background.hex), further than the tint \(set.defaultTint.hex) (\(tintRatio.plainText):1), so it reads as "
                        + "a patch of another colour, not a tinted surface; \(fix) (a rule per appearance: {\"light\": …, \"dark\": …})")
                }
                let onIt = Contrast.wcagRatio(set.defaultTint, color)
                if onIt < minimum {
                    messages.append("\(modeName): tint \(set.defaultTint.hex) on \(derived.name) \(color.hex) is \(onIt.plainText):1, "
                        + "below \(minimum.plainText):1; " + (target == .background ? "raise its amount" : towardBackground))
                }
            case .lightness:
                if own < minimum {
                    messages.append("\(modeName): \(derived.name) \(color.hex) on background \(background.hex) is \(own.plainText):1, "
                        + "below \(minimum.plainText):1; move its lightness away from the background's")
                }
            case .contrastingText, .alpha:
                continue
            }
        }
        return messages
    }
}
