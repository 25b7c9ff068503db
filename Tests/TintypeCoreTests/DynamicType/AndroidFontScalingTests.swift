import Testing
import TintypeTypography

/// Android 14's non-linear font scaling against AOSP's test vectors and tables (Tests/Fixtures/Reference/dynamic-type.json).
@Suite struct AndroidFontScalingTests {
    @Test func reproducesTheReferenceVectors() {
        for vector in ReferenceData.document.androidVectors {
            let dp = AndroidFontScaling.convert(vector.sp, fontScale: vector.fontScale)
            #expect(abs(dp - vector.dp) < 1e-4, "\(vector.sp) sp at \(vector.fontScale): \(dp), expected \(vector.dp)")
        }
    }

    @Test func exactScalesUseTheirTablesAtEveryListedSize() {
        for (key, table) in ReferenceData.document.androidTables {
            guard let scale = Double(key) else { continue }
            for (sp, dp) in zip(table.from, table.to) {
                #expect(abs(AndroidFontScaling.convert(sp, fontScale: scale) - dp) < 1e-9)
            }
        }
    }

    @Test func scalesBetweenTablesInterpolateEachListedSize() {
        let lower = ReferenceData.document.androidTables["1.3"]!, upper = ReferenceData.document.androidTables["1.5"]!
        for index in lower.from.indices {
            let sp = lower.from[index]
            let expected = lower.to[index] + (upper.to[index] - lower.to[index]) * 0.25   // 1.35 is a quarter of the way
            #expect(abs(AndroidFontScaling.convert(sp, fontScale: 1.35) - expected) < 1e-9)
        }
    }

    @Test func scalingIsLinearAtOrBelowOneAndAboveTwo() {
        #expect(AndroidFontScaling.convert(16, fontScale: 0.85) == 16 * 0.85)
        #expect(AndroidFontScaling.convert(16, fontScale: 1) == 16)
        #expect(AndroidFontScaling.convert(16, fontScale: 2.5) == 40)
    }

    @Test func belowOnePointOneFiveItBlendsFromIdentity() {
        // Halfway between 1.0 (identity: 14 → 14) and 1.15 (14 → 16.4).
        #expect(abs(AndroidFontScaling.convert(14, fontScale: 1.075) - 15.2) < 1e-9)
    }

    @Test func beyondTheLastListedSizeScalesProportionally() {
        // 2.0 table: 100 → 100, so 200 sp stays 200; below 8 sp it interpolates from (0, 0).
        #expect(AndroidFontScaling.convert(200, fontScale: 2) == 200)
        #expect(AndroidFontScaling.convert(4, fontScale: 2) == 8)
    }
}
