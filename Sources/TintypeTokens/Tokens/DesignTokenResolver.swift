import TintypeDocument

extension DesignTokenReader {
    /// A reference inside a token's value: an alias `{a.b}` or a JSON-pointer `$ref`, which may
    /// name a member inside the token's value (`#/shadow/$value/color` → `shadow`, `["color"]`).
    struct Reference {
        var target: String
        var position: SourcePosition
        var inside: [String] = []
    }

    /// Resolves tokens depth first without recursion, each once, reporting missing targets, cycles
    /// (with the whole chain), missing types and type mismatches.
    struct Resolver {
        let raw: [String: RawToken]
        /// Tokens refused as written: a reference to one says so, once for each token that makes it.
        let rejected: Set<String>
        /// Tokens not read because their set is disabled, with the words for where they are.
        var disabled: [String: String] = [:]
        /// Tokens left out with a warning; a token that refers to one is left out too, and said so.
        var leftOut: Set<String> = []
        var resolved: [String: DesignTokens.Token] = [:]
        var failed: Set<String> = []
        var diagnostics: [Diagnostic] = []
        /// Number tokens given the number of the dimension or weight they alias, per file: one note each.
        private(set) var notes = TokenNotes()
        /// A number token that aliases a dimension or a weight takes its number, as sd-transforms reads it.
        static let numberFromAlias = TokenForm(
            order: 8, note: "of type number aliasing a dimension or a weight, given its number (as sd-transforms reads it)",
            strict: "a number token aliasing a dimension or a weight; DTCG 2025.10 requires the same type")

        /// How values are read beyond DTCG 2025.10 (em dimensions, unless `--strict-tokens`).
        let rules: TokenValue.Rules

        init(raw: [String: RawToken], rejected: Set<String> = [], rules: TokenValue.Rules) {
            self.raw = raw
            self.rejected = rejected
            self.rules = rules
            resolved.reserveCapacity(raw.count)
        }

        mutating func resolve(_ start: String) {
            guard resolved[start] == nil, !failed.contains(start) else { return }
            // The tokens being resolved, outermost first; short, so a linear search beats a set.
            var chain: [String] = [start]
            while let path = chain.last {
                guard let token = raw[path] else {
                    chain.removeLast()
                    continue
                }
                let references = self.references(in: token)
                var next: String?
                var broken = false
                for reference in references {
                    if resolved[reference.target] != nil { continue }
                    if leftOut.contains(reference.target) {
                        diagnostics.append(TokenOmission.dependent.warning(token.file, reference.position,
                            "token '\(path)' refers to {\(reference.target)}, which is left out; it is left out too"))
                        leftOut.insert(path)
                        broken = true
                        break
                    }
                    if failed.contains(reference.target) {
                        broken = true
                        continue
                    }
                    if chain.contains(reference.target) {
                        let loop = chain[(chain.firstIndex(of: reference.target) ?? 0)...] + [reference.target]
                        report(token, reference.position, "reference cycle: " + loop.joined(separator: " → "))
                        for member in loop { failed.insert(member) }
                        broken = true
                        break
                    }
                    if raw[reference.target] == nil, rejected.contains(reference.target) {
                        report(token, reference.position, "token '\(path)' depends on {\(reference.target)}, which was refused (see its error)")
                        broken = true
                        break
                    }
                    if raw[reference.target] == nil, let place = disabled[reference.target] {
                        report(token, reference.position, "token '\(path)' refers to {\(reference.target)}, which is in \(place); enable the set or refer to another token")
                        broken = true
                        continue
                    }
                    if raw[reference.target] == nil {
                        let candidates = raw.keys.filter { $0 != path }
                        let suggestion = closestMatch(to: reference.target, in: Array(candidates)).map { "; did you mean {\($0)}?" } ?? ""
                        report(token, reference.position, "token '\(path)' refers to {\(reference.target)}, which is not defined\(suggestion)")
                        broken = true
                        continue
                    }
                    next = reference.target
                    break
                }
                if let next, !broken {
                    chain.append(next)
                    continue
                }
                chain.removeLast()
                if broken || failed.contains(path) {
                    failed.insert(path)
                } else {
                    finish(token)
                }
            }
        }

        private mutating func report(_ token: RawToken, _ position: SourcePosition, _ message: String) {
            diagnostics.append(Diagnostic(file: token.file, position: position, message: message))
        }

        /// Every reference in a token's value, in document order, then its colour modifier's.
        private mutating func references(in token: RawToken) -> [Reference] {
            // A Tokens Studio colour modifier may refer to an amount or a colour: resolved first.
            var modifier: [Reference] = []
            if rules.dialects, token.extensions != nil, let found = try? TokensStudioColorModifier.read(token.extensions) {
                modifier = found.references.map { Reference(target: $0, position: token.position) }
            }
            // Most values are one string: a whole-value alias, or a value that refers to nothing.
            if case .string(let text) = token.value.value, !text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
                return modifier
            }
            var found: [Reference] = []
            var stack = [token.value]
            while let node = stack.popLast() {
                switch node.value {
                case .string(let text):
                    if let target = aliasPath(text) {
                        found.append(Reference(target: target, position: node.position))
                    } else if let problem = Self.brokenReference(text) {
                        report(token, node.position, "token '\(token.path)': \(problem)")
                        failed.insert(token.path)
                    } else if TokenExpression.isExpression(text) {
                        found += TokenExpression.references(in: text).map { Reference(target: $0, position: node.position) }
                    }
                case .array(let items): stack += items.reversed()
                case .object(let members):
                    if let pointer = members.member("$ref") {
                        if let reference = pointerTarget(pointer.value, in: token) { found.append(reference) }
                    } else {
                        stack += members.map(\.value).reversed()
                    }
                default: break
                }
            }
            return found + modifier
        }

        /// What is wrong with a string that looks like a reference but is none: `{}`, `{a.b` or `a.b}`.
        static func brokenReference(_ text: String) -> String? {
            if text == "{}" { return "'{}' is an empty reference; write the token's path, {group.token}" }
            let opens = text.utf8.count { $0 == UInt8(ascii: "{") }, closes = text.utf8.count { $0 == UInt8(ascii: "}") }
            guard opens != closes else { return nil }
            return "'\(text)' is missing \(opens > closes ? "a closing" : "an opening") brace; a reference is {group.token}"
        }

        /// What a `$ref` points at, reporting a pointer that is not `#/path/to/token/$value` with
        /// perhaps a member path after it.
        private mutating func pointerTarget(_ node: SourceNode, in token: RawToken) -> Reference? {
            guard let text = node.stringValue, let (path, inside) = pointer(text) else {
                report(token, node.position, "token '\(token.path)': $ref \(node.stringValue.map { "'\($0)'" } ?? node.kindDescription) is not "
                    + "a JSON pointer to a token's value: write \"#/group/token/$value\", and a member after it if need be "
                    + "(\"#/shadow/$value/color\")")
                failed.insert(token.path)
                return nil
            }
            return Reference(target: path, position: node.position, inside: inside)
        }

        /// Substitutes resolved references, settles the type and parses the value by its type's rules.
        private mutating func finish(_ token: RawToken) {
            // A composite's member that names a token of another type: refused at the member.
            if let type = token.declaredType, let (position, message) = CompositeMemberTypes.mismatch(
                in: token.value, type: type, typeOf: { resolved[$0]?.type }, lengthLineHeights: rules.dialects) {
                report(token, position, "token '\(token.path)' (\(type.rawValue)): \(message)")
                failed.insert(token.path)
                return
            }
            var value: SourceNode
            do {
                value = try substitute(token.value)
            } catch {
                report(token, error.position, "token '\(token.path)': \(error.message)")
                failed.insert(token.path)
                return
            }
            var type = token.declaredType
            // A whole-value alias of the same type is its target's value, already settled and parsed.
            var aliasedValue: TokenValue?
            if case .string(let text) = token.value.value, let target = aliasPath(text), let aliased = resolved[target] {
                if type == nil || type == aliased.type { aliasedValue = aliased.typed }
                if let declared = type, declared != aliased.type {
                    if declared == .number, rules.dialects, let number = Self.number(of: aliased.typed) {
                        // sd-transforms reads a number that aliases a unitless size ("18") or a weight name as that number.
                        value = SourceNode(value: .number(number), position: token.value.position)
                        notes.add(Self.numberFromAlias, in: token.file, at: token.value.position)
                    } else {
                        report(token, token.value.position, "token '\(token.path)' has $type \(declared.rawValue) but aliases {\(target)}, a \(aliased.type.rawValue)")
                        failed.insert(token.path)
                        return
                    }
                } else {
                    type = aliased.type
                }
            }
            if let pointer = token.value[member: "$ref"], let text = pointer.stringValue, let (path, inside) = DesignTokenReader.pointer(text),
               inside.isEmpty, let target = resolved[path] {
                if let declared = type, declared != target.type {
                    report(token, pointer.position, "token '\(token.path)' has $type \(declared.rawValue) but its $ref names {\(path)}, a \(target.type.rawValue)")
                    failed.insert(token.path)
                    return
                }
                type = target.type
            }
            guard let type else {
                report(token, token.position, "token '\(token.path)' has no $type: give it one, or its group (Tintype never infers a type)")
                failed.insert(token.path)
                return
            }
            if var typed = aliasedValue {
                if type == .color { applyModifier(token, &value, &typed) }
                resolved[token.path] = DesignTokens.Token(path: token.path, type: type, value: value, typed: typed, file: token.file,
                                                          position: token.position, extensions: token.extensions, description: token.description)
                return
            }
            // Tokens Studio's math, now that what it refers to is resolved.
            do {
                value = try evaluateExpressions(in: value, type: type)
            } catch {
                report(token, token.value.position, "token '\(token.path)' (\(type.rawValue)): \(error.message)")
                failed.insert(token.path)
                return
            }
            if type == .typography {
                // Lengths relative to the size (em letter spacing, px line heights) are settled now it is known.
                do {
                    value = try DraftValues.settle(value) ?? value
                } catch {
                    report(token, token.value.position, "token '\(token.path)' (typography): \(error.message)")
                    failed.insert(token.path)
                    return
                }
            }
            if rules.dialects { value = Self.flattenedFamilies(value, type: type) }
            var typed: TokenValue
            do {
                typed = try TokenValue(value, type: type, rules: rules)
            } catch {
                // A problem inside a value substituted from elsewhere stands at the token's own value.
                let position = error.position >= token.position ? error.position : token.value.position
                report(token, position, "token '\(token.path)' (\(type.rawValue)): \(error.message)")
                failed.insert(token.path)
                return
            }
            if type == .color { applyModifier(token, &value, &typed) }
            resolved[token.path] = DesignTokens.Token(path: token.path, type: type, value: value, typed: typed, file: token.file,
                                                      position: token.position, extensions: token.extensions, description: token.description)
        }

        /// A colour token's Tokens Studio modifier applied to its colour, as sd-transforms applies it;
        /// where it cannot be (or `--strict-tokens` reads DTCG only), a warning, and the colour as it is.
        private mutating func applyModifier(_ token: RawToken, _ value: inout SourceNode, _ typed: inout TokenValue) {
            guard token.extensions != nil, case .color(let color) = typed else { return }
            let unmodified = "the colour is left unmodified, which a Tokens Studio build would not do"
            do throws(TokenValueProblem) {
                guard let modifier = try TokensStudioColorModifier.read(token.extensions) else { return }
                guard rules.dialects else {
                    diagnostics.append(TokenOmission.unmodified.warning(token.file, token.position,
                        "token '\(token.path)': \(TokensStudioColorModifier.applied.strictMessage); \(unmodified)"))
                    return
                }
                let modified = try modifier.apply(to: color, resolved: resolved)
                typed = .color(modified)
                value = TokensStudioColorModifier.node(modified, at: value.position)
                notes.add(TokensStudioColorModifier.applied, in: token.file, at: token.position)
            } catch {
                diagnostics.append(TokenOmission.unmodified.warning(token.file, error.position, "token '\(token.path)': \(error.message); \(unmodified)"))
            }
        }

        /// The number a number token aliasing `value` takes: a px dimension's, a weight's; nil for any other.
        static func number(of value: TokenValue) -> Double? {
            switch value {
            case .dimension(let dimension) where dimension.unit == "px": dimension.value
            case .fontWeight(let weight): weight
            default: nil
            }
        }

        /// A family list whose items were stacks themselves (`"Archivo, {font.body}"` with
        /// `font.body` a list) as one list, in order, each family once.
        static func flattenedFamilies(_ value: SourceNode, type: TokenType) -> SourceNode {
            func flat(_ node: SourceNode) -> SourceNode {
                guard case .array(let items) = node.value, items.contains(where: { if case .array = $0.value { true } else { false } }) else { return node }
                var families: [SourceNode] = []
                for item in items {
                    let parts: [SourceNode] = if case .array(let inner) = item.value { inner } else { [item] }
                    for part in parts where !families.contains(where: { $0.value == part.value }) { families.append(part) }
                }
                return SourceNode(value: .array(families), position: node.position)
            }
            switch type {
            case .fontFamily: return flat(value)
            case .typography:
                guard let members = value.members, let family = value.member("fontFamily") else { return value }
                return SourceNode(value: .object(members.map { $0.key == "fontFamily" ? SourceNode.Member(key: $0.key, keyPosition: $0.keyPosition, value: flat(family.value)) : $0 }),
                                  position: value.position)
            default: return value
            }
        }

        /// The members of composites that may hold math (`"spread": "{bw} + {bw}"`, `"y": "-{bw}"`), and
        /// the type each member's result takes.
        static let mathMembers: [TokenType: [String: TokenType]] = [
            .typography: ["fontSize": .dimension, "letterSpacing": .dimension, "lineHeight": .number, "fontWeight": .fontWeight],
            .shadow: ["offsetX": .dimension, "offsetY": .dimension, "blur": .dimension, "spread": .dimension],
            .border: ["width": .dimension],
            .gradient: ["position": .number],
        ]

        /// The value with each expression (`{size.base} * 1.5`) replaced by its result: a number, or a
        /// dimension (px when the math has no unit); a composite's members (`mathMembers`) likewise.
        private func evaluateExpressions(in value: SourceNode, type: TokenType) throws(TokenExpression.Problem) -> SourceNode {
            switch value.value {
            case .string(let text) where TokenExpression.numericTypes.contains(type.rawValue) && TokenExpression.isExpression(text):
                var values: [String: TokenExpression.Quantity] = [:]
                for path in TokenExpression.references(in: text) {
                    guard let token = resolved[path] else { continue }
                    switch token.typed {
                    case .number(let number), .fontWeight(let number): values[path] = .init(value: number, unit: nil)
                    case .dimension(let dimension): values[path] = .init(value: dimension.value, unit: dimension.unit)
                    default: break
                    }
                }
                let result: TokenExpression.Quantity
                do {
                    result = try TokenExpression.evaluate(text, values: values)
                } catch {
                    throw TokenExpression.Problem(message: "'\(text)': \(error.message)")
                }
                switch type {
                case .dimension:
                    return SourceNode(value: .object([
                        .init(key: "value", keyPosition: value.position, value: SourceNode(value: .number(result.value), position: value.position)),
                        .init(key: "unit", keyPosition: value.position, value: SourceNode(value: .string(result.unit ?? "px"), position: value.position)),
                    ]), position: value.position)
                case .number, .fontWeight:
                    guard result.unit == nil else {
                        throw TokenExpression.Problem(message: "'\(text)' is a length in \(result.unit ?? ""); a \(type.rawValue) token takes a number")
                    }
                    return SourceNode(value: .number(result.value), position: value.position)
                default: return value
                }
            case .array(let items) where type == .shadow || type == .gradient:
                var output: [SourceNode] = []
                for item in items { output.append(try evaluateExpressions(in: item, type: type)) }
                return SourceNode(value: .array(output), position: value.position)
            case .object(let members):
                guard let types = Self.mathMembers[type] else { return value }
                var output: [SourceNode.Member] = []
                for member in members {
                    var evaluated = member.value
                    if let memberType = types[member.key] {
                        do {
                            evaluated = try evaluateExpressions(in: member.value, type: memberType)
                        } catch {
                            throw TokenExpression.Problem(message: "\(member.key): \(error.message)")
                        }
                    }
                    output.append(.init(key: member.key, keyPosition: member.keyPosition, value: evaluated))
                }
                return SourceNode(value: .object(output), position: value.position)
            default: return value
            }
        }

        /// The value with aliases and `$ref`s replaced by their targets' resolved values (a pointer's
        /// member path followed into the target's value).
        private func substitute(_ node: SourceNode) throws(TokenValueProblem) -> SourceNode {
            switch node.value {
            case .string(let text):
                if let target = aliasPath(text), let token = resolved[target] { return token.value }
                return node
            case .array(let items):
                var output: [SourceNode] = []
                for item in items { output.append(try substitute(item)) }
                return SourceNode(value: .array(output), position: node.position)
            case .object(let members):
                if let pointer = members.member("$ref"), let text = pointer.value.stringValue,
                   let (path, inside) = DesignTokenReader.pointer(text), let token = resolved[path] {
                    guard members.count == 1 else {
                        throw TokenValueProblem("a {\"$ref\"} object has nothing beside $ref", at: node.position)
                    }
                    return try Self.follow(inside, in: token.value, pointer: text, at: pointer.value.position)
                }
                var output: [SourceNode.Member] = []
                for member in members { output.append(.init(key: member.key, keyPosition: member.keyPosition, value: try substitute(member.value))) }
                return SourceNode(value: .object(output), position: node.position)
            default: return node
            }
        }

        /// The member `path` names inside a resolved value: object keys and array indexes (`0`, `1`, …).
        private static func follow(_ path: [String], in value: SourceNode, pointer: String, at position: SourcePosition) throws(TokenValueProblem) -> SourceNode {
            var current = value
            for step in path {
                switch current.value {
                case .object:
                    guard let next = current[member: step] else {
                        throw TokenValueProblem("$ref '\(pointer)' names '\(step)', which the value does not have", at: position)
                    }
                    current = next
                case .array(let items):
                    guard let index = Int(step), String(index) == step, items.indices.contains(index) else {
                        throw TokenValueProblem("$ref '\(pointer)' names item '\(step)' of a list of \(items.count); an index is 0 to \(items.count - 1)", at: position)
                    }
                    current = items[index]
                default:
                    throw TokenValueProblem("$ref '\(pointer)' goes past \(current.kindDescription) at '\(step)'", at: position)
                }
            }
            return current
        }
    }

    /// A document-local JSON pointer's segments (`#/a~1b/c` → `a/b`, `c`), each unescaped (`~1` is
    /// `/`, `~0` is `~`); nil for another pointer, an empty segment or a stray `~`.
    static func pointerSegments(_ pointer: String) -> [String]? {
        guard pointer.hasPrefix("#/") else { return nil }
        var parts: [String] = []
        for part in pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            var text = ""
            var escaped = false
            for character in part {
                if escaped {
                    guard character == "0" || character == "1" else { return nil }
                    text.append(character == "1" ? "/" : "~")
                    escaped = false
                } else if character == "~" {
                    escaped = true
                } else {
                    text.append(character)
                }
            }
            guard !escaped, !text.isEmpty else { return nil }
            parts.append(text)
        }
        return parts
    }

    /// The token a JSON pointer into this file names, and the member path inside its value:
    /// `#/color/base/$value` → (`color.base`, []), `#/shadow/$value/color` → (`shadow`, ["color"]),
    /// `#/accent/$root/$value` → (`accent.$root`, []). Nil for anything else: no `#/`, an empty
    /// segment, no `$value`, or a `$` name on the way other than `$root`. `~1` and `~0` are unescaped.
    static func pointer(_ pointer: String) -> (path: String, inside: [String])? {
        guard let parts = pointerSegments(pointer) else { return nil }
        guard let valueIndex = parts.firstIndex(of: "$value"), valueIndex > 0 else { return nil }
        let tokenPath = parts[..<valueIndex]
        guard tokenPath.allSatisfy({ (!$0.hasPrefix("$") || $0 == "$root") && !$0.contains(".") && !$0.contains("{") }) else { return nil }
        return (tokenPath.joined(separator: "."), Array(parts[(valueIndex + 1)...]))
    }
}
