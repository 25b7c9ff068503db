import Testing
@testable import TintypeDocument
@testable import TintypeCompiledTheme

/// Where the categories sit on a continuous text scale: the reference style's size ratios.
@Suite struct CategoryAnchorsTests {
    @Test func theDefaultThemesAnchorsAreApplesBodyRatios() throws {
        let anchors = try #require(CategoryAnchors(try ShippedThemes.compiled(try ShippedThemes.theme("default"))))
        #expect(anchors.referenceStyle == .body)
        let body = try #require(ReferenceData.document.appleIOS["body"])
        let large = try #require(body["large"]).size
        #expect(anchors.anchors.map(\.category) == ContentSizeCategory.allCases)
        for anchor in anchors.anchors {
            #expect(anchor.ratio == (try #require(body[anchor.category.name])).size / large, "\(anchor.category)")
        }
        // Nearest: AX3's body is 40 pt of 17, AX2's 33.
        #expect(anchors.nearest(to: 40.0 / 17) == .ax3)
        #expect(anchors.nearest(to: 36.6 / 17) == .ax3)
        #expect(anchors.nearest(to: 36.4 / 17) == .ax2)
        #expect(anchors.nearest(to: 0.1) == .xSmall)
        #expect(anchors.nearest(to: 9) == .ax5)
    }

    @Test func categoriesOfEqualSizeShareTheAnchorNearestLarge() throws {
        // Themes/accessible never goes below large: xSmall through large share large's anchor.
        let anchors = try #require(CategoryAnchors(try ShippedThemes.compiled(try ShippedThemes.theme("accessible"))))
        #expect(anchors.anchors.first?.category == .large && anchors.anchors.first?.ratio == 1)
        #expect(anchors.anchors.map(\.category) == [.large, .xLarge, .xxLarge, .xxxLarge, .ax1, .ax2, .ax3, .ax4, .ax5])
        #expect(anchors.nearest(to: 0.5) == .large)
    }

    @Test func withoutBodyTheStyleNearestSixteenAtLargeIsTheReference() throws {
        // Material 3 has no body: bodyLarge is 16 sp, bodyMedium 14 (titleMedium, also 16, is no body style).
        let compiled = try ShippedThemes.compiled(try ShippedThemes.theme("material"))
        let anchors = try #require(CategoryAnchors(compiled))
        #expect(anchors.referenceStyle == TextStyle("bodyLarge"))
        #expect(ReferenceData.document.material3["bodyLarge"]?.size == 16)
        #expect(anchors.anchors.allSatisfy { $0.ratio > 0 } && zip(anchors.anchors, anchors.anchors.dropFirst()).allSatisfy { $0.ratio < $1.ratio })
    }
}
