extension Double {
    /// The number as a person writes it: `500`, not `500.0`; `0.442`, not `0.44200000000000006`
    /// (rounded to 1/10,000).
    package var plainText: String {
        var text: [UInt8] = []
        text.reserveCapacity(24)
        appendPlainText(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends `plainText`'s UTF-8 to `text`, for messages built as bytes.
    package func appendPlainText(to text: inout [UInt8]) {
        let scaled = (self * 10_000).rounded(.toNearestOrAwayFromZero)
        let rounded = scaled / 10_000
        // Below 10¹¹ a double tells every 1/10,000 apart, so the shortest text of `rounded` (the
        // double nearest scaled / 10⁴) is that decimal itself: its digits are written here, as
        // `description` would write them, without its general shortest-digits search.
        guard abs(scaled) < 1e15 else {
            if rounded == rounded.rounded(), abs(rounded) < 1e15 { return text.append(contentsOf: String(Int(rounded)).utf8) }
            return text.append(contentsOf: rounded.description.utf8)
        }
        let units = Int(scaled).magnitude
        if scaled < 0, units > 0 { text.append(UInt8(ascii: "-")) }
        appendDigits(units / 10_000, to: &text)
        var fraction = units % 10_000
        guard fraction != 0 else { return }
        text.append(UInt8(ascii: "."))
        var divisor: UInt = 1000
        while fraction != 0 {
            text.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    private func appendDigits(_ value: UInt, to text: inout [UInt8]) {
        if value >= 10 { appendDigits(value / 10, to: &text) }
        text.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
