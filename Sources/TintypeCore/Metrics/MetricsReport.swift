/// What `tintype metrics check` found between a baseline snapshot and this machine's: which faces
/// differ (first, so a report on another machine says which fonts differ before what moved), then
/// what moved in each row, each with its consequence and its cause.
public struct MetricsReport: Sendable {
    /// A face of the baseline that this machine serves differently.
    public struct FaceChange: Sendable {
        public enum Kind: String, CaseIterable, Sendable {
            /// Another family, or another file of it, serves the face (the theme's first choice may not be installed).
            case fallback
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
        struct Cell: Hashable {
            var style: TextStyle, category: ContentSizeCategory?, emphasized: Bool, boldText: Bool, field: String, kind: String
        }
        func cell(_ finding: Finding) -> Cell {
            Cell(style: finding.style, category: finding.key?.category, emphasized: finding.key?.emphasized ?? false,
                 boldText: finding.key?.boldText ?? false, field: finding.field, kind: finding.kind.rawValue)
        }
        func delta(_ finding: Finding) -> Double { (finding.to ?? 0) - (finding.from ?? 0) }
        var groups: [Cell: [Finding]] = [:]
        for finding in found where finding.key != nil { groups[cell(finding), default: []].append(finding) }
        var result: [Finding] = []
        for finding in found {
            guard let key = finding.key, let group = groups[cell(finding)] else { result.append(finding); continue }
            let alike = group.count == ResolvedTextStyle.Leading.allCases.count
                && group.allSatisfy { abs(delta($0) - delta(group[0])) <= 0.001 && $0.cause == group[0].cause }
            if !alike || key.leading == .standard { result.append(finding) }
        }
        return result
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
