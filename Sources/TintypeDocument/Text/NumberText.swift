extension Double {
    /// The shortest text that reads back as this double, as JSON writes it: `22`, not `22.0`.
    package var shortestText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : description
    }

    /// The number as a person writes it: `500`, not `500.0`; `0.442`, not `0.44200000000000006`
    /// (rounded to 1/10,000).
    package var plainText: String { text(decimals: 4) }

    /// The number rounded to `decimals` places (halves away from zero), as `shortestText` writes it.
    package func text(decimals: Int) -> String {
        let scale = (0..<decimals).reduce(1.0) { value, _ in value * 10 }
        return ((self * scale).rounded(.toNearestOrAwayFromZero) / scale).shortestText
    }
}
