import TintypeDocument

/// Reading the values of layout trees and events: frames, sizes, insets, margins, edge lists.
enum LayoutValues {
    /// `[x, y, width, height]`, finite, with width and height at least 0.
    static func rect(_ scanner: inout JSONScanner, what: String) throws(Diagnostic) -> LayoutRect {
        _ = try scanner.peek()
        let start = scanner.offset
        let values = try numbers(&scanner, count: 4, what: what, shape: "[x, y, width, height]")
        guard values[2] >= 0, values[3] >= 0 else {
            throw scanner.error("\(what) has a negative size (\(values[2].plainText) × \(values[3].plainText)); width and height must be at least 0", at: start)
        }
        return LayoutRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// `[width, height]`, both at least 0.
    static func size(_ scanner: inout JSONScanner) throws(Diagnostic) -> (width: Double, height: Double) {
        _ = try scanner.peek()
        let start = scanner.offset
        let values = try numbers(&scanner, count: 2, what: "contentSize", shape: "[width, height]")
        guard values[0] >= 0, values[1] >= 0 else { throw scanner.error("contentSize must not be negative", at: start) }
        return (values[0], values[1])
    }

    /// `{top, left, bottom, right}`; missing edges are 0.
    static func insets(_ scanner: inout JSONScanner, what: String, nonNegative: Bool) throws(Diagnostic) -> EdgeInsets {
        let values = try edgeObject(&scanner, keys: ["top", "left", "bottom", "right"], what: what, nonNegative: nonNegative)
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// `{top, left, bottom, right}`, or with `directional`, `{top, leading, bottom, trailing}`.
    static func margins(_ scanner: inout JSONScanner, directional: Bool) throws(Diagnostic) -> LayoutMargins {
        if directional {
            let v = try edgeObject(&scanner, keys: ["top", "leading", "bottom", "trailing"], what: "directionalLayoutMargins", nonNegative: false)
            return .directional(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
        }
        return .physical(try insets(&scanner, what: "layoutMargins", nonNegative: false))
    }

    /// An array of edge names.
    static func edges(_ scanner: inout JSONScanner) throws(Diagnostic) -> RectEdges {
        var edges: RectEdges = []
        try scanner.beginArray()
        while try scanner.nextElement() {
            let offset = scanner.offset
            let name = try scanner.string()
            guard let edge = RectEdges(name: name) else {
                throw scanner.error("unknown edge '\(name)' in edgesForExtendedLayout; use top, left, bottom, right", at: offset)
            }
            edges.insert(edge)
        }
        return edges
    }

    private static func numbers(_ scanner: inout JSONScanner, count: Int, what: String, shape: String) throws(Diagnostic) -> [Double] {
        let start = scanner.offset
        guard try scanner.peek() == .array else { throw scanner.error("\(what) must be \(shape)") }
        try scanner.beginArray()
        var values: [Double] = []
        while try scanner.nextElement() {
            guard try scanner.peek() == .number, values.count < count else { throw scanner.error("\(what) must be \(shape)", at: start) }
            values.append(try finite(&scanner, what: what))
        }
        guard values.count == count else { throw scanner.error("\(what) must be \(shape)", at: start) }
        return values
    }

    private static func edgeObject(_ scanner: inout JSONScanner, keys: [String], what: String, nonNegative: Bool) throws(Diagnostic) -> [Double] {
        guard try scanner.peek() == .object else { throw scanner.error("\(what) must be {\(keys.joined(separator: ", "))}") }
        try scanner.beginObject()
        var values = [0.0, 0, 0, 0]
        while let key = try scanner.nextKey() {
            guard let position = keys.firstIndex(of: key) else {
                throw scanner.error("unknown key '\(key)' in \(what); use \(keys.joined(separator: ", "))", at: scanner.keyOffset)
            }
            let offset = scanner.offset
            values[position] = try finite(&scanner, what: "\(what).\(key)")
            if nonNegative, values[position] < 0 { throw scanner.error("\(what).\(key) must not be negative", at: offset) }
        }
        return values
    }

    private static func finite(_ scanner: inout JSONScanner, what: String) throws(Diagnostic) -> Double {
        let offset = scanner.offset
        let value = try scanner.number()
        guard value.isFinite, abs(value) <= 1e9 else { throw scanner.error("\(what): \(value.plainText) is out of range (at most 1e9 points)", at: offset) }
        return value
    }
}
