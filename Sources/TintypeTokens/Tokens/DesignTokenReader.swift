import TintypeDocument

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
        var declaredType: TokenType?
        var value: SourceNode
        var file: String
        var position: SourcePosition
        var extensions: SourceNode?
        var description: String?
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
                              diagnostics: inout [Diagnostic], notes: inout TokenNotes) -> Collection {
        var own = Collection()
        collect(standard(document, file: file, options: options, diagnostics: &diagnostics, notes: &notes, into: &own), file: file,
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
        // A dialect that spans documents reads them whole: the first that recognises them; other
        // documents are read as they are, a path defined in two of them an error.
        for preprocessor in TokenPreprocessors.all {
            if let set = preprocessor.prepare(documents, options: options) { return try read(set: set, diagnostics: earlier) }
        }
        let plain = TokenSet(layers: documents.map { TokenSet.Layer(name: $0.name, document: $0.document, label: $0.name) },
                             overlays: false, options: options)
        do {
            return try read(set: plain, diagnostics: earlier)
        } catch {
            // A structure a dialect recognises only in documents that did not read as they are.
            for preprocessor in TokenPreprocessors.all {
                if let set = preprocessor.prepare(afterFailing: documents, options: options) { return try read(set: set, diagnostics: earlier) }
            }
            throw error
        }
    }

    /// Reads token documents as layers, as a resolver document orders them: a token in a later
    /// layer replaces the same path in an earlier one (inside one layer a path defined twice is
    /// still an error).
    public static func read(layers: [(name: String, document: SourceNode)], diagnostics earlier: [Diagnostic] = [],
                            options: TokenReadingOptions = .init()) throws(Diagnostics) -> DesignTokens {
        var diagnostics = earlier
        var notes = TokenNotes()
        var collection = Collection()
        for layer in layers {
            collection.overlay(self.layer(layer.document, file: layer.name, options: options, diagnostics: &diagnostics, notes: &notes))
        }
        return try resolve(collection, diagnostics: diagnostics, notes: notes, options: options)
    }

    /// A dialect's documents (`TokenSet`), in order: with `overlays`, a later layer's token replaces
    /// the same path in an earlier one (said once per pair of layers), else a path defined twice is
    /// an error; the tokens of layers read for references only are left out of the result, and a
    /// reference into a document not read says which and why.
    private static func read(set: TokenSet, diagnostics earlier: [Diagnostic]) throws(Diagnostics) -> DesignTokens {
        let options = set.options
        var diagnostics = earlier + set.diagnostics
        var notes = set.notes
        var collection = Collection()
        var sourceOnly = Set<String>()
        /// Which layer each path was last defined in, so a layer that replaces another's tokens is said once per pair.
        var definedIn: [String: String] = [:]
        for layer in set.layers {
            guard set.overlays else {
                collect(standard(layer.document, file: layer.name, options: options, diagnostics: &diagnostics, notes: &notes, into: &collection),
                        file: layer.name, into: &collection, diagnostics: &diagnostics)
                continue
            }
            let own = self.layer(layer.document, file: layer.name, options: options, diagnostics: &diagnostics, notes: &notes)
            var replaced: [String: [String]] = [:]
            for path in own.tokens.keys.sorted() {
                if let earlier = definedIn[path] { replaced[earlier, default: []].append(path) }
                definedIn[path] = layer.label
            }
            for (earlier, paths) in replaced.sorted(by: { $0.key < $1.key }) {
                let shown = paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
                diagnostics.append(Diagnostic(file: layer.name, position: layer.document.position, severity: .note, message:
                    "set '\(layer.label)' replaces \(paths.count) token\(paths.count == 1 ? "" : "s") of '\(earlier)': \(shown)"))
            }
            collection.overlay(own)
            if layer.output { sourceOnly.subtract(own.tokens.keys) } else { sourceOnly.formUnion(own.tokens.keys) }
        }
        var unread: [String: String] = [:]
        for document in set.unread {
            var ignored: [Diagnostic] = [], unsaid = TokenNotes()
            let own = layer(document.document, file: document.name, options: options, diagnostics: &ignored, notes: &unsaid)
            for path in own.tokens.keys where collection.tokens[path] == nil { unread[path] = document.name }
        }
        return try resolve(collection, diagnostics: diagnostics, notes: notes, options: options,
                           unread: unread.mapValues { "the set '\($0)', \(set.unreadReason)" }, sourceOnly: sourceOnly)
    }

    /// The document in DTCG 2025.10's shape, whatever form it was kept in (`DialectReader`); the
    /// tokens it left out or refused go to `collection`, which makes room for those it read.
    private static func standard(_ document: SourceNode, file: String, options: TokenReadingOptions,
                                 diagnostics: inout [Diagnostic], notes: inout TokenNotes, into collection: inout Collection) -> SourceNode {
        var reader = DialectReader(file: file, options: options)
        let standard = reader.read(document)
        diagnostics += reader.diagnostics
        notes.add(reader.notes)
        collection.leftOut.formUnion(reader.leftOutPaths)
        collection.rejected.formUnion(reader.refusedPaths)
        collection.tokens.reserveCapacity(collection.tokens.count + reader.tokenCount)
        return standard
    }

    /// Resolves every token of `collection`: the tokens of `unread` documents are not there (a
    /// reference into one says why), and those of `sourceOnly` are read for references only.
    private static func resolve(_ collection: Collection, diagnostics: [Diagnostic], notes: TokenNotes, options: TokenReadingOptions,
                                unread: [String: String] = [:], sourceOnly: Set<String> = []) throws(Diagnostics) -> DesignTokens {
        var diagnostics = diagnostics, notes = notes
        var resolver = Resolver(raw: collection.tokens, rejected: collection.rejected, rules: TokenValue.Rules(dialects: !options.strict))
        resolver.leftOut = collection.leftOut
        resolver.disabled = unread
        for path in collection.tokens.keys.sorted() { resolver.resolve(path) }
        notes.add(resolver.notes)
        diagnostics += resolver.diagnostics + notes.diagnostics
        if let summary = TokenOmission.summary(of: diagnostics, strict: options.strict) { diagnostics.append(summary) }
        guard diagnostics.allSatisfy({ $0.severity != .error }) else { throw Diagnostics(diagnostics) }
        let kept = sourceOnly.isEmpty ? resolver.resolved : resolver.resolved.filter { !sourceOnly.contains($0.key) }
        var tokens = DesignTokens(tokens: kept, notes: Diagnostics(diagnostics).diagnostics)
        tokens.textSizes = textSizes(raw: collection.tokens, resolved: resolver.resolved).filter { kept[$0] != nil }
        return tokens
    }

    // MARK: - Groups and tokens

    /// The `$` keys a group may have (`$schema` only at the top of a file).
    static let groupProperties = ["$type", "$description", "$extensions", "$deprecated", "$extends", "$root"]
    /// The `$` keys the top of a file may have.
    static let fileProperties = groupProperties + ["$schema"]

    /// The token paths one document defines, in whatever form it was kept (what reading it said is
    /// not kept: the full read says it).
    package static func paths(in document: SourceNode, file: String, options: TokenReadingOptions) -> Set<String> {
        var ignored: [Diagnostic] = [], unsaid = TokenNotes()
        return Set(layer(document, file: file, options: options, diagnostics: &ignored, notes: &unsaid).tokens.keys)
    }

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
        var extensions = GroupExtension(document: document)
        // Each entry also carries where the groups holding it that have an `$extends` were written: meeting
        // one of those again inside itself means an `$extends` took in its own group by a longer way.
        var stack: [(node: SourceNode, path: String, inheritedType: TokenType?, extending: [SourcePosition])] = [(document, "", nil, [])]
        var selfHolding: Set<SourcePosition> = []
        var plainValues: [(path: String, position: SourcePosition, kind: String)] = []
        while let (node, pathText, inheritedType, extending) = stack.popLast() {
            guard case .object(var members) = node.value else { continue }
            if let extending = GroupExtension.groupReference(members) { members = extending }
            if Self.isToken(members) {
                record(members, node: node, path: pathText, inheritedType: inheritedType, file: file, into: &collection, diagnostics: &diagnostics)
                continue
            }
            let name = pathText.isEmpty ? "the file's top level" : "group '\(pathText)'"
            if node[member: "value"] != nil, let inner = DialectReader.heldToken(members) {
                problem(inner.keyPosition, "'\(pathText)' is a token (it has \"value\") that holds '\(inner.key)', a token of its own: Style "
                    + "Dictionary and Tokens Studio read that as a property of '\(pathText)', never as a token; move '\(inner.key)' beside it, "
                    + "or name the value (\"\(pathText).default\") and keep both in a group")
                continue
            }
            if let value = node[member: "value"], !Self.isToken(value.members ?? []) {
                problem(node.position, "\(pathText.isEmpty ? "the file" : "'\(pathText)'") has \"value\" without \"$\": that is a token in "
                    + "Style Dictionary's or Tokens Studio's format; Tintype reads DTCG 2025.10 tokens, written with \"$value\" and \"$type\"")
                continue
            }
            let allowed = pathText.isEmpty ? Self.fileProperties : Self.groupProperties
            for member in members where member.key.hasPrefix("$") && !allowed.contains(member.key) {
                let suggestion = closestMatch(to: member.key, in: allowed + tokenProperties.sorted()).map { "; did you mean '\($0)'?" } ?? ""
                problem(member.keyPosition, "unknown key '\(member.key)' in \(name)\(suggestion); a group's keys are "
                    + allowed.joined(separator: ", ") + ", and its tokens' and groups' names")
            }
            for member in members {
                if let message = metadataProblem(member) { problem(member.value.position, "\(name): \(message)") }
            }
            var inner = extending
            if let extends = members.member("$extends") {
                // A group found to hold itself was said once; wherever else it is taken in, it is passed over.
                if selfHolding.contains(node.position) { continue }
                if extending.contains(node.position) {
                    selfHolding.insert(node.position)
                    problem(extends.value.position, "\(name) is the group written at \(file):\(node.position) again, inside itself: its $extends "
                        + "takes in a group that holds it, so it would hold itself without end; extend a group outside it")
                    continue
                }
                inner.append(node.position)
            }
            do {
                members = try extensions.members(of: pathText, members)
            } catch {
                selfHolding.insert(node.position)
                problem(error.position, error.message)
                continue
            }
            var groupType = inheritedType
            if let typeMember = members.member("$type") {
                guard case .string(let type) = typeMember.value.value, let known = TokenType(rawValue: type) else {
                    problem(typeMember.value.position, "\(name): \(typeDescription(typeMember.value)) is not a DTCG type; use one of "
                        + TokenType.names.joined(separator: ", "))
                    continue
                }
                groupType = known
            }
            // DTCG 2025.10: a group's own token, `{group.$root}`.
            if let root = members.member("$root") {
                if case .object(let rootMembers) = root.value.value, Self.isToken(rootMembers) {
                    stack.append((root.value, pathText.isEmpty ? "$root" : pathText + ".$root", groupType, inner))
                } else {
                    problem(root.value.position, "\(name): $root must be a token, an object with \"$value\"")
                }
            }
            for member in members.reversed() where !member.key.hasPrefix("$") {
                let path = pathText.isEmpty ? member.key : pathText + "." + member.key
                if member.key.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
                    problem(member.keyPosition, "name '\(member.key)' may not contain '.', '{' or '}'")
                    continue
                }
                guard case .object = member.value.value else {
                    plainValues.append((path, member.keyPosition, member.value.kindDescription))
                    continue
                }
                stack.append((member.value, path, groupType, inner))
            }
        }
        // Values that are neither tokens nor groups: each at its place, or, in a file of plain JSON, once.
        let noTokens = collection.tokens.count + collection.rejected.count == tokensBefore
        if noTokens, plainValues.count > 3, let first = plainValues.min(by: { $0.position < $1.position }) {
            problem(first.position, "no design token in this file: it holds plain JSON values (\(plainValues.count) of them, '\(first.path)' "
                + "the first), neither tokens nor groups; Tintype reads DTCG 2025.10 tokens, objects with \"$value\" (and \"$type\")")
            return
        }
        for value in plainValues {
            problem(value.position, "'\(value.path)' is \(value.kind), neither a token nor a group: a token is an "
                + "object with \"$value\", a group an object of tokens and groups")
        }
        // A file whose tokens were all refused or left out has said so already, token by token.
        if noTokens, diagnostics.count == problemsBefore,
           !diagnostics.contains(where: { diagnostic in
               guard case .source(let source, _) = diagnostic.place else { return false }
               return source == file && diagnostic.severity != .note
           }) {
            problem(document.position, "no design token in this file: nothing in it is a DTCG 2025.10 token, an object with \"$value\"")
        }
    }

    /// Whether an object's members make it a token: a `$value`, or a `$ref` standing for one (a
    /// `$ref` to a group makes a group, `GroupExtension.groupReference`).
    static func isToken(_ members: [SourceNode.Member]) -> Bool {
        members.has("$value") || (members.has("$ref") && GroupExtension.groupReference(members) == nil)
    }

    /// What is wrong with a token's or group's `$description`, `$deprecated` or `$extensions`; nil when nothing.
    static func metadataProblem(_ member: SourceNode.Member) -> String? {
        switch (member.key, member.value.value) {
        case ("$description", .string), ("$deprecated", .string), ("$deprecated", .bool), ("$extensions", .object): return nil
        case ("$description", _): return "$description is a string, not \(member.value.kindDescription)"
        case ("$deprecated", _): return "$deprecated is true, false or a string saying why, not \(member.value.kindDescription)"
        case ("$extensions", _): return "$extensions is an object keyed by vendor, not \(member.value.kindDescription)"
        default: return nil
        }
    }

    private static func record(_ members: [SourceNode.Member], node: SourceNode, path: String, inheritedType: TokenType?,
                               file: String, into collection: inout Collection, diagnostics: inout [Diagnostic]) {
        if let earlier = collection.tokens[path] {
            diagnostics.append(Diagnostic(file: file, position: node.position,
                message: "token '\(path)' is defined twice (first at \(earlier.file):\(earlier.position)); remove one"))
            return
        }
        var declared = inheritedType
        if let typeMember = members.member("$type") {
            guard case .string(let type) = typeMember.value.value, let known = TokenType(rawValue: type) else {
                diagnostics.append(Diagnostic(file: file, position: typeMember.value.position,
                    message: "token '\(path)': \(typeDescription(typeMember.value)) is not a DTCG type; use one of "
                        + TokenType.names.joined(separator: ", ")))
                collection.rejected.insert(path)
                return
            }
            declared = known
        }
        for member in members {
            if let message = metadataProblem(member) {
                diagnostics.append(Diagnostic(file: file, position: member.value.position, message: "token '\(path)': \(message)"))
            }
        }
        let pointer = members.member("$ref")
        if let pointer, members.has("$value") {
            diagnostics.append(Diagnostic(file: file, position: pointer.keyPosition,
                message: "token '\(path)' has both $value and $ref; a token has one of them"))
            collection.rejected.insert(path)
            return
        }
        for member in members where !tokenProperties.contains(member.key) {
            if let child = member.value.members, isToken(child) || member.value.members?.contains(where: { $0.value.members != nil }) == true {
                diagnostics.append(Diagnostic(file: file, position: member.keyPosition,
                    message: "token '\(path)' holds '\(member.key)', a token or group: an object with $value is a token and cannot "
                        + "also be a group; move '\(member.key)' beside it"))
                continue
            }
            diagnostics.append(Diagnostic(file: file, position: member.keyPosition,
                message: "token '\(path)': unknown property '\(member.key)'"
                    + (closestMatch(to: member.key, in: tokenProperties.sorted()).map { "; did you mean '\($0)'?" } ?? "")))
        }
        // A token written as `"$ref": POINTER` stands for the value the pointer names.
        guard let value = members[member: "$value"]
            ?? pointer.map({ SourceNode(value: .object([$0]), position: $0.value.position) }) else { return }
        collection.tokens[path] = RawToken(path: path, declaredType: declared, value: value, file: file, position: node.position,
                             extensions: members[member: "$extensions"], description: members[member: "$description"]?.stringValue)
    }

    /// The properties a token may have.
    static let tokenProperties: Set<String> = ["$value", "$ref", "$type", "$description", "$extensions", "$deprecated"]

    /// `{a.b.c}` → `a.b.c`, or nil when the text is not a whole-value alias.
    package static func aliasPath(_ text: String) -> String? {
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
