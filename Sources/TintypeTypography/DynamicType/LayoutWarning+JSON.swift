import TintypeDocument

extension LayoutWarning {
    /// The warning's name in the compiled theme (`"kind"`).
    package enum Kind: String, CaseIterable, Sendable { case linesCollide, lineBoxOverflow, missingTrackingTable }

    package var kind: Kind {
        switch self {
        case .linesCollide: .linesCollide
        case .lineBoxOverflow: .lineBoxOverflow
        case .missingTrackingTable: .missingTrackingTable
        }
    }

    /// Writes the warning as the compiled theme stores it: its kind and data, so a reader rebuilds
    /// the same value, and its message for people (unless `message` is false: a metrics snapshot
    /// leaves it out, so rewording a message does not move a baseline); keys in sorted order,
    /// written straight out (a theme has a warning on many rows).
    package func write(to writer: inout JSONWriter, message: Bool = true) {
        writer.beginObject()
        switch self {
        case .linesCollide(let lineHeight, let inkTop, let inkBottom, let topCharacter, let bottomCharacter):
            writer.key("bottomCharacter"); writer.string(String(bottomCharacter))
            writer.key("inkBottom"); writer.number(inkBottom)
            writer.key("inkTop"); writer.number(inkTop)
            writeKindAndMessage(lineHeight: lineHeight, message: message, to: &writer)
            writer.key("topCharacter"); writer.string(String(topCharacter))
        case .lineBoxOverflow(let lineHeight, let contentArea, let room):
            writer.key("contentArea"); writer.number(contentArea)
            writeKindAndMessage(lineHeight: lineHeight, message: message, to: &writer)
            writer.key("room"); writer.number(room)
        case .missingTrackingTable(let font, let track):
            writer.key("font"); writer.string(font)
            writeKindAndMessage(lineHeight: nil, message: message, to: &writer)
            writer.key("track"); writer.number(track)
        }
        writer.endObject()
    }

    /// `kind`, `lineHeight` (when the kind has one) and `message` (when asked), which sort together.
    private func writeKindAndMessage(lineHeight: Double?, message: Bool, to writer: inout JSONWriter) {
        writer.key("kind"); writer.string(kind.rawValue)
        if let lineHeight { writer.key("lineHeight"); writer.number(lineHeight) }
        if message { writer.key("message"); writer.string(description) }
    }

    /// One of a row's layout warnings: its kind and the data it was made from (the message is
    /// rebuilt from them).
    package static func read(_ node: SourceNode, _ d: DocumentDecoder) throws(Diagnostic) -> LayoutWarning {
        let (kind, r) = try d.union(node, "a layout warning", keys: ["bottomCharacter", "contentArea", "font", "inkBottom", "inkTop", "kind",
                                                                     "lineHeight", "message", "room", "topCharacter", "track"], as: Kind.self)
        func required(_ key: String) throws(Diagnostic) -> SourceNode { try r.member(key, of: "a layout warning") }
        func length(_ key: String) throws(Diagnostic) -> Double { try d.number(try required(key), in: -1e6...1e6) }
        func character(_ key: String) throws(Diagnostic) -> Unicode.Scalar {
            let text = try d.string(try required(key))
            guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else {
                throw d.fail(r[key], "expected one character, found '\(text)'")
            }
            return scalar
        }
        switch kind {
        case .linesCollide:
            return .linesCollide(lineHeight: try length("lineHeight"), inkTop: try length("inkTop"), inkBottom: try length("inkBottom"),
                                 topCharacter: try character("topCharacter"), bottomCharacter: try character("bottomCharacter"))
        case .lineBoxOverflow:
            return .lineBoxOverflow(lineHeight: try length("lineHeight"), contentArea: try length("contentArea"),
                                    room: try d.optional(r["room"]) { (node) throws(Diagnostic) in try d.number(node, in: -1e6...1e6) })
        case .missingTrackingTable:
            return .missingTrackingTable(font: try d.string(try required("font")), track: try length("track"))
        }
    }
}
