import TintypeDocument

/// Renders checked nodes over a context: loops bind their variable and `forloop` in a scope of
/// their own, conditions take the first branch that holds, outputs write strings, numbers (as the
/// formats write them, to 1/10,000) and booleans. A list or object written as it is, or a filter
/// that cannot take its value, is an error at its place.
struct TemplateRenderer {
    let file: String
    let root: TemplateObject
    private var scopes: [(name: String, value: TemplateValue)] = []
    /// Loop iterations left: nested loops over a theme's lists can multiply without end (styles ×
    /// rows × tokens × …), so one render runs at most 250,000, twice what 30,000 tokens looped over
    /// in each of their four modes take.
    private var iterationsLeft = TemplateRenderer.maximumIterations
    static let maximumIterations = 250_000
    /// The most text one render writes, 64 MiB.
    static let maximumOutput = 64 << 20

    init(file: String, root: TemplateObject) {
        self.file = file
        self.root = root
    }

    mutating func render(_ nodes: [TemplateNode], into output: inout String) throws(Diagnostic) {
        for node in nodes {
            switch node {
            case .text(let text): output += text
            case .output(let expression):
                let value = try evaluate(expression)
                switch value {
                case .null: break
                case .bool(let flag): output += flag ? "true" : "false"
                case .number(let number): output += number.plainText
                case .string(let text): output += text
                case .list, .object:
                    throw Diagnostic(file: file, position: position(of: expression),
                                     message: "this is \(value.kind): loop over it with for, or write one of its members")
                }
            case .loop(let variable, let list, let body, let empty):
                guard case .list(let items) = try evaluate(list) else {
                    throw Diagnostic(file: file, position: position(of: list), message: "for takes a list")
                }
                if items.isEmpty {
                    try render(empty, into: &output)
                    continue
                }
                let depth = scopes.count
                scopes.append(("forloop", .null))
                scopes.append((variable, .null))
                // `forloop` is made only for a body that reads it.
                let readsForloop = TemplateNode.reads("forloop", in: body)
                for (index, item) in items.enumerated() {
                    if readsForloop {
                        scopes[depth] = ("forloop", .object(TemplateObject([
                            ("first", .bool(index == 0)), ("last", .bool(index == items.count - 1)), ("counter", .number(Double(index + 1))),
                            ("counter0", .number(Double(index))), ("length", .number(Double(items.count))),
                        ])))
                    }
                    scopes[depth + 1] = (variable, item)
                    iterationsLeft -= 1
                    guard iterationsLeft >= 0, output.utf8.count <= Self.maximumOutput else {
                        throw Diagnostic(file: file, position: position(of: list), message: "the loops here run more than "
                            + "\(Self.maximumIterations) times or write more than 64 MiB in all, the most one render may; loop over less")
                    }
                    try render(body, into: &output)
                }
                scopes.removeLast(2)
            case .branches(let branches, let otherwise):
                var taken = false
                for branch in branches {
                    guard try holds(branch.condition) else { continue }
                    try render(branch.body, into: &output)
                    taken = true
                    break
                }
                if !taken { try render(otherwise, into: &output) }
            }
        }
    }

    private func holds(_ condition: TemplateCondition) throws(Diagnostic) -> Bool {
        for conjunction in condition.alternatives {
            var all = true
            for test in conjunction {
                let left = try evaluate(test.left)
                var result: Bool
                if let comparison = test.comparison {
                    result = Self.compare(left, comparison.operator, try evaluate(comparison.right))
                } else {
                    result = left.isTruthy
                }
                if test.negated { result.toggle() }
                if !result {
                    all = false
                    break
                }
            }
            if all { return true }
        }
        return false
    }

    private static func compare(_ left: TemplateValue, _ operation: String, _ right: TemplateValue) -> Bool {
        switch (left, right) {
        case (.number(let a), .number(let b)): return ordered(a, operation, b)
        case (.string(let a), .string(let b)): return ordered(a, operation, b)
        case (.bool(let a), .bool(let b)): return operation == "==" ? a == b : operation == "!=" ? a != b : false
        case (.null, .null): return operation == "==" || operation == "<=" || operation == ">="
        default: return operation == "!="
        }
    }

    private static func ordered<Value: Comparable>(_ a: Value, _ operation: String, _ b: Value) -> Bool {
        switch operation {
        case "==": a == b
        case "!=": a != b
        case "<": a < b
        case ">": a > b
        case "<=": a <= b
        default: a >= b
        }
    }

    private func evaluate(_ expression: TemplateExpression) throws(Diagnostic) -> TemplateValue {
        var value = resolve(expression.operand)
        for call in expression.filters {
            let arguments = call.arguments.map(resolve)
            do {
                value = try call.filter.apply(value, arguments)
            } catch {
                let words = (error as? TemplateFilterError)?.message ?? "\(error)"
                throw Diagnostic(file: file, position: call.position, message: "\(call.filter.name): \(words)")
            }
        }
        return value
    }

    private func resolve(_ operand: TemplateOperand) -> TemplateValue {
        switch operand {
        case .literal(let value): return value
        case .path(let parts, _):
            var value = scopes.last { $0.name == parts[0] }?.value ?? root[parts[0]] ?? .null
            for part in parts.dropFirst() {
                guard let next = value.member(part) else { return .null }
                value = next
            }
            return value
        }
    }

    private func position(of expression: TemplateExpression) -> SourcePosition {
        if case .path(_, let position) = expression.operand { return position }
        return expression.filters.first?.position ?? SourcePosition(line: 1, column: 1)
    }
}
