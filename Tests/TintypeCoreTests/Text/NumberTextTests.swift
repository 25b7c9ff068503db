import Testing
import TintypeDocument

/// `plainText` rounds to 1/10,000 and writes the shortest text of the result: whole numbers
/// without `.0`, others as the standard library's shortest round-trip digits.
@Suite struct NumberTextTests {
    @Test func edgeCases() {
        #expect((-0.0).plainText == "0")
        #expect((-0.00004).plainText == "0", "rounds to zero, and zero has no sign")
        #expect(0.00005.plainText == "0.0001", "halves round away from zero")
        #expect((-0.00005).plainText == "-0.0001")
        #expect(99_999_999_999.9999.plainText == "99999999999.9999")
        #expect(1e20.plainText == "1e+20")
        #expect(22.0.shortestText == "22")
        #expect(0.1.shortestText == "0.1")
    }

    @Test func examples() {
        #expect(500.0.plainText == "500")
        #expect(0.44200000000000006.plainText == "0.442")
        #expect((-0.25).plainText == "-0.25")
        #expect(30.03125.plainText == "30.0313")
        #expect(0.00012.plainText == "0.0001")
    }
}
