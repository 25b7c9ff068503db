import TintypeDocument

// The parts of a row as the compiled theme and the metrics snapshot write them, read back beside
// the row type (as `FontWarning.read` is), so both readers share them and build each part with its
// memberwise init.

extension ResolvedTextStyle.Font {
    /// The face a compiled theme's `fonts` entry names, from its record.
    package static func read(_ r: DocumentDecoder.Record, _ d: DocumentDecoder) throws(Diagnostic) -> Self {
        Self(family: try d.string(r["family"]), requestedFamily: try d.string(r["requestedFamily"]),
             postscriptName: try d.optional(r["postscriptName"], d.string), sha256: try d.string(r["sha256"]),
             file: try d.optional(r["file"], d.string), faceIndex: try d.integer(r["faceIndex"], 0...0xFFFF),
             location: try d.optional(r["location"]) { (node) throws(Diagnostic) in
                 var location: [String: Double] = [:]
                 for member in try d.members(node) { location[member.key] = try d.number(member.value) }
                 return location
             })
    }
}

extension ResolvedTextStyle.Metrics {
    /// A row's `metrics` object.
    package static func read(_ node: SourceNode, _ d: DocumentDecoder) throws(Diagnostic) -> Self {
        let r = try d.record(node, "metrics", keys: ["ascender", "capHeight", "descender", "inkBottom", "inkTop", "lineGap", "source", "xHeight"])
        return Self(source: try d.named(r["source"], "metrics source"), ascender: try d.number(r["ascender"]),
                    descender: try d.number(r["descender"]), lineGap: try d.number(r["lineGap"]),
                    capHeight: try d.optional(r["capHeight"], d.number), xHeight: try d.optional(r["xHeight"], d.number),
                    inkTop: try d.optional(r["inkTop"], d.number), inkBottom: try d.optional(r["inkBottom"], d.number))
    }
}

extension ResolvedTextStyle.Tracking {
    /// A row's `tracking` record, whose rule (`source`) the reader has read and checked.
    package static func read(_ r: DocumentDecoder.Record, source: TrackingSource, _ d: DocumentDecoder) throws(Diagnostic) -> Self {
        Self(points: try d.number(r["points"]), em: try d.number(r["em"]), source: source)
    }
}

extension ResolvedTextStyle.Trims {
    /// A row's `trims` object.
    package static func read(_ node: SourceNode, _ d: DocumentDecoder) throws(Diagnostic) -> Self {
        let r = try d.record(node, "trims", keys: ["baseline", "capHeight"])
        return Self(capHeight: try d.number(r["capHeight"]), baseline: try d.number(r["baseline"]))
    }
}
