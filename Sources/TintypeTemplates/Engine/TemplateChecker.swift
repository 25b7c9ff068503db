import TintypeDocument

/// Checks every name a template reads against the context's shape, inside each loop with its
/// variable's shape and `forloop`, so that a misspelt name is an error at its place with the names
/// there are, not an empty string in the output.
struct TemplateChecker {
    let file: String
    let root: TemplateShape

    /// What `forloop` holds inside a loop (Stencil's and Django's names).
    static let forloop = TemplateShape.object(nil, "The loop's place.", [
        ("first", .bool("Whether this is the first item.")), ("last", .bool("Whether this is the last item.")),
        ("counter", .number("The item's place, from 1.")), ("counter0", .number("The item's place, from 0.")),
        ("length", .number("How many items the loop has.")),
    ])

    func check(_ nodes: [TemplateNode], scopes: [(String, TemplateShape)]) throws(Diagnostic) {
        for node in nodes {
            switch node {
            case .text: continue
            case .output(let expression): _ = try check(expression, scopes)
            case .loop(let variable, let list, let body, let empty):
                let shape = try check(list, scopes)
                let element: TemplateShape
                switch shape.kind {
                case .list(let item): element = item
                case .any: element = shape
                default:
                    throw Diagnostic(file: file, position: position(of: list), message: "for takes a list; this is \(shape.words)")
                }
                try check(body, scopes: scopes + [("forloop", Self.forloop), (variable, element)])
                try check(empty, scopes: scopes)
            case .branches(let branches, let otherwise):
                for branch in branches {
                    for test in branch.condition.alternatives.joined() {
                        _ = try check(test.left, scopes)
                        if let comparison = test.comparison { _ = try check(comparison.right, scopes) }
                    }
                    try check(branch.body, scopes: scopes)
                }
                try check(otherwise, scopes: scopes)
            }
        }
    }

    /// The shape of an expression's operand (what a filter makes is not known here: `any`).
    private func check(_ expression: TemplateExpression, _ scopes: [(String, TemplateShape)]) throws(Diagnostic) -> TemplateShape {
        let shape = try check(expression.operand, scopes)
        for call in expression.filters {
            for argument in call.arguments { _ = try check(argument, scopes) }
        }
        return expression.filters.isEmpty ? shape : .any("What a filter makes.")
    }

    private func check(_ operand: TemplateOperand, _ scopes: [(String, TemplateShape)]) throws(Diagnostic) -> TemplateShape {
        guard case .path(let parts, let position) = operand else { return .any("A literal.") }
        var shape: TemplateShape
        if let scope = scopes.last(where: { $0.0 == parts[0] }) {
            shape = scope.1
        } else {
            switch root.member(parts[0]) {
            case .success(let found): shape = found
            case .failure(let unknown):
                let names = scopes.map(\.0).reversed() + unknown.names
                throw Diagnostic(file: file, position: position, message: "unknown name '\(parts[0])'"
                    + (closestMatch(to: parts[0], in: names).map { "; did you mean '\($0)'?" } ?? "")
                    + "; here there are " + names.joined(separator: ", "))
            }
        }
        for (index, part) in parts.enumerated().dropFirst() {
            switch shape.member(part) {
            case .success(let found): shape = found
            case .failure(let unknown):
                let path = parts[..<index].joined(separator: ".")
                throw Diagnostic(file: file, position: position, message: "\(path) has no '\(part)'"
                    + (closestMatch(to: part, in: unknown.names).map { "; did you mean '\($0)'?" } ?? "")
                    + (unknown.names.isEmpty ? "; it is \(shape.words)" : "; it has " + unknown.names.joined(separator: ", ")))
            }
        }
        return shape
    }

    private func position(of expression: TemplateExpression) -> SourcePosition {
        if case .path(_, let position) = expression.operand { return position }
        return expression.filters.first?.position ?? SourcePosition(line: 1, column: 1)
    }
}

extension TemplateShape {
    /// What a value of this shape is, in a message.
    var words: String {
        switch kind {
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .any: "a value"
        case .list: "a list"
        case .object(let kind, _): kind.map { "a \($0)" } ?? "an object"
        }
    }
}
