import TintypeDocument

/// Values in a DTCG draft's form (`"14px"`, `"#ff0000"`, font stacks, weight names), whichever form
/// the token came in, become 2025.10 values (`DraftValues`); a typography composite without
/// `letterSpacing` gets 0; a length relative to its container (`"100%"`), a `none` shadow and a
/// CSS gradient as a colour have no DTCG form and leave the token out with a warning. Under `--strict-tokens` values are read as written (the token
/// reader's typed values then say what is wrong).
struct DTCGDraftValues: TokenPreprocessor {
    /// DTCG drafts before 2025.10: dimensions, colours, font stacks and weights as strings.
    static let draftValues = TokenForm(
        order: 0, note: "with values in a DTCG draft's form (dimensions, colours, font stacks or weights as strings), read as DTCG 2025.10",
        strict: "a value in a DTCG draft's form; --strict-tokens reads DTCG 2025.10 values only", extensionKey: "dev.tintype.typography")
    /// Typography composites without `letterSpacing`, given 0.
    static let missingLetterSpacing = TokenForm(
        order: 6, note: "of type typography without letterSpacing, given 0 (DTCG 2025.10 requires it)",
        strict: "a typography composite without letterSpacing; DTCG 2025.10 requires it")
    /// Typography composites with members DTCG's has not (`textCase`, `textDecoration`, …), kept under `$extensions`.
    static let typographyExtras = TokenForm(
        order: 7, note: "of type typography with members DTCG's typography has not (textCase, textDecoration, paragraphSpacing, …), "
            + "kept under $extensions and not output as typography",
        strict: "a typography member DTCG 2025.10 does not have")

    init?(document: SourceNode, options: TokenReadingOptions) {
        if options.strict { return nil }
    }

    func token(_ token: inout DialectToken, context: inout DialectContext) -> Bool {
        guard let value = token["$value"], let type = token.type else { return true }
        // A whole-value alias takes its target's value, read on its own.
        if let text = value.stringValue, DesignTokenReader.aliasPath(text) != nil { return true }
        var source = value
        if type == "typography", let members = value.members, !members.has("letterSpacing") {
            context.note(Self.missingLetterSpacing, at: value.position, path: token.path)
            source = SourceNode(value: .object(members + [.init(key: "letterSpacing", keyPosition: value.position,
                                                                 value: DialectToken.dimension(0, unit: "px", at: value.position))]),
                                position: value.position)
        }
        if type == "typography", let members = source.members, members.contains(where: { !Typography.members.contains($0.key) }) {
            source = keepExtras(members, of: source, in: &token, context: &context)
        }
        if let text = source.stringValue, let what = Self.noDTCGForm(text, type: type) {
            context.leaveOut(token.path, .noForm, at: value.position, "token '\(token.path)' is '\(text)', \(what.what); it is left out (\(what.keep))")
            return false
        }
        if type == "dimension", let text = source.stringValue, let relative = Self.relativeLength(text) {
            context.leaveOut(token.path, .noForm, at: value.position, "token '\(token.path)' is '\(text)', \(relative), which a DTCG "
                + "dimension (px or rem) cannot hold; it is left out")
            return false
        }
        do {
            if let converted = try DraftValues.normalize(source, type: type) {
                if token.form == nil { context.note(Self.draftValues, at: value.position, path: token.path) }
                source = converted
            }
        } catch {
            if token.inferredType {
                // The type was only guessed from the path: a value it does not fit is no error of the file's.
                context.leaveOut(token.path, .noType, at: value.position, "token '\(token.path)' has no type, and its value is no \(type) as its "
                    + "category suggests (\(error.message)); it is left out")
            } else {
                context.refuse(token.path, at: value.position, "token '\(token.path)' (\(type)): \(error.message)")
            }
            return false
        }
        if source != value { token.set("$value", source) }
        return true
    }

    /// A typography composite's members DTCG's has not (Tokens Studio's `textCase`,
    /// `textDecoration`, `paragraphSpacing`): kept under the source's extension key, with a note,
    /// so the composite is read (and an alias in them, perhaps to a token left out, is not followed).
    private func keepExtras(_ members: [SourceNode.Member], of value: SourceNode, in token: inout DialectToken,
                            context: inout DialectContext) -> SourceNode {
        context.note(Self.typographyExtras, at: value.position, path: token.path)
        let extras = members.filter { !Typography.members.contains($0.key) }
        let key = token.form?.extensionKey ?? Self.draftValues.extensionKey ?? "dev.tintype.typography"
        var extensions = token["$extensions"]?.members ?? []
        var entry = extensions[member: key]?.members ?? []
        entry += extras
        extensions.removeAll { $0.key == key }
        extensions.append(SourceNode.Member(key: key, keyPosition: value.position, value: SourceNode(value: .object(entry), position: value.position)))
        token.set("$extensions", SourceNode(value: .object(extensions), position: value.position))
        return SourceNode(value: .object(members.filter { Typography.members.contains($0.key) }), position: value.position)
    }

    /// What a shadow or colour written as CSS has in place of a DTCG value: `none` (no shadow at all)
    /// or a CSS gradient (a list of stops, DTCG's gradient type, not one colour); nil for any other.
    static func noDTCGForm(_ text: String, type: String) -> (what: String, keep: String)? {
        let trimmed = text.trimmedOfWhitespace.lowercased()
        if type == "shadow", trimmed == "none" {
            return ("no shadow, which a DTCG shadow (a colour and offsets) cannot hold", "a transparent shadow would keep it")
        }
        if type == "color", ["linear-gradient(", "radial-gradient(", "conic-gradient(", "repeating-"].contains(where: trimmed.hasPrefix) {
            return ("a CSS gradient, which a DTCG colour cannot hold", "a gradient token, a list of stops, would keep it")
        }
        return nil
    }

    /// What a length with no DTCG form is (`"100%"`, `"80vh"`, `"fit-content"`); nil for any other text.
    static func relativeLength(_ text: String) -> String? {
        // Most lengths end in a digit and an absolute unit (px, pt, dp, rem): nothing more to look at.
        let tail = String(decoding: text.utf8.suffix(3).map { $0 | 0x20 }, as: UTF8.self)
        if tail == "rem" || (tail.first?.isNumber == true && ["px", "pt", "dp"].contains(tail.dropFirst())) { return nil }
        let trimmed = text.trimmedOfWhitespace.lowercased()
        if ["auto", "fit-content", "min-content", "max-content", "none", "inherit"].contains(trimmed) {
            return "a CSS keyword sized by its content or container"
        }
        guard !TokenExpression.isExpression(text), let (_, unit) = DraftValues.measure(trimmed) else { return nil }
        switch unit {
        case "%": return "a length relative to its container"
        case "vh", "vw", "vmin", "vmax", "dvh", "svh", "lvh", "dvw": return "a length relative to the viewport"
        case "ch", "ex", "fr": return "a length relative to the font or the grid"
        default: return nil
        }
    }
}
