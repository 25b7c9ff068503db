import Testing
import TintypeDocument
import TintypeTypography

/// Each documented rule of the Dynamic Type model, with the expected values worked out here from
/// the rule's words (Docs/Themes.md) or the reference tables, so that a one-line change to a rule
/// fails a test.
@Suite struct DocumentedRulesTests {
    @Test(arguments: [
        // (value, grid, pixel scale, expected): halves go up, away from zero.
        (18.0, 4.0, nil, 20.0), (14.0, 4.0, nil, 16.0), (17.9, 4.0, nil, 16.0), (22.0, 4.0, nil, 24.0),
        (22.25, nil, 2.0, 22.5), (22.2, nil, 2.0, 22.0), (2.5, nil, 3.0, 8.0 / 3), (59.29, nil, 3.0, 178.0 / 3),
        (59.29, 4.0, 3.0, 60.0), (11.0, 0.5, nil, 11.0), (10.75, 0.5, nil, 11.0),
    ] as [(Double, Double?, Double?, Double)])
    func roundingIsToTheNearestWithHalvesUp(value: Double, grid: Double?, pixelScale: Double?, expected: Double) {
        #expect(abs(LineHeightRounding(grid: grid, pixelScale: pixelScale).apply(value) - expected) < 1e-9)
    }

    @Test func relativeSizesRoundHalvesUpToWholePoints() throws {
        // Body is 14 pt at xSmall and 17 at large (Apple's table): 12.75 × 14/17 = 10.5 → 11.
        let note = StyleSpec(name: "note", size: 12.75, lineHeight: 17, scale: .relative(to: .body))
        let scale = try TypeScale(TypographySpec(fonts: ["text": .init(families: ["F"])], styles: [StyleSpec(name: .body), note]))
        let body = try #require(ReferenceData.document.appleIOS["body"])
        #expect(12.75 * (try #require(body["xSmall"]?.size)) / (try #require(body["large"]?.size)) == 10.5)
        #expect(scale.size(of: note, at: .xSmall) == 11)
    }

    @Test func sfProTrackingIsLinearBetweenEveryPairOfListedSizes() throws {
        let table = ReferenceData.document.sfProIOS.compactMap { key, row in Double(key).map { ($0, row.em_1000 / 1000) } }
            .sorted { $0.0 < $1.0 }
        #expect(table.count > 50)
        var differing = 0
        for (lower, upper) in zip(table, table.dropFirst()) {
            for fraction in [0.25, 0.5, 0.75] {
                let size = lower.0 + (upper.0 - lower.0) * fraction
                let want = lower.1 + (upper.1 - lower.1) * fraction
                #expect(abs((TrackingSource.appleSFPro.em(atSize: size) ?? .nan) - want) < 1e-12, "\(size) pt")
            }
            if lower.1 != upper.1 { differing += 1 }
        }
        #expect(differing > 20, "most pairs differ, so a step between them is caught")
    }

    @Test(arguments: [
        // Docs/Themes.md and BoldText.swift: the next heavier named weight, regular to semibold.
        (100, 300), (200, 300), (300, 400), (400, 600), (500, 600), (600, 700), (700, 800), (800, 900), (900, 900),
    ])
    func boldTextMovesEachWeightToTheDocumentedOne(weight: Int, bold: Int) {
        #expect(FontWeight(value: weight).withBoldText == FontWeight(value: bold))
    }

    @Test func theDefaultEmphasizedWeightIsTheRegularPlus200AtMost900() throws {
        let styles = [300, 400, 500, 800].map { StyleSpec(name: TextStyle("w\($0)"), size: 17, lineHeight: 22, weight: FontWeight(value: $0),
                                                           scale: .relative(to: .body)) }
        let scale = try TypeScale(TypographySpec(fonts: ["text": .init(families: ["F"])], styles: [StyleSpec(name: .body)] + styles))
        for style in styles {
            let regular = try #require(style.weight?.value)
            #expect(scale.weights(of: style, at: .large).emphasized.value == min(regular + 200, 900))
        }
    }

    @Test func categoriesAreNamedInTheirOwnOrderWithRuns() {
        #expect(CategoryList.text([.ax3, .large, .xSmall]) == "xSmall, large, AX3")
        #expect(CategoryList.text([.ax5, .ax3, .ax4, .small]) == "small, AX3–AX5")
        #expect(CategoryList.text([.ax1, .xxxLarge]) == "xxxLarge, AX1")
        #expect(CategoryList.text(ContentSizeCategory.allCases.reversed()) == "every category")
    }
}
