/// What the font system gave that differs from what a theme asked for. The lint judges these by
/// kind and distance; the message names what was asked for and what was used.
public enum FontWarning: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// No family before `requestedFamily` in the theme's list is installed.
    case fallbackFamily(missing: [String], requestedFamily: String, family: String)
    /// The family lacks the weight; fontconfig chose `usedStyle` at `used`, synthetic when it
    /// emboldens a lighter face itself.
    case missingWeight(requested: Int, family: String, usedStyle: String, used: Int, synthetic: Bool)
    /// The family lacks the slant (italic or upright); fontconfig chose `usedStyle`.
    case missingSlant(italic: Bool, family: String, usedStyle: String, synthetic: Bool)

    /// What happened, in the words of the `fonts.missing-face` check.
    public var description: String {
        switch self {
        case .fallbackFamily(let missing, let requested, let family):
            let names = missing.map { "'\($0)'" }.joined(separator: ", ")
            return "font \(names) not installed; used fallback '\(requested)' (\(family))"
        case .missingWeight(let requested, let family, let style, let used, let synthetic):
            return "weight \(requested) of '\(family)' not installed; used \(style) (\(used))"
                + (synthetic ? ", emboldened by the font system" : "")
        case .missingSlant(let italic, let family, let style, let synthetic):
            return "\(italic ? "italic" : "upright") '\(family)' not installed; used \(style)"
                + (synthetic ? ", slanted by the font system" : "")
        }
    }

    /// The warnings for what `match` did differently from `request`.
    public static func warnings(for match: FontMatch, request: FontRequest) -> [FontWarning] {
        var warnings: [FontWarning] = []
        if match.isFallback {
            warnings.append(.fallbackFamily(missing: match.missingFamilies, requestedFamily: match.requestedFamily, family: match.family))
        }
        if !match.weightMatched {
            warnings.append(.missingWeight(requested: request.weight.value, family: match.family, usedStyle: match.style,
                                           used: match.weight.value, synthetic: match.syntheticBold))
        }
        if !match.italicMatched {
            warnings.append(.missingSlant(italic: request.italic, family: match.family, usedStyle: match.style,
                                          synthetic: match.syntheticSlant))
        }
        return warnings
    }
}
