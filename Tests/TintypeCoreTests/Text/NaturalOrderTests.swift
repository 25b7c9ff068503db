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
}
