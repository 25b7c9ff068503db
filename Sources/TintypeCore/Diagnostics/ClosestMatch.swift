/// The closest of `candidates` to `word` (edit distance at most 2, or a third of its length), for
/// "did you mean" suggestions.
func closestMatch(to word: String, in candidates: [String]) -> String? {
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
    let scored = candidates.map { ($0, distance(target, Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else { return nil }
    return best.0
}
