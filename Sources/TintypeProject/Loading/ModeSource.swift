import TintypeDocument
import TintypeColor
import TintypeTokens

/// How one mode besides the base reads a theme's tokens, as `init --from-tokens` writes it into
/// `tokens.modes`: a resolver document's input (its modifiers' contexts), or token files layered
/// over the base's (`--mode dark=dark.tokens.json`), or the Tokens Studio themes it reads in the
/// base's place (`TokensStudioModes`).
public struct ModeSource: Sendable, CustomStringConvertible {
    public var mode: BrandMode
    public var input: [String: String] = [:]
    public var files: [String] = []
    public var themes: [String] = []

    public init(mode: BrandMode, input: [String: String] = [:], files: [String] = [], themes: [String] = []) {
        self.mode = mode
        self.input = input
        self.files = files
        self.themes = themes
    }

    /// `MODE=FILE` as `--mode` takes it; nil with what to write when it is not one.
    public static func parse(_ argument: String) -> Result<(mode: BrandMode, file: String), UsageProblem> {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[1].isEmpty, let mode = BrandMode(key: parts[0]), mode != .base else {
            return .failure(UsageProblem(description: "--mode \(argument): give MODE=FILE, MODE one of "
                + BrandMode.others.map(\.key).joined(separator: ", ") + " (light at normal contrast is the base files)"))
        }
        return .success((mode, parts[1]))
    }

    /// A `--mode` argument that is not `MODE=FILE`.
    public struct UsageProblem: InputError {
        public var description: String
    }

    /// The mode's entry under the theme's `tokens.modes`.
    var entry: JSONValue {
        var members: [String: JSONValue] = [:]
        if !input.isEmpty { members["input"] = .object(input.mapValues(JSONValue.string)) }
        if !files.isEmpty { members["files"] = .array(files.map(JSONValue.string)) }
        if !themes.isEmpty { members["themes"] = .array(themes.map(JSONValue.string)) }
        return .object(members)
    }

    /// For token files given together that define the same tokens (a base file and a dark one,
    /// read as one set: "defined twice"), a note at each later file saying how to read it as a
    /// mode instead; empty when no two files share a token.
    public static func hints(_ documents: [(name: String, document: SourceNode)], options: TokenReadingOptions) -> [Diagnostic] {
        var earlier: [(name: String, paths: Set<String>)] = []
        var notes: [Diagnostic] = []
        for (name, document) in documents {
            let paths = DesignTokenReader.paths(in: document, file: name, options: options)
            if let (first, shared) = earlier.lazy.map({ ($0.name, $0.paths.intersection(paths)) }).first(where: { !$0.1.isEmpty }) {
                let some = shared.sorted(by: NaturalOrder.precedes).prefix(3).joined(separator: ", ") + (shared.count > 3 ? ", …" : "")
                notes.append(Diagnostic(.note, at: name, "defines \(shared.count) token\(shared.count == 1 ? "" : "s") \(first) defines too "
                    + "(\(some)); if it holds another mode's values, give it with --mode dark=\(name) (or lightIncreased=, darkIncreased=) "
                    + "instead of with --from-tokens"))
            }
            earlier.append((name, paths))
        }
        return notes
    }

    /// `dark = appearance: dark`, `dark = dark.tokens.json` or `dark = Tokens Studio themes Mode/Dark + Brand/Acme`, for the line `init` prints.
    public var description: String {
        mode.key + " = " + (input.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" } + files + (themes.isEmpty ? [] : ["Tokens Studio themes " + themes.joined(separator: " + ")]))
            .joined(separator: ", ")
    }
}
