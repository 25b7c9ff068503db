import TintypeDocument

/// One form token files are kept in besides DTCG 2025.10, read into 2025.10 before the token
/// reader sees it, as Style Dictionary registers preprocessors and sd-transforms plugs Tokens Studio
/// in. A dialect owns its words (its `TokenForm`s), its type tables and the `--input` modifiers it
/// reads. It works at two levels, each optional:
/// - the whole set of documents (`prepare`): a dialect that spans documents (sets and themes, a
///   variables export) turns them into the DTCG documents to read (`TokenSet`); the first in
///   `TokenPreprocessors.all` that recognises the documents reads them;
/// - each token (`init?(document:options:)`, `groupType`, `token`): `DialectReader` walks each
///   document once and hands every group type and token to the preprocessors that apply to it, in
///   the list's order; each rewrites what is in its form and leaves the rest.
/// Adding a dialect is its own file and a line in `TokenPreprocessors.all`.
protocol TokenPreprocessor: Sendable {
    /// The `--input` modifiers the dialect reads (`theme` and `scale` for Spectrum).
    static var inputs: [String] { get }

    /// The documents as the DTCG documents to read, when they are in this dialect's structure;
    /// nil when they are not.
    static func prepare(_ documents: [(name: String, document: SourceNode)], options: TokenReadingOptions) -> TokenSet?

    /// The same for documents that did not read as they are, for a structure recognised only then
    /// (a file whose references leave its set names out); nil when they are not in it.
    static func prepare(afterFailing documents: [(name: String, document: SourceNode)], options: TokenReadingOptions) -> TokenSet?

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
    static var inputs: [String] { [] }
    static func prepare(_ documents: [(name: String, document: SourceNode)], options: TokenReadingOptions) -> TokenSet? { nil }
    static func prepare(afterFailing documents: [(name: String, document: SourceNode)], options: TokenReadingOptions) -> TokenSet? { nil }
    init?(document: SourceNode, options: TokenReadingOptions) { return nil }
    func groupType(_ type: String, at position: SourcePosition, path: String, context: inout DialectContext) -> DialectGroupType { .notMine }
    func token(_ token: inout DialectToken, context: inout DialectContext) -> Bool { true }
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
package enum TokenPreprocessors {
    static let all: [any TokenPreprocessor.Type] = [
        FigmaVariablesExport.self,
        SpectrumTokens.self,
        TokensStudioTokens.self,
        StyleDictionaryTokens.self,
        FigmaVariableTypes.self,
        DTCGDraftValues.self,
    ]
}

extension TokenPreprocessors {
    /// The `--input` modifiers the dialects read from token files, sorted.
    package static var inputs: [String] { Set(all.flatMap { $0.inputs }).sorted() }
}
