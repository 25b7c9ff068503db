/// APCA's font lookup table (Public Beta 0.1.7 (G), 28 May 2022, the table apca-w3's
/// `fontLookupAPCA` reads), read as that function reads it: for each Lc from 0 to 125 in steps of 5,
/// the smallest text size in CSS px readable at each weight from 100 to 900, with the reference's own
/// step to the next row and its rounding between rows. Points are taken as CSS px (an iOS point and
/// an Android dp are one CSS px at 1×), as the table's own notes do for native text.
public enum APCAFontTable {
    /// Cells above this mark no text at all: 777 (non-text only) and 999 (not for anything).
    static let noText = 400.0

    /// The rows: Lc, then the smallest size in px at weights 100, 200 … 900.
    static let rows: [(lc: Double, sizes: [Double])] = [
        (0, [999, 999, 999, 999, 999, 999, 999, 999, 999]),
        (10, [999, 999, 999, 999, 999, 999, 999, 999, 999]),
        (15, [777, 777, 777, 777, 777, 777, 777, 777, 777]),
        (20, [777, 777, 777, 777, 777, 777, 777, 777, 777]),
        (25, [777, 777, 777, 120, 120, 108, 96, 96, 96]),
        (30, [777, 777, 120, 108, 108, 96, 72, 72, 72]),
        (35, [777, 120, 108, 96, 72, 60, 48, 48, 48]),
        (40, [120, 108, 96, 60, 48, 42, 32, 32, 32]),
        (45, [108, 96, 72, 42, 32, 28, 24, 24, 24]),
        (50, [96, 72, 60, 32, 28, 24, 21, 21, 21]),
        (55, [80, 60, 48, 28, 24, 21, 18, 18, 18]),
        (60, [72, 48, 42, 24, 21, 18, 16, 16, 18]),
        (65, [68, 46, 32, 21.75, 19, 17, 15, 16, 18]),
        (70, [64, 44, 28, 19.5, 18, 16, 14.5, 16, 18]),
        (75, [60, 42, 24, 18, 16, 15, 14, 16, 18]),
        (80, [56, 38.25, 23, 17.25, 15.81, 14.81, 14, 16, 18]),
        (85, [52, 34.5, 22, 16.5, 15.625, 14.625, 14, 16, 18]),
        (90, [48, 32, 21, 16, 15.5, 14.5, 14, 16, 18]),
        (95, [45, 28, 19.5, 15.5, 15, 14, 13.5, 16, 18]),
        (100, [42, 26.5, 18.5, 15, 14.5, 13.5, 13, 16, 18]),
        (105, [39, 25, 18, 14.5, 14, 13, 12, 16, 18]),
        (110, [36, 24, 18, 14, 13, 12, 11, 16, 18]),
        (115, [34.5, 22.5, 17.25, 12.5, 11.875, 11.25, 10.625, 14.5, 16.5]),
        (120, [33, 21, 16.5, 11, 10.75, 10.5, 10.25, 13, 15]),
        (125, [32, 20, 16, 10, 10, 10, 10, 12, 14]),
    ]

    /// The reference's step from each row to the next, per weight: how far the size falls over the
    /// row's 5 Lc (its own figures, which round some of the rows' differences).
    static let steps: [[Double]] = [
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 12, 12, 12, 24, 24, 24],
        [0, 0, 12, 12, 36, 36, 24, 24, 24],
        [0, 12, 12, 36, 24, 18, 16, 16, 16],
        [12, 12, 24, 18, 16, 14, 8, 8, 8],
        [12, 24, 12, 10, 4, 4, 3, 3, 3],
        [16, 12, 12, 4, 4, 3, 3, 3, 3],
        [8, 12, 6, 4, 3, 3, 2, 2, 0],
        [4, 2, 10, 2.25, 2, 1, 1, 0, 0],
        [4, 2, 4, 2.25, 1, 1, 0.5, 0, 0],
        [4, 2, 4, 1.5, 2, 1, 0.5, 0, 0],
        [4, 3.75, 1, 0.75, 0.188, 0.188, 0, 0, 0],
        [4, 3.75, 1, 0.75, 0.188, 0.188, 0, 0, 0],
        [4, 2.5, 1, 0.5, 0.125, 0.125, 0, 0, 0],
        [3, 4, 1.5, 0.5, 0.5, 0.5, 0.5, 0, 0],
        [3, 1.5, 1, 0.5, 0.5, 0.5, 0.5, 0, 0],
        [3, 1.5, 0.5, 0.5, 0.5, 0.5, 1, 0, 0],
        [3, 1, 0, 0.5, 1, 1, 1, 0, 0],
        [1.5, 1.5, 0.75, 1.5, 1.125, 0.75, 0.375, 1.5, 1.5],
        [1.5, 1.5, 0.75, 1.5, 1.125, 0.75, 0.375, 1.5, 1.5],
        [1, 1, 0.5, 1, 0.75, 0.5, 0.25, 1, 1],
        [0, 0, 0, 0, 0, 0, 0, 0, 0],
    ]

    /// Below these |Lc| the reference allows no text whatever a cell says: under 14.5 nothing,
    /// under 29.5 non-text only.
    public static let textFrom = 29.5

    /// The table's column for a weight: the nearest hundred at or below it (a weight the table has
    /// no column for is judged as the lighter one), 100 … 900.
    static func column(_ weight: Int) -> Int {
        Swift.min(8, Swift.max(0, weight / 100 - 1))
    }

    /// The row the reference reads for |Lc|: Lc ÷ 5 rounded down, the rows being Lc 0, 10, 15 … 125
    /// (so Lc 5 to 10 reads Lc 0's); at most the last.
    static func row(_ lc: Double) -> Int {
        Swift.min(rows.count - 1, Swift.max(0, Int((lc / 5).rounded(.down)) - 1))
    }

    /// The smallest size in px that text of `weight` may have at `lc` (either polarity), as
    /// `fontLookupAPCA` gives it: the row's cell less its step times how far the Lc is into the row,
    /// whole px above 24 px (rounded half up) and half px at or below (rounded towards the smaller
    /// size). nil where the table allows no text.
    public static func minimumSize(lc: Double, weight: Int) -> Double? {
        let lc = abs(lc)
        guard lc >= textFrom else { return nil }
        let row = row(lc), column = column(weight)
        let cell = rows[row].sizes[column], step = steps[row][column]
        guard cell < noText else { return nil }
        let into = (lc - rows[row].lc) / 5
        if cell > 24 { return (cell - step * into + 0.5).rounded(.down) }
        return cell - (2 * step * into).rounded(.down) / 2
    }

    /// The least |Lc| at which text of `size` px and `weight` is readable by `minimumSize(lc:weight:)`;
    /// nil when no Lc in the table is enough. Where the reference's rounding makes the size fall
    /// just past an Lc (whole px above 24), this is that Lc, and any higher Lc is enough.
    public static func minimumLc(size: Double, weight: Int) -> Double? {
        let column = column(weight)
        for row in rows.indices {
            let start = Swift.max(rows[row].lc, textFrom)
            let end = row + 1 < rows.count ? rows[row + 1].lc : .infinity
            guard start < end, rows[row].sizes[column] < noText else { continue }
            if let lc = leastLc(in: row, column: column, from: start, to: end, size: size) { return lc }
        }
        return nil
    }

    /// Within one row (its Lc from `start` to before `end`), the least Lc whose size is at most `size`.
    private static func leastLc(in row: Int, column: Int, from start: Double, to end: Double, size: Double) -> Double? {
        let cell = rows[row].sizes[column], step = steps[row][column], base = rows[row].lc
        // How far into the row the size must have fallen, as a fraction of the row's 5 Lc.
        let into: Double
        if cell > 24 {
            // (cell − step × into + 0.5) rounded down ≤ size: cell − step × into < ⌊size⌋ + 0.5.
            let needed = cell - size.rounded(.down) - 0.5
            if needed < 0 { return start }
            guard step > 0 else { return nil }
            into = needed / step
        } else {
            // ⌊2 × step × into⌋ ≥ ⌈2 × (cell − size)⌉.
            let halves = (2 * (cell - size)).rounded(.up)
            if halves <= 0 { return start }
            guard step > 0 else { return nil }
            into = halves / (2 * step)
        }
        let lc = Swift.max(start, base + 5 * into)
        return lc < end ? lc : nil
    }
}
