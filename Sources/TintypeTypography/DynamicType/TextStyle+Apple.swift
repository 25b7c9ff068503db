import TintypeDocument

extension TextStyle {
    /// The Apple style whose size at `large` is nearest (the larger style on a tie, as Apple lists
    /// them): what a custom style of that size should scale like.
    public static func nearestApple(size: Double) -> TextStyle {
        apple.min { abs((AppleDynamicTypeTable.cell($0, .large)?.size ?? 0) - size) < abs((AppleDynamicTypeTable.cell($1, .large)?.size ?? 0) - size) } ?? .body
    }
}
