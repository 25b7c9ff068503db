import TintypeDocument

/// The forms token files are kept in besides DTCG 2025.10, each read into 2025.10 with one note per
/// file (and an error at each token under `--strict`).
enum TokenDialect: Int, CaseIterable, Comparable {
    /// DTCG drafts before 2025.10: dimensions, colours, font stacks and weights as strings.
    case draftValues
    /// Style Dictionary v3/v4 sources: `value`, `type`, `comment`, `attributes`, `{a.b.value}`.
    case styleDictionary
    /// Tokens Studio's legacy export: `value`, `type` with its own type names.
    case tokensStudio
    /// Tokens Studio's DTCG mode: `$value` with its own type names.
    case tokensStudioTypeNames
    /// Adobe Spectrum's token sources: `value` with the type as a JSON-schema URL, `sets`.
    case spectrum
    /// Tokens without a type given one by Style Dictionary's category/type/item convention.
    case typeFromPath
    /// Typography composites without `letterSpacing`, given 0.
    case missingLetterSpacing
    /// Typography composites with members DTCG's has not (`textCase`, `textDecoration`, …), kept under `$extensions`.
    case typographyExtras
    /// A number token that aliases a dimension or a weight takes its number, as sd-transforms reads it.
    case numberFromAlias

    /// What a note says after the count: "72 tokens in Adobe Spectrum's format, read as DTCG 2025.10".
    var note: String {
        switch self {
        case .draftValues: "with values in a DTCG draft's form (dimensions, colours, font stacks or weights as strings), read as DTCG 2025.10"
        case .styleDictionary: "in Style Dictionary's format (\"value\" without \"$\"), read as DTCG 2025.10"
        case .tokensStudio: "in Tokens Studio's format, read as DTCG 2025.10"
        case .tokensStudioTypeNames: "with Tokens Studio's type names, read as DTCG 2025.10 types"
        case .spectrum: "in Adobe Spectrum's format, read as DTCG 2025.10"
        case .typeFromPath: "without a type, given one by Style Dictionary's category/type/item convention (DTCG itself never infers a type)"
        case .missingLetterSpacing: "of type typography without letterSpacing, given 0 (DTCG 2025.10 requires it)"
        case .typographyExtras: "of type typography with members DTCG's typography has not (textCase, textDecoration, paragraphSpacing, …), kept under $extensions and not output as typography"
        case .numberFromAlias: "of type number aliasing a dimension or a weight, given its number (as sd-transforms reads it)"
        }
    }

    /// What `--strict` says at each token.
    var strictMessage: String {
        switch self {
        case .draftValues: "a value in a DTCG draft's form; --strict reads DTCG 2025.10 values only"
        case .styleDictionary: "Style Dictionary's format; --strict reads DTCG 2025.10 only"
        case .tokensStudio: "Tokens Studio's format; --strict reads DTCG 2025.10 only"
        case .tokensStudioTypeNames: "a Tokens Studio type name; --strict reads DTCG 2025.10 types only"
        case .spectrum: "Adobe Spectrum's format; --strict reads DTCG 2025.10 only"
        case .typeFromPath: "no type (DTCG never infers one); give it a $type"
        case .missingLetterSpacing: "a typography composite without letterSpacing; DTCG 2025.10 requires it"
        case .typographyExtras: "a typography member DTCG 2025.10 does not have"
        case .numberFromAlias: "a number token aliasing a dimension or a weight; DTCG 2025.10 requires the same type"
        }
    }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The notes of several sets read from one file as one note per file and form: their counts
    /// summed, at the first place.
    static func mergingNotes(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var merged: [Diagnostic] = []
        var index: [String: Int] = [:]
        for diagnostic in diagnostics {
            guard diagnostic.severity == .note, case .source(let file, _) = diagnostic.place,
                  let form = allCases.first(where: { diagnostic.message.hasSuffix(" " + $0.note) }),
                  let count = Int(diagnostic.message.prefix { $0.isNumber }) else {
                merged.append(diagnostic)
                continue
            }
            let key = "\(file)\u{0}\(form.rawValue)"
            if let at = index[key], let earlier = Int(merged[at].message.prefix { $0.isNumber }) {
                let total = earlier + count
                merged[at].message = "\(total) token\(total == 1 ? "" : "s") \(form.note)"
            } else {
                index[key] = merged.count
                merged.append(diagnostic)
            }
        }
        return merged
    }

    /// Tokens Studio's type names and the DTCG types they become (nil: no DTCG meaning).
    static let tokensStudioTypes: [String: String?] = [
        "color": "color", "sizing": "dimension", "spacing": "dimension", "dimension": "dimension", "borderRadius": "dimension",
        "borderWidth": "dimension", "fontSizes": "dimension", "fontSize": "dimension", "paragraphSpacing": "dimension",
        "paragraphIndent": "dimension", "letterSpacing": "dimension", "lineHeights": "number", "lineHeight": "number",
        "opacity": "number", "number": "number", "fontFamilies": "fontFamily", "fontFamily": "fontFamily",
        "fontWeights": "fontWeight", "fontWeight": "fontWeight", "typography": "typography", "boxShadow": "shadow",
        "border": "border", "duration": "duration",
        "textCase": nil, "textDecoration": nil, "composition": nil, "asset": nil, "other": nil, "boolean": nil, "text": nil,
    ]

    /// Adobe Spectrum's token types, by the file name of the schema a token's `$schema` names.
    static let spectrumTypes: [String: String?] = [
        "color": "color", "dimension": "dimension", "font-size": "dimension", "font-weight": "fontWeight",
        "font-family": "fontFamily", "multiplier": "number", "opacity": "number", "typography": "typography",
        "font-style": nil, "text-transform": nil, "text-align": nil, "alignment": nil, "system-set": nil, "drop-shadow": nil,
    ]
}
