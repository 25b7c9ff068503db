/// The 12 content-size categories of Dynamic Type, smallest first; `large` is the default.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, ax1, ax2, ax3, ax4, ax5

    /// The category users get unless they change the text size.
    public static let `default` = ContentSizeCategory.large

    /// The short name Tintype prints: `xSmall` … `xxxLarge`, `AX1` … `AX5`.
    public var name: String { Self.names[rawValue].short }

    /// UIKit's `UIContentSizeCategory` name, e.g. `extraSmall`, `accessibilityExtraExtraExtraLarge`.
    public var uikitName: String { Self.names[rawValue].uikit }

    /// Whether this is one of the five larger accessibility sizes.
    @inlinable public var isAccessibilityCategory: Bool { self >= .ax1 }

    public var description: String { name }

    private static let names: [(short: String, uikit: String, constant: String)] = [
        ("xSmall", "extraSmall", "XS"), ("small", "small", "S"), ("medium", "medium", "M"),
        ("large", "large", "L"), ("xLarge", "extraLarge", "XL"), ("xxLarge", "extraExtraLarge", "XXL"),
        ("xxxLarge", "extraExtraExtraLarge", "XXXL"), ("AX1", "accessibilityMedium", "AccessibilityM"),
        ("AX2", "accessibilityLarge", "AccessibilityL"), ("AX3", "accessibilityExtraLarge", "AccessibilityXL"),
        ("AX4", "accessibilityExtraExtraLarge", "AccessibilityXXL"),
        ("AX5", "accessibilityExtraExtraExtraLarge", "AccessibilityXXXL"),
    ]

    /// Accepts the short name (`xSmall`, `AX3`), UIKit's name (`extraSmall`,
    /// `accessibilityExtraLarge`) or UIKit's constant (`UICTContentSizeCategoryXL`), ignoring case.
    public init?(name: String) {
        let key = name.trimmedOfWhitespace.lowercased()
        guard let index = Self.names.firstIndex(where: { entry in
            [entry.short, entry.uikit, "UICTContentSizeCategory" + entry.constant].contains { $0.lowercased() == key }
        }), let category = ContentSizeCategory(rawValue: index) else { return nil }
        self = category
    }

    /// Every accepted spelling, for error messages.
    public static var acceptedNames: [String] { names.map(\.short) }

    // Written out and inlinable, as `TextStyle`'s: other modules compare and hash categories per row.
    @inlinable public static func == (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue == rhs.rawValue }
    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    @inlinable public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}
