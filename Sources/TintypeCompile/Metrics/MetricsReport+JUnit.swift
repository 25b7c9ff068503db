extension MetricsReport {
    /// The report as JUnit XML, for CI systems that show test results: one test case per style,
    /// failing with the style's regressions (a replaced face counts against every style it serves);
    /// faces that changed without failing, and moves within the tolerances, in the case's output.
    public func junit() -> String {
        let suite = "tintype.metrics.\(theme)"
        var cases: [String] = []
        var failedCases = 0
        let failing = failures
        for style in styles {
            let failed = faces.filter { $0.isRegression && $0.styles.contains(style) }.map(\.message)
                + failing.filter { $0.style == style }.map(\.message)
            let notes = faces.filter { !$0.isRegression && $0.styles.contains(style) }.map(\.message)
            let within = findings.filter { !$0.isRegression && $0.style == style }.count
            var body = ""
            if let first = failed.first {
                failedCases += 1
                let summary = failed.count == 1 ? first : "\(first) (and \(failed.count - 1) more)"
                body += "\n      <failure type=\"regression\" message=\"\(summary.markupEscaped)\">"
                    + failed.joined(separator: "\n").markupEscaped + "</failure>"
            }
            let output = notes + (within > 0 ? ["\(within) \(within == 1 ? "value" : "values") moved within the tolerances or improved"] : [])
            if !output.isEmpty { body += "\n      <system-out>" + output.joined(separator: "\n").markupEscaped + "</system-out>" }
            cases.append("    <testcase classname=\"\(suite.markupEscaped)\" name=\"\(style.rawValue.markupEscaped)\"\(body.isEmpty ? "/>" : ">\(body)\n    </testcase>")")
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="tintype metrics check" tests="\(styles.count)" failures="\(failedCases)">
              <testsuite name="\(suite.markupEscaped)" tests="\(styles.count)" failures="\(failedCases)" errors="0" skipped="0">
            \(cases.joined(separator: "\n"))
              </testsuite>
            </testsuites>

            """
    }
}
