/// A fallback face's `size-adjust` and overrides fitted to Chromium's line box. Blink truncates the
/// adjusted font size (size × `size-adjust`) to 1/100 px and rounds the ascent, descent and line
/// gap each to a whole pixel, half up (its FontCacheKey and `FontMetrics::AscentDescentWithHacks`).
/// At the exact ratios a fallback metric can land a hair under a half pixel where the brand's sits
/// on one (Inter's ascent is 15.5 px at 16 px), and `line-height: normal` comes out a pixel short.
/// So the numbers are moved, to the millionth the style sheet writes, by the least that makes every
/// metric round as the brand's does at every whole-pixel size from 6 to 160 px: `size-adjust` by at
/// most 0.03 % (a width no reader sees), each override by at most 0.05 % of an em, nearest the exact
/// ratio among those that also agree at the most quarter-pixel sizes between.
enum ChromiumLineBox {
    /// The whole-pixel sizes every metric must agree at, and the quarter-pixel ones that break ties.
    static let wholeSizes: [Double] = (6...160).map(Double.init)
    static let quarterSizes: [Double] = (24...640).map { Double($0) / 4 }.filter { $0 != $0.rounded() }
    /// How far `size-adjust` and an override may move from the exact ratio, in millionths.
    static let sizeAdjustReach = 300
    static let overrideReach = 500

    /// `size-adjust` and the overrides of the brand's metrics (`brand`, in em: ascent, descent, line
    /// gap), each a multiple of 1/1,000,000.
    static func fitted(sizeAdjust exact: Double, brand: [Double]) -> (sizeAdjust: Double, overrides: [Double]) {
        let center = Int((exact * 1_000_000).rounded())
        // 0, +1, −1, +2, −2, … millionths: the first at which every metric fits every whole size.
        let candidates = (0...(2 * sizeAdjustReach)).map { Double(center + ($0 % 2 == 0 ? $0 / 2 : -($0 + 1) / 2)) / 1_000_000 }
        let chosen = candidates.first { candidate in brand.allSatisfy { fitsEveryWholeSize($0, sizeAdjust: candidate) } }
            // Else the one at which the metrics fit the most whole sizes.
            ?? candidates.enumerated().max { lhs, rhs in
                let left = score(brand, lhs.element), right = score(brand, rhs.element)
                return left < right || (left == right && lhs.offset > rhs.offset)
            }?.element ?? exact
        return (chosen, brand.map { override($0, sizeAdjust: chosen) })
    }

    /// Whether one millionth within reach rounds as the brand at every whole size: the runs of
    /// all the sizes overlap.
    private static func fitsEveryWholeSize(_ brand: Double, sizeAdjust: Double) -> Bool {
        let exact = Int((brand / sizeAdjust * 1_000_000).rounded())
        var low = exact - overrideReach, high = exact + overrideReach
        for size in wholeSizes {
            guard let run = run(brand, size: size, sizeAdjust: sizeAdjust) else { continue }
            low = max(low, run.lowerBound)
            high = min(high, run.upperBound)
            if low > high { return false }
        }
        return true
    }

    /// How many whole sizes the metrics fit at the most under `sizeAdjust`.
    private static func score(_ brand: [Double], _ sizeAdjust: Double) -> Int {
        brand.map { coverage($0, sizeAdjust: sizeAdjust, sizes: wholeSizes, weight: 1).count }.reduce(0, +)
    }

    /// The millionths at which a metric of `brand` em is drawn at `size` px in the brand's pixels;
    /// nil when Blink draws nothing at that size.
    private static func run(_ brand: Double, size: Double, sizeAdjust: Double) -> ClosedRange<Int>? {
        let wanted = pixels(brand, size: size, sizeAdjust: 1), drawn = adjusted(size, sizeAdjust)
        guard drawn > 0 else { return nil }
        let low = Int(((wanted - 0.5) / drawn * 1_000_000).rounded(.up)), high = Int(((wanted + 0.5) / drawn * 1_000_000).rounded(.up)) - 1
        return low <= high ? low...high : nil
    }

    /// The whole pixels Blink gives a metric of `ratio` em at `size` px under `sizeAdjust`.
    static func pixels(_ ratio: Double, size: Double, sizeAdjust: Double) -> Double {
        (Double(Float(adjusted(size, sizeAdjust)) * Float(ratio)) + 0.5).rounded(.down)
    }

    /// The font size Blink draws at: size × size-adjust in single precision, truncated to 1/100 px.
    private static func adjusted(_ size: Double, _ sizeAdjust: Double) -> Double {
        (Double(Float(size) * Float(sizeAdjust)) * 100).rounded(.down) / 100
    }

    /// The override of a brand metric of `brand` em: the millionth nearest the exact ratio among
    /// those that agree at the most whole sizes, then the most quarter-pixel ones.
    static func override(_ brand: Double, sizeAdjust: Double) -> Double {
        let exact = Int((brand / sizeAdjust * 1_000_000).rounded())
        // A whole size outweighs every quarter-pixel size together.
        let changes = (coverage(brand, sizeAdjust: sizeAdjust, sizes: wholeSizes, weight: quarterSizes.count + 1).changes
            + coverage(brand, sizeAdjust: sizeAdjust, sizes: quarterSizes, weight: 1).changes)
            .sorted { $0.at < $1.at || ($0.at == $1.at && $0.by < $1.by) }
        var best = (score: 0, millionths: exact), score = 0
        for (index, change) in changes.enumerated() {
            score += change.by
            let runEnd = index + 1 < changes.count ? changes[index + 1].at - 1 : change.at
            guard change.by > 0, score >= best.score, runEnd >= change.at else { continue }
            // The run [change.at, runEnd] scores `score`: its point nearest the exact ratio.
            let nearest = min(max(exact, change.at), runEnd)
            if score > best.score || abs(nearest - exact) < abs(best.millionths - exact) { best = (score, nearest) }
        }
        return Double(best.millionths) / 1_000_000
    }

    /// For each size, the run of millionths (within reach of the exact ratio) whose pixels there
    /// are the brand's, as the start and end of a run of `weight`; and how many of the runs one
    /// millionth lies in at the most.
    private static func coverage(_ brand: Double, sizeAdjust: Double, sizes: [Double], weight: Int)
        -> (changes: [(at: Int, by: Int)], count: Int) {
        let exact = Int((brand / sizeAdjust * 1_000_000).rounded())
        var changes: [(at: Int, by: Int)] = []
        for size in sizes {
            guard let run = run(brand, size: size, sizeAdjust: sizeAdjust) else { continue }
            let low = max(run.lowerBound, exact - overrideReach), high = min(run.upperBound, exact + overrideReach)
            if low <= high { changes += [(low, weight), (high + 1, -weight)] }
        }
        changes.sort { $0.at < $1.at || ($0.at == $1.at && $0.by < $1.by) }
        var most = 0, count = 0
        for change in changes {
            count += change.by
            most = max(most, count)
        }
        return (changes, most / weight)
    }
}
