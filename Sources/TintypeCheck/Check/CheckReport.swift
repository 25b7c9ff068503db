import TintypeDocument

/// What `tintype check` reports: a theme's findings and their counts.
public struct CheckReport: Sendable {
    public var theme: String
    public var findings: [Diagnostic]
    /// Each style's largest size over `large` (WCAG 1.4.4 asks that text can reach 200 %).
    public var growth: [StyleGrowth]
    /// Every colour pair the theme draws text with, in every mode, with its APCA Lc, and each
    /// style's need from APCA's font table.
    public var apca: [APCAPair]
    public var apcaNeeds: [APCAPair.Need]

    public init(theme: String, findings: [Diagnostic], growth: [StyleGrowth] = [], apca: [APCAPair] = [], apcaNeeds: [APCAPair.Need] = []) {
        self.theme = theme
        self.findings = findings
        self.growth = growth
        self.apca = apca
        self.apcaNeeds = apcaNeeds
    }

    public var failures: Int { findings.count { $0.severity == .failure } }
    public var warnings: Int { findings.count { $0.severity == .warning } }
    /// Information: what `--verbose` prints (line boxes shorter than the content area where the
    /// ink fits, default weights served within 100).
    public var notes: Int { findings.count { $0.severity == .note } }

    /// `NAME: 2 failures, 1 warning`, and how many notes `--verbose` would list.
    public var summary: String {
        "\(theme): \(failures) failure\(failures == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
            + (notes > 0 ? " (\(notes) note\(notes == 1 ? "" : "s"): --verbose)" : "")
    }

    /// `{apca, failures, findings, growth, notes, theme, warnings}` (schema in Docs/Checks.md).
    package var jsonValue: JSONValue {
        .members([("apca", .array(apca.map { $0.jsonValue(apcaNeeds) })), ("failures", .integer(failures)), ("findings", .array(findings.map(\.jsonValue))), ("growth", .array(growth.map(\.jsonValue))),
                  ("notes", .integer(notes)), ("theme", .string(theme)), ("warnings", .integer(warnings))])
    }
}
