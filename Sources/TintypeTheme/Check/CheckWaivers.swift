import TintypeDocument

/// The findings a theme accepts, and why: `"allow": {"RULE": "why"}` on a style (for that style's
/// findings) or on the theme (for all of them). An allowed finding becomes a note that names the
/// reason, so a deliberate 10 pt tab label passes `check` without lowering `--minimum-size` for
/// every style.
public struct CheckWaivers: Sendable {
    /// Reasons by check id, for every finding of the theme.
    public var theme: [String: String] = [:]
    /// Reasons by check id, for one style's findings.
    public var styles: [TextStyle: [String: String]] = [:]

    public init() {}

    /// The reason a finding of check `id` about `style` is allowed; nil when it is not.
    public func reason(for id: String, style: TextStyle?) -> String? {
        style.flatMap { styles[$0]?[id] } ?? theme[id]
    }

    /// `findings` with each allowed one a note that says why.
    public func applied(to findings: [Diagnostic]) -> [Diagnostic] {
        findings.map { finding in
            guard finding.severity != .note, let id = finding.id, let reason = reason(for: id, style: finding.style) else { return finding }
            var allowed = finding
            allowed.severity = .note
            allowed.message += " (allowed: \(reason))"
            return allowed
        }
    }
}
