/// Names ordered as people read them: runs of digits compare as numbers (`neutral.100` before
/// `neutral.1000`, `space.2` before `space.10`), the rest as text; names that differ only in
/// leading zeros fall back to plain text order, so the order is total and the same on every run.
package enum NaturalOrder {
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        var left = lhs.utf8[...], right = rhs.utf8[...]
        while let l = left.first, let r = right.first {
            if isDigit(l) && isDigit(r) {
                let leftDigits = left.prefix(while: isDigit), rightDigits = right.prefix(while: isDigit)
                let leftNumber = leftDigits.drop { $0 == UInt8(ascii: "0") }, rightNumber = rightDigits.drop { $0 == UInt8(ascii: "0") }
                if leftNumber.count != rightNumber.count { return leftNumber.count < rightNumber.count }
                if !leftNumber.elementsEqual(rightNumber) { return leftNumber.lexicographicallyPrecedes(rightNumber) }
                left = left.dropFirst(leftDigits.count)
                right = right.dropFirst(rightDigits.count)
            } else {
                if l != r { return l < r }
                left = left.dropFirst()
                right = right.dropFirst()
            }
        }
        if left.isEmpty != right.isEmpty { return left.isEmpty }
        return lhs < rhs
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
