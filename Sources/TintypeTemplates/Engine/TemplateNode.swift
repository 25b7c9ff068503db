import TintypeDocument

/// A parsed template: text, outputs, loops and conditions, each expression with its place in the
/// template file and its filters already looked up.
indirect enum TemplateNode: Sendable {
    case text(String)
    /// `{{ expression }}`.
    case output(TemplateExpression)
    /// `{% for name in expression %} … {% empty %} … {% endfor %}`.
    case loop(variable: String, over: TemplateExpression, body: [TemplateNode], empty: [TemplateNode])
    /// `{% if … %} … {% elif … %} … {% else %} … {% endif %}`: the first branch whose condition holds.
    case branches([(condition: TemplateCondition, body: [TemplateNode])], otherwise: [TemplateNode])
}

extension TemplateNode {
    /// Whether any expression of `nodes` starts with the name `name`.
    static func reads(_ name: String, in nodes: [TemplateNode]) -> Bool {
        func reads(_ expression: TemplateExpression) -> Bool {
            ([expression.operand] + expression.filters.flatMap(\.arguments)).contains {
                if case .path(let parts, _) = $0 { parts.first == name } else { false }
            }
        }
        return nodes.contains { node in
            switch node {
            case .text: false
            case .output(let expression): reads(expression)
            case .loop(_, let list, let body, let empty): reads(list) || Self.reads(name, in: body) || Self.reads(name, in: empty)
            case .branches(let branches, let otherwise):
                branches.contains { branch in
                    branch.condition.alternatives.joined().contains { reads($0.left) || $0.comparison.map { reads($0.right) } == true }
                        || Self.reads(name, in: branch.body)
                } || Self.reads(name, in: otherwise)
            }
        }
    }
}

/// An operand and the filters applied to it in order: `token.value|px` or `"x"|upper`.
struct TemplateExpression: Sendable {
    var operand: TemplateOperand
    var filters: [TemplateFilterCall]
}

/// A value an expression starts from: a name with its members (`style.rows.first.size`), or a
/// string, number or boolean literal.
enum TemplateOperand: Sendable {
    case path([String], SourcePosition)
    case literal(TemplateValue)
}

/// One filter of an expression, with its arguments and its place.
struct TemplateFilterCall: Sendable {
    var filter: TemplateFilter
    var arguments: [TemplateOperand]
    var position: SourcePosition
}

/// A condition: alternatives (`or`) of conjunctions (`and`) of tests, each maybe negated (`not`) and
/// maybe a comparison of two expressions.
struct TemplateCondition: Sendable {
    struct Test: Sendable {
        var negated: Bool
        var left: TemplateExpression
        var comparison: (operator: String, right: TemplateExpression)?
    }

    var alternatives: [[Test]]
}
