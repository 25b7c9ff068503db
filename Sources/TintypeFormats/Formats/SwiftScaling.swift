import TintypeCompiledTheme
import TintypeDocument
import TintypeTypography

/// How one style of a compiled theme scales, as the generated Swift states it
/// (`TintypeStyleScaling`): the Apple text style whose curve it follows, and whether the system's
/// own scaling reproduces it. `UIFontMetrics(forTextStyle:)` scales a font's size at `large` by the
/// ratio of that text style's sizes in Apple's table (capped at a maximum, with no minimum) and keeps
/// the face; so a style follows the system when, in each of its variants (regular and emphasized,
/// Bold Text off and on), that ratio gives the theme's size at every category to 1/100 pt, one face
/// draws every category and no optical size is set.
struct SwiftScaling: Equatable {
    var textStyle: TextStyle
    var followsSystem: Bool
    var maximumPointSize: Double?

    /// The largest difference, in points, between the theme's size and the system's still called equal.
    static let tolerance = 0.01

    init(_ typeface: CompiledTheme.Typeface, rows: CompiledTheme.StandardRows) {
        let categories = ContentSizeCategory.allCases
        // Each variant's rows, by category: regular and emphasized, Bold Text off and on.
        var variants: [[ResolvedTextStyle]] = []
        for emphasized in [false, true] {
            let entries = categories.compactMap { rows.row(typeface.style, $0, emphasized: emphasized) }
            guard entries.count == categories.count else { continue }
            variants.append(entries.map(\.row))
            variants.append(entries.map { $0.boldText ?? $0.row })
        }
        let large = ContentSizeCategory.large.rawValue
        let size = variants.first?[large].size ?? 0
        // The style's own Apple text style; for a theme's own style, the nearest by size at large,
        // body first among equals (headline scales on the same curve).
        let preference = [TextStyle.body] + TextStyle.apple.filter { $0 != .body }
        let candidates = TextStyle.apple.contains(typeface.style) ? [typeface.style]
            : preference.enumerated().sorted { one, other in
                let (a, b) = (abs(Self.appleSize(one.element, large) - size), abs(Self.appleSize(other.element, large) - size))
                return a != b ? a < b : one.offset < other.offset
            }.map(\.element)
        let maximum = typeface.maximumPointSize
        let oneFace = variants.allSatisfy { rows in
            rows.allSatisfy { $0.font == rows[0].font && $0.font.location?["opsz"] == nil }
        }
        let follows = oneFace ? candidates.first { candidate in
            variants.allSatisfy { rows in
                rows.indices.allSatisfy { index in
                    var scaled = rows[large].size * Self.appleSize(candidate, index) / Self.appleSize(candidate, large)
                    if let maximum { scaled = min(scaled, maximum) }
                    return abs(scaled - rows[index].size) <= Self.tolerance
                }
            }
        } : nil
        textStyle = follows ?? candidates.first ?? .body
        followsSystem = follows != nil && !variants.isEmpty
        maximumPointSize = followsSystem ? maximum : nil
    }

    /// Apple's size of `style` at the category of index `category`.
    private static func appleSize(_ style: TextStyle, _ category: Int) -> Double {
        AppleDynamicTypeTable.cells[style]?[category].size ?? 17
    }

    /// The Swift literal: `TintypeStyleScaling(textStyle: .body, followsSystem: true, maximumPointSize: nil)`.
    var literal: String {
        "TintypeStyleScaling(textStyle: .\(textStyle.rawValue), followsSystem: \(followsSystem), "
            + "maximumPointSize: \(maximumPointSize.map { $0.plainText } ?? "nil"))"
    }
}
