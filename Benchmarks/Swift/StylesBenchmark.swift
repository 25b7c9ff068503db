import TintypeTypography
import TintypeFonts

/// Resolves the default theme's whole table (11 Apple styles × 12 categories × 2 weights × 3
/// leadings) with its fonts already loaded, against a baseline of copying the same number of rows;
/// and one category (AX3) as `styles --category AX3` resolves it (fonts loaded and rows resolved
/// for the selection), against resolving the whole table and filtering it: with the provider's
/// faces already read (warm), and with a new provider each round (cold: fontconfig's configuration
/// loaded and every face read again, as a process does it).
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
        let ax3 = RowSelection(categories: [.ax3])
        let provider = try SystemFontProvider()
        var selected: [ResolvedTextStyle] = [], filtered: [ResolvedTextStyle] = []
        let selection = try medianSeconds(rounds: rounds) {
            selected = resolver.resolve(with: try resolver.loadFonts(from: provider, selection: ax3), selection: ax3)
        }
        let filtering = try medianSeconds(rounds: rounds) {
            filtered = resolver.resolve(with: try resolver.loadFonts(from: provider)).filter { $0.category == .ax3 }
        }
        let coldSelection = try medianSeconds(rounds: rounds) {
            let provider = try SystemFontProvider()
            selected = resolver.resolve(with: try resolver.loadFonts(from: provider, selection: ax3), selection: ax3)
        }
        let coldFiltering = try medianSeconds(rounds: rounds) {
            let provider = try SystemFontProvider()
            filtered = resolver.resolve(with: try resolver.loadFonts(from: provider)).filter { $0.category == .ax3 }
        }
        guard selected == filtered, !selected.isEmpty else { throw BenchmarkError("the AX3 selection differs from the filtered table") }
        print("{\"rows\": \(rows.count), \"copies\": \(copy.count), \"rounds\": \(rounds), "
            + "\"medianResolveSeconds\": \(resolve), \"medianCopySeconds\": \(baseline), "
            + "\"ax3Rows\": \(selected.count), \"medianAX3SelectedSeconds\": \(selection), "
            + "\"medianAX3FilteredSeconds\": \(filtering), \"medianAX3SelectedColdSeconds\": \(coldSelection), "
            + "\"medianAX3FilteredColdSeconds\": \(coldFiltering)}")
    }
}
