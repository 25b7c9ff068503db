import TintypeDocument

/// Adobe Spectrum's token sources: `value` with the token's type as a JSON-schema URL in `$schema`
/// (`…/font-size.json` → dimension, `…/alias.json` → its target's type), and `sets` chosen by
/// `--input theme=…` (light, dark, wireframe; light by default) and `scale=…` (desktop, mobile;
/// desktop by default). Its `uuid`, `private`, `deprecated` and `component` go under `$extensions`.
struct SpectrumTokens: TokenPreprocessor {
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
            token.replaceMembers(members, dialect: .spectrum)
            token.dialect = nil
            return self.token(&token, context: &context)
        }
        var type: String?
        if name != "alias" {
            guard let known = TokenDialect.spectrumTypes[name], let mapped = known else {
                context.leaveOut(token.path, type: name, dialect: "Adobe Spectrum", at: token.position, noting: .spectrum)
                return false
            }
            type = mapped
        }
        context.note(.spectrum, at: token.position, path: token.path)
        guard let value = token["value"] else {
            context.error(token.position, "token '\(token.path)': an Adobe Spectrum token has \"value\" or \"sets\"")
            return false
        }
        token.rewriteAsDTCG(value: value, type: type, extensionKey: "com.adobe.spectrum", dialect: .spectrum)
        return true
    }
}
