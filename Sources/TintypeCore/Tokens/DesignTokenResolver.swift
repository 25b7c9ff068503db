extension DesignTokenReader {
    /// A reference inside a token's value: an alias `{a.b}` or a JSON-pointer `$ref`.
    struct Reference {
        var target: String
        var position: SourcePosition
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

        init(raw: [String: RawToken], rejected: Set<String> = []) {
            self.raw = raw
            self.rejected = rejected
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
                        diagnostics.append(Diagnostic(file: token.file, position: reference.position, severity: .warning,
                            message: "token '\(path)' refers to {\(reference.target)}, which is left out; it is left out too"))
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
                        report(token, reference.position, "token '\(path)' depends on the invalid token {\(reference.target)}")
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

        /// Every reference in a token's value, in document order.
        private mutating func references(in token: RawToken) -> [Reference] {
            var found: [Reference] = []
            var stack = [token.value]
            while let node = stack.popLast() {
                switch node.value {
                case .string(let text):
                    if let target = aliasPath(text) {
                        found.append(Reference(target: target, position: node.position))
                    } else if TokenExpression.isExpression(text) {
                        found += TokenExpression.references(in: text).map { Reference(target: $0, position: node.position) }
                    }
                case .array(let items): stack += items.reversed()
                case .object(let members):
                    if let pointer = members.first(where: { $0.key == "$ref" }) {
                        if let target = pointerTarget(pointer.value, in: token) { found.append(Reference(target: target, position: pointer.value.position)) }
                    } else {
                        stack += members.map(\.value).reversed()
                    }
                default: break
                }
            }
            return found
        }

        /// The token a `$ref` points at, reporting a pointer that is not `#/a/b` or `#/a/b/$value`.
        private mutating func pointerTarget(_ node: SourceNode, in token: RawToken) -> String? {
            guard case .string(let pointer) = node.value, let path = pointerPath(pointer) else {
                report(token, node.position, "token '\(token.path)': $ref must be a JSON pointer to a token or its $value, "
                    + "like \"#/color/base/$value\"")
                failed.insert(token.path)
                return nil
            }
            return path
        }

        /// Substitutes resolved references, settles the type and checks the value's shape.
        private mutating func finish(_ token: RawToken) {
            var value = substitute(token.value)
            var type = token.declaredType
            if case .string(let text) = token.value.value, let target = aliasPath(text), let aliased = resolved[target] {
                if let declared = type, declared != aliased.type {
                    report(token, token.value.position, "token '\(token.path)' has $type \(declared) but aliases {\(target)}, a \(aliased.type)")
                    failed.insert(token.path)
                    return
                }
                type = aliased.type
            }
            if type == nil, case .object(let members) = token.value.value, let pointer = members.first(where: { $0.key == "$ref" }),
               case .string(let text) = pointer.value.value, let path = pointerPath(text), let target = resolved[path] {
                type = target.type
            }
            guard let type else {
                report(token, token.position, "token '\(token.path)' has no $type: give it one, or its group (Tintype never infers a type)")
                failed.insert(token.path)
                return
            }
            // Tokens Studio's math, now that what it refers to is resolved.
            do {
                value = try evaluateExpressions(in: value, type: type)
            } catch {
                report(token, token.value.position, "token '\(token.path)' (\(type)): \(error.message)")
                failed.insert(token.path)
                return
            }
            if type == "typography" {
                // Lengths relative to the size (em letter spacing, px line heights) are settled now it is known.
                do {
                    value = try DraftValues.settle(value) ?? value
                } catch {
                    report(token, token.value.position, "token '\(token.path)' (typography): \(error.message)")
                    failed.insert(token.path)
                    return
                }
            }
            if let problem = DesignTokenValidator.problem(with: value, type: type) {
                report(token, token.value.position, "token '\(token.path)' (\(type)): \(problem)")
                failed.insert(token.path)
                return
            }
            resolved[token.path] = DesignTokens.Token(path: token.path, type: type, value: value, file: token.file,
                                                      position: token.position, extensions: token.extensions)
        }

        /// The value with each expression (`{size.base} * 1.5`) replaced by its result: a number, or a
        /// dimension (px when the math has no unit); a typography composite's members likewise.
        private func evaluateExpressions(in value: SourceNode, type: String) throws(TokenExpression.Problem) -> SourceNode {
            switch value.value {
            case .string(let text) where TokenExpression.numericTypes.contains(type) && TokenExpression.isExpression(text):
                var values: [String: TokenExpression.Quantity] = [:]
                for path in TokenExpression.references(in: text) {
                    guard let token = resolved[path] else { continue }
                    if case .number(let number) = token.value.value { values[path] = .init(value: number, unit: nil) }
                    if let dimension = Dimension(token.value) { values[path] = .init(value: dimension.value, unit: dimension.unit) }
                }
                let result: TokenExpression.Quantity
                do {
                    result = try TokenExpression.evaluate(text, values: values)
                } catch {
                    throw TokenExpression.Problem(message: "'\(text)': \(error.message)")
                }
                switch type {
                case "dimension":
                    return SourceNode(value: .object([
                        .init(key: "value", keyPosition: value.position, value: SourceNode(value: .number(result.value), position: value.position)),
                        .init(key: "unit", keyPosition: value.position, value: SourceNode(value: .string(result.unit ?? "px"), position: value.position)),
                    ]), position: value.position)
                case "number", "fontWeight":
                    guard result.unit == nil else {
                        throw TokenExpression.Problem(message: "'\(text)' is a length in \(result.unit ?? ""); a \(type) token takes a number")
                    }
                    return SourceNode(value: .number(result.value), position: value.position)
                default: return value
                }
            case .object(let members) where type == "typography":
                let types = ["fontSize": "dimension", "letterSpacing": "dimension", "lineHeight": "number", "fontWeight": "fontWeight"]
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

        /// The value with aliases and `$ref`s replaced by their targets' resolved values.
        private func substitute(_ node: SourceNode) -> SourceNode {
            switch node.value {
            case .string(let text):
                if let target = aliasPath(text), let token = resolved[target] { return token.value }
                return node
            case .array(let items): return SourceNode(value: .array(items.map(substitute)), position: node.position)
            case .object(let members):
                if let pointer = members.first(where: { $0.key == "$ref" }), case .string(let text) = pointer.value.value,
                   let path = pointerPath(text), let token = resolved[path] {
                    return token.value
                }
                return SourceNode(value: .object(members.map { .init(key: $0.key, keyPosition: $0.keyPosition, value: substitute($0.value)) }),
                                  position: node.position)
            default: return node
            }
        }
    }

    /// The token path a JSON pointer names (`#/color/base/$value` → `color.base`, `#/accent/$root` →
    /// `accent.$root`), nil for anything
    /// that is not a pointer into this file to a token or its value. `~1` and `~0` are unescaped.
    static func pointerPath(_ pointer: String) -> String? {
        guard pointer.hasPrefix("#/") else { return nil }
        var parts = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map { part in
            var text = ""
            var escaped = false
            for character in part {
                if escaped {
                    text.append(character == "1" ? "/" : character == "0" ? "~" : character)
                    escaped = false
                } else if character == "~" {
                    escaped = true
                } else {
                    text.append(character)
                }
            }
            return text
        }
        if parts.last == "$value" { parts.removeLast() }
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && (!$0.hasPrefix("$") || $0 == "$root") }) else { return nil }
        return parts.joined(separator: ".")
    }
}
