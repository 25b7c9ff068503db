import TintypeDocument
import TintypeTypography

extension MetricsSnapshot {
    /// The snapshot document: faces pretty-printed with sorted keys (as `fonts inspect --json`
    /// names them), then one row per line, the row's identity first, so a diff of two snapshots
    /// shows each changed row on its own line.
    public func document() -> [UInt8] {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("faces")
        writer.beginArray()
        for face in faces { writer.value(face.jsonValue) }
        writer.endArray()
        writer.key("format"); writer.string(Self.format)
        if let platform { writer.key("platform"); writer.string(platform.rawValue) }
        writer.key("rows")
        writer.beginArray()
        for row in rows { row.write(to: &writer) }
        writer.endArray()
        writer.key("sample")
        writer.value(.members([("characters", .string(sampleCharacters)), ("name", .string(sampleName))]))
        writer.key("theme"); writer.string(theme)
        writer.key("version"); writer.integer(Self.version)
        writer.endObject()
        return writer.finish()
    }
}

extension MetricsSnapshot.Face {
    /// The face's members in font units; absent values `null`, never 0.
    package var jsonValue: JSONValue {
        func integer(_ value: Int?) -> JSONValue { value.map(JSONValue.integer) ?? .null }
        func vertical(_ metrics: VerticalMetrics?) -> JSONValue {
            metrics.map { .members([("ascender", .integer($0.ascender)), ("descender", .integer($0.descender)), ("lineGap", .integer($0.lineGap))]) } ?? .null
        }
        return .members([
            ("advance", .integer(advance)),
            ("capHeight", integer(capHeight)),
            ("capHeightSource", .string(capHeightSource?.rawValue)),
            ("characters", .integer(characters)),
            ("faceIndex", .integer(faceIndex)),
            ("family", .string(family)),
            ("file", .string(file)),
            ("hhea", vertical(hhea)),
            ("ink", ink.map {
                .members([("bottom", .integer($0.bottom)), ("bottomCharacter", .string(String($0.bottomCharacter))),
                          ("top", .integer($0.top)), ("topCharacter", .string(String($0.topCharacter)))])
            } ?? .null),
            ("location", location.map { .object($0.mapValues(JSONValue.number)) } ?? .null),
            ("postscriptName", .string(postscriptName)),
            ("sha256", .string(sha256)),
            ("styleName", .string(styleName)),
            ("trak", trak?.jsonValue ?? .null),
            ("typo", vertical(typo)),
            ("unitsPerEm", .integer(unitsPerEm)),
            ("useTypoMetrics", .bool(useTypoMetrics)),
            ("version", .string(version)),
            ("win", win.map { .members([("ascent", .integer($0.ascent)), ("descent", .integer($0.descent))]) } ?? .null),
            ("xHeight", integer(xHeight)),
            ("xHeightSource", .string(xHeightSource?.rawValue)),
        ])
    }
}

extension MetricsSnapshot.Row {
    /// The names of a row's members, in the order they are written.
    enum Member: String, CaseIterable, Sendable {
        case style, category, leading, emphasized, boldText, face, weight, size, lineHeight, lineHeightPolicy, tracking
        case trims, width, fontWarnings, lint
    }

    /// Writes the row on one line, its members in `Member` order.
    func write(to writer: inout JSONWriter) {
        writer.beginInlineObject()
        writer.key("style"); writer.string(key.style.rawValue)
        writer.key("category"); writer.string(key.category.name)
        writer.key("leading"); writer.string(key.leading.rawValue)
        writer.key("emphasized"); writer.bool(key.emphasized)
        writer.key("boldText"); writer.bool(key.boldText)
        writer.key("face"); writer.integer(face)
        writer.key("weight"); writer.integer(weight)
        writer.key("size"); writer.number(size)
        writer.key("lineHeight"); writer.number(lineHeight)
        writer.key("lineHeightPolicy"); writer.string(lineHeightPolicy.rawValue)
        writer.key("tracking")
        writer.beginObject()
        writer.key("em"); writer.number(trackingEm)
        writer.key("points"); writer.number(trackingPoints)
        writer.key("source"); writer.string(trackingSource)
        writer.endObject()
        writer.key("trims")
        if let trims {
            writer.beginObject()
            writer.key("baseline"); writer.number(trims.baseline)
            writer.key("capHeight"); writer.number(trims.capHeight)
            writer.endObject()
        } else {
            writer.null()
        }
        writer.key("width"); writer.number(width)
        writer.key("fontWarnings"); write(fontWarnings, to: &writer)
        writer.key("lint"); write(lint, to: &writer)
        writer.endObject()
    }

    /// The warnings as typed data (their kind and values), without their messages: a message is
    /// made when it is printed, so rewording one does not move a baseline.
    private func write(_ warnings: [FontWarning], to writer: inout JSONWriter) {
        writer.beginArray()
        for warning in warnings { writer.value(warning.jsonValue(message: false)) }
        writer.endArray()
    }

    private func write(_ warnings: [LayoutWarning], to writer: inout JSONWriter) {
        writer.beginArray()
        for warning in warnings { warning.write(to: &writer, message: false) }
        writer.endArray()
    }
}
