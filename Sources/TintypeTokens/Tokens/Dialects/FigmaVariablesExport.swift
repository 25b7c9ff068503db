import TintypeDocument

/// The response of Figma's REST API for a file's variables (`GET /v1/files/:key/variables/local`):
/// `{"meta": {"variableCollections": {id: {name, modes: [{modeId, name}], defaultModeId}},
/// "variables": {id: {name: "color/primary", variableCollectionId, resolvedType, valuesByMode:
/// {modeId: value}, scopes, description}}}}`. Each variable becomes the token its slash-separated
/// name gives (`color.primary`), with its value in one mode of its collection: the mode named by
/// `--input mode=NAME` in each collection that has it, the collection's default mode elsewhere (a
/// note says which were read). Colours (`{r, g, b, a}` from 0 to 1) are sRGB; an alias
/// (`{"type": "VARIABLE_ALIAS", "id": …}`) becomes `{path}` of the variable it names, in any
/// collection; a number is a px dimension when its scopes are all lengths, a font weight when they
/// are font weights, else a number; a string is a font family when scoped to font families. A
/// boolean or another string has no DTCG type and is left out with a warning.
struct FigmaVariablesExport: TokenPreprocessor {
    /// The mode read in each collection that has one of that name.
    static let inputs = ["mode"]

    /// Counted in each file: one note per export.
    static let form = TokenForm(order: 9, note: "from Figma's variables export (REST API), read as DTCG 2025.10 tokens",
                                strict: "Figma's variables export; --strict-tokens reads DTCG 2025.10 only", extensionKey: "com.figma")

    /// The scopes of a FLOAT that sizes something on screen: a px dimension.
    static let lengthScopes: Set<String> = ["CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "STROKE_FLOAT", "FONT_SIZE", "LINE_HEIGHT",
                                            "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT", "EFFECT_FLOAT"]

    static func prepare(_ documents: [(name: String, document: SourceNode)], options: TokenReadingOptions) -> TokenSet? {
        guard documents.contains(where: { export(in: $0.document) != nil }) else { return nil }
        var diagnostics: [Diagnostic] = []
        var notes = TokenNotes()
        let layers = documents.map { name, document -> TokenSet.Layer in
            guard let meta = export(in: document) else { return TokenSet.Layer(name: name, document: document, label: name) }
            if options.strict {
                diagnostics.append(Diagnostic(file: name, position: document.position, message: form.strictMessage))
                return TokenSet.Layer(name: name, document: SourceNode(value: .object([]), position: document.position), label: name)
            }
            var reading = Reading(file: name, mode: options.input["mode"])
            let tokens = reading.tokens(meta)
            diagnostics += reading.diagnostics
            notes.add(reading.notes)
            return TokenSet.Layer(name: name, document: tokens, label: name)
        }
        return TokenSet(layers: layers, overlays: false, diagnostics: diagnostics, notes: notes, options: options)
    }

    /// The `meta` of an export (or the document, when it is the `meta` alone); nil for any other document.
    static func export(in document: SourceNode) -> SourceNode? {
        let meta = document[member: "meta"] ?? document
        guard meta[member: "variableCollections"]?.members != nil, meta[member: "variables"]?.members != nil else { return nil }
        return meta
    }

    /// One export read into one DTCG document, every problem at its place.
    private struct Reading {
        let file: String
        let mode: String?
        var diagnostics: [Diagnostic] = []
        /// Each variable read, counted for the export's note.
        var notes = TokenNotes()

        mutating func problem(_ position: SourcePosition, _ message: String) {
            say(.error, position, message)
        }

        mutating func say(_ severity: Diagnostic.Severity, _ position: SourcePosition, _ message: String) {
            diagnostics.append(Diagnostic(file: file, position: position, severity: severity, message: message))
        }

        /// A variable left out for `reason`, said at its place.
        mutating func leaveOut(_ reason: TokenOmission, _ position: SourcePosition, _ message: String) {
            diagnostics.append(reason.warning(file, position, message))
        }

        /// Each collection's mode to read, by collection id, and its name and the collection's.
        private mutating func modes(_ collections: [SourceNode.Member]) -> [String: (id: String, mode: String, collection: String)] {
            var chosen: [String: (id: String, mode: String, collection: String)] = [:]
            var allNames: Set<String> = []
            for member in collections {
                let collection = member.value
                let name = collection[member: "name"]?.stringValue ?? member.key
                let modes: [(id: String, name: String)] = (collection[member: "modes"].flatMap { node -> [SourceNode]? in
                    if case .array(let items) = node.value { return items } else { return nil }
                } ?? []).compactMap { mode in
                    guard let id = mode[member: "modeId"]?.stringValue, let name = mode[member: "name"]?.stringValue else { return nil }
                    return (id, name)
                }
                allNames.formUnion(modes.map(\.name))
                let fallback = collection[member: "defaultModeId"]?.stringValue.flatMap { id in modes.first { $0.id == id } } ?? modes.first
                guard let picked = modes.first(where: { $0.name == mode }) ?? fallback else {
                    problem(collection.position, "Figma collection '\(name)' has no modes; a collection lists its modes as [{\"modeId\", \"name\"}]")
                    continue
                }
                chosen[member.key] = (picked.id, picked.name, name)
            }
            if let mode, !allNames.contains(mode) {
                problem(collections.first?.keyPosition ?? SourcePosition(line: 1, column: 1),
                        "--input mode=\(mode): no Figma collection has a mode of that name; the modes are "
                            + allNames.sorted().joined(separator: ", "))
            }
            let said = chosen.values.sorted { $0.collection < $1.collection }.map { "'\($0.mode)' of '\($0.collection)'" }
            if !said.isEmpty, let first = collections.first {
                say(.note, first.keyPosition, "read Figma's modes " + said.joined(separator: ", ")
                    + (mode == nil ? " (each collection's default; choose with --input mode=NAME)" : ""))
            }
            return chosen
        }

        /// The export's variables as one DTCG document of groups and tokens.
        mutating func tokens(_ meta: SourceNode) -> SourceNode {
            let collections = meta[member: "variableCollections"]?.members ?? []
            let variables = meta[member: "variables"]?.members ?? []
            let chosen = modes(collections)
            // Every variable's token path, so an alias in any collection names its target; and the
            // variables left out (a name no DTCG path holds, a type DTCG has not), so an alias to
            // one is left out too rather than called undefined.
            var paths: [String: String] = [:], unnamable: Set<String> = [], leftOut: Set<String> = []
            for variable in variables {
                guard let name = variable.value[member: "name"]?.stringValue else { continue }
                let parts = name.split(separator: "/", omittingEmptySubsequences: false).map { String($0).trimmedOfWhitespace }
                paths[variable.key] = parts.joined(separator: ".")
                if parts.contains(where: { $0.isEmpty || $0.contains(where: { ".{}".contains($0) }) }) {
                    leaveOut(.unnamable, variable.value.position, "Figma variable '\(name)' has a name no DTCG path holds (an empty part, "
                        + "or '.', '{' or '}' in one); it is left out: rename it in Figma")
                    unnamable.insert(variable.key)
                }
                if Self.type(variable.value[member: "resolvedType"]?.stringValue ?? "", scopes: Self.scopes(of: variable.value)) == nil {
                    leftOut.insert(variable.key)
                }
            }
            leftOut.formUnion(unnamable)
            var root = Group()
            for variable in variables where !unnamable.contains(variable.key) {
                guard let token = token(variable, paths: paths, leftOut: leftOut, chosen: chosen), let path = paths[variable.key] else { continue }
                if !root.insert(token, at: path.split(separator: ".").map(String.init)) {
                    problem(variable.keyPosition, "Figma variable '\(path)' has the name of another variable or of a group of them; "
                        + "rename one in Figma")
                    continue
                }
                notes.add(FigmaVariablesExport.form, in: file, at: variable.keyPosition)
            }
            return root.node(at: meta.position)
        }

        /// One variable as a DTCG token; nil when it is left out or malformed (said at its place).
        private mutating func token(_ variable: SourceNode.Member, paths: [String: String], leftOut: Set<String>,
                                    chosen: [String: (id: String, mode: String, collection: String)]) -> SourceNode? {
            let node = variable.value, position = variable.value.position
            guard let path = paths[variable.key] else {
                problem(position, "Figma variable '\(variable.key)' has no \"name\"")
                return nil
            }
            guard let collection = node[member: "variableCollectionId"]?.stringValue, let mode = chosen[collection] else {
                problem(position, "Figma variable '\(path)' names no collection of the export in \"variableCollectionId\"")
                return nil
            }
            guard let value = node[member: "valuesByMode"]?[member: mode.id] else {
                problem(position, "Figma variable '\(path)' has no value in mode '\(mode.mode)' of '\(mode.collection)'")
                return nil
            }
            let resolvedType = node[member: "resolvedType"]?.stringValue ?? ""
            guard let type = Self.type(resolvedType, scopes: Self.scopes(of: node)) else {
                leaveOut(.noMeaning, position, "Figma variable '\(path)' is a \(resolvedType.lowercased())"
                    + (resolvedType == "STRING" ? " not scoped to font families" : "") + ", which has no DTCG type; it is left out")
                return nil
            }
            var members: [SourceNode.Member] = [member("$type", .string(type), at: position)]
            if let alias = value[member: "type"]?.stringValue, alias == "VARIABLE_ALIAS" {
                if let id = value[member: "id"]?.stringValue, leftOut.contains(id) {
                    leaveOut(.dependent, value.position, "Figma variable '\(path)' aliases '\(paths[id] ?? id)', which is left out; it is left out too")
                    return nil
                }
                guard let target = value[member: "id"]?.stringValue.flatMap({ paths[$0] }) else {
                    problem(value.position, "Figma variable '\(path)' aliases '\(value[member: "id"]?.stringValue ?? "")', no variable of the export")
                    return nil
                }
                members.append(member("$value", .string("{\(target)}"), at: value.position))
            } else if let converted = convert(value, type: type, path: path) {
                members.append(SourceNode.Member(key: "$value", keyPosition: value.position, value: converted))
            } else {
                return nil
            }
            if let description = node[member: "description"]?.stringValue, !description.isEmpty {
                members.append(member("$description", .string(description), at: position))
            }
            return SourceNode(value: .object(members), position: position)
        }

        /// A variable's scopes (`FONT_FAMILY`, `GAP`, …).
        private static func scopes(of variable: SourceNode) -> Set<String> {
            guard case .array(let items)? = variable[member: "scopes"]?.value else { return [] }
            return Set(items.compactMap(\.stringValue))
        }

        /// The DTCG type of a variable: its resolved type, and for numbers and strings its scopes.
        private static func type(_ resolvedType: String, scopes: Set<String>) -> String? {
            switch resolvedType {
            case "COLOR": return "color"
            case "FLOAT":
                if !scopes.isEmpty, scopes.isSubset(of: FigmaVariablesExport.lengthScopes) { return "dimension" }
                if scopes == ["FONT_WEIGHT"] { return "fontWeight" }
                return "number"
            case "STRING": return scopes == ["FONT_FAMILY"] ? "fontFamily" : nil
            default: return nil
            }
        }

        /// A literal value in its DTCG form.
        private mutating func convert(_ value: SourceNode, type: String, path: String) -> SourceNode? {
            let at = value.position
            switch (type, value.value) {
            case ("color", .object):
                let channels = ["r", "g", "b", "a"].map { value[member: $0].flatMap { node -> Double? in
                    if case .number(let number) = node.value { return number } else { return nil }
                } }
                guard let r = channels[0], let g = channels[1], let b = channels[2], [r, g, b, channels[3] ?? 1].allSatisfy({ (0...1).contains($0) }) else {
                    problem(at, "Figma variable '\(path)': a colour is {\"r\", \"g\", \"b\", \"a\"}, each from 0 to 1")
                    return nil
                }
                var members = [member("colorSpace", .string("srgb"), at: at),
                               member("components", .array([r, g, b].map { SourceNode(value: .number($0), position: at) }), at: at)]
                if let alpha = channels[3], alpha < 1 { members.append(member("alpha", .number(alpha), at: at)) }
                return SourceNode(value: .object(members), position: at)
            case ("dimension", .number(let number)):
                return SourceNode(value: .object([member("value", .number(number), at: at), member("unit", .string("px"), at: at)]), position: at)
            case ("number", .number), ("fontWeight", .number), ("fontFamily", .string):
                return value
            default:
                problem(at, "Figma variable '\(path)': \(value.kindDescription) is no value of a \(type) variable")
                return nil
            }
        }

        private func member(_ key: String, _ value: SourceNode.Value, at position: SourcePosition) -> SourceNode.Member {
            SourceNode.Member(key: key, keyPosition: position, value: SourceNode(value: value, position: position))
        }
    }

    /// The groups the variables' names make, built as they are read, in the export's order.
    private struct Group {
        var members: [(key: String, group: Group?, token: SourceNode?)] = []

        /// Places `token` at `path`; false when a token or group already stands there.
        mutating func insert(_ token: SourceNode, at path: [String]) -> Bool {
            guard let first = path.first, !first.isEmpty else { return false }
            let index = members.firstIndex { $0.key == first }
            if path.count == 1 {
                guard index == nil else { return false }
                members.append((first, nil, token))
                return true
            }
            if let index {
                guard var group = members[index].group else { return false }
                let placed = group.insert(token, at: Array(path.dropFirst()))
                members[index].group = group
                return placed
            }
            var group = Group()
            guard group.insert(token, at: Array(path.dropFirst())) else { return false }
            members.append((first, group, nil))
            return true
        }

        func node(at position: SourcePosition) -> SourceNode {
            SourceNode(value: .object(members.map { member in
                let value = member.token ?? member.group?.node(at: position) ?? SourceNode(value: .object([]), position: position)
                return SourceNode.Member(key: member.key, keyPosition: value.position, value: value)
            }), position: position)
        }
    }
}
