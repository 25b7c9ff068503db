/// A theme compiled for every mode: the resolved text styles for each content-size category with
/// Bold Text off and on, and the tints for each appearance and contrast. Each value is stored once:
/// a Bold Text row keeps only what Bold Text changes, and a tint set that modes share lists them all.
public struct CompiledTheme: Equatable, Sendable {
    /// A resolved row, and the same row with Bold Text on when that differs.
    public struct StyleRow: Equatable, Sendable {
        public var row: ResolvedTextStyle
        /// nil when Bold Text changes nothing in this row.
        public var boldText: ResolvedTextStyle?
    }

    /// The tints of the modes that share them.
    public struct TintSet: Equatable, Sendable {
        public var modes: [(appearance: Appearance, contrast: ContrastSetting)]
        public var defaultTint: Color
        public var dimmedDefaultTint: Color
        /// Derived colours of the default tint, by name.
        public var derived: [(name: String, color: Color)]
        public var componentTints: [(kind: String, tint: Color?, barTint: Color?)]

        public static func == (lhs: TintSet, rhs: TintSet) -> Bool {
            lhs.modes.map { "\($0.appearance)/\($0.contrast)" } == rhs.modes.map { "\($0.appearance)/\($0.contrast)" }
                && lhs.sameValues(as: rhs)
        }

        func sameValues(as other: TintSet) -> Bool {
            defaultTint.rgba8 == other.defaultTint.rgba8 && dimmedDefaultTint.rgba8 == other.dimmedDefaultTint.rgba8
                && derived.map { "\($0.name)=\($0.color.hex)" } == other.derived.map { "\($0.name)=\($0.color.hex)" }
                && componentTints.map { "\($0.kind)=\($0.tint?.hex ?? "-")/\($0.barTint?.hex ?? "-")" }
                    == other.componentTints.map { "\($0.kind)=\($0.tint?.hex ?? "-")/\($0.barTint?.hex ?? "-")" }
        }
    }

    public var name: String
    public var description: String?
    public var styles: [StyleRow]
    public var tints: [TintSet]

    /// Compiles `theme` with fonts from `provider`.
    public static func compile(_ theme: Theme, fonts provider: some FontProvider) throws -> CompiledTheme {
        let resolver = try TypographyResolver(theme.typography)
        let regularFonts = try resolver.loadFonts(from: provider, boldText: false, inkSample: theme.lint.sample)
        let boldFonts = try resolver.loadFonts(from: provider, boldText: true, inkSample: theme.lint.sample)
        var styles: [StyleRow] = []
        styles.reserveCapacity(theme.typography.styles.count * ContentSizeCategory.allCases.count * 6)
        resolver.resolvePairs(regularFonts, boldFonts) { plain, emboldened in
            // Bold Text nearly always changes the weight; comparing it first skips the full compare.
            styles.append(StyleRow(row: plain, boldText: plain.weight == emboldened.weight && plain == emboldened ? nil : emboldened))
        }
        var tints: [TintSet] = []
        for appearance in Appearance.allCases {
            for contrast in ContrastSetting.allCases {
                let set = tintSet(theme.tints, appearance, contrast)
                if let index = tints.firstIndex(where: { $0.sameValues(as: set) }) {
                    tints[index].modes += set.modes
                } else {
                    tints.append(set)
                }
            }
        }
        return CompiledTheme(name: theme.name, description: theme.description, styles: styles, tints: tints)
    }

    private static func tintSet(_ theme: TintTheme, _ appearance: Appearance, _ contrast: ContrastSetting) -> TintSet {
        let tint = theme.defaultTint(appearance, contrast)
        let kinds = Set(theme.componentTints.keys).union(theme.componentBarTints.keys).sorted()
        return TintSet(
            modes: [(appearance, contrast)], defaultTint: tint, dimmedDefaultTint: theme.dimming.dim(tint),
            derived: theme.derived.map { ($0.name, $0.rule.apply(to: tint)) },
            componentTints: kinds.map { ($0, theme.componentTints[$0], theme.componentBarTints[$0]) })
    }

    /// The `tintype compile --format json` document (schema in the README), written straight into
    /// bytes. Faces are written once, in `fonts`, and rows refer to them by index; each style row
    /// carries `boldText`: the members Bold Text changes, or null when it changes none.
    public func serialized() -> [UInt8] {
        let table = FaceTable(styles)
        var writer = JSONWriter(capacity: styles.count * 1200)
        writer.beginObject()
        writer.key("axes")
        writer.value(.members([
            ("appearance", .array(Appearance.allCases.map { .string($0.rawValue) })),
            ("boldText", .array([.bool(false), .bool(true)])),
            ("contentSizeCategory", .array(ContentSizeCategory.allCases.map { .string($0.name) })),
            ("contrast", .array(ContrastSetting.allCases.map { .string($0.rawValue) })),
        ]))
        writer.key("fonts")
        writer.beginArray()
        for face in table.faces {
            writer.beginObject()
            writer.key("faceIndex"); writer.integer(face.font.faceIndex)
            writer.key("family"); writer.string(face.font.family)
            writer.key("location")
            writer.value(face.font.location.map { .object($0.mapValues(JSONValue.number)) } ?? .null)
            writer.key("postscriptName"); writer.string(face.font.postscriptName)
            writer.key("requestedFamily"); writer.string(face.font.requestedFamily)
            writer.key("sha256"); writer.string(face.font.sha256)
            writer.key("warnings"); writer.value(.array(face.warnings.map { .string($0.description) }))
            writer.endObject()
        }
        writer.endArray()
        writer.key("format")
        writer.string("tintype.compiled-theme")
        writer.key("styles")
        writer.beginArray()
        for (index, entry) in styles.enumerated() {
            writer.beginObject()
            for member in ResolvedTextStyle.Member.allCases {
                writer.key(member.rawValue)
                table.write(member, of: entry.row, face: table.rowFaces[index], to: &writer)
                guard member == .baselineOffset else { continue }
                writer.key("boldText")
                if let bold = entry.boldText {
                    writer.beginObject()
                    for changed in ResolvedTextStyle.Member.allCases where bold.differs(from: entry.row, in: changed) {
                        writer.key(changed.rawValue)
                        table.write(changed, of: bold, face: table.boldFaces[index], to: &writer)
                    }
                    writer.endObject()
                } else {
                    writer.null()
                }
            }
            writer.endObject()
        }
        writer.endArray()
        writer.key("theme")
        writer.value(.members([("description", .string(description)), ("name", .string(name))]))
        writer.key("tints")
        writer.value(.array(tints.map { set in
            .members([
                ("components", .object(Dictionary(uniqueKeysWithValues: set.componentTints.map { entry in
                    (entry.kind, JSONValue.members([("barTint", .string(entry.barTint?.hex)), ("tint", .string(entry.tint?.hex))]))
                }))),
                ("default", .string(set.defaultTint.hex)),
                ("derived", .object(Dictionary(uniqueKeysWithValues: set.derived.map { ($0.name, JSONValue.string($0.color.hex)) }))),
                ("dimmedDefault", .string(set.dimmedDefaultTint.hex)),
                ("modes", .array(set.modes.map { .members([("appearance", .string($0.appearance.rawValue)), ("contrast", .string($0.contrast.rawValue))]) })),
            ])
        }))
        writer.key("version")
        writer.integer(1)
        writer.endObject()
        return writer.finish()
    }

    /// The distinct faces of the rows (with what the font system did differently, for each), in
    /// order of first use, and the index of each row's face.
    private struct FaceTable {
        var faces: [(font: ResolvedTextStyle.Font, warnings: [FontWarning])] = []
        /// The face of each style row, and of its Bold Text row (-1 when it has none).
        private(set) var rowFaces: [Int] = []
        private(set) var boldFaces: [Int] = []

        init(_ styles: [StyleRow]) {
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

        /// One member of a row: the face as its index in `fonts`, warnings without the face's own.
        func write(_ member: ResolvedTextStyle.Member, of row: ResolvedTextStyle, face: Int, to writer: inout JSONWriter) {
            switch member {
            case .font: writer.integer(face)
            case .warnings:
                writer.beginArray()
                for warning in row.layoutWarnings { writer.string(warning.description) }
                writer.endArray()
            default: row.write(member, to: &writer)
            }
        }
    }
}
