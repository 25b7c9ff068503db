extension MetricsSnapshot {
    /// The snapshot document: faces pretty-printed with sorted keys (as `fonts inspect --json`
    /// names them), then one row per line, the row's identity first, so a diff of two snapshots
    /// shows each changed row on its own line.
    public func document() -> [UInt8] {
        var writer = JSONWriter(capacity: 8192 + faces.count * 1024 + rows.count * 512)
        writer.beginObject()
        writer.key(literal: "faces")
        writer.beginArray()
        for face in faces { writer.value(face.jsonValue) }
        writer.endArray()
        writer.key(literal: "format"); writer.string(Self.format)
        writer.key(literal: "rows")
        writer.beginArray()
        for row in rows { row.write(to: &writer) }
        writer.endArray()
        writer.key(literal: "sample")
        writer.value(.members([("characters", .string(sampleCharacters)), ("name", .string(sampleName))]))
        writer.key(literal: "theme"); writer.string(theme)
        writer.key(literal: "version"); writer.integer(Self.version)
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
        writer.key(literal: "style"); writer.string(key.style.rawValue)
        writer.key(literal: "category"); writer.string(key.category.name)
        writer.key(literal: "leading"); writer.string(key.leading.rawValue)
        writer.key(literal: "emphasized"); writer.bool(key.emphasized)
        writer.key(literal: "boldText"); writer.bool(key.boldText)
        writer.key(literal: "face"); writer.integer(face)
        writer.key(literal: "weight"); writer.integer(weight)
        writer.key(literal: "size"); writer.number(size)
        writer.key(literal: "lineHeight"); writer.number(lineHeight)
        writer.key(literal: "lineHeightPolicy"); writer.string(lineHeightPolicy.rawValue)
        writer.key(literal: "tracking")
        writer.beginObject()
        writer.key(literal: "em"); writer.number(trackingEm)
        writer.key(literal: "points"); writer.number(trackingPoints)
        writer.key(literal: "source"); writer.string(trackingSource)
        writer.endObject()
        writer.key(literal: "trims")
        if let trims {
            writer.beginObject()
            writer.key(literal: "baseline"); writer.number(trims.baseline)
            writer.key(literal: "capHeight"); writer.number(trims.capHeight)
            writer.endObject()
        } else {
            writer.null()
        }
        writer.key(literal: "width"); writer.number(width)
        writer.key(literal: "fontWarnings"); write(fontWarnings, to: &writer)
        writer.key(literal: "lint"); write(lint, to: &writer)
        writer.endObject()
    }

    private func write(_ notes: [MetricsSnapshot.Note], to writer: inout JSONWriter) {
        writer.beginArray()
        for note in notes {
            writer.beginObject()
            writer.key(literal: "kind"); writer.string(note.kind)
            writer.key(literal: "message"); writer.string(note.message)
            writer.endObject()
        }
        writer.endArray()
    }
}
