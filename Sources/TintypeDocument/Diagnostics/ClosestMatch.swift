/// The closest of `candidates` to `word` (edit distance at most 2, or a third of its length), for
/// "did you mean" suggestions.
package func closestMatch(to word: String, in candidates: [String]) -> String? {
    closestMatches(to: word, in: candidates, limit: 1).first
}

/// Up to `limit` of `candidates` within that distance of `word`, nearest first (ties in the
/// candidates' order), ignoring case.
package func closestMatches(to word: String, in candidates: [String], limit: Int) -> [String] {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
    let target = Array(word.lowercased())
    let bound = max(2, word.count / 3)
    let scored = candidates.enumerated().map { ($0.offset, $0.element, distance(target, Array($0.element.lowercased()))) }
    return scored.filter { $0.2 <= bound }.sorted { ($0.2, $0.0) < ($1.2, $1.0) }.prefix(limit).map(\.1)
}

/// `; did you mean 'A' or 'B'?` for the names `closestMatches` found; empty when there are none.
package func didYouMean(_ names: [String]) -> String {
    names.isEmpty ? "" : "; did you mean " + names.map { "'\($0)'" }.joined(separator: " or ") + "?"
}
