import TintypeDocument

/// What a dialect that spans documents makes of them (Tokens Studio's sets and themes, Figma's
/// variables export): DTCG 2025.10 documents to read in order, which of them are output and which
/// read only for references, those not read at all, and what it said while choosing.
struct TokenSet {
    /// One document to read.
    struct Layer {
        var name: String
        var document: SourceNode
        /// Its tokens are output (else read only for references).
        var output = true
        /// What notes call it (a Tokens Studio set's name).
        var label: String
    }

    var layers: [Layer]
    /// Whether a later layer's token replaces the same path in an earlier one (said once per pair
    /// of layers) rather than being defined twice, an error.
    var overlays: Bool
    /// Documents not read: a reference into one is an error naming it and `unreadReason`.
    var unread: [(name: String, document: SourceNode)] = []
    /// Why those are not read ("which the Tokens Studio themes chosen (dark) disable").
    var unreadReason = ""
    /// What choosing said: notes, warnings and errors at their place.
    var diagnostics: [Diagnostic] = []
    /// The forms the dialect found while making the documents, counted.
    var notes = TokenNotes()
    /// How the layers' tokens are read.
    var options: TokenReadingOptions
}
