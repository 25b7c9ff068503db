import TintypeDocument

/// Android 14's non-linear font scaling: how an sp size becomes dp at a user font scale.
///
/// Small text grows by the whole factor, large text less, so headings do not crowd the screen. The
/// five tables and the lookup are AOSP's (`FontScaleConverter`); between tables each listed size is
/// interpolated linearly by font scale. Tintype's choices at the edges, following Compose:
/// scales up to 1.0 and above 2.0 are linear, and between 1.0 and 1.15 Tintype interpolates from the
/// identity table to the 1.15 table, so the curve has no jump.
public enum AndroidFontScaling {
    /// One lookup table: sp sizes and the dp they become.
    public struct Table: Equatable, Sendable {
        public var fromSp: [Double]
        public var toDp: [Double]

        /// Converts `sp` with this table (AOSP `convertSpToDp`).
        public func convert(_ sp: Double) -> Double {
            let magnitude = abs(sp)
            let sign: Double = sp < 0 ? -1 : 1
            guard let first = fromSp.first, let last = fromSp.last, let firstDp = toDp.first, let lastDp = toDp.last
            else { return sp }
            if magnitude >= last { return sign * magnitude * lastDp / last }
            if magnitude < first { return sign * lerp(0, firstDp, fraction(magnitude, 0, first)) }
            if let exact = fromSp.firstIndex(of: magnitude) { return sign * toDp[exact] }
            let upper = fromSp.firstIndex { $0 > magnitude } ?? fromSp.count - 1
            let lower = upper - 1
            return sign * lerp(toDp[lower], toDp[upper], fraction(magnitude, fromSp[lower], fromSp[upper]))
        }
    }

    /// The sp sizes every AOSP table lists.
    public static let sizes: [Double] = [8, 10, 12, 14, 18, 20, 24, 30, 100]

    /// AOSP's tables, by font scale.
    public static let tables: [(scale: Double, table: Table)] = [
        (1.15, Table(fromSp: sizes, toDp: [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100])),
        (1.3, Table(fromSp: sizes, toDp: [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100])),
        (1.5, Table(fromSp: sizes, toDp: [12, 15, 18, 22, 24, 26, 28, 30, 100])),
        (1.8, Table(fromSp: sizes, toDp: [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100])),
        (2.0, Table(fromSp: sizes, toDp: [16, 20, 24, 26, 30, 34, 36, 38, 100])),
    ]

    /// The size in dp of `sp` at the user's `fontScale`.
    public static func convert(_ sp: Double, fontScale: Double) -> Double {
        guard let table = table(for: fontScale) else { return sp * fontScale }
        return table.convert(sp)
    }

    /// A line height of `lineHeight` sp on text of `textSize` sp, in dp at the user's `fontScale`:
    /// Android 14 never converts a line height through the tables itself, but keeps it in proportion
    /// to the converted text size (lineHeight ÷ textSize × the text's dp; AOSP's CTS
    /// `TextViewFontScalingTest`, and Compose alike). Text of no size scales its line linearly.
    public static func convertLineHeight(_ lineHeight: Double, textSize: Double, fontScale: Double) -> Double {
        guard textSize > 0 else { return lineHeight * fontScale }
        return lineHeight / textSize * convert(textSize, fontScale: fontScale)
    }

    /// The table for `fontScale`, nil where scaling is linear (at or below 1.0, above 2.0).
    public static func table(for fontScale: Double) -> Table? {
        guard fontScale > 1, let last = tables.last, fontScale <= last.scale else { return nil }
        if let exact = tables.first(where: { $0.scale == fontScale }) { return exact.table }
        let identity = (scale: 1.0, table: Table(fromSp: sizes, toDp: sizes))
        let all = [identity] + tables
        let upperIndex = all.firstIndex { $0.scale > fontScale } ?? all.count - 1
        let lower = all[upperIndex - 1], upper = all[upperIndex]
        let t = fraction(fontScale, lower.scale, upper.scale)
        let blended = sizes.map { lerp(lower.table.convert($0), upper.table.convert($0), t) }
        return Table(fromSp: sizes, toDp: blended)
    }

    /// Tintype's default font scale for each content-size category: Android's own steps (0.85 …
    /// 2.0) spread over the categories, `large` at 1.0. Themes may give their own.
    public static let defaultFontScales: [ContentSizeCategory: Double] = [
        .xSmall: 0.85, .small: 0.9, .medium: 0.95, .large: 1.0, .xLarge: 1.1, .xxLarge: 1.15, .xxxLarge: 1.3,
        .ax1: 1.5, .ax2: 1.8, .ax3: 2.0, .ax4: 2.0, .ax5: 2.0,
    ]

    private static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

    /// (value − low) / (high − low), clamped to 0…1; 0 when the range is empty.
    private static func fraction(_ value: Double, _ low: Double, _ high: Double) -> Double {
        guard high != low else { return 0 }
        return min(max((value - low) / (high - low), 0), 1)
    }
}
