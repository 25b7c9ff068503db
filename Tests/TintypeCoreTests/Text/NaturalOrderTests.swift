import Testing
@testable import TintypeDocument

/// Token paths in the order people read them (issue 52, item 7): a palette's steps by number.
@Suite struct NaturalOrderTests {
    @Test func aPaletteReadsInNumberOrder() {
        let paths = ["color.neutral.1000", "color.neutral.200", "color.neutral.0", "color.neutral.100", "color.neutral.50", "color.accent"]
        #expect(paths.sorted(by: NaturalOrder.precedes)
            == ["color.accent", "color.neutral.0", "color.neutral.50", "color.neutral.100", "color.neutral.200", "color.neutral.1000"])
    }

    @Test func digitsInsideAWordAndLeadingZeros() {
        #expect(["space-10", "space-2x", "space-2", "space-1"].sorted(by: NaturalOrder.precedes) == ["space-1", "space-2", "space-2x", "space-10"])
        // Equal as numbers: plain text order decides, so no two names tie.
        #expect(NaturalOrder.precedes("a.01", "a.1") && !NaturalOrder.precedes("a.1", "a.01"))
        #expect(!NaturalOrder.precedes("a.7", "a.7"))
        // A name that is the start of another comes first.
        #expect(NaturalOrder.precedes("size", "size.2") && !NaturalOrder.precedes("size.2", "size"))
    }

    /// Every pair of short names over digits, zeros, letters and dots agrees with an order worked
    /// out another way: each name cut into digit runs and text runs, a digit run keyed by its
    /// value's length and digits, ties by plain text order.
    @Test func agreesWithAnOrderByKeysOnEveryShortName() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("a0b19.")
        let names = (0..<400).map { _ in String((0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "a" }) }
        for lhs in names {
            for rhs in names {
                #expect(NaturalOrder.precedes(lhs, rhs) == Self.keyOrder(lhs, rhs), "\(lhs) \(rhs)")
            }
        }
    }

    /// A name as runs: a digit run as (0, value's length, digits without leading zeros), a text
    /// character as (1, 0, itself), compared run by run, a digit run against text by its first
    /// character; a name that runs out first comes first; equal keys fall to text order.
    private static func keyOrder(_ lhs: String, _ rhs: String) -> Bool {
        func runs(_ name: String) -> [(digits: Bool, text: String)] {
            var result: [(digits: Bool, text: String)] = []
            for character in name {
                if character.isASCIIDigitForTest, let last = result.last, last.digits {
                    result[result.count - 1].text.append(character)
                } else {
                    result.append((character.isASCIIDigitForTest, String(character)))
                }
            }
            return result
        }
        let left = runs(lhs), right = runs(rhs)
        for (l, r) in zip(left, right) {
            if l.digits && r.digits {
                let a = String(l.text.drop { $0 == "0" }), b = String(r.text.drop { $0 == "0" })
                if a.count != b.count { return a.count < b.count }
                if a != b { return a < b }
            } else {
                let a = l.text.first ?? " ", b = r.text.first ?? " "
                if a != b { return a < b }
            }
        }
        if left.count != right.count { return left.count < right.count }
        return lhs < rhs
    }
}

private extension Character {
    var isASCIIDigitForTest: Bool { isASCII && isNumber }
}
