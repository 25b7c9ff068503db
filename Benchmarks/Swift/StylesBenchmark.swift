import TintypeCore
import TintypeFonts

/// Resolves the default theme's whole table (11 Apple styles × 12 categories × 2 weights × 3
/// leadings) with its fonts already loaded, against a baseline of copying the same number of rows.
struct StylesBenchmark {
    func run(rounds: Int) throws {
        let resolver = try TypographyResolver(.appleDefault)
        let fonts = try resolver.loadFonts(from: SystemFontProvider())
        var rows: [ResolvedTextStyle] = []
        let resolve = medianSeconds(rounds: rounds) { rows = resolver.resolve(with: fonts) }
        var copy: [ResolvedTextStyle] = []
        let baseline = medianSeconds(rounds: rounds) {
            copy = rows.map { row in
                var row = row
                row.size += 0
                return row
            }
        }
        print("{\"rows\": \(rows.count), \"copies\": \(copy.count), \"rounds\": \(rounds), "
            + "\"medianResolveSeconds\": \(resolve), \"medianCopySeconds\": \(baseline)}")
    }
}
