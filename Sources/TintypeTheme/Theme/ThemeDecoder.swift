import TintypeDocument
import TintypeColor
import TintypeTypography
import TintypeTokens

/// Reads values out of a parsed theme document, recording every problem at the line and column it
/// was written, and where the values checks judge were written (`sources`). `ThemeReader` is its
/// public face.
package final class ThemeDecoder {
    let file: String
    /// The one document decoder, keeping every problem: a theme is a file people write.
    private let reader: DocumentDecoder
    package var diagnostics: [Diagnostic] { reader.diagnostics }
    /// Where the values checks judge were written, filled as they are read.
    package var sources: ThemeSources
    /// The findings the theme and its styles accept (`allow`), filled as they are read.
    package var waivers = CheckWaivers()
    /// How the typography's reading went, for whether `TypeScale`'s checks can run beside its
    /// problems: the indices of the styles that had one, and whether anything else did.
    package var typographyProblems = (styles: Set<Int>(), elsewhere: false)
    /// DTCG tokens the theme's values may name as `{path}` aliases.
    private let tokens: DesignTokens?
    /// The tokens of each other mode: a value that is not a colour has one value in every mode,
    /// so an alias to a token that differs in one is said (a colour is read again per mode).
    package var modeTokens: [(mode: BrandMode, tokens: DesignTokens)] = []
    /// The checks `allow` may name; nil in a document that is not a theme (a project, the tints a
    /// compiled theme carries).
    let checks: CheckNames?

    package init(file: String, tokens: DesignTokens?, checks: CheckNames? = nil) {
        self.file = file
        self.tokens = tokens
        self.checks = checks
        sources = ThemeSources(file: file)
        reader = DocumentDecoder(file: file, document: "a theme", policy: .everyProblem)
    }

    /// Whether `node` is an object with a member `key` (written, whether or not its value is valid).
    func hasPath(_ node: SourceNode?, _ key: String) -> Bool {
        guard case .object(let members)? = node?.value else { return false }
        return members.contains { $0.key == key }
    }

    package func error(_ position: SourcePosition, _ message: String) {
        reader.keep(Diagnostic(file: file, position: position, message: message))
    }

    /// A problem found in another file the document names (a project's template).
    package func keep(_ problem: Diagnostic) { reader.keep(problem) }

    func warning(_ position: SourcePosition, _ message: String) {
        reader.keep(Diagnostic(file: file, position: position, severity: .warning, message: message))
    }

    package func suggestion(_ word: String, _ candidates: [String]) -> String {
        closestMatch(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The kind of a closed set (a scale model, a tracking source, a rule) that `name` spells, or
    /// nil with an error that lists the kinds there are and suggests the closest.
    func kind<Kind: RawRepresentable & CaseIterable>(
        _ name: String, of what: String, _ type: Kind.Type, at position: SourcePosition
    ) -> Kind? where Kind.RawValue == String {
        if let kind = Kind(rawValue: name) { return kind }
        let names = Kind.allCases.map(\.rawValue)
        error(position, "unknown \(what) '\(name)'" + suggestion(name, names) + "; use " + names.alternatives)
        return nil
    }

    /// A tagged union as a theme writes it: an object whose member `tag` names one of `Kind`'s
    /// cases and whose other members are among `known`. `needs` words a missing tag ("a scale
    /// needs"), `what` the kind in a message ("scale model"). nil when a problem was reported.
    func union<Kind: RawRepresentable & CaseIterable>(
        _ node: SourceNode, _ path: String, tag: String, known: [String], needs: String, what: String, as type: Kind.Type = Kind.self
    ) -> (kind: Kind, members: [String: SourceNode])? where Kind.RawValue == String {
        guard let m = object(node, path, known: [tag] + known), let name = m[tag].flatMap({ string($0, "\(path).\(tag)") }) else {
            if case .object = node.value { error(node.position, "\(needs) \"\(tag)\": " + Kind.allCases.map(\.rawValue).alternatives) }
            return nil
        }
        guard let kind = kind(name, of: what, Kind.self, at: m[tag]?.position ?? node.position) else { return nil }
        return (kind, m)
    }

    /// An object's members by key; unknown keys (when `known` is given) and repeated keys are errors.
    package func object(_ node: SourceNode, _ path: String, known: [String]?) -> [String: SourceNode]? {
        guard let members = reader.keep({ () throws(Diagnostic) in
            try reader.object(node, " at \(path)", known: known, twice: { "key '\($0.key)' is given twice in \(path); keep one" }, unknown: {
                "unknown key '\($0.key)' in \(path)" + self.suggestion($0.key, known ?? []) + "; known keys: \((known ?? []).joined(separator: ", "))"
            })
        }) else { return nil }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    package func array(_ node: SourceNode, _ path: String) -> [SourceNode]? {
        reader.keep { () throws(Diagnostic) in try reader.array(node, " at \(path)") }
    }

    /// The value a `{token.path}` alias names, checked against the token types the field accepts;
    /// any other node is returned as it is. nil (with an error at the alias) when the alias is broken.
    package func resolvingAlias(_ node: SourceNode, _ path: String, types: [TokenType]) -> SourceNode? {
        guard case .string(let text) = node.value, let target = DesignTokenReader.aliasPath(text) else { return node }
        guard let tokens else {
            error(node.position, "\(path): \(text) names a token, but the theme lists no token files under \"tokens\"")
            return nil
        }
        guard let token = tokens.tokens[target] else {
            let suggestion = closestMatch(to: target, in: Array(tokens.tokens.keys)).map { "; did you mean {\($0)}?" } ?? ""
            error(node.position, "\(path): \(text) names no token in the theme's token files\(suggestion)")
            return nil
        }
        guard types.contains(token.type) else {
            error(node.position, "\(path): \(text) is a \(token.type.rawValue) token; this field takes \(types.map(\.rawValue).joined(separator: " or "))")
            return nil
        }
        if !types.contains(.color) {
            for (mode, set) in modeTokens where set.tokens[target].map({ $0.typed != token.typed }) ?? false {
                warning(node.position, "\(path): \(text) differs in the \(mode.key) mode, but this value is one in every mode; "
                    + "the base (light) value is used")
                break
            }
        }
        guard case .dimension(let dimension) = token.typed else { return SourceNode(value: token.value.value, position: node.position) }
        guard let points = dimension.points else {
            error(node.position, "\(path): \(text) is in em, a length relative to a font size; this field takes px or rem")
            return nil
        }
        return SourceNode(value: .number(points), position: node.position)
    }

    package func string(_ node: SourceNode, _ path: String) -> String? {
        reader.keep { () throws(Diagnostic) in try reader.string(node, " at \(path)") }
    }

    package func strings(_ node: SourceNode, _ path: String) -> [String]? {
        families(node, path)?.map(\.name)
    }

    /// A family list and where each family was written: a CSS font stack in one string is its
    /// families (the generic ones last, as written), and an item that aliases a family token
    /// (`["{font.body}", "sans-serif"]`) is that token's families, in its place.
    func families(_ node: SourceNode, _ path: String) -> [(name: String, position: SourcePosition)]? {
        guard let node = resolvingAlias(node, path, types: [.fontFamily]) else { return nil }
        if case .string(let single) = node.value {
            return (single.contains(",") ? DraftValues.fontStack(single) : [single]).map { ($0, node.position) }
        }
        return array(node, path)?.enumerated().flatMap { index, item -> [(name: String, position: SourcePosition)] in
            let itemPath = "\(path)[\(index)]"
            guard let text = item.stringValue, DesignTokenReader.aliasPath(text) != nil else {
                return string(item, itemPath).map { [($0, item.position)] } ?? []
            }
            guard let resolved = resolvingAlias(item, itemPath, types: [.fontFamily]) else { return [] }
            if let single = resolved.stringValue { return [(single, item.position)] }
            return array(resolved, itemPath)?.compactMap { string($0, itemPath) }.map { ($0, item.position) } ?? []
        }
    }

    package func number(_ node: SourceNode, _ path: String, in range: ClosedRange<Double>) -> Double? {
        guard let node = resolvingAlias(node, path, types: [.number, .dimension]) else { return nil }
        guard let value = reader.keep({ () throws(Diagnostic) in try reader.number(node, " at \(path)") }) else { return nil }
        guard range.contains(value) else {
            error(node.position, "\(value.plainText) at \(path) is out of range; give a number from \(range.lowerBound.plainText) to \(range.upperBound.plainText)")
            return nil
        }
        return value
    }

    package func bool(_ node: SourceNode, _ path: String) -> Bool? {
        reader.keep { () throws(Diagnostic) in try reader.bool(node, " at \(path)") }
    }

    func weight(_ node: SourceNode, _ path: String) -> FontWeight? {
        guard let node = resolvingAlias(node, path, types: [.fontWeight, .number]) else { return nil }
        switch node.value {
        case .number(let value) where value == value.rounded() && (1...1000).contains(value): return FontWeight(value: Int(value))
        case .string(let text):
            if let weight = FontWeight(parsing: text) { return weight }
            error(node.position, "unknown weight '\(text)' at \(path)" + suggestion(text, FontWeight.names.map(\.name))
                + "; use 1–1000 or a name (thin … black)")
        default:
            error(node.position, "expected a weight (1–1000 or a name) at \(path), found \(node.kindDescription)")
        }
        return nil
    }

    func category(_ node: SourceNode, _ path: String) -> ContentSizeCategory? {
        guard let text = string(node, path) else { return nil }
        guard let category = ContentSizeCategory(name: text) else {
            error(node.position, "unknown content-size category '\(text)'" + suggestion(text, ContentSizeCategory.acceptedNames)
                + "; use one of \(ContentSizeCategory.acceptedNames.joined(separator: ", "))")
            return nil
        }
        return category
    }

    func categoryValues(_ node: SourceNode, _ path: String, in range: ClosedRange<Double>) -> [ContentSizeCategory: Double]? {
        guard let members = object(node, path, known: ContentSizeCategory.acceptedNames) else { return nil }
        var values: [ContentSizeCategory: Double] = [:]
        for (key, valueNode) in members {
            if let category = ContentSizeCategory(name: key), let value = number(valueNode, "\(path).\(key)", in: range) {
                values[category] = value
            }
        }
        return values
    }

    /// A colour: CSS text or a DTCG colour object; a gamut-mapped colour is a warning.
    func color(_ node: SourceNode, _ path: String) -> Color? {
        guard let node = resolvingAlias(node, path, types: [.color]) else { return nil }
        do {
            let parsed: ColorParser.Parsed
            switch node.value {
            case .string(let text): parsed = try ColorParser.parse(text)
            case .object:
                do {
                    parsed = try ColorObject.parse(node)
                } catch {
                    self.error(error.position ?? node.position, "\(path): \(error.message)")
                    return nil
                }
            default:
                error(node.position, "expected a colour at \(path): \"#rrggbb\", CSS colour text or a DTCG colour object")
                return nil
            }
            if parsed.gamutMapped {
                warning(node.position, "the colour at \(path) lies outside sRGB; gamut-mapped to \(parsed.color.hex)")
            }
            return parsed.color
        } catch {
            self.error(node.position, "\(path): \(error.description)")
            return nil
        }
    }
}
