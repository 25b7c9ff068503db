import TintypeDocument
import TintypeTypography
import TintypeTokens

extension ThemeFromTokens {
    /// A starting typography for a design system with no typography composites (most publish
    /// families and sizes only): Apple's eleven styles on its body family, each sized by the
    /// font-size token nearest Apple's size for it at `large` (within a fifth of it; else Apple's
    /// own size), its line height Apple's ratio of line to size there, and scaling like the Apple
    /// style nearest the token's size, so no style outgrows Apple's curves.
    static func appleStyles(_ tokens: DesignTokens) -> (styles: [JSONValue], families: [String], mapped: [String]) {
        var mapped: [String] = []
        let families = tokens.tokens.values.filter { $0.type == .fontFamily }.sorted { NaturalOrder.precedes($0.path, $1.path) }
        let body = families.first { !Set(SourceName.words($0.path)).isDisjoint(with: ["body", "text", "base", "sans", "default", "primary"]) }
            ?? families.first
        var familyList = ["sans-serif"]
        if let body, case .fontFamily(let list) = body.typed {
            familyList = list
            mapped.append("families ← {\(body.path)} (\(list.joined(separator: ", "))): no typography composites, so the body family "
                + "carries Apple's eleven styles")
        } else {
            mapped.append("families: no fontFamily token; the styles use sans-serif until you name the brand's family")
        }
        let sizes: [(path: String, points: Double)] = tokens.textSizes.sorted(by: NaturalOrder.precedes).compactMap { path in
            guard case .dimension(let dimension)? = tokens.tokens[path]?.typed, let points = dimension.points, points > 0 else { return nil }
            return (path, points)
        }
        var styles: [JSONValue] = []
        for style in TextStyle.apple {
            guard let apple = AppleDynamicTypeTable.cell(style, .large) else { continue }
            guard let nearest = sizes.min(by: { abs($0.points - apple.size) < abs($1.points - apple.size) }),
                  abs(nearest.points - apple.size) <= apple.size / 5 else {
                styles.append(.object(["name": .string(style.rawValue)]))
                mapped.append("style \(style.rawValue) ← Apple's own (\(apple.size.plainText) pt at large): no font-size token within a fifth of it")
                continue
            }
            let lineHeight = (nearest.points * apple.leading / apple.size).rounded()
            let like = TextStyle.nearestApple(size: nearest.points)
            styles.append(.object(["name": .string(style.rawValue), "size": .string("{\(nearest.path)}"), "lineHeight": .number(lineHeight),
                                   "scalesLike": .string(like.rawValue)]))
            mapped.append("style \(style.rawValue) ← {\(nearest.path)} (\(nearest.points.plainText) pt at large, the font-size token nearest "
                + "Apple's \(apple.size.plainText) pt; line height \(lineHeight.plainText) pt, Apple's \(apple.leading.plainText)/"
                + "\(apple.size.plainText) of it; scales like \(like.rawValue), the Apple style nearest in size)")
        }
        return (styles, familyList, mapped)
    }
}
