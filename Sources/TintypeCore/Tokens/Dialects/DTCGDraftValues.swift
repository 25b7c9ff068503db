/// Values in a DTCG draft's form (`"14px"`, `"#ff0000"`, font stacks, weight names), whichever form
/// the token came in, become 2025.10 values (`DraftValues`); a typography composite without
/// `letterSpacing` gets 0; a length relative to its container (`"100%"`) has no DTCG form and
/// leaves the token out with a warning. Under `--strict` values are read as written (the token
/// reader's typed values then say what is wrong).
struct DTCGDraftValues: TokenPreprocessor {
    init?(document: SourceNode, options: TokenReadingOptions) {
        if options.strict { return nil }
    }

    func token(_ token: inout DialectToken, context: inout DialectContext) -> Bool {
        guard let value = token["$value"], let type = token.type else { return true }
        var source = value
        if type == "typography", let members = value.members, !members.contains(where: { $0.key == "letterSpacing" }) {
            context.note(.missingLetterSpacing, at: value.position, path: token.path)
            source = SourceNode(value: .object(members + [.init(key: "letterSpacing", keyPosition: value.position,
                                                                 value: DialectToken.dimension(0, unit: "px", at: value.position))]),
                                position: value.position)
        }
        if type == "dimension", let text = source.stringValue, text.trimmedOfWhitespace.hasSuffix("%"), !TokenExpression.isExpression(text) {
            context.leaveOut(token.path, at: value.position, "token '\(token.path)' is '\(text)', a length relative to its container, "
                + "which a DTCG dimension (px or rem) cannot hold; it is left out")
            return false
        }
        do {
            if let converted = try DraftValues.normalize(source, type: type) {
                if token.dialect == nil { context.note(.draftValues, at: value.position, path: token.path) }
                source = converted
            }
        } catch {
            if token.inferredType {
                // The type was only guessed from the path: a value it does not fit is no error of the file's.
                context.leaveOut(token.path, at: value.position, "token '\(token.path)' has no type, and its value is no \(type) as its "
                    + "category suggests (\(error.message)); it is left out")
            } else {
                context.error(value.position, "token '\(token.path)' (\(type)): \(error.message)")
            }
            return false
        }
        if source != value { token.set("$value", source) }
        return true
    }
}
