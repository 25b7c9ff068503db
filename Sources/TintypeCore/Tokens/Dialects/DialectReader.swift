/// Reads one token document as teams keep it into the DTCG 2025.10 shape the token reader reads:
/// Style Dictionary, Tokens Studio and Adobe Spectrum tokens (`value` without `$`) become `$value`
/// tokens with DTCG types, Tokens Studio's type names become DTCG's, and values in a draft's form
/// (`"14px"`, `"#ff0000"`, font stacks, weight names) become 2025.10 values. Each form found is
/// noted once per file (with how many tokens had it), or, under `--strict`, an error at each token;
/// a token whose type has no DTCG meaning is left out with a warning naming it.
struct DialectReader {
    let file: String
    let options: TokenReadingOptions
    private(set) var diagnostics: [Diagnostic] = []
    /// The tokens left out (a type or value with no DTCG meaning): a token that refers to one is
    /// left out too, with a warning, rather than reported as referring to nothing.
    private(set) var leftOutPaths: Set<String> = []
    /// How many changes reading has made, so a subtree without any is kept as it is.
    private var changes = 0
    /// Each form found: how many tokens had it, and the first.
    private var forms: [TokenDialect: (count: Int, first: SourcePosition)] = [:]
    /// Whether the file is a Tokens Studio export: some token's `type` is one of its own names. Its
    /// other tokens (`"type": "color"`) are then Tokens Studio's too, not Style Dictionary's.
    private var isTokensStudio = false

    init(file: String, options: TokenReadingOptions) {
        self.file = file
        self.options = options
    }

    /// Whether `key` is one a token without `$` may carry besides its value.
    private static func isLegacyKey(_ key: String) -> Bool {
        switch key {
        case "value", "type", "description", "comment", "attributes", "$schema", "$description", "$extensions", "name", "themeable",
             "uuid", "private", "deprecated", "deprecated_comment", "component", "sets":
            true
        default: false
        }
    }

    /// The document in DTCG 2025.10's shape, with the notes (or `--strict`'s errors) in `diagnostics`.
    mutating func read(_ document: SourceNode) -> SourceNode {
        isTokensStudio = Self.hasTokensStudioType(document)
        let result = node(document, path: "", inheritedType: nil) ?? document
        for (form, seen) in forms.sorted(by: { $0.key < $1.key }) {
            let tokens = seen.count == 1 ? "1 token" : "\(seen.count) tokens"
            diagnostics.append(Diagnostic(file: file, position: seen.first, severity: .note, message: "\(tokens) \(form.note)"))
        }
        return result
    }

    // MARK: - Groups and tokens

    /// A group or token in 2025.10 form; nil when it is left out. A subtree already in 2025.10 form
    /// is returned as it is (`changes` counts what was changed, so most of a DTCG file is not copied).
    private mutating func node(_ node: SourceNode, path: String, inheritedType: String?) -> SourceNode? {
        guard case .object(let members) = node.value else { return node }
        if DesignTokenReader.isToken(members) { return dtcgToken(node, members, path: path, inheritedType: inheritedType) }
        // A member named `value` that is itself a DTCG token is a token's name, not Style Dictionary's value.
        let isLegacy = node[member: "value"].map { !DesignTokenReader.isToken($0.members ?? []) } ?? false
            || (members.contains { $0.key == "sets" } && members.contains { $0.key == "$schema" })
        if isLegacy, members.allSatisfy({ Self.isLegacyKey($0.key) }) {
            changes += 1
            return legacyToken(node, members, path: path)
        }
        let changesBefore = changes
        var groupType = inheritedType
        var output: [SourceNode.Member] = []
        for member in members {
            if member.key == "$type", case .string(let type) = member.value.value, TokenType(rawValue: type) == nil,
               let mapped = TokenDialect.tokensStudioTypes[type] {
                note(.tokensStudioTypeNames, at: member.value.position, path: path)
                guard let mapped else {
                    warn(member.value.position, "group '\(path)' has Tokens Studio's type '\(type)', which has no DTCG meaning; its tokens are left out")
                    return nil
                }
                groupType = mapped
                changes += 1
                output.append(SourceNode.Member(key: member.key, keyPosition: member.keyPosition, value: SourceNode(value: .string(mapped), position: member.value.position)))
                continue
            }
            if case .string(let type) = member.value.value, member.key == "$type" { groupType = type }
            output.append(member)
        }
        output = output.compactMap { member in
            guard !member.key.hasPrefix("$") || member.key == "$root" else { return member }
            guard let value = self.node(member.value, path: path.isEmpty ? member.key : path + "." + member.key, inheritedType: groupType) else {
                changes += 1
                return nil
            }
            return SourceNode.Member(key: member.key, keyPosition: member.keyPosition, value: value)
        }
        return changes == changesBefore ? node : SourceNode(value: .object(output), position: node.position)
    }

    /// A `$value` token: Tokens Studio's type names mapped, draft values converted.
    private mutating func dtcgToken(_ node: SourceNode, _ members: [SourceNode.Member], path: String, inheritedType: String?) -> SourceNode? {
        let changesBefore = changes
        if let legacy = members.first(where: { $0.key == "value" || $0.key == "type" }) {
            error(legacy.keyPosition, "token '\(path)' mixes DTCG's \"$\(legacy.key)\" with \"\(legacy.key)\" "
                + "(Style Dictionary's or Tokens Studio's form); keep one form in a token")
            return nil
        }
        var type = inheritedType
        var output = members
        if let index = members.firstIndex(where: { $0.key == "$type" }), case .string(let declared) = members[index].value.value {
            type = declared
            if TokenType(rawValue: declared) == nil, let mapped = TokenDialect.tokensStudioTypes[declared] {
                note(.tokensStudioTypeNames, at: members[index].value.position, path: path)
                guard let mapped else { return leftOut(path, type: declared, dialect: "Tokens Studio", at: node.position) }
                type = mapped
                changes += 1
                output[index].value = SourceNode(value: .string(mapped), position: members[index].value.position)
            }
        }
        // Under --strict a value is read as written: the token reader's typed values say what is wrong with it.
        if !options.strict, let index = output.firstIndex(where: { $0.key == "$value" }), let type {
            switch convert(output[index].value, type: type, path: path, references: false) {
            case .unchanged: break
            case .converted(let converted):
                changes += 1
                output[index].value = converted
            case .dropped: return nil
            }
        }
        return changes == changesBefore ? node : SourceNode(value: .object(output), position: node.position)
    }

    /// A token without `$`: Adobe Spectrum's (its type a schema URL), Tokens Studio's (its type one
    /// of Tokens Studio's names) or Style Dictionary's (its type given, or taken from its path).
    private mutating func legacyToken(_ node: SourceNode, _ members: [SourceNode.Member], path: String) -> SourceNode? {
        // A token has a handful of members: a scan finds one.
        let byKey = Members(members)
        var type: String?
        var inferred = false
        let dialect: TokenDialect
        if case .string(let schema)? = byKey["$schema"]?.value {
            dialect = .spectrum
            let name = String(schema.split(separator: "/").last ?? "").replacingSuffix(".json")
            if name == "color-set" || name == "scale-set" {
                return spectrumSet(node, byKey, modifier: name == "color-set" ? "theme" : "scale", path: path)
            }
            if name != "alias" {
                guard let mapped = TokenDialect.spectrumTypes[name] else {
                    return leftOut(path, type: name, dialect: "Adobe Spectrum", at: node.position, andNote: .spectrum)
                }
                guard let mapped else { return leftOut(path, type: name, dialect: "Adobe Spectrum", at: node.position, andNote: .spectrum) }
                type = mapped
            }
        } else if isTokensStudio, case .string(let declared)? = byKey["type"]?.value, let mapped = TokenDialect.tokensStudioTypes[declared] {
            dialect = .tokensStudio
            guard let mapped else { return leftOut(path, type: declared, dialect: "Tokens Studio", at: node.position, andNote: .tokensStudio) }
            type = mapped
        } else {
            dialect = .styleDictionary
            if case .string(let declared)? = byKey["type"]?.value {
                type = declared
            } else if case .object(let attributes)? = byKey["attributes"]?.value,
                      case .string(let category)? = attributes.first(where: { $0.key == "category" })?.value.value {
                type = Self.typeOfCategory(category)
                inferred = type != nil
                if inferred { note(.typeFromPath, at: node.position, path: path) }
            } else if let guessed = Self.typeOfCategory(Self.category(of: path)) {
                type = guessed
                inferred = true
                note(.typeFromPath, at: node.position, path: path)
            }
        }
        note(dialect, at: node.position, path: path)
        guard let value = byKey["value"] else { return nil }
        let converted: SourceNode
        if dialect == .styleDictionary, type == "dimension", Self.category(of: path) == "size", let amount = Self.bareNumber(value) {
            // Style Dictionary's size category is in rem: a bare number there is rem, not px.
            converted = Self.dimension(amount, unit: "rem", at: value.position)
        } else if dialect == .tokensStudio, case .string("letterSpacing")? = byKey["type"]?.value,
                  case .string(let text) = value.value, let (amount, unit) = DraftValues.measure(text), unit == "%" {
            // Tokens Studio's letter spacing in percent is a fraction of the font size: em.
            converted = Self.dimension(amount / 100, unit: "em", at: value.position)
        } else {
            switch convert(value, type: type ?? "", path: path, references: true, inferred: inferred) {
            case .unchanged: converted = value
            case .converted(let node): converted = node
            case .dropped: return nil
            }
        }
        var output: [SourceNode.Member] = [SourceNode.Member(key: "$value", keyPosition: node.position, value: converted)]
        if let type { output.append(SourceNode.Member(key: "$type", keyPosition: node.position, value: SourceNode(value: .string(type), position: node.position))) }
        for key in ["description", "comment", "$description"] {
            if let text = byKey[key], case .string = text.value {
                output.append(SourceNode.Member(key: "$description", keyPosition: node.position, value: text))
                break
            }
        }
        // What the source carries besides its value, kept under the source's own extension key.
        let carried = members.filter { ["attributes", "uuid", "private", "deprecated", "deprecated_comment", "component", "name", "themeable"].contains($0.key) }
        var extensions: [SourceNode.Member] = []
        if case .object(let existing)? = byKey["$extensions"]?.value { extensions = existing }
        if !carried.isEmpty {
            let key = dialect == .spectrum ? "com.adobe.spectrum" : dialect == .tokensStudio ? "studio.tokens" : "style-dictionary"
            extensions.append(SourceNode.Member(key: key, keyPosition: node.position, value: SourceNode(value: .object(carried), position: node.position)))
        }
        if !extensions.isEmpty {
            output.append(SourceNode.Member(key: "$extensions", keyPosition: node.position, value: SourceNode(value: .object(extensions), position: node.position)))
        }
        return SourceNode(value: .object(output), position: node.position)
    }

    /// Adobe Spectrum's `sets`: the context `--input` chooses for the set's modifier (`theme`:
    /// light by default; `scale`: desktop), read as a token.
    private mutating func spectrumSet(_ node: SourceNode, _ byKey: Members, modifier: String, path: String) -> SourceNode? {
        guard case .object(let sets)? = byKey["sets"]?.value else {
            error(node.position, "token '\(path)': an Adobe Spectrum set needs \"sets\"")
            return nil
        }
        let chosen = options.input[modifier] ?? (modifier == "theme" ? "light" : "desktop")
        guard let entry = sets.first(where: { $0.key == chosen })?.value else {
            error(node.position, "token '\(path)' has no \(modifier) '\(chosen)'; it has "
                + sets.map(\.key).joined(separator: ", ") + " (choose with --input \(modifier)=…)")
            return nil
        }
        return self.node(entry, path: path, inheritedType: nil)
    }

    // MARK: - Values

    /// What converting a value gave.
    private enum Conversion {
        case unchanged
        case converted(SourceNode)
        /// The token cannot be read (an error, or a warning that it is left out, was said).
        case dropped
    }

    /// The value in its 2025.10 form for `type`: Style Dictionary's `{a.b.value}` references become
    /// `{a.b}` when `references` is set; a length relative to its container (`"100%"`) has no DTCG
    /// form and leaves the token out.
    private mutating func convert(_ value: SourceNode, type: String, path: String, references: Bool, inferred: Bool = false) -> Conversion {
        var referenced = references ? Self.withoutValueSuffix(value) : nil
        // A typography composite without letterSpacing (common in drafts and exports) gets 0.
        if type == "typography", case .object(let members) = (referenced ?? value).value, !members.contains(where: { $0.key == "letterSpacing" }) {
            note(.missingLetterSpacing, at: value.position, path: path)
            let zero = SourceNode(value: .object([
                .init(key: "value", keyPosition: value.position, value: SourceNode(value: .number(0), position: value.position)),
                .init(key: "unit", keyPosition: value.position, value: SourceNode(value: .string("px"), position: value.position)),
            ]), position: value.position)
            referenced = SourceNode(value: .object(members + [.init(key: "letterSpacing", keyPosition: value.position, value: zero)]), position: value.position)
        }
        let source = referenced ?? value
        if type == "dimension", case .string(let text) = source.value, text.trimmedOfWhitespace.hasSuffix("%"),
           !TokenExpression.isExpression(text) {
            leftOutPaths.insert(path)
            warn(value.position, "token '\(path)' is '\(text)', a length relative to its container, which a DTCG "
                + "dimension (px or rem) cannot hold; it is left out")
            return .dropped
        }
        do {
            guard let converted = try DraftValues.normalize(source, type: type) else { return referenced.map { .converted($0) } ?? .unchanged }
            if !references { note(.draftValues, at: value.position, path: path) }
            return .converted(converted)
        } catch {
            if inferred {
                // The type was only guessed from the path: a value it does not fit is no error of the file's.
                leftOutPaths.insert(path)
                warn(value.position, "token '\(path)' has no type, and its value is no \(type) as its category suggests "
                    + "(\(error.message)); it is left out")
            } else {
                self.error(value.position, "token '\(path)' (\(type)): \(error.message)")
            }
            return .dropped
        }
    }

    /// Every `{a.b.value}` in a value as `{a.b}`; nil when there is none.
    private static func withoutValueSuffix(_ node: SourceNode) -> SourceNode? {
        switch node.value {
        case .string(let text) where text.utf8.contains(UInt8(ascii: "{")) && text.contains(".value}"):
            return SourceNode(value: .string(text.replacingOccurrences(of: ".value}", with: "}")), position: node.position)
        case .array(let items):
            let converted = items.map { withoutValueSuffix($0) }
            guard converted.contains(where: { $0 != nil }) else { return nil }
            return SourceNode(value: .array(zip(items, converted).map { $1 ?? $0 }), position: node.position)
        case .object(let members):
            let converted = members.map { withoutValueSuffix($0.value) }
            guard converted.contains(where: { $0 != nil }) else { return nil }
            return SourceNode(value: .object(zip(members, converted).map { SourceNode.Member(key: $0.key, keyPosition: $0.keyPosition, value: $1 ?? $0.value) }),
                              position: node.position)
        default: return nil
        }
    }

    /// A number, or a string that is only a number: what Style Dictionary's size convention reads as rem.
    private static func bareNumber(_ node: SourceNode) -> Double? {
        switch node.value {
        case .number(let amount): amount
        case .string(let text): DraftValues.measure(text).flatMap { $0.1.isEmpty ? $0.0 : nil }
        default: nil
        }
    }

    /// Whether some token of the document has a `type` only Tokens Studio uses.
    private static func hasTokensStudioType(_ document: SourceNode) -> Bool {
        var stack = [document]
        while let node = stack.popLast() {
            guard case .object(let members) = node.value else { continue }
            for member in members {
                if member.key == "type", case .string(let type) = member.value.value, TokenType(rawValue: type) == nil,
                   TokenDialect.tokensStudioTypes[type] != nil { return true }
                stack.append(member.value)
            }
        }
        return false
    }

    /// A path's first segment, its category in Style Dictionary's convention.
    private static func category(of path: String) -> String {
        String(path.prefix { $0 != "." })
    }

    /// The type Style Dictionary's category/type/item convention gives a path's category.
    private static func typeOfCategory(_ category: String) -> String? {
        switch category {
        case "color": "color"
        case "size": "dimension"
        case "time": "duration"
        default: nil
        }
    }

    private static func dimension(_ amount: Double, unit: String, at position: SourcePosition) -> SourceNode {
        SourceNode(value: .object([
            SourceNode.Member(key: "value", keyPosition: position, value: SourceNode(value: .number(amount), position: position)),
            SourceNode.Member(key: "unit", keyPosition: position, value: SourceNode(value: .string(unit), position: position)),
        ]), position: position)
    }

    /// A token's members by key, found by a scan (a token has a handful).
    private struct Members {
        let members: [SourceNode.Member]

        init(_ members: [SourceNode.Member]) { self.members = members }

        subscript(key: String) -> SourceNode? { members.first { $0.key == key }?.value }
    }

    // MARK: - Notes

    /// Records a form found at a token (`path`), or under `--strict` says it is one.
    private mutating func note(_ form: TokenDialect, at position: SourcePosition, path: String) {
        if options.strict { return error(position, "token '\(path)': \(form.strictMessage)") }
        let seen = forms[form]
        forms[form] = ((seen?.count ?? 0) + 1, seen?.first ?? position)
    }

    private mutating func leftOut(_ path: String, type: String, dialect: String, at position: SourcePosition, andNote form: TokenDialect? = nil) -> SourceNode? {
        if let form { note(form, at: position, path: path) }
        leftOutPaths.insert(path)
        changes += 1
        warn(position, "token '\(path)' has \(dialect)'s type '\(type)', which has no DTCG meaning; it is left out")
        return nil
    }

    private mutating func error(_ position: SourcePosition, _ message: String) {
        diagnostics.append(Diagnostic(file: file, position: position, message: message))
    }

    private mutating func warn(_ position: SourcePosition, _ message: String) {
        diagnostics.append(Diagnostic(file: file, position: position, severity: .warning, message: message))
    }
}

private extension String {
    func replacingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
