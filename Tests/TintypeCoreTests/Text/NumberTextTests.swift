import Testing
import TintypeCore

/// `plainText` writes the digits of a value rounded to 1/10,000 itself; the text must be the
/// shortest one the standard library's `description` gives for that rounded double.
@Suite struct NumberTextTests {
    /// The reference: round to 1/10,000, then whole numbers without `.0` and the rest as `description`.
    private func reference(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded(.toNearestOrAwayFromZero) / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return rounded.description
    }

    @Test func matchesTheStandardLibrarysShortestDigits() {
        var generator = SeededGenerator(state: 0x5EED_7E77)
        var values: [Double] = [0, -0.0, 0.0001, -0.0001, 0.00005, 0.00015, 0.1, 0.2, 0.3, 0.442, 1.5, -1.5, 37.517,
                                5.704545454545453, 99_999_999_999.9999, 100_000_000_000.5, 123_456_789_012.3456, 1e15, 1e20, -3e17]
        for _ in 0..<20_000 {
            let magnitudes: [Double] = [1, 100, 10_000, 1e8, 1e11, 1e13]
            let magnitude = magnitudes.randomElement(using: &generator) ?? 1
            values.append(Double.random(in: -magnitude...magnitude, using: &generator))
            // Values that are already a whole number of 1/10,000, as Tintype rounds its lengths.
            values.append(Double(Int.random(in: -10_000_000...10_000_000, using: &generator)) / 10_000)
        }
        for value in values {
            #expect(value.plainText == reference(value), "\(value)")
        }
    }

    @Test func examples() {
        #expect(500.0.plainText == "500")
        #expect(0.44200000000000006.plainText == "0.442")
        #expect((-0.25).plainText == "-0.25")
        #expect(30.03125.plainText == "30.0313")
        #expect(0.00012.plainText == "0.0001")
    }
}
