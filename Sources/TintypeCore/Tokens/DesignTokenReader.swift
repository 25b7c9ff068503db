/// Reads DTCG 2025.10 token files: groups and tokens, `$type` inherited from groups (never
/// inferred), `$extends` between groups, `{a.b}` aliases (whole values and inside composites) and
/// JSON-pointer `$ref`s, `$root` tokens. Nothing is dropped in silence: an unknown `$` key, a member
/// that is neither a token nor a group, and a file with no token are errors at their place. Every
/// problem of a run is reported together, sorted, each at its file, line and column: a reference to
/// nothing names the token path, a token that refers to a rejected one says so once, a cycle prints
/// its whole chain, and a token path defined twice is an error, not an overwrite.
public enum DesignTokenReader {
    /// An unresolved token as written.
    struct RawToken {
        var path: String
        var declaredType: String?
        var value: SourceNode
        var file: String
        var position: SourcePosition
        var extensions: SourceNode?
    }

    /// The tokens of one or more documents, and the paths of those refused as written (an unknown
    /// `$type`), so that references to them say so instead of "not defined".
    struct Collection {
        var tokens: [String: RawToken] = [:]
        var rejected: Set<String> = []
        /// Tokens left out with a warning (no DTCG meaning); those that refer to them are left out too.
        var leftOut: Set<String> = []

        /// A later layer over this one: its tokens replace the same paths.
        mutating func overlay(_ later: Collection) {
            tokens.merge(later.tokens) { $1 }
            rejected.formUnion(later.rejected)
            leftOut.formUnion(later.leftOut)
        }
    }

    /// One document's tokens, whatever form it was kept in.
    private static func layer(_ document: SourceNode, file: String, options: TokenReadingOptions,
                              diagnostics: inout [Diagnostic]) -> Collection {
        var own = Collection()
        collect(standard(document, file: file, options: options, diagnostics: &diagnostics, leftOut: &own.leftOut), file: file,
                into: &own, diagnostics: &diagnostics)
        return own
    }

    /// Reads and resolves token files (name and bytes each; later files may refer to earlier ones
    /// and the other way round).
    public static func read(_ files: [(name: String, bytes: [UInt8])], options: TokenReadingOptions = .init()) throws(Diagnostics) -> DesignTokens {
        var documents: [(name: String, document: SourceNode)] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            do {
                documents.append((file.name, try DocumentFiles.parse(file.bytes, path: file.name)))
            } catch {
                diagnostics += error.diagnostics
            }
        }
        return try read(documents: documents, diagnostics: diagnostics, options: options)
    }

    /// Reads and resolves parsed token files, each in any of the forms `DialectReader` reads; a
    /// token path defined in two of them is an error.
    public static func read(documents: [(name: String, document: SourceNode)], diagnostics earlier: [Diagnostic] = [],
                            options: TokenReadingOptions = .init()) throws(Diagnostics) -> DesignTokens {
        var diagnostics = earlier
        var collection = Collection()
        if TokensStudioSets.applies(to: documents) { return try read(sets: TokensStudioSets(documents, theme: options.tokenTheme), diagnostics: diagnostics, options: options) }
        for file in documents {
            collect(standard(file.document, file: file.name, options: options, diagnostics: &diagnostics, leftOut: &collection.leftOut), file: file.name,
                    into: &collection, diagnostics: &diagnostics)
        }
        return try resolve(collection, diagnostics: diagnostics)
    }

    /// Reads token documents as layers, as a resolver document orders them: a token in a later
    /// layer replaces the same path in an earlier one (inside one layer a path defined twice is
    /// still an error).
    public static func read(layers: [(name: String, document: SourceNode)], diagnostics earlier: [Diagnostic] = [],
                            options: TokenReadingOptions = .init()) throws(Diagnostics) -> DesignTokens {
        var diagnostics = earlier
        var collection = Collection()
        for layer in layers { collection.overlay(self.layer(layer.document, file: layer.name, options: options, diagnostics: &diagnostics)) }
        return try resolve(collection, diagnostics: diagnostics)
    }

    /// Tokens Studio's sets, in order, later ones overriding earlier ones; the tokens of source sets
    /// are read for references and left out of the result, those of disabled sets not read (a
    /// reference to one says which set and theme).
    private static func read(sets: TokensStudioSets, diagnostics earlier: [Diagnostic], options: TokenReadingOptions) throws(Diagnostics) -> DesignTokens {
        var diagnostics = earlier + sets.diagnostics
        var collection = Collection()
        var sourceOnly = Set<String>()
        for layer in sets.layers {
            let own = self.layer(layer.document, file: layer.name, options: options, diagnostics: &diagnostics)
            collection.overlay(own)
            if layer.output { sourceOnly.subtract(own.tokens.keys) } else { sourceOnly.formUnion(own.tokens.keys) }
        }
        var disabled: [String: String] = [:]
        for set in sets.disabled {
            var ignored: [Diagnostic] = []
            let own = layer(set.document, file: set.name, options: options, diagnostics: &ignored)
            for path in own.tokens.keys where collection.tokens[path] == nil { disabled[path] = set.name }
        }
        var resolver = Resolver(raw: collection.tokens, rejected: collection.rejected)
        resolver.leftOut = collection.leftOut
        resolver.disabled = disabled.mapValues { "the set '\($0)', which the Tokens Studio themes chosen (\(sets.theme ?? "")) disable" }
        for path in collection.tokens.keys.sorted() { resolver.resolve(path) }
        diagnostics += resolver.diagnostics
        guard diagnostics.allSatisfy({ $0.severity != .error }) else { throw Diagnostics(diagnostics) }
        let kept = resolver.resolved.filter { !sourceOnly.contains($0.key) }
        return DesignTokens(tokens: kept, notes: Diagnostics(diagnostics).diagnostics)
    }

    /// The document in DTCG 2025.10's shape, whatever form it was kept in (`DialectReader`), and
    /// the tokens it left out.
    private static func standard(_ document: SourceNode, file: String, options: TokenReadingOptions,
                                 diagnostics: inout [Diagnostic], leftOut: inout Set<String>) -> SourceNode {
        var reader = DialectReader(file: file, options: options)
        let standard = reader.read(document)
        diagnostics += reader.diagnostics
        leftOut.formUnion(reader.leftOutPaths)
        return standard
    }

    private static func resolve(_ collection: Collection, diagnostics: [Diagnostic]) throws(Diagnostics) -> DesignTokens {
        var diagnostics = diagnostics
        var resolver = Resolver(raw: collection.tokens, rejected: collection.rejected)
        resolver.leftOut = collection.leftOut
        for path in collection.tokens.keys.sorted() { resolver.resolve(path) }
        diagnostics += resolver.diagnostics
        guard diagnostics.allSatisfy({ $0.severity != .error }) else { throw Diagnostics(diagnostics) }
        return DesignTokens(tokens: resolver.resolved, notes: Diagnostics(diagnostics).diagnostics)
    }

    // MARK: - Groups and tokens

    /// The `$` keys a group may have (`$schema` only at the top of a file).
    static let groupProperties = ["$type", "$description", "$extensions", "$deprecated", "$extends", "$root"]

    /// Walks one document's groups (iteratively) and records its tokens by path.
    static func collect(_ document: SourceNode, file: String, into collection: inout Collection, diagnostics: inout [Diagnostic]) {
        guard case .object = document.value else {
            diagnostics.append(Diagnostic(file: file, position: document.position, message: "a token file is an object of groups and tokens"))
            return
        }
        let tokensBefore = collection.tokens.count + collection.rejected.count, problemsBefore = diagnostics.count
        func problem(_ position: SourcePosition, _ message: String) {
            diagnostics.append(Diagnostic(file: file, position: position, message: message))
        }
        // Groups after `$extends` is applied: members of the extended group first, then the group's own.
        var stack: [(node: SourceNode, path: String, inheritedType: String?)] = [(document, "", nil)]
        var groupsByPath: [String: SourceNode]?
        while let (node, pathText, inheritedType) = stack.popLast() {
            guard case .object(var members) = node.value else { continue }
            if members.contains(where: { $0.key == "$value" }) {
                record(members, node: node, path: pathText, inheritedType: inheritedType, file: file, into: &collection, diagnostics: &diagnostics)
                continue
            }
            let name = pathText.isEmpty ? "the file's top level" : "group '\(pathText)'"
            if members.contains(where: { $0.key == "value" }) {
                problem(node.position, "\(pathText.isEmpty ? "the file" : "'\(pathText)'") has \"value\" without \"$\": that is a token in "
                    + "Style Dictionary's or Tokens Studio's format; Tintype reads DTCG 2025.10 tokens, written with \"$value\" and \"$type\"")
                continue
            }
            let allowed = Self.groupProperties + (pathText.isEmpty ? ["$schema"] : [])
            for member in members where member.key.hasPrefix("$") && !allowed.contains(member.key) {
                let suggestion = closestMatch(to: member.key, in: allowed + tokenProperties.sorted()).map { "; did you mean '\($0)'?" } ?? ""
                problem(member.keyPosition, "unknown key '\(member.key)' in \(name)\(suggestion); a group's keys are "
                    + allowed.joined(separator: ", ") + ", and its tokens' and groups' names")
            }
            var groupType = inheritedType
            if let typeMember = members.first(where: { $0.key == "$type" }) {
                guard case .string(let type) = typeMember.value.value, DesignTokens.types.contains(type) else {
                    problem(typeMember.value.position, "\(name): \(typeDescription(typeMember.value)) is not a DTCG type")
                    continue
                }
                groupType = type
            }
            if let extends = members.first(where: { $0.key == "$extends" }) {
                if groupsByPath == nil { groupsByPath = indexGroups(document) }
                guard case .string(let reference) = extends.value.value, let target = aliasPath(reference),
                      let base = groupsByPath?[target], case .object(let baseMembers) = base.value
                else {
                    problem(extends.value.position, "\(name): $extends must name a group of this file as {group.path}")
                    continue
                }
                let own = Set(members.map(\.key))
                members = baseMembers.filter { !own.contains($0.key) && !$0.key.hasPrefix("$") } + members
                // The extended group's $type comes along unless this group sets its own.
                if !own.contains("$type"), case .string(let baseType)? = baseMembers.first(where: { $0.key == "$type" })?.value.value,
                   DesignTokens.types.contains(baseType) {
                    groupType = baseType
                }
            }
            // DTCG 2025.10: a group's own token, `{group.$root}`.
            if let root = members.first(where: { $0.key == "$root" }) {
                if case .object(let rootMembers) = root.value.value, rootMembers.contains(where: { $0.key == "$value" }) {
                    stack.append((root.value, pathText.isEmpty ? "$root" : pathText + ".$root", groupType))
                } else {
                    problem(root.value.position, "\(name): $root must be a token, an object with \"$value\"")
                }
            }
            for member in members.reversed() where !member.key.hasPrefix("$") {
                let path = pathText.isEmpty ? member.key : pathText + "." + member.key
                if member.key.contains(".") || member.key.contains("{") || member.key.contains("}") {
                    problem(member.keyPosition, "name '\(member.key)' may not contain '.', '{' or '}'")
                    continue
                }
                guard case .object = member.value.value else {
                    problem(member.keyPosition, "'\(path)' is \(member.value.kindDescription), neither a token nor a group: a token is an "
                        + "object with \"$value\", a group an object of tokens and groups")
                    continue
                }
                stack.append((member.value, path, groupType))
            }
        }
        if collection.tokens.count + collection.rejected.count == tokensBefore, diagnostics.count == problemsBefore {
            problem(document.position, "no design token in this file: nothing in it is a DTCG 2025.10 token, an object with \"$value\"")
        }
    }

    /// Every group of a document by path, for `$extends`.
    private static func indexGroups(_ document: SourceNode) -> [String: SourceNode] {
        var groups: [String: SourceNode] = [:]
        var stack = [(document, "")]
        while let (current, path) = stack.popLast() {
            guard case .object(let members) = current.value, !members.contains(where: { $0.key == "$value" }) else { continue }
            groups[path] = current
            for member in members where !member.key.hasPrefix("$") {
                stack.append((member.value, path.isEmpty ? member.key : path + "." + member.key))
            }
        }
        return groups
    }

    private static func record(_ members: [SourceNode.Member], node: SourceNode, path: String, inheritedType: String?,
                               file: String, into collection: inout Collection, diagnostics: inout [Diagnostic]) {
        if let earlier = collection.tokens[path] {
            diagnostics.append(Diagnostic(file: file, position: node.position,
                message: "token '\(path)' is defined twice (first at \(earlier.file):\(earlier.position)); remove one"))
            return
        }
        var declared = inheritedType
        if let typeMember = members.first(where: { $0.key == "$type" }) {
            guard case .string(let type) = typeMember.value.value, DesignTokens.types.contains(type) else {
                diagnostics.append(Diagnostic(file: file, position: typeMember.value.position,
                    message: "token '\(path)': \(typeDescription(typeMember.value)) is not a DTCG type; use one of "
                        + DesignTokens.types.sorted().joined(separator: ", ")))
                collection.rejected.insert(path)
                return
            }
            declared = type
        }
        for member in members where !tokenProperties.contains(member.key) {
            diagnostics.append(Diagnostic(file: file, position: member.keyPosition,
                message: "token '\(path)': unknown property '\(member.key)'"
                    + (closestMatch(to: member.key, in: tokenProperties.sorted()).map { "; did you mean '\($0)'?" } ?? "")))
        }
        guard let value = members.first(where: { $0.key == "$value" })?.value else { return }
        collection.tokens[path] = RawToken(path: path, declaredType: declared, value: value, file: file, position: node.position,
                             extensions: members.first(where: { $0.key == "$extensions" })?.value)
    }

    /// The properties a token may have.
    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]

    /// `{a.b.c}` → `a.b.c`, or nil when the text is not a whole-value alias.
    static func aliasPath(_ text: String) -> String? {
        guard text.utf8.first == UInt8(ascii: "{") else { return nil }
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.count > 2, utf8[utf8.count - 1] == UInt8(ascii: "}") else { return nil }
            let inner = UnsafeBufferPointer(rebasing: utf8[1..<(utf8.count - 1)])
            guard !inner.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
            return String(decoding: inner, as: UTF8.self)
        }
    }

    static func typeDescription(_ node: SourceNode) -> String {
        if case .string(let text) = node.value { return "'\(text)'" }
        return node.kindDescription
    }
}
