import TintypeDocument

/// One form token files are kept in besides DTCG 2025.10, declared by the dialect that reads it:
/// what its note says after the count (one note per file and form), what `--strict-tokens` says at each
/// token, and the extension key under which the dialect keeps what DTCG has no place for.
struct TokenForm: Hashable, Comparable, Sendable {
    /// Where its note stands among a file's notes.
    let order: Int
    /// After the count: "72 tokens in Adobe Spectrum's format, read as DTCG 2025.10".
    let note: String
    let strictMessage: String
    let extensionKey: String?

    init(order: Int, note: String, strict: String, extensionKey: String? = nil) {
        self.order = order
        self.note = note
        self.strictMessage = strict
        self.extensionKey = extensionKey
    }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.order == rhs.order }
    func hash(into hasher: inout Hasher) { hasher.combine(order) }
}

/// The forms found while reading, counted per file and form with the first place of each, made
/// into one note apiece at the end: several documents of one file (Tokens Studio's sets) add up.
struct TokenNotes {
    private var seen: [String: [TokenForm: (count: Int, first: SourcePosition)]] = [:]

    /// Counts one token of `form` in `file`.
    mutating func add(_ form: TokenForm, in file: String, at position: SourcePosition, count: Int = 1) {
        let earlier = seen[file]?[form]
        seen[file, default: [:]][form] = ((earlier?.count ?? 0) + count, earlier?.first ?? position)
    }

    /// Adds what another reading counted.
    mutating func add(_ other: TokenNotes) {
        for (file, forms) in other.seen {
            for (form, found) in forms { add(form, in: file, at: found.first, count: found.count) }
        }
    }

    /// One note per file and form, each file's in its forms' order.
    var diagnostics: [Diagnostic] {
        seen.sorted { $0.key < $1.key }.flatMap { file, forms in
            forms.sorted { $0.key < $1.key }.map { form, found in
                let tokens = found.count == 1 ? "1 token" : "\(found.count) tokens"
                return Diagnostic(file: file, position: found.first, severity: .note, message: "\(tokens) \(form.note)")
            }
        }
    }
}
