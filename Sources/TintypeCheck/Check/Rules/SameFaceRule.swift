import TintypeDocument
import TintypeTypography

/// `fonts.same-face`: two variants of a style that ask for different weights drawn by the same face,
/// so the difference never shows: emphasized and regular (with Bold Text off or on), or Bold Text
/// and not. A family of two weights (DejaVu's 400 and 700) does this to Bold Text's 600 and an
/// emphasized 700. A warning per style and pair, naming the categories, the face and the weights.
enum SameFaceRule: CheckRule {
    static let id = "fonts.same-face"
    static let summary = "two variants of a style that ask for different weights drawn by the same face: emphasis or Bold Text "
        + "that does not show (a warning)"

    /// A pair of variants of one row, and how a finding names them.
    private struct Pair {
        var first: (emphasized: Bool, boldText: Bool)
        var second: (emphasized: Bool, boldText: Bool)
        var words: String
    }

    private static let pairs = [
        Pair(first: (true, false), second: (false, false), words: "emphasized and regular"),
        Pair(first: (true, true), second: (false, true), words: "emphasized and regular with Bold Text on"),
        Pair(first: (false, true), second: (false, false), words: "regular with Bold Text and without"),
        Pair(first: (true, true), second: (true, false), words: "emphasized with Bold Text and without"),
    ]

    /// One finding per style: every pair of its variants that look alike, the categories where they
    /// do, and the weights no face of the family draws (what to install).
    static func findings(_ context: CheckContext) -> [Diagnostic] {
        var rows: [String: ResolvedTextStyle] = [:]
        for (row, boldText) in context.rows where row.leading == .standard {
            rows["\(row.style)|\(row.category.name)|\(row.emphasized)|\(boldText)"] = row
        }
        return context.compiled.typefaces.compactMap { typeface -> Diagnostic? in
            let style = typeface.style
            var categories = Set<ContentSizeCategory>(), alike: [String] = [], missing: [Int] = []
            for pair in pairs {
                var example: String?
                for category in ContentSizeCategory.allCases {
                    guard let one = rows["\(style)|\(category.name)|\(pair.first.emphasized)|\(pair.first.boldText)"],
                          let other = rows["\(style)|\(category.name)|\(pair.second.emphasized)|\(pair.second.boldText)"],
                          one.weight != other.weight, sameFace(one, other) else { continue }
                    categories.insert(category)
                    for row in [one, other] {
                        if let weight = missingWeight(row), !missing.contains(weight) { missing.append(weight) }
                    }
                    if example == nil {
                        example = "\(pair.words) (\(one.font.postscriptName ?? one.font.family) for \(one.weight.value) and \(other.weight.value))"
                    }
                }
                if let example { alike.append(example) }
            }
            guard !alike.isEmpty else { return nil }
            let family = typeface.families.first ?? "its family"
            let install = missing.sorted().map(String.init)
            return context.finding(
                Self.self, .warning, "\(style) at \(CategoryList.text(categories.sorted())): one face draws weights that should differ, "
                    + "so they look alike: " + alike.joined(separator: "; "),
                at: context.theme.writtenStyle(style).place, written: true,
                fix: (install.isEmpty ? "" : "install the face\(install.count == 1 ? "" : "s") of weight \(install.joined(separator: " and ")) of '\(family)', or ")
                    + "set \"weight\" and \"emphasizedWeight\" on \(style) to weights '\(family)' draws with faces of their own",
                style: style, categories: Array(categories))
        }
    }

    /// The weight a row asked for that its family has no face of, if any.
    private static func missingWeight(_ row: ResolvedTextStyle) -> Int? {
        for warning in row.fontWarnings {
            if case .missingWeight(let requested, _, _, _, _) = warning { return requested }
        }
        return nil
    }

    /// Whether two rows draw one face as it is: the same file, face and location, neither emboldened
    /// by the font system (which would draw it heavier).
    private static func sameFace(_ one: ResolvedTextStyle, _ other: ResolvedTextStyle) -> Bool {
        func synthetic(_ row: ResolvedTextStyle) -> Bool {
            row.fontWarnings.contains { warning in
                if case .missingWeight(_, _, _, _, true) = warning { return true }
                return false
            }
        }
        return one.font.sha256 == other.font.sha256 && one.font.faceIndex == other.font.faceIndex
            && one.font.location == other.font.location && !synthetic(one) && !synthetic(other)
    }
}
