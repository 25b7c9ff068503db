import TintypeDocument

extension ThemeCheck {
    /// The key of a project's `check:` that makes every `tintype build` gate on the check, as
    /// `build --check` does: `check: {build: true}`.
    public static let buildKey = "build"

    /// Whether a project's `check:` (already read by `Thresholds(check:file:)`) asks builds to gate on it.
    public static func gatesBuild(_ node: SourceNode?) -> Bool {
        if case .bool(true)? = node?[member: buildKey]?.value { return true }
        return false
    }
}

extension ThemeCheck.Thresholds {
    /// The thresholds a project's `check:` gives (`{minimum-size: 12, apca-table: true}`, `node` in
    /// the project `file`), each by its rule's declaration: a number in its range, or true/false for
    /// a toggle; every problem at its place.
    public init(check node: SourceNode?, file: String) throws(Diagnostics) {
        self.init()
        guard case .object(let members)? = node?.value else { return }
        var problems: [Diagnostic] = []
        func problem(_ position: SourcePosition, _ message: String) {
            problems.append(Diagnostic(file: file, position: position, message: message))
        }
        let keys = ThemeCheck.thresholds.map(\.key) + [ThemeCheck.buildKey]
        for member in members {
            if member.key == ThemeCheck.buildKey {
                if case .bool = member.value.value { continue }
                problem(member.value.position, "check.\(ThemeCheck.buildKey) is true or false: whether 'tintype build' runs these checks "
                    + "first and writes nothing when a theme fails")
                continue
            }
            guard let threshold = ThemeCheck.thresholds.first(where: { $0.key == member.key }) else {
                problem(member.keyPosition, "unknown key '\(member.key)' in check" + didYouMean(closestMatch(to: member.key, in: keys).map { [$0] } ?? [])
                    + "; the thresholds are " + keys.joined(separator: ", "))
                continue
            }
            switch (threshold.kind, member.value.value) {
            case (.toggle, .bool(let on)):
                set(threshold, on: on)
            case (.toggle, _):
                problem(member.value.position, "check.\(member.key) is true or false")
            case (_, .number(let value)):
                do { try set(threshold, value) } catch { problem(member.value.position, "check.\(error.description)") }
            default:
                problem(member.value.position, "check.\(member.key) is a number from \(threshold.range.lowerBound.plainText) "
                    + "to \(threshold.range.upperBound.plainText)")
            }
        }
        if !problems.isEmpty { throw Diagnostics(problems) }
    }
}
