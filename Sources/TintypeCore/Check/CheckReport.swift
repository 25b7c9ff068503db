/// What `tintype check` reports: a theme's findings and their counts.
public struct CheckReport: Sendable {
    public var theme: String
    public var findings: [Diagnostic]

    public init(theme: String, findings: [Diagnostic]) {
        self.theme = theme
        self.findings = findings
    }

    public var failures: Int { findings.count { $0.severity == .failure } }
    public var warnings: Int { findings.count - failures }

    /// `NAME: 2 failures, 1 warning`.
    public var summary: String {
        "\(theme): \(failures) failure\(failures == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    /// `{failures, findings, theme, warnings}` (schema in Docs/Checks.md).
    package var jsonValue: JSONValue {
        .members([("failures", .integer(failures)), ("findings", .array(findings.map(\.jsonValue))),
                  ("theme", .string(theme)), ("warnings", .integer(warnings))])
    }
}
