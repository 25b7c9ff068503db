/// APCA's font lookup table (Public Beta 0.1.7 (G), 28 May 2022, the table apca-w3's
/// `fontLookupAPCA` reads): for each Lc from 0 to 125 in steps of 5, the smallest text size in CSS px
/// readable at each weight from 100 to 900. Read backwards here: the least |Lc| a text of a given
/// size and weight needs. Points are taken as CSS px (an iOS point and an Android dp are one CSS px
/// at 1×), as the table's own notes do for native text.
public enum APCAFontTable {
    /// A cell the table marks as no text at all: 777 (non-text only) and 999 (not for anything).
    static let noText = 777.0

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

    /// The table's column for a weight: the nearest hundred at or below it (a weight the table has
    /// no column for is judged as the lighter one), 100 … 900.
    static func column(_ weight: Int) -> Int {
        Swift.min(8, Swift.max(0, weight / 100 - 1))
    }

    /// The least |Lc| at which text of `size` points and `weight` is readable by the table; nil
    /// when no Lc in it is enough (text smaller than its smallest cell). Between two rows the size
    /// falls linearly, as the reference lookup interpolates.
    public static func minimumLc(size: Double, weight: Int) -> Double? {
        let column = column(weight)
        var previous: (lc: Double, size: Double)?
        for row in rows {
            let cell = row.sizes[column]
            guard cell < noText else {
                previous = nil
                continue
            }
            if cell <= size {
                guard let previous, previous.size > cell else { return row.lc }
                return previous.lc + (row.lc - previous.lc) * (previous.size - size) / (previous.size - cell)
            }
            previous = (row.lc, cell)
        }
        return nil
    }
}
