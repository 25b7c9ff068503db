import TintypeDocument
import TintypeTypography
import TintypeCompiledTheme

/// `tintype compile --format json`: the whole compiled theme as one document, NAME.tintype.json
/// (Themes/compiled-theme.schema.json, described in Docs/Formats.md), written straight into bytes.
public struct JSONFormat: ThemeFormat {
    public let name = "json"
    public let summary = "NAME.tintype.json: every text style × content-size category × weight × leading, with Bold Text "
        + "off and on, and the tints of every appearance and contrast (schema in Docs/Formats.md); the lock to commit"

    public init() {}

    public func files(for theme: CompiledTheme) -> [GeneratedFile] {
        [GeneratedFile(name: "\(theme.name).tintype.json", bytes: document(theme))]
    }

    public func change(from earlier: [UInt8], to now: [UInt8]) -> FileChange {
        let change = CompiledThemeChange(from: earlier, to: now)
        return FileChange(summary: change.summary, onlyFontFiles: change.onlyFontFiles)
    }

    /// The document. Faces are written once, in `fonts`, and rows refer to them by index; each style row
    /// carries `boldText`: the members Bold Text changes, or null when it changes none. Every face,
    /// note, row, tint set, token and typeface is one line.
    private typealias Schema = CompiledThemeSchema

    public func document(_ compiled: CompiledTheme) -> [UInt8] {
        var writer = JSONWriter()
        write(compiled, to: &writer)
        return writer.finish()
    }

    /// The theme as one object; each platform it differs on is a compiled theme of its own under
    /// `platforms`, written only where the theme has some (so other themes' files keep their bytes).
    private func write(_ compiled: CompiledTheme, to writer: inout JSONWriter) {
        let styles = compiled.styles
        let table = FaceTable(styles)
        writer.beginObject()
        writer.key(Schema.Member.axes.rawValue)
        writer.value(CompiledThemeSchema.axes)
        lines(.fonts, table.faces, to: &writer) { face in
            .members([(Schema.Face.faceIndex.rawValue, .integer(face.font.faceIndex)), (Schema.Face.family.rawValue, .string(face.font.family)),
                      (Schema.Face.file.rawValue, .string(face.font.file)),
                      (Schema.Face.location.rawValue, face.font.location.map { .object($0.mapValues(JSONValue.number)) } ?? .null),
                      (Schema.Face.postscriptName.rawValue, .string(face.font.postscriptName)),
                      (Schema.Face.requestedFamily.rawValue, .string(face.font.requestedFamily)),
                      (Schema.Face.sha256.rawValue, .string(face.font.sha256)), (Schema.Face.warnings.rawValue, .array(face.warnings.map(\.jsonValue)))])
        }
        writer.key(Schema.Member.format.rawValue)
        writer.string(Schema.format)
        lines(.notes, compiled.lineBoxNotes, to: &writer) { note in
            .members([("font", .string(note.font)), ("kind", .string(LayoutWarning.Kind.lineBoxOverflow.rawValue)),
                      ("largestSize", .number(note.largestSize)), ("rows", .integer(note.rows)), ("smallestSize", .number(note.smallestSize))])
        }
        if !compiled.platforms.isEmpty {
            writer.key(Schema.Member.platforms.rawValue)
            writer.beginObject()
            for own in compiled.platforms {
                writer.key(own.platform.rawValue)
                write(own.theme, to: &writer)
            }
            writer.endObject()
        }
        // The theme's own Material roles, only where it gives some.
        if !compiled.roles.isEmpty {
            writer.key(Schema.Member.roles.rawValue)
            writer.value(.members(compiled.roles.map { ($0.role.rawValue, .string($0.token)) }.sorted { $0.0 < $1.0 }), inline: true)
        }
        writer.key(Schema.Member.styles.rawValue)
        writer.beginArray()
        for (index, entry) in styles.enumerated() {
            // One row per line, so a changed font or size is one changed line per row it reaches.
            writer.beginInlineObject()
            for member in Schema.rowOrder {
                writer.key(member.rawValue)
                table.write(member, of: entry.row, face: table.rowFaces[index], to: &writer)
            }
            writer.key("boldText")
            if let bold = entry.boldText {
                writer.beginObject()
                // The face is compared by index: Bold Text may keep the font and change only what
                // the font system says about it (a weight it had to embolden).
                for changed in Schema.rowOrder
                where changed == .font ? table.boldFaces[index] != table.rowFaces[index] : bold.differs(from: entry.row, in: changed) {
                    writer.key(changed.rawValue)
                    table.write(changed, of: bold, face: table.boldFaces[index], to: &writer)
                }
                writer.endObject()
            } else {
                writer.null()
            }
            writer.endObject()
        }
        writer.endArray()
        writer.key(Schema.Member.theme.rawValue)
        writer.value(.members([("description", .string(compiled.description)), ("name", .string(compiled.name))]))
        writer.key(Schema.Member.tintRules.rawValue)
        writer.value(compiled.tintRules.themeJSON)
        lines(.tints, compiled.tints, to: &writer) { set in
            .members([
                ("components", .object(Dictionary(uniqueKeysWithValues: set.componentTints.map { entry in
                    (entry.kind, JSONValue.members([("barTint", .string(entry.barTint?.hex)), ("tint", .string(entry.tint?.hex))]))
                }))),
                ("default", .string(set.defaultTint.hex)),
                ("derived", .object(Dictionary(uniqueKeysWithValues: set.derived.map { ($0.name, JSONValue.string($0.color.hex)) }))),
                ("dimmedDefault", .string(set.dimmedDefaultTint.hex)),
                ("modes", .array(set.modes.map { .members([("appearance", .string($0.appearance.rawValue)), ("contrast", .string($0.contrast.rawValue))]) })),
            ])
        }
        lines(.tokens, compiled.tokens, to: &writer) { token in
            // The base value, and each other mode's where it differs (a mode left out is the base).
            var members: [(key: String, value: JSONValue)] = token.modes.map { ($0.mode.key, $0.value.dtcgJSON) }
            members += [("path", .string(token.path)), ("type", .string(token.type.rawValue)), ("value", token.value.dtcgJSON)]
            if token.sizesText { members.append(("sizesText", .bool(true))) }
            if let description = token.description { members.append(("description", .string(description))) }
            return .members(members.sorted { $0.key < $1.key })
        }
        lines(.typefaces, compiled.typefaces, to: &writer) { typeface in
            // The display cut only where the theme has one, so other themes' files keep their bytes.
            let displayCut = typeface.displayCut.map { cut -> [(String, JSONValue)] in
                [("displayCut", .members([("families", .array(cut.families.map { .string($0) })), ("from", .number(cut.from))]))]
            } ?? []
            // Earlier names only where the theme keeps some.
            let formerly: [(String, JSONValue)] = typeface.formerly.isEmpty ? [] : [("formerly", .array(typeface.formerly.map { .string($0.rawValue) }))]
            return .members(displayCut + [("families", .array(typeface.families.map { .string($0) }))] + formerly + [
                                ("maximumPointSize", typeface.maximumPointSize.map(JSONValue.number) ?? .null),
                                ("minimumPointSize", typeface.minimumPointSize.map(JSONValue.number) ?? .null),
                                ("role", .string(typeface.role)), ("style", .string(typeface.style.rawValue))])
        }
        writer.key(Schema.Member.version.rawValue)
        writer.integer(Schema.version)
        lines(.webFallbacks, compiled.webFallbacks, to: &writer) { fallback in
            let measured = fallback.measured
            func ratio(_ value: Double?) -> JSONValue { value.map { .number(($0 * 1_000_000).rounded() / 1_000_000) } ?? .null }
            return .members([
                ("ascentOverride", ratio(measured?.ascentOverride)), ("descentOverride", ratio(measured?.descentOverride)),
                ("face", .string(measured?.face)), ("family", .string(fallback.family)), ("lineGapOverride", ratio(measured?.lineGapOverride)),
                ("local", .array((measured?.localNames ?? []).map { .string($0) })),
                ("singleWeightSizeAdjust", ratio(measured?.singleWeightSizeAdjust)), ("sizeAdjust", ratio(measured?.sizeAdjust)),
                ("standIn", .string(fallback.standIn)), ("system", .string(fallback.system)), ("weight", .integer(fallback.weight)),
            ])
        }
        writer.endObject()
    }

    /// A member holding an array, one element a line, so a change is one changed line per element.
    private func lines<Element>(_ member: Schema.Member, _ elements: [Element], to writer: inout JSONWriter,
                                _ json: (Element) -> JSONValue) {
        writer.key(member.rawValue)
        writer.beginArray()
        for element in elements { writer.value(json(element), inline: true) }
        writer.endArray()
    }

    /// The distinct faces of the rows (with what the font system did differently, for each), in
    /// order of first use, and the index of each row's face.
    private struct FaceTable {
        var faces: [(font: ResolvedTextStyle.Font, warnings: [FontWarning])] = []
        /// The face of each style row, and of its Bold Text row (-1 when it has none).
        private(set) var rowFaces: [Int] = []
        private(set) var boldFaces: [Int] = []

        init(_ styles: [CompiledTheme.StyleRow]) {
            rowFaces.reserveCapacity(styles.count)
            boldFaces.reserveCapacity(styles.count)
            for entry in styles {
                rowFaces.append(index(of: entry.row))
                boldFaces.append(entry.boldText.map { index(of: $0) } ?? -1)
            }
        }

        /// The face's index, added when new. A theme has a handful of faces, so a scan compares
        /// fewer bytes than hashing a key would (equal strings here share storage).
        private mutating func index(of row: ResolvedTextStyle) -> Int {
            if let known = faces.firstIndex(where: { $0.font == row.font && $0.warnings == row.fontWarnings }) { return known }
            faces.append((row.font, row.fontWarnings))
            return faces.count - 1
        }

        /// One member of a row: the face as its index in `fonts`, warnings without the face's own
        /// (each with its kind and data), tracking with the rule it came from.
        func write(_ member: ResolvedTextStyle.Member, of row: ResolvedTextStyle, face: Int, to writer: inout JSONWriter) {
            switch member {
            case .font: writer.integer(face)
            case .warnings:
                writer.beginArray()
                for warning in row.layoutWarnings { warning.write(to: &writer) }
                writer.endArray()
            case .tracking:
                writer.beginObject()
                writer.key("em"); writer.number(row.tracking.em)
                writer.key("points"); writer.number(row.tracking.points)
                writer.key("rule"); writer.value(row.tracking.source.themeJSON)
                writer.key("source"); writer.string(row.tracking.source.name)
                writer.endObject()
            default: row.write(member, to: &writer)
            }
        }
    }
}
