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

    /// AOSP's lookup worked here on a table from the reference: between two listed sizes linearly,
    /// below the first from (0, 0), beyond the last in proportion to it.
    static func lookup(_ sp: Double, in table: ReferenceData.AndroidTable) -> Double {
        if sp >= table.from[table.from.count - 1] { return sp * table.to[table.to.count - 1] / table.from[table.from.count - 1] }
        if sp < table.from[0] { return table.to[0] * sp / table.from[0] }
        let upper = table.from.firstIndex { $0 >= sp }!
        if table.from[upper] == sp { return table.to[upper] }
        let t = (sp - table.from[upper - 1]) / (table.from[upper] - table.from[upper - 1])
        return table.to[upper - 1] + (table.to[upper] - table.to[upper - 1]) * t
    }

    @Test func lineHeightsKeepTheirProportionToTheConvertedText() throws {
        // The CTS rule (TextViewFontScalingTest): line height ÷ text size × the text's converted size,
        // at each of AOSP's five scales, for every Material 3 style (sizes and lines in sp).
        for (key, table) in ReferenceData.document.androidTables {
            let scale = try #require(Double(key))
            for (name, style) in ReferenceData.document.material3 {
                let expected = style.lineHeight / style.size * Self.lookup(style.size, in: table)
                let dp = AndroidFontScaling.convertLineHeight(style.lineHeight, textSize: style.size, fontScale: scale)
                #expect(abs(dp - expected) < 1e-9, "\(name) \(style.size)/\(style.lineHeight) sp at \(key): \(dp), expected \(expected)")
            }
        }
        // bodyLarge 16/24 at 2.0: the text 28 dp, the line 24 ÷ 16 × 28 = 42, not the table's 36 for 24 sp.
        #expect(AndroidFontScaling.convertLineHeight(24, textSize: 16, fontScale: 2) == 42)
        // Linear scales keep the plain factor; text of no size scales its line by the factor.
        #expect(AndroidFontScaling.convertLineHeight(24, textSize: 16, fontScale: 0.85) == 24 * 0.85)
        #expect(AndroidFontScaling.convertLineHeight(24, textSize: 0, fontScale: 1.3) == 24 * 1.3)
    }
}
