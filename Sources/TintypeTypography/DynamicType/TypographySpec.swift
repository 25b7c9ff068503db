import TintypeDocument

/// A theme's typography: its fonts, text styles and the policies that scale them.
///
/// This is the `typography` part of a theme file (see `Themes/default/theme.json`). Styles default
/// to Apple's eleven on Apple's table when the theme lists none.
public struct TypographySpec: Equatable, Sendable {
    /// A named font role (`text`, `display`, …): families in order of preference.
    public struct FontRole: Equatable, Sendable {
        public var families: [String]
        public var italic: Bool?
        /// Where the family comes as separate optical cuts, the display cut and the size it takes over at.
        public var displayCut: DisplayCut?

        public init(families: [String], italic: Bool? = nil, displayCut: DisplayCut? = nil) {
            self.families = families
            self.italic = italic
            self.displayCut = displayCut
        }

        /// The families a style at `size` points asks for.
        public func families(atSize size: Double) -> [String] { DisplayCut.families(families, displayCut, size: size) }
    }

    /// The smallest and largest category the theme follows (like UIKit's minimum/maximum
    /// `ContentSizeCategory`); categories outside are resolved as the nearest bound.
    public struct CategoryRange: Equatable, Sendable {
        public var minimum: ContentSizeCategory
        public var maximum: ContentSizeCategory

        public init(minimum: ContentSizeCategory = .xSmall, maximum: ContentSizeCategory = .ax5) {
            self.minimum = minimum
            self.maximum = maximum
        }

        /// `category` limited to the range.
        public func clamp(_ category: ContentSizeCategory) -> ContentSizeCategory {
            min(max(category, minimum), maximum)
        }
    }

    public var fonts: [String: FontRole]
    public var scale: ScaleModel
    public var lineHeight: LineHeightPolicy
    public var rounding: LineHeightRounding
    public var tracking: TrackingSource
    public var categories: CategoryRange
    public var styles: [StyleSpec]
    /// Whether the styles have UIKit's emphasized variant (`emphasized`); a theme that does not
    /// ask for it is resolved and written without it.
    public var emphasized = true

    /// The weight variants the rows have: regular, and emphasized where the theme keeps it.
    public var weightVariants: [Bool] { emphasized ? [false, true] : [false] }

    public init(
        fonts: [String: FontRole], scale: ScaleModel = .apple, lineHeight: LineHeightPolicy = .table,
        rounding: LineHeightRounding = LineHeightRounding(), tracking: TrackingSource = .font,
        categories: CategoryRange = CategoryRange(), styles: [StyleSpec] = TextStyle.apple.map { StyleSpec(name: $0) }
    ) {
        self.fonts = fonts
        self.scale = scale
        self.lineHeight = lineHeight
        self.rounding = rounding
        self.tracking = tracking
        self.categories = categories
        self.styles = styles
    }

    /// Tintype's default: Apple's table and SF Pro tracking on Inter when installed, else the
    /// system's sans-serif.
    public static let appleDefault = TypographySpec(
        fonts: [StyleSpec.defaultFontRole: FontRole(families: ["Inter", "sans-serif"])], tracking: .appleSFPro)
}

/// One text style of a theme. Unset fields take the theme's policies or the model's values.
public struct StyleSpec: Equatable, Sendable {
    /// One category's row of a `table` style.
    public struct TableCell: Equatable, Sendable {
        public var size: Double
        public var leading: Double?
        public var weight: FontWeight?
        /// Tracking in em for this category, overriding the style's and the theme's tracking source.
        public var tracking: Double?

        public init(size: Double, leading: Double? = nil, weight: FontWeight? = nil, tracking: Double? = nil) {
            self.size = size
            self.leading = leading
            self.weight = weight
            self.tracking = tracking
        }
    }

    public var name: TextStyle
    /// The font role, a key of the theme's `fonts`; `text` when unset.
    public var font: String?
    /// The font role a style without `font` uses.
    public static let defaultFontRole = "text"
    /// The style's font role: `font`, or the default role.
    public var fontRole: String { font ?? Self.defaultFontRole }
    /// The size at `large`, for the relative, android and linear models.
    public var size: Double?
    /// The line height at `large`, for the `table` line-height policy on those models.
    public var lineHeight: Double?
    public var weight: FontWeight?
    public var emphasizedWeight: FontWeight?
    public var scale: ScaleModel?
    public var lineHeightPolicy: LineHeightPolicy?
    public var tracking: TrackingSource?
    /// For the table model: a row per category.
    public var table: [ContentSizeCategory: TableCell]?
    public var minimumPointSize: Double?
    public var maximumPointSize: Double?
    /// The style's earlier names (`formerly`), which the formats keep for a release as deprecated
    /// aliases of this one.
    public var formerly: [TextStyle] = []

    public init(
        name: TextStyle, font: String? = nil, size: Double? = nil, lineHeight: Double? = nil,
        weight: FontWeight? = nil, emphasizedWeight: FontWeight? = nil, scale: ScaleModel? = nil,
        lineHeightPolicy: LineHeightPolicy? = nil, tracking: TrackingSource? = nil, table: [ContentSizeCategory: TableCell]? = nil,
        minimumPointSize: Double? = nil, maximumPointSize: Double? = nil
    ) {
        self.name = name
        self.font = font
        self.size = size
        self.lineHeight = lineHeight
        self.weight = weight
        self.emphasizedWeight = emphasizedWeight
        self.scale = scale
        self.lineHeightPolicy = lineHeightPolicy
        self.tracking = tracking
        self.table = table
        self.minimumPointSize = minimumPointSize
        self.maximumPointSize = maximumPointSize
    }
}
