import TintypeDocument

/// Parses a template's tags into nodes: `for`/`empty`/`endfor`, `if`/`elif`/`else`/`endif`, and
/// expressions of a name or literal followed by filters (`size|pt`, `name|case:"kebab"`). Every
/// problem is an error at its line and column that says what to write.
struct TemplateParser {
    let file: String
    let filters: [String: TemplateFilter]

    /// How deep loops and conditions may nest: far beyond any real template, and a bound on the
    /// parser's, checker's and renderer's recursion.
    static let maximumDepth = 64

    func parse(_ source: String) throws(Diagnostic) -> [TemplateNode] {
        var segments = try TemplateLexer(file: file).segments(source)[...]
        let (nodes, end) = try block(&segments, ending: [], depth: 0)
        if let (tag, position) = end { throw Diagnostic(file: file, position: position, message: "'\(tag)' has no block to end") }
        return nodes
    }

    /// Nodes up to one of the `ending` tags, which is returned with its words and place; nil at the
    /// template's end.
    private func block(_ segments: inout ArraySlice<TemplateLexer.Segment>, ending: Set<String>, depth: Int)
        throws(Diagnostic) -> ([TemplateNode], (String, SourcePosition)?) {
        var nodes: [TemplateNode] = []
        while let segment = segments.popFirst() {
            switch segment {
            case .text(let text): nodes.append(.text(text))
            case .output(let content, let position):
                var words = TemplateWords(content, at: position, file: file)
                let expression = try self.expression(&words)
                try words.expectEnd("after the expression")
                nodes.append(.output(expression))
            case .block(let content, let position):
                var words = TemplateWords(content, at: position, file: file)
                guard let (tag, at) = words.next() else { throw Diagnostic(file: file, position: position, message: "an empty tag: write for, if or a comment") }
                if (tag == "for" || tag == "if"), depth >= Self.maximumDepth {
                    throw Diagnostic(file: file, position: at, message: "loops and conditions nest \(Self.maximumDepth) deep here, the most a template may")
                }
                switch tag {
                case "for": nodes.append(try loop(&words, &segments, at: at, depth: depth + 1))
                case "if": nodes.append(try branches(&words, &segments, at: at, depth: depth + 1))
                case _ where ending.contains(tag):
                    segments = ArraySlice([.block(content, position)] + segments)
                    return (nodes, (tag, at))
                case "endfor", "endif", "else", "elif", "empty":
                    throw Diagnostic(file: file, position: at, message: "'\(tag)' has no block to end")
                default:
                    let known = ["for", "if", "elif", "else", "endif", "empty", "endfor"]
                    throw Diagnostic(file: file, position: at, message: "unknown tag '\(tag)'"
                        + (closestMatch(to: tag, in: known).map { "; did you mean '\($0)'?" } ?? "") + "; the tags are " + known.joined(separator: ", "))
                }
            }
        }
        return (nodes, nil)
    }

    private func loop(_ words: inout TemplateWords, _ segments: inout ArraySlice<TemplateLexer.Segment>, at: SourcePosition, depth: Int)
        throws(Diagnostic) -> TemplateNode {
        guard let (name, namePosition) = words.next(), name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), name.first?.isLetter == true else {
            throw Diagnostic(file: file, position: at, message: "write a loop as {% for name in list %}")
        }
        guard let (keyword, _) = words.next(), keyword == "in" else {
            throw Diagnostic(file: file, position: namePosition, message: "write a loop as {% for \(name) in list %}")
        }
        let list = try expression(&words)
        try words.expectEnd("after the list")
        let (body, bodyEnd) = try block(&segments, ending: ["empty", "endfor"], depth: depth)
        var end = bodyEnd
        var empty: [TemplateNode] = []
        if end?.0 == "empty" {
            try closing(&segments)
            (empty, end) = try block(&segments, ending: ["endfor"], depth: depth)
        }
        guard end?.0 == "endfor" else { throw Diagnostic(file: file, position: at, message: "this for has no {% endfor %}") }
        try closing(&segments)
        return .loop(variable: name, over: list, body: body, empty: empty)
    }

    private func branches(_ words: inout TemplateWords, _ segments: inout ArraySlice<TemplateLexer.Segment>, at: SourcePosition, depth: Int)
        throws(Diagnostic) -> TemplateNode {
        var branches: [(condition: TemplateCondition, body: [TemplateNode])] = []
        var condition = try self.condition(&words)
        while true {
            let (body, end) = try block(&segments, ending: ["elif", "else", "endif"], depth: depth)
            branches.append((condition, body))
            guard let (tag, _) = end else { throw Diagnostic(file: file, position: at, message: "this if has no {% endif %}") }
            guard case .block(let content, let position) = segments.popFirst() else { break }
            var next = TemplateWords(content, at: position, file: file)
            _ = next.next()
            switch tag {
            case "elif":
                condition = try self.condition(&next)
            case "else":
                try next.expectEnd("after else")
                let (otherwise, end) = try block(&segments, ending: ["endif"], depth: depth)
                guard end?.0 == "endif" else { throw Diagnostic(file: file, position: at, message: "this if has no {% endif %}") }
                try closing(&segments)
                return .branches(branches, otherwise: otherwise)
            default:
                try next.expectEnd("after endif")
                return .branches(branches, otherwise: [])
            }
        }
        return .branches(branches, otherwise: [])
    }

    /// Takes the ending tag `block` left in place, which has nothing after its word.
    private func closing(_ segments: inout ArraySlice<TemplateLexer.Segment>) throws(Diagnostic) {
        guard case .block(let content, let position) = segments.popFirst() else { return }
        var words = TemplateWords(content, at: position, file: file)
        let tag = words.next()?.0 ?? ""
        try words.expectEnd("after \(tag)")
    }

    private func condition(_ words: inout TemplateWords) throws(Diagnostic) -> TemplateCondition {
        var alternatives: [[TemplateCondition.Test]] = [[]]
        while true {
            var negated = false
            if words.peek()?.0 == "not" {
                _ = words.next()
                negated = true
            }
            let left = try expression(&words)
            var comparison: (operator: String, right: TemplateExpression)?
            if let (word, _) = words.peek(), ["==", "!=", "<", ">", "<=", ">="].contains(word) {
                _ = words.next()
                comparison = (word, try expression(&words))
            }
            alternatives[alternatives.count - 1].append(.init(negated: negated, left: left, comparison: comparison))
            guard let (word, position) = words.peek() else { break }
            _ = words.next()
            switch word {
            case "and": continue
            case "or": alternatives.append([])
            default: throw Diagnostic(file: file, position: position, message: "'\(word)' here: join tests with and or or")
            }
        }
        return TemplateCondition(alternatives: alternatives)
    }

    /// An operand and its filters.
    private func expression(_ words: inout TemplateWords) throws(Diagnostic) -> TemplateExpression {
        guard let operand = try words.operand() else {
            throw Diagnostic(file: file, position: words.position, message: "a name or a value is missing here")
        }
        var filters: [TemplateFilterCall] = []
        while words.peek()?.0 == "|" {
            _ = words.next()
            guard let (name, position) = words.next() else { throw Diagnostic(file: file, position: words.position, message: "a filter's name is missing after |") }
            guard let filter = self.filters[name] else {
                let names = self.filters.keys.sorted()
                throw Diagnostic(file: file, position: position, message: "unknown filter '\(name)'"
                    + (closestMatch(to: name, in: names).map { "; did you mean '\($0)'?" } ?? "")
                    + "; Docs/Templates.md lists the filters")
            }
            var arguments: [TemplateOperand] = []
            if words.peek()?.0 == ":" {
                _ = words.next()
                repeat {
                    guard let argument = try words.operand() else { throw Diagnostic(file: file, position: words.position, message: "\(name)'s argument is missing") }
                    arguments.append(argument)
                } while words.skip(",")
            }
            guard filter.arguments.contains(arguments.count) else {
                throw Diagnostic(file: file, position: position, message: "\(name) takes \(filter.argumentWords), not \(arguments.count): \(filter.usage)")
            }
            filters.append(TemplateFilterCall(filter: filter, arguments: arguments, position: position))
        }
        return TemplateExpression(operand: operand, filters: filters)
    }
}
