import TintypeDocument

/// Why a token did not come through as written, carried as its warning's id so that a run can
/// end with one line that counts them by reason (and `--strict-tokens` can fail on it), without reading
/// the warnings' words.
public enum TokenOmission: String, CaseIterable, Sendable {
    case noMeaning = "tokens.left-out.no-meaning"
    case noType = "tokens.left-out.no-type"
    case noForm = "tokens.left-out.no-form"
    case unnamable = "tokens.left-out.name"
    case dependent = "tokens.left-out.dependent"
    case unmodified = "tokens.unmodified"

    /// The id of the line that sums them up.
    public static let summaryID = "tokens.summary"

    /// How the summary names the reason, after a count.
    var words: String {
        switch self {
        case .noMeaning: "with a type DTCG has no meaning for"
        case .noType: "with no type"
        case .noForm: "with a value DTCG has no form for"
        case .unnamable: "with a name no DTCG path holds"
        case .dependent: "referring to a token left out"
        case .unmodified: "left unmodified"
        }
    }

    /// A warning of this kind at a place.
    func warning(_ file: String, _ position: SourcePosition, _ message: String) -> Diagnostic {
        var warning = Diagnostic(file: file, position: position, severity: .warning, message: message)
        warning.id = rawValue
        return warning
    }

    /// One line counting `diagnostics`' omissions by reason: "12 tokens left out (5 with no type, …);
    /// 3 colours left unmodified"; nil when there are none. Under `strict` it is an error.
    static func summary(of diagnostics: [Diagnostic], strict: Bool) -> Diagnostic? {
        var counts: [TokenOmission: Int] = [:]
        for diagnostic in diagnostics {
            if let id = diagnostic.id, let kind = TokenOmission(rawValue: id) { counts[kind, default: 0] += 1 }
        }
        guard !counts.isEmpty else { return nil }
        var parts: [String] = []
        let leftOut = allCases.filter { $0 != .unmodified }.compactMap { kind in counts[kind].map { (kind, $0) } }
        if !leftOut.isEmpty {
            let total = leftOut.reduce(0) { $0 + $1.1 }
            parts.append("\(total) token\(total == 1 ? "" : "s") left out (" + leftOut.map { "\($0.1) \($0.0.words)" }.joined(separator: ", ") + ")")
        }
        if let unmodified = counts[.unmodified] {
            parts.append("\(unmodified) colour\(unmodified == 1 ? "" : "s") \(TokenOmission.unmodified.words)")
        }
        let advice = strict ? "; --strict-tokens refuses a run that does not read every token as written" : "; each is said at its place above"
        var line = Diagnostic(strict ? .error : .warning, at: .none, id: summaryID, parts.joined(separator: "; ") + advice)
        line.id = summaryID
        return line
    }
}
