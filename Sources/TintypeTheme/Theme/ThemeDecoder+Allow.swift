import TintypeDocument

/// `allow`: check ids (or their earlier names) and the reason each finding of that check is accepted.
extension ThemeDecoder {
    package func allow(_ node: SourceNode, _ path: String) -> [String: String] {
        guard let checks else {
            error(node.position, "\(path): 'allow' belongs in a theme file")
            return [:]
        }
        guard let members = object(node, path, known: nil), case .object(let written) = node.value else { return [:] }
        var reasons: [String: String] = [:]
        for member in written where members[member.key] != nil {
            let ids = checks.ids(named: member.key)
            guard !ids.isEmpty else {
                error(member.keyPosition, "\(path): no check '\(member.key)'"
                    + (closestMatch(to: member.key, in: checks.ids + checks.aliases.keys.sorted()).map { "; did you mean '\($0)'?" } ?? "")
                    + "; the checks are " + checks.ids.joined(separator: ", "))
                continue
            }
            guard let reason = member.value.stringValue, !reason.trimmedOfWhitespace.isEmpty else {
                error(member.value.position, "\(path).\(member.key): say why the finding is accepted, as a string")
                continue
            }
            for id in ids { reasons[id] = reason }
        }
        return reasons
    }
}
