import TintypeDocument

/// One form token files are kept in besides DTCG 2025.10, read into 2025.10 before the token
/// reader sees it, as Style Dictionary registers preprocessors and sd-transforms plugs Tokens Studio
/// in. `DialectReader` walks each document once and hands every group type and token to the
/// preprocessors that apply to the document, in `TokenPreprocessors.all`'s order; each rewrites
/// what is in its form and leaves the rest. Adding a dialect is a file and a line in that list.
protocol TokenPreprocessor: Sendable {
    /// The preprocessor for a document its forms may be in; nil when they cannot be (a quick look).
    init?(document: SourceNode, options: TokenReadingOptions)

    /// A group's `$type` in this dialect: its DTCG type, `.leftOut` when it has no DTCG meaning,
    /// `.notMine` when it is no name of this dialect's.
    func groupType(_ type: String, at position: SourcePosition, path: String, context: inout DialectContext) -> DialectGroupType

    /// Rewrites `token` from this dialect's form into 2025.10's; false when the token is left out
    /// (having said why in `context`).
    func token(_ token: inout DialectToken, context: inout DialectContext) -> Bool
}

extension TokenPreprocessor {
    func groupType(_ type: String, at position: SourcePosition, path: String, context: inout DialectContext) -> DialectGroupType { .notMine }
}

/// What a preprocessor makes of a group's `$type`.
enum DialectGroupType {
    case notMine
    case mapped(String)
    /// No DTCG meaning: the group's tokens are left out; `dialect` names whose type it is.
    case leftOut(dialect: String)
}

/// The dialects, in the order they see each token: those written without `$` first (each turns its
/// tokens into `$value` tokens), then the values in a draft's form, whichever form they came in.
enum TokenPreprocessors {
    static let all: [any TokenPreprocessor.Type] = [
        SpectrumTokens.self,
        TokensStudioTokens.self,
        StyleDictionaryTokens.self,
        FigmaVariableTypes.self,
        DTCGDraftValues.self,
    ]
}
