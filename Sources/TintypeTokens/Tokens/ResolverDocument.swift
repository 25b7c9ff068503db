import TintypeDocument

/// A DTCG 2025.10 resolver document: sets and modifiers of token sources and the order that
/// composes them. Given an input (a context for each modifier) it yields one set of tokens. The
/// document and each token file it refers to are read once, however many inputs are resolved.
public final class ResolverDocument {
    public let file: String
    /// The document itself (its name and description are the imported theme's).
    public let root: SourceNode
    private let files: DocumentFiles
    private let options: TokenReadingOptions
    /// The token files read so far, by path; nil for one that could not be read (its problems are
    /// in `failures`).
    private var loaded: [String: SourceNode?] = [:]
    private var failures: [String: [Diagnostic]] = [:]

    /// Reads the document at `path` (token files are read as resolutions need them, relative to it).
    public convenience init(path: String, files: DocumentFiles, options: TokenReadingOptions = .init()) throws(Diagnostics) {
        self.init(path: path, root: try files.document(at: path, as: .resolver), files: files, options: options)
    }

    /// The document at `path`, already parsed.
    public init(path: String, root: SourceNode, files: DocumentFiles, options: TokenReadingOptions = .init()) {
        file = path
        self.root = root
        self.files = files
        self.options = options
    }

    /// Whether a document is a resolver document (it has a `resolutionOrder`), not a token file.
    public static func isResolverDocument(_ document: SourceNode) -> Bool {
        guard case .object(let members) = document.value else { return false }
        return members.has("resolutionOrder")
    }

    /// Chooses each modifier's context from `input` (or its `default`) and resolves the layered
    /// tokens. Every problem is reported together at its file, line and column.
    public func resolve(input: [String: String]) throws(Diagnostics) -> DesignTokens {
        var reader = Reader(file: file, input: input, load: load)
        let layers = reader.layers(root)
        return try DesignTokenReader.read(layers: layers, diagnostics: reader.decoder.diagnostics, options: options)
    }

    /// A token file's document, read once, or its problems; nil when there is no such file.
    private func load(_ path: String) -> Result<SourceNode, Diagnostics>? {
        guard files.kind(of: path) != nil else { return nil }
        if let document = loaded[path] {
            return document.map { .success($0) } ?? .failure(Diagnostics(failures[path] ?? []))
        }
        do {
            let document = try files.document(at: path, as: .tokenFile)
            loaded[path] = document
            return .success(document)
        } catch {
            loaded[path] = .some(nil)
            failures[path] = error.diagnostics
            return .failure(error)
        }
    }

    private struct Reader {
        let file: String
        let input: [String: String]
        let load: (String) -> Result<SourceNode, Diagnostics>?
        /// The one document decoder, keeping every problem: a resolver document is a file people write.
        let decoder: DocumentDecoder
        var sets: [String: SourceNode] = [:]
        /// The sets being expanded, outermost first: a set met again is a cycle, and the chain is bounded.
        var expanding: [String] = []
        /// How deeply sets may include sets.
        static let maximumSetDepth = 64

        init(file: String, input: [String: String], load: @escaping (String) -> Result<SourceNode, Diagnostics>?) {
            self.file = file
            self.input = input
            self.load = load
            decoder = DocumentDecoder(file: file, document: "a resolver document", policy: .everyProblem)
        }

        func error(_ position: SourcePosition, _ message: String) {
            decoder.keep(Diagnostic(file: file, position: position, message: message))
        }

        /// The keys a set and a modifier may have (an inline one also `type` and `name`).
        static let setKeys = ["description", "sources", "$extensions"]
        static let modifierKeys = ["description", "contexts", "default", "$extensions"]

        /// Reports keys of a set or modifier that are not its, and an `$extensions` that is no object.
        func checkKeys(_ node: SourceNode, allowed: [String], what: String) {
            guard node.members != nil else { return }
            _ = knownMembers(node, allowed: allowed, in: what, listing: true)
            if let extensions = node[member: "$extensions"], extensions.members == nil {
                error(extensions.position, "\(what): $extensions is an object keyed by vendor, not \(extensions.kindDescription)")
            }
        }

        /// An object's members, each unknown key reported at the key (`listing` the known ones); a
        /// repeated key is not a problem (the conformance suite's own documents repeat one).
        func knownMembers(_ node: SourceNode, allowed: [String], in what: String, listing: Bool) -> [SourceNode.Member]? {
            decoder.keep { () throws(Diagnostic) in
                try decoder.object(node, " for \(what)", known: allowed, twice: nil, unknown: {
                    "unknown key '\($0.key)' in \(what)" + (closestMatch(to: $0.key, in: allowed).map { "; did you mean '\($0)'?" } ?? "")
                        + (listing ? "; it has " + allowed.joined(separator: ", ") : "")
                })
            }
        }

        /// The token documents of the resolution, in order.
        mutating func layers(_ root: SourceNode) -> [(name: String, document: SourceNode)] {
            guard root.members != nil else {
                error(root.position, "a resolver document is an object with version, sets, modifiers and resolutionOrder")
                return []
            }
            // `$defs` is allowed and ignored, as the resolver module says.
            let known = ["$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs"]
            _ = knownMembers(root, allowed: known, in: "the resolver document", listing: false)
            guard case .string("2025.10")? = root[member: "version"]?.value else {
                error(root[member: "version"]?.position ?? root.position, "a resolver document needs \"version\": \"2025.10\"")
                return []
            }
            if case .object(let declared)? = root[member: "sets"]?.value {
                for set in declared {
                    sets[set.key] = set.value
                    checkKeys(set.value, allowed: Self.setKeys, what: "set '\(set.key)'")
                }
            }
            var modifiers: [String: SourceNode] = [:]
            if case .object(let declared)? = root[member: "modifiers"]?.value {
                for modifier in declared {
                    modifiers[modifier.key] = modifier.value
                    checkKeys(modifier.value, allowed: Self.modifierKeys, what: "modifier '\(modifier.key)'")
                }
            }
            guard case .array(let order)? = root[member: "resolutionOrder"]?.value else {
                error(root.position, "a resolver document needs a \"resolutionOrder\" array")
                return []
            }
            guard !order.isEmpty else {
                error(root[member: "resolutionOrder"]?.position ?? root.position,
                      "the resolutionOrder is empty; list the sets and modifiers to resolve, in order")
                return []
            }
            var used = Set<String>()
            /// Each name in the resolution order, where it was first: a name may stand there once.
            var named: [String: SourcePosition] = [:]
            func name(_ name: String, at position: SourcePosition) {
                if let first = named[name] {
                    error(position, "'\(name)' stands in the resolutionOrder twice (first at \(first)); each set and modifier is listed once")
                } else {
                    named[name] = position
                }
            }
            var result: [(name: String, document: SourceNode)] = []
            for item in order {
                if case .string(let pointer)? = item[member: "$ref"]?.value {
                    if pointer.hasPrefix("#/sets/") || pointer.hasPrefix("#/modifiers/") {
                        name(String(pointer.split(separator: "/").last ?? ""), at: item.position)
                    }
                    if pointer.hasPrefix("#/sets/"), let set = sets[String(pointer.dropFirst(7))] {
                        expanding = [String(pointer.dropFirst(7))]
                        result += sources(of: set, at: item.position)
                        expanding = []
                    } else if pointer.hasPrefix("#/modifiers/"), let modifier = modifiers[String(pointer.dropFirst(12))] {
                        let name = String(pointer.dropFirst(12))
                        used.insert(name)
                        result += context(of: modifier, named: name)
                    } else {
                        error(item.position, "\(pointer) names no set or modifier of this document")
                    }
                } else if case .string(let type)? = item[member: "type"]?.value, case .string(let itemName)? = item[member: "name"]?.value {
                    name(itemName, at: item.position)
                    if type == "set" {
                        checkKeys(item, allowed: Self.setKeys + ["type", "name"], what: "inline set '\(itemName)'")
                        result += sources(of: item, at: item.position)
                    } else if type == "modifier" {
                        checkKeys(item, allowed: Self.modifierKeys + ["type", "name"], what: "inline modifier '\(itemName)'")
                        used.insert(itemName)
                        result += context(of: item, named: itemName)
                    } else {
                        error(item.position, "an inline resolution item has type \"set\" or \"modifier\", not '\(type)'")
                    }
                } else if let itemName = item[member: "name"]?.stringValue {
                    error(item.position, "inline item '\(itemName)' needs \"type\": \"set\" or \"modifier\"")
                } else if let type = item[member: "type"]?.stringValue {
                    error(item.position, "an inline \(type) needs a \"name\", unique in the resolutionOrder")
                } else {
                    error(item.position, "a resolution item is {\"$ref\": \"#/sets/…\"} or an inline set or modifier with name and type")
                }
            }
            for key in input.keys.sorted() where !used.contains(key) {
                error(root.position, "the input names modifier '\(key)', which the resolution order does not use"
                    + (closestMatch(to: key, in: Array(used)).map { "; did you mean '\($0)'?" } ?? ""))
            }
            return result
        }

        /// A set's sources (files, inline tokens, or other sets).
        mutating func sources(of set: SourceNode, at position: SourcePosition) -> [(name: String, document: SourceNode)] {
            guard case .array(let list)? = set[member: "sources"]?.value else {
                error(position, "a set needs a \"sources\" array")
                return []
            }
            return list.flatMap { expand($0) }
        }

        /// A modifier's chosen context: the input's, else its default.
        mutating func context(of modifier: SourceNode, named name: String) -> [(name: String, document: SourceNode)] {
            guard case .object(let contexts)? = modifier[member: "contexts"]?.value, !contexts.isEmpty else {
                error(modifier.position, "modifier '\(name)' needs a non-empty \"contexts\" map")
                return []
            }
            guard contexts.count >= 2 else {
                error(modifier[member: "contexts"]?.position ?? modifier.position,
                      "modifier '\(name)' has one context; a modifier chooses between two or more (one is a set: make it a set)")
                return []
            }
            var chosen: String?
            if case .string(let fallback)? = modifier[member: "default"]?.value {
                if !contexts.has(fallback) {
                    error(modifier[member: "default"]?.position ?? modifier.position, "modifier '\(name)': default '\(fallback)' is not one of its contexts")
                }
                chosen = fallback
            }
            if let given = input[name] { chosen = given }
            let names = contexts.map(\.key)
            guard let chosen else {
                error(modifier.position, "modifier '\(name)' has no default; give --input \(name)=CONTEXT (\(names.joined(separator: ", ")))")
                return []
            }
            // Every context is an array of sources, chosen or not.
            for context in contexts {
                guard case .array = context.value.value else {
                    error(context.value.position, "modifier '\(name)': context '\(context.key)' is \(context.value.kindDescription); "
                        + "a context is an array of sources (token files, sets, inline tokens)")
                    continue
                }
            }
            // No context may include a modifier, whichever is chosen (the chosen one is checked as it is read).
            for context in contexts where context.key != chosen {
                guard case .array(let list) = context.value.value else { continue }
                for source in list {
                    if let reference = source[member: "$ref"]?.stringValue, reference.hasPrefix("#/modifiers/") {
                        error(source.position, "\(reference): a set or a modifier's context cannot include a modifier; "
                            + "only the resolutionOrder lists modifiers")
                    }
                }
            }
            guard let context = contexts.member(chosen) else {
                error(modifier.position, "modifier '\(name)' has no context '\(chosen)'"
                    + (closestMatch(to: chosen, in: names).map { "; did you mean '\($0)'?" } ?? "") + "; it has \(names.joined(separator: ", "))")
                return []
            }
            guard case .array(let list) = context.value.value else { return [] }
            return list.flatMap { expand($0) }
        }

        /// One source: a token file, a set of this document, or inline tokens.
        mutating func expand(_ source: SourceNode) -> [(name: String, document: SourceNode)] {
            guard case .string(let reference)? = source[member: "$ref"]?.value else { return [(file, source)] }
            if reference.hasPrefix("#/sets/") {
                guard let set = sets[String(reference.dropFirst(7))] else {
                    error(source.position, "\(reference) names no set of this document")
                    return []
                }
                if case .array(let list)? = set[member: "sources"]?.value, list.contains(where: { $0[member: "$ref"]?.value == .string(reference) }) {
                    error(source.position, "\(reference) refers to itself")
                    return []
                }
                let name = String(reference.dropFirst(7))
                if let start = expanding.firstIndex(of: name) {
                    let chain = (expanding[start...] + [name]).map { "#/sets/\($0)" }.joined(separator: " → ")
                    error(source.position, "set cycle: \(chain); a set cannot include itself through others, so remove one of these references")
                    return []
                }
                guard expanding.count < Self.maximumSetDepth else {
                    error(source.position, "sets include sets more than \(Self.maximumSetDepth) deep here; flatten the chain")
                    return []
                }
                expanding.append(name)
                defer { expanding.removeLast() }
                return sources(of: set, at: source.position)
            }
            if reference.hasPrefix("#/modifiers/") {
                error(source.position, "\(reference): a set or a modifier's context cannot include a modifier; "
                    + "only the resolutionOrder lists modifiers")
                return []
            }
            guard !reference.hasPrefix("#"), !reference.contains("://") else {
                error(source.position, "\(reference): only token files beside the document and sets of this document can be referred to")
                return []
            }
            let directory = file.lastIndex(of: "/").map { String(file[...$0]) } ?? ""
            let path = reference.hasPrefix("/") ? reference : directory + reference
            switch load(path) {
            case .success(let document)?: return [(path, document)]
            case .failure(let error)?:
                for problem in error.diagnostics { decoder.keep(problem) }
                return []
            case nil:
                self.error(source.position, "token file \(path) does not exist")
                return []
            }
        }
    }
}
