/// Names ordered as people read them: runs of digits compare as numbers (`neutral.100` before
/// `neutral.1000`, `space.2` before `space.10`), the rest as text; names that differ only in
/// leading zeros fall back to plain text order, so the order is total and the same on every run.
package enum NaturalOrder {
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        // Over the UTF-8 bytes in place: a theme's export sorts thousands of paths this way.
        var left = lhs, right = rhs
        let order = left.withUTF8 { l in right.withUTF8 { r in precedes(l, r) } }
        return order ?? (lhs < rhs)
    }

    /// Whether `l` comes first; nil when the two differ at most in leading zeros.
    private static func precedes(_ l: UnsafeBufferPointer<UInt8>, _ r: UnsafeBufferPointer<UInt8>) -> Bool? {
        var i = 0, j = 0
        while i < l.count, j < r.count {
            let a = l[i], b = r[j]
            guard isDigit(a), isDigit(b) else {
                if a != b { return a < b }
                i += 1
                j += 1
                continue
            }
            var leftEnd = i, rightEnd = j
            while leftEnd < l.count, isDigit(l[leftEnd]) { leftEnd += 1 }
            while rightEnd < r.count, isDigit(r[rightEnd]) { rightEnd += 1 }
            // The numbers without their leading zeros: the longer is the larger, else digit by digit.
            while i < leftEnd, l[i] == UInt8(ascii: "0") { i += 1 }
            while j < rightEnd, r[j] == UInt8(ascii: "0") { j += 1 }
            if leftEnd - i != rightEnd - j { return leftEnd - i < rightEnd - j }
            while i < leftEnd {
                if l[i] != r[j] { return l[i] < r[j] }
                i += 1
                j += 1
            }
            j = rightEnd
        }
        let leftDone = i == l.count, rightDone = j == r.count
        return leftDone == rightDone ? nil : leftDone
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
