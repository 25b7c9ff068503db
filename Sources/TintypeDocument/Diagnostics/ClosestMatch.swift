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
    // Nothing a user types by hand is this long; such a word is compared with nothing, so that no
    // input makes the search grow with its length.
    guard word.utf8.count <= 256 else { return [] }
    let target = Array(word.lowercased())
    let bound = max(2, target.count / 3)
    // The distance is at least the difference in length: candidates further off are not compared.
    let scored = candidates.enumerated().compactMap { offset, candidate -> (Int, String, Int)? in
        guard candidate.utf8.count <= 4 * 256 else { return nil }
        let other = Array(candidate.lowercased())
        guard abs(other.count - target.count) <= bound else { return nil }
        return (offset, candidate, distance(target, other))
    }
    return scored.filter { $0.2 <= bound }.sorted { ($0.2, $0.0) < ($1.2, $1.0) }.prefix(limit).map(\.1)
}

/// `; did you mean 'A' or 'B'?` for the names `closestMatches` found; empty when there are none.
package func didYouMean(_ names: [String]) -> String {
    names.isEmpty ? "" : "; did you mean " + names.map { "'\($0)'" }.joined(separator: " or ") + "?"
}
