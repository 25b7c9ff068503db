import Testing
import TintypeDocument

@Suite struct ContentSizeCategoryTests {
    @Test func orderAndShortNamesFollowTheReference() {
        #expect(ContentSizeCategory.allCases.map(\.name) == ReferenceData.document.categories)
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.default == .large)
        #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted())
    }

    @Test func uikitNamesAreAccepted() {
        for category in ContentSizeCategory.allCases {
            let uikit = ReferenceData.document.uikitNames[category.name]
            #expect(category.uikitName == uikit)
            #expect(ContentSizeCategory(name: uikit ?? "") == category)
            #expect(ContentSizeCategory(name: category.name.uppercased()) == category)
        }
    }

    @Test(arguments: [
        ("UICTContentSizeCategoryXS", ContentSizeCategory.xSmall), ("UICTContentSizeCategoryL", .large),
        ("UICTContentSizeCategoryXXXL", .xxxLarge), ("UICTContentSizeCategoryAccessibilityM", .ax1),
        ("UICTContentSizeCategoryAccessibilityXXXL", .ax5), ("accessibilityExtraLarge", .ax3), ("ax4", .ax4),
    ])
    func uikitConstantsAreAccepted(_ name: String, _ category: ContentSizeCategory) {
        #expect(ContentSizeCategory(name: name) == category)
    }

    @Test func unknownNamesAreRejected() {
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(ContentSizeCategory(name: "AX6") == nil)
    }
}
