/// Lints a compiled theme: contrast in every mode, line boxes that clip, text below a size floor,
/// missing font faces or weights, and tracking out of a sane range. Each finding has a stable id.
public struct ThemeCheck: Sendable {
    /// One finding.
    public struct Finding: Equatable, Sendable {
        public enum Severity: String, Sendable { case failure, warning }

        /// A stable id, e.g. `tint.text-on-tint`.
        public var id: String
        public var severity: Severity
        public var message: String
    }

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
    public static let ids = ["fonts.missing-face", "tint.text-on-tint", "tint.tint-on-background",
                             "typography.line-box-clips", "typography.minimum-size", "typography.tracking-range"]

    public var thresholds: Thresholds

    public init(thresholds: Thresholds = Thresholds()) { self.thresholds = thresholds }

    /// Every finding, failures and warnings, sorted by id and then message.
    public func run(_ compiled: CompiledTheme, theme: Theme) -> [Finding] {
        var findings: [Finding] = []
        func add(_ id: String, _ severity: Finding.Severity, _ message: String) {
            findings.append(Finding(id: id, severity: severity, message: message))
        }
        // The theme's text-on-tint colour: its first contrastingText rule, else the better of white and black.
        let textRule = theme.tints.derived.first { rule in
            if case .contrastingText = rule.rule { return true }
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
            }
        }
        var seenFont = Set<String>()
        var seenLineBoxes = Set<String>()
        let rows = compiled.styles.flatMap { entry in [(entry.row, false)] + (entry.boldText.map { [($0, true)] } ?? []) }
        for (row, isBold) in rows {
            let bold = isBold ? " with Bold Text" : ""
            for warning in row.fontWarnings where seenFont.insert(warning).inserted {
                add("fonts.missing-face", warning.hasPrefix("font ") ? .warning : .failure, warning)
            }
            guard row.leading != .loose else { continue }
            // One finding per style, category and leading: weights share the line box of their font.
            let lineBox = "\(row.style) at \(row.category.name), \(row.leading.rawValue) leading"
            for warning in row.layoutWarnings where warning.contains("text would clip") && seenLineBoxes.insert(lineBox + warning).inserted {
                add("typography.line-box-clips", row.leading == .standard ? .failure : .warning, "\(lineBox)\(bold): \(warning)")
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
        return findings.sorted { ($0.id, $0.message) < ($1.id, $1.message) }
    }
}

extension ThemeCheck.Finding {
    public var jsonValue: JSONValue {
        .members([("id", .string(id)), ("message", .string(message)), ("severity", .string(severity.rawValue))])
    }
}
