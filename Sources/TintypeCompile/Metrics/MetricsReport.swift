import TintypeDocument
import TintypeTypography

/// What `tintype metrics check` found between a baseline snapshot and this machine's: which faces
/// differ (first, so a report on another machine says which fonts differ before what moved), then
/// what moved in each row, each with its consequence and its cause.
public struct MetricsReport: Sendable {
    /// A face of the baseline that this machine serves differently.
    public struct FaceChange: Sendable {
        public enum Kind: String, CaseIterable, Sendable {
            /// The family the theme names is not installed (or another file of it serves the face):
            /// the font system fell back.
            case fallback
            /// The theme now names another family, which is installed: a change made on purpose,
            /// whose consequences the moved values show; `--update` accepts it.
            case familyChanged
            /// The family is there but not the weight or slant: the font system chose another face of it.
            case missingFace
            /// The same face in another version of the file, with other metrics.
            case updated
            /// The file's bytes changed, its metrics did not.
            case fileChanged

            /// How the text report names the class.
            public var label: String {
                switch self {
                case .fallback: "fallback"
                case .familyChanged: "family changed"
                case .missingFace: "missing face"
                case .updated: "updated"
                case .fileChanged: "file changed, same metrics"
                }
            }
        }

        public var kind: Kind
        public var baseline: MetricsSnapshot.Face
        public var current: MetricsSnapshot.Face
        /// The face's values that differ (for an updated face).
        public var changes: [DesignChange]
        /// What the font system said it did, for a fallback or a missing face.
        public var warning: String?
        /// The styles whose rows the face serves, in theme order.
        public var styles: [TextStyle]

        /// A fallback or a missing face fails the check whatever moved: the text is set in another face.
        public var isRegression: Bool { kind == .fallback || kind == .missingFace }

        /// `updated: Inter-Regular.otf (Inter Regular), version 4.000 → 4.100: typo ascender 1984 → 2000`.
        public var message: String {
            var text = "\(kind.label): \(baseline.label) (\(baseline.displayName))"
            switch kind {
            case .fallback, .missingFace:
                text += " → \(current.label) (\(current.displayName))"
                if let warning { text += ": " + warning }
            case .familyChanged:
                text += " → \(current.label) (\(current.displayName)): the theme now names \(current.family ?? current.displayName)"
            case .updated:
                if baseline.file != current.file { text += " → \(current.file)" }
                if let versions = baseline.versionChange(to: current) { text += ", " + versions }
                text += ": " + changes.map(\.text).joined(separator: ", ")
            case .fileChanged:
                if baseline.file != current.file { text += " → \(current.file)" }
                text += ": sha256 \(baseline.sha256.prefix(12)) → \(current.sha256.prefix(12))"
                if let versions = baseline.versionChange(to: current) { text += ", " + versions }
            }
            return text + "; used by " + styles.map(\.rawValue).joined(separator: ", ")
        }
    }

    /// One value of one row that differs from the baseline, or a row that only one side has.
    public struct Finding: Sendable {
        public enum Kind: String, Sendable {
            /// A compared value moved.
            case moved
            /// The line-box lint says something new about the row (or no longer does).
            case lint
            /// The theme has a style the baseline does not (or the reverse): the baseline is out of date.
            case added, removed
            /// The baseline's style is the theme's under a new name (the style's `formerly`): its
            /// rows are compared with the new name's.
            case renamed
        }

        public var kind: Kind
        public var style: TextStyle
        /// The row, nil for a style only one side has.
        public var key: MetricsSnapshot.RowKey?
        /// What moved: a `MetricsTolerances.Field` name, `capHeightTrim`, `baselineTrim`, `weight`,
        /// `lineHeightPolicy`, or the lint's kind.
        public var field: String
        public var from: Double?
        public var to: Double?
        /// Beyond the tolerance (or a new collision, or a style missing on one side).
        public var isRegression: Bool
        /// What the user sees: `line height 48 → 50 pt (+2)`.
        public var consequence: String
        /// Why: the font values that moved, the face that replaced another, or the theme.
        public var cause: String
        /// The baseline face whose change explains the move (`Inter-Regular.otf`), nil when the
        /// fonts explain nothing (the theme changed), so a font update is summed up face by face.
        public var face: String? = nil

        /// `body @ AX3: line height 48 → 50 pt (+2): Inter-Regular.otf typo ascender 1984 → 2000`.
        public var message: String {
            let head = key.map(MetricsReport.label) ?? style.rawValue
            return "\(head): \(consequence)" + (cause.isEmpty ? "" : ": \(cause)")
        }
    }

    public let theme: String
    public let tolerances: MetricsTolerances
    public let faces: [FaceChange]
    public let findings: [Finding]
    /// Every style either side has, in theme order (the baseline's own after the theme's).
    public let styles: [TextStyle]
    /// The findings that fail the check, a row's tight and loose forms folded into it when they
    /// moved alike (as the reports list them).
    public let failures: [Finding]

    public init(theme: String, tolerances: MetricsTolerances, faces: [FaceChange], findings: [Finding], styles: [TextStyle]) {
        self.theme = theme
        self.tolerances = tolerances
        self.faces = faces
        self.findings = findings
        self.styles = styles
        failures = Self.folded(findings.filter(\.isRegression))
    }

    /// Face changes and findings that fail the check, counted as the reports list them.
    public var regressions: Int { faces.filter(\.isRegression).count + failures.count }

    /// `body @ AX3`, with what sets the row apart from the standard, regular one:
    /// `body @ AX3 (emphasized, Bold Text, tight)`.
    public static func label(_ key: MetricsSnapshot.RowKey) -> String {
        var qualifiers: [String] = []
        if key.emphasized { qualifiers.append("emphasized") }
        if key.boldText { qualifiers.append("Bold Text") }
        if key.leading != .standard { qualifiers.append(key.leading.rawValue) }
        return "\(key.style) @ \(key.category.name)" + (qualifiers.isEmpty ? "" : " (" + qualifiers.joined(separator: ", ") + ")")
    }
}

extension MetricsReport {
    /// The findings with each row's leading variants folded into the standard row when all three
    /// moved by the same amount (to 1/1,000: rounding may part them in the last digit) for the
    /// same reason.
    static func folded(_ found: [Finding]) -> [Finding] {
        /// A cell's findings, as far as folding asks: how many, and whether each moved by the first
        /// one's amount (to 1/1,000) for the same reason.
        struct Group {
            var count = 0, delta = 0.0, cause = "", alike = true

            mutating func add(delta: Double, cause: String) {
                if count == 0 {
                    self.delta = delta
                    self.cause = cause
                } else if alike {
                    alike = abs(delta - self.delta) <= 0.001 && cause == self.cause
                }
                count += 1
            }
        }
        // A cell (style, category, weight variant, Bold Text, field, kind: all but the leading) as
        // one integer: styles and fields are numbered as met, so no string is hashed per finding.
        var styles = Names(), fields = Names()
        func cell(_ finding: Finding, _ key: MetricsSnapshot.RowKey) -> UInt64 {
            let category = UInt64(key.category.rawValue)  // 0…11
            var packed = UInt64(styles.number(finding.style.rawValue)) << 32 | UInt64(fields.number(finding.field)) << 12
            packed |= category << 4 | (key.emphasized ? 8 : 0) | (key.boldText ? 4 : 0)
            return packed | (finding.kind == .moved ? 1 : 0)
        }
        func delta(_ finding: Finding) -> Double { (finding.to ?? 0) - (finding.from ?? 0) }
        var groups: [UInt64: Group] = [:]
        var cells: [UInt64?] = []
        cells.reserveCapacity(found.count)
        for finding in found {
            guard let key = finding.key else { cells.append(nil); continue }
            let cell = cell(finding, key)
            cells.append(cell)
            groups[cell, default: Group()].add(delta: delta(finding), cause: finding.cause)
        }
        var result: [Finding] = []
        result.reserveCapacity(found.count)
        for (finding, cell) in zip(found, cells) {
            guard let key = finding.key, let cell, let group = groups[cell] else { result.append(finding); continue }
            let alike = group.count == ResolvedTextStyle.Leading.allCases.count && group.alike
            if !alike || key.leading == .standard { result.append(finding) }
        }
        return result
    }

    /// Names numbered in the order met; the last one asked is checked first (findings come row by
    /// row, so a style repeats many times in a row).
    private struct Names {
        private var names: [String] = []
        private var index: [String: Int] = [:]
        private var last = -1

        mutating func number(_ name: String) -> Int {
            if last >= 0, names[last] == name { return last }
            if let known = index[name] {
                last = known
                return known
            }
            last = names.count
            names.append(name)
            index[name] = last
            return last
        }
    }
}

extension MetricsSnapshot.Face {
    /// `Inter Regular`: the face's family and style, or its PostScript name.
    public var displayName: String {
        let name = [family, styleName].compactMap { $0 }.joined(separator: " ")
        return name.isEmpty ? postscriptName ?? file : name
    }

    /// The version string without its decorations: `Version 4.000;git-abc` reads `4.000`.
    public var shortVersion: String? {
        guard var text = version else { return nil }
        if let cut = text.firstIndex(of: ";") { text = String(text[..<cut]) }
        if text.lowercased().hasPrefix("version ") { text = String(text.dropFirst(8)) }
        return text.trimmedOfWhitespace
    }

    /// `version 4.000 → 4.100`, or nil when both name the same version.
    func versionChange(to other: Self) -> String? {
        guard version != other.version else { return nil }
        return "version \(shortVersion ?? "none") → \(other.shortVersion ?? "none")"
    }
}
