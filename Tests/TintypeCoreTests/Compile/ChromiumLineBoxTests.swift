import Foundation
import Testing
@testable import TintypeCompile

/// The fallback faces' numbers fitted to Chromium's whole pixels (issue 53, item 6). The pixels are
/// worked out here by Blink's rule as its source states it (font_metrics.cc and FontCacheKey): the
/// adjusted size truncated to 1/100 px, each metric rounded half up. Chromium itself checks the
/// shipped sheets (`Scripts/check_css_fallbacks.py`).
@Suite struct ChromiumLineBoxTests {
    /// Blink's whole pixels for a metric of `ratio` em at `size` px under `sizeAdjust`.
    private static func blink(_ ratio: Double, _ size: Double, _ sizeAdjust: Double) -> Int {
        let drawn = floor(Double(Float(size) * Float(sizeAdjust)) * 100) / 100
        return Int(floor(Double(Float(drawn) * Float(ratio)) + 0.5))
    }

    /// Inter Regular (ascent 1984, descent 494 of 2048) over Liberation Sans: at the formula's
    /// numbers the ascent is a pixel short at 16, 48 and 80 px; fitted, every whole size agrees.
    @Test func intersFallbackAgreesAtEveryWholeSize() {
        let ascent = 1984.0 / 2048, descent = 494.0 / 2048, sizeAdjust = 1.076358
        let exact = ((ascent / sizeAdjust) * 1_000_000).rounded() / 1_000_000
        #expect([16.0, 48, 80].allSatisfy { Self.blink(exact, $0, sizeAdjust) == Self.blink(ascent, $0, 1) - 1 })
        let fit = ChromiumLineBox.fitted(sizeAdjust: sizeAdjust, brand: [ascent, descent, 0])
        for size in 6...160 {
            let size = Double(size)
            #expect(Self.blink(fit.overrides[0], size, fit.sizeAdjust) == Self.blink(ascent, size, 1), "ascent at \(size) px")
            #expect(Self.blink(fit.overrides[1], size, fit.sizeAdjust) == Self.blink(descent, size, 1), "descent at \(size) px")
        }
        #expect(fit.overrides[2] == 0)
        // Within the documented reach of the formula, on the millionths the sheet writes.
        #expect(abs(fit.sizeAdjust - sizeAdjust) <= 0.0003 + 1e-12)
        #expect(abs(fit.overrides[0] - ascent / fit.sizeAdjust) <= 0.0005 + 1e-6)
        #expect(abs(fit.overrides[1] - descent / fit.sizeAdjust) <= 0.0005 + 1e-6)
        for value in [fit.sizeAdjust] + fit.overrides {
            #expect(abs(value * 1_000_000 - (value * 1_000_000).rounded()) < 1e-6)
        }
    }

    /// Where the formula's numbers already round as the brand's do at every whole size, nothing
    /// moves: the nearest fitting values are the formula's own.
    @Test func numbersThatAlreadyFitStay() {
        // A metric of 0.75 em over a size-adjust of 1: the same pixels at every size.
        let fit = ChromiumLineBox.fitted(sizeAdjust: 1, brand: [0.75, 0.25, 0])
        #expect(fit.sizeAdjust == 1)
        #expect(fit.overrides == [0.75, 0.25, 0])
    }
}
