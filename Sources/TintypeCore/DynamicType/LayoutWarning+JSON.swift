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
    /// the same value, and its message for people; keys in sorted order, written straight out (a
    /// theme has a warning on many rows).
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        switch self {
        case .linesCollide(let lineHeight, let inkTop, let inkBottom, let topCharacter, let bottomCharacter):
            writer.key("bottomCharacter"); writer.string(String(bottomCharacter))
            writer.key("inkBottom"); writer.number(inkBottom)
            writer.key("inkTop"); writer.number(inkTop)
            writeKindAndMessage(lineHeight: lineHeight, to: &writer)
            writer.key("topCharacter"); writer.string(String(topCharacter))
        case .lineBoxOverflow(let lineHeight, let contentArea, let room):
            writer.key("contentArea"); writer.number(contentArea)
            writeKindAndMessage(lineHeight: lineHeight, to: &writer)
            writer.key("room"); writer.number(room)
        case .missingTrackingTable(let font, let track):
            writer.key("font"); writer.string(font)
            writeKindAndMessage(lineHeight: nil, to: &writer)
            writer.key("track"); writer.number(track)
        }
        writer.endObject()
    }

    /// `kind`, `lineHeight` (when the kind has one) and `message`, which sort together.
    private func writeKindAndMessage(lineHeight: Double?, to writer: inout JSONWriter) {
        writer.key("kind"); writer.string(kind.rawValue)
        if let lineHeight { writer.key("lineHeight"); writer.number(lineHeight) }
        writer.key("message"); writer.string(description)
    }
}
