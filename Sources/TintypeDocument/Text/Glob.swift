/// A glob, as a project's token filters and `--token-set` write them: `*` stands for any run of
/// characters (`/` and `.` included), `?` for one, anything else for itself.
package enum Glob {
    /// Whether `text` matches `pattern` as a whole. The classic two-pointer walk: remember the last
    /// `*` and retry from one character further, so a match is linear in practice, never exponential.
    package static func matches(_ text: String, _ pattern: String) -> Bool {
        let text = Array(text.unicodeScalars), pattern = Array(pattern.unicodeScalars)
        var t = 0, p = 0, star: Int?, resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                t += 1
                p += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
