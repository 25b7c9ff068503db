import TintypeDocument

/// What `tintype check` reports: a theme's findings and their counts, and what the rules found
/// beside them (each style's growth over `large`, every colour pair with its APCA Lc), as the rules
/// gave it (`CheckRuleResult.report`).
public struct CheckReport: Sendable {
    public var theme: String
    public var findings: [Diagnostic]
    /// The rules' members of the JSON report, by key.
    package var ruleReports: [(key: String, value: JSONValue)]

    public init(theme: String, findings: [Diagnostic]) {
        self.init(theme: theme, findings: findings, ruleReports: [])
    }

    package init(theme: String, findings: [Diagnostic], ruleReports: [(key: String, value: JSONValue)]) {
        self.theme = theme
        self.findings = findings
        self.ruleReports = ruleReports
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

    /// `{apca, failures, findings, growth, notes, theme, warnings}`, keys sorted (schema in
    /// Docs/Checks.md).
    package var jsonValue: JSONValue {
        let own: [(key: String, value: JSONValue)] = [("failures", .integer(failures)), ("findings", .array(findings.map(\.jsonValue))),
                                                      ("notes", .integer(notes)), ("theme", .string(theme)), ("warnings", .integer(warnings))]
        return .members((own + ruleReports).sorted { $0.key < $1.key })
    }
}
