import TintypeDocument

/// Adobe Spectrum's token sources: `value` with the token's type as a JSON-schema URL in `$schema`
/// (`…/font-size.json` → dimension, `…/alias.json` → its target's type), and `sets` chosen by
/// `--input theme=…` (light, dark, wireframe; light by default) and `scale=…` (desktop, mobile;
/// desktop by default). Its `uuid`, `private`, `deprecated` and `component` go under `$extensions`.
struct SpectrumTokens: TokenPreprocessor {
    /// Adobe Spectrum's token sources: `value` with the type as a JSON-schema URL, `sets`.
    static let form = TokenForm(order: 4, note: "in Adobe Spectrum's format, read as DTCG 2025.10",
                                strict: "Adobe Spectrum's format; --strict-tokens reads DTCG 2025.10 only", extensionKey: "com.adobe.spectrum")

    /// Its `sets` are chosen by `--input theme=…` and `scale=…`.
    static let inputs = ["theme", "scale"]

    /// Adobe Spectrum's token types, by the file name of the schema a token's `$schema` names.
    static let types: [String: String?] = [
        "color": "color", "dimension": "dimension", "font-size": "dimension", "font-weight": "fontWeight",
        "font-family": "fontFamily", "multiplier": "number", "opacity": "number", "typography": "typography",
        "font-style": nil, "text-transform": nil, "text-align": nil, "alignment": nil, "system-set": nil, "drop-shadow": nil,
    ]

    let options: TokenReadingOptions

    init?(document: SourceNode, options: TokenReadingOptions) {
        self.options = options
    }

    func token(_ token: inout DialectToken, context: inout DialectContext) -> Bool {
        guard token.isLegacy, let schema = token["$schema"]?.stringValue else { return true }
        var name = String(schema.split(separator: "/").last ?? "")
        if name.hasSuffix(".json") { name.removeLast(5) }
        if name == "color-set" || name == "scale-set" {
            // The set's chosen context is the token; it may be a set itself.
            let modifier = name == "color-set" ? "theme" : "scale"
            guard let sets = token["sets"]?.members else {
                context.error(token.position, "token '\(token.path)': an Adobe Spectrum set needs \"sets\"")
                return false
            }
            let chosen = options.input[modifier] ?? (modifier == "theme" ? "light" : "desktop")
            guard let entry = sets[member: chosen], let members = entry.members else {
                context.refuse(token.path, at: token.position, "token '\(token.path)' has no \(modifier) '\(chosen)'; it has "
                    + sets.map(\.key).joined(separator: ", ") + " (choose with --input \(modifier)=…)")
                return false
            }
            token.replaceMembers(members, form: Self.form)
            token.form = nil
            return self.token(&token, context: &context)
        }
        var type: String?
        if name != "alias" {
            guard let known = Self.types[name], let mapped = known else {
                context.leaveOut(token.path, type: name, dialect: "Adobe Spectrum", at: token.position, noting: Self.form)
                return false
            }
            type = mapped
        }
        context.note(Self.form, at: token.position, path: token.path)
        guard let value = token["value"] else {
            context.error(token.position, "token '\(token.path)': an Adobe Spectrum token has \"value\" or \"sets\"")
            return false
        }
        token.rewriteAsDTCG(value: value, type: type, form: Self.form)
        return true
    }
}
