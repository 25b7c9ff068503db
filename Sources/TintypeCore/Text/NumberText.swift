extension Double {
    /// The number as a person writes it: `500`, not `500.0`; `0.442`, not `0.44200000000000006`
    /// (rounded to 1/10,000).
    package var plainText: String {
        let rounded = (self * 10_000).rounded(.toNearestOrAwayFromZero) / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
