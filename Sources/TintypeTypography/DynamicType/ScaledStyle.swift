import TintypeDocument

/// A style's values at one category as its scale model gives them, before any font is consulted:
/// what `TypeScale.scaled(_:at:)` returns and the resolver builds its rows on.
public struct ScaledStyle: Sendable {
    /// The category the values are for: the one asked, limited to the theme's category range.
    public var category: ContentSizeCategory
    /// The point size, after the style's minimum and maximum.
    public var size: Double
    /// The line height the model gives (Apple's leading, a table cell's, or `lineHeight` scaled
    /// like the size), before tight/loose and rounding; nil when the model has none. Where a clamp
    /// limits the size, the leading is the clamped font's: the curve's leading-to-size ratio times it.
    public var tableLeading: Double?
    /// The regular and emphasized weights, before Bold Text.
    public var weights: (regular: FontWeight, emphasized: FontWeight)
    /// Tracking in em from a `table` style's cell, which overrides the tracking sources.
    public var tableTracking: Double?
}
