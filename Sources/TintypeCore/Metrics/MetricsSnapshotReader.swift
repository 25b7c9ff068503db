/// Reads a metrics snapshot (written by `MetricsSnapshot.document()`) back, for `tintype metrics
/// check`. A snapshot is written by Tintype and kept in a repository, so a problem is a damaged or
/// hand-edited file, or another version: the first one stops the reading, with its line and column.
public enum MetricsSnapshotReader {
    public static func read(json bytes: [UInt8], file: String) throws(Diagnostics) -> MetricsSnapshot {
        var decoder = MetricsSnapshotDecoder(scanner: JSONScanner(bytes))
        do {
            return try decoder.snapshot()
        } catch {
            throw Diagnostics([error.inFile(file)])
        }
    }
}

struct MetricsSnapshotDecoder: ScannerDecoding {
    var scanner: JSONScanner

    init(scanner: JSONScanner) { self.scanner = scanner }

    private enum Key: String, CaseIterable { case faces, format, rows, sample, theme, version }

    private static let rowMembers = JSONNames(MetricsSnapshot.Row.Member.self)
    private static let categories = JSONNames(ContentSizeCategory.allCases.map { (name: $0.name, value: $0) })
    private static let leadings = JSONNames(ResolvedTextStyle.Leading.self)
    private static let policies = JSONNames(LineHeightPolicy.Kind.self)

    mutating func snapshot() throws(Diagnostic) -> MetricsSnapshot {
        var snapshot = MetricsSnapshot(theme: "", sampleName: "", sampleCharacters: "", faces: [], rows: [])
        var seen: Set<Key> = []
        try scanner.beginObject()
        while let text = try scanner.nextKey() {
            guard let key = Key(rawValue: text) else { throw unknown(text, in: "a metrics snapshot", known: Key.allCases.map(\.rawValue)) }
            guard seen.insert(key).inserted else { throw scanner.error("\"\(text)\" is given twice", at: scanner.keyOffset) }
            switch key {
            case .format:
                let start = try valueStart()
                guard try scanner.string() == MetricsSnapshot.format else {
                    throw scanner.error("not a metrics snapshot: \"format\" must be \"\(MetricsSnapshot.format)\"; make one with 'tintype metrics snapshot'", at: start)
                }
            case .version:
                let start = try valueStart()
                let version = try scanner.number()
                guard version == Double(MetricsSnapshot.version) else {
                    throw scanner.error("snapshot version \(version.plainText) is not the version this tintype reads (\(MetricsSnapshot.version)); make the baseline again with this tintype (tintype metrics check --update)", at: start)
                }
            case .theme: snapshot.theme = try scanner.string()
            case .sample:
                try object { (d: inout Self, key: String) throws(Diagnostic) in
                    switch key {
                    case "name": snapshot.sampleName = try d.scanner.string()
                    case "characters": snapshot.sampleCharacters = try d.scanner.string()
                    default: throw d.unknown(key, in: "the sample", known: ["characters", "name"])
                    }
                }
            case .faces: try array { (d: inout Self) throws(Diagnostic) in snapshot.faces.append(try d.face()) }
            case .rows:
                try array { (d: inout Self) throws(Diagnostic) in snapshot.rows.append(try d.row(faceCount: snapshot.faces.count)) }
            }
        }
        try scanner.end()
        if let missing = Key.allCases.first(where: { !seen.contains($0) }) {
            throw scanner.error("the snapshot has no \"\(missing.rawValue)\"; make it again with 'tintype metrics snapshot'", at: 0)
        }
        return snapshot
    }

    // MARK: - Faces

    private mutating func face() throws(Diagnostic) -> MetricsSnapshot.Face {
        let start = try valueStart()
        var face = Self.blankFace
        var seen: Set<String> = []
        try object { (d: inout Self, key: String) throws(Diagnostic) in
            seen.insert(key)
            switch key {
            case "advance": face.advance = try d.integer(0...Int(Int32.max) * 64)
            case "capHeight": face.capHeight = try d.optional { (d: inout Self) throws(Diagnostic) in try d.fontUnits() }
            case "capHeightSource": face.capHeightSource = try d.optional { (d: inout Self) throws(Diagnostic) in try d.metricSource() }
            case "characters": face.characters = try d.integer(0...0x10FFFF)
            case "faceIndex": face.faceIndex = try d.integer(0...0xFFFF)
            case "family": face.family = try d.optional { (d: inout Self) throws(Diagnostic) in try d.scanner.string() }
            case "file": face.file = try d.scanner.string()
            case "hhea": face.hhea = try d.optional { (d: inout Self) throws(Diagnostic) in try d.vertical() }
            case "ink": face.ink = try d.optional { (d: inout Self) throws(Diagnostic) in try d.ink() }
            case "location":
                face.location = try d.optional { (d: inout Self) throws(Diagnostic) in
                    var location: [String: Double] = [:]
                    try d.object { (d: inout Self, tag: String) throws(Diagnostic) in location[tag] = try d.scanner.number() }
                    return location
                }
            case "postscriptName": face.postscriptName = try d.optional { (d: inout Self) throws(Diagnostic) in try d.scanner.string() }
            case "sha256":
                let start = try d.valueStart()
                face.sha256 = try d.scanner.string()
                guard face.sha256.utf8.count == 64, face.sha256.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
                    throw d.scanner.error("expected a SHA-256 in 64 lowercase hex digits, found '\(face.sha256)'", at: start)
                }
            case "styleName": face.styleName = try d.optional { (d: inout Self) throws(Diagnostic) in try d.scanner.string() }
            case "trak": face.trak = try d.optional { (d: inout Self) throws(Diagnostic) in try d.trackingTable() }
            case "typo": face.typo = try d.optional { (d: inout Self) throws(Diagnostic) in try d.vertical() }
            case "unitsPerEm": face.unitsPerEm = try d.integer(1...0xFFFF)
            case "useTypoMetrics": face.useTypoMetrics = try d.scanner.bool()
            case "version": face.version = try d.optional { (d: inout Self) throws(Diagnostic) in try d.scanner.string() }
            case "win":
                face.win = try d.optional { (d: inout Self) throws(Diagnostic) in
                    var win = WinMetrics(ascent: 0, descent: 0)
                    try d.members(["ascent", "descent"], in: "win metrics") { (d: inout Self, key: String) throws(Diagnostic) in
                        if key == "ascent" { win.ascent = try d.fontUnits() } else { win.descent = try d.fontUnits() }
                    }
                    return win
                }
            case "xHeight": face.xHeight = try d.optional { (d: inout Self) throws(Diagnostic) in try d.fontUnits() }
            case "xHeightSource": face.xHeightSource = try d.optional { (d: inout Self) throws(Diagnostic) in try d.metricSource() }
            default: throw d.unknown(key, in: "a face", known: Self.faceKeys)
            }
        }
        if let missing = Self.faceKeys.first(where: { !seen.contains($0) }) {
            throw scanner.error("this face has no \"\(missing)\"", at: start)
        }
        return face
    }

    /// A face with nothing read yet: the reader fills in every member.
    private static let blankFace = MetricsSnapshot.Face(
        FontFaceMetrics(file: "", faceIndex: 0, faceCount: 1, format: "", sha256: "", familyName: nil, styleName: nil,
                        postscriptName: nil, fullName: nil, version: nil, unitsPerEm: 0, hhea: nil, typo: nil, win: nil,
                        useTypoMetrics: false, os2Version: nil, capHeight: nil, xHeight: nil, capHeightSource: nil,
                        xHeightSource: nil, underlinePosition: nil, underlineThickness: nil, weightClass: nil, widthClass: nil,
                        italic: false, axes: [], namedInstances: [], location: nil, trak: nil),
        measure: SampleMeasure(ink: nil, advance: 0, characters: 0))

    private static let faceKeys = [
        "advance", "capHeight", "capHeightSource", "characters", "faceIndex", "family", "file", "hhea", "ink", "location",
        "postscriptName", "sha256", "styleName", "trak", "typo", "unitsPerEm", "useTypoMetrics", "version", "win", "xHeight",
        "xHeightSource",
    ]

    /// A value in font units: a whole number that fits the font's 16-bit fields (with room).
    private mutating func fontUnits() throws(Diagnostic) -> Int { try integer(-0x10000...0x10000) }

    private mutating func metricSource() throws(Diagnostic) -> FontFaceMetrics.MetricSource {
        let start = try valueStart()
        let text = try scanner.string()
        guard let source = FontFaceMetrics.MetricSource(rawValue: text) else {
            throw scanner.error("unknown metric source '\(text)'; use os2 or glyph", at: start)
        }
        return source
    }

    private mutating func vertical() throws(Diagnostic) -> VerticalMetrics {
        var metrics = VerticalMetrics(ascender: 0, descender: 0, lineGap: 0)
        try members(["ascender", "descender", "lineGap"], in: "vertical metrics") { (d: inout Self, key: String) throws(Diagnostic) in
            switch key {
            case "ascender": metrics.ascender = try d.fontUnits()
            case "descender": metrics.descender = try d.fontUnits()
            default: metrics.lineGap = try d.fontUnits()
            }
        }
        return metrics
    }

    private mutating func ink() throws(Diagnostic) -> InkExtents {
        var ink = InkExtents(top: 0, bottom: 0, topCharacter: " ", bottomCharacter: " ")
        try members(["bottom", "bottomCharacter", "top", "topCharacter"], in: "ink") { (d: inout Self, key: String) throws(Diagnostic) in
            switch key {
            case "top": ink.top = try d.fontUnits()
            case "bottom": ink.bottom = try d.fontUnits()
            case "topCharacter": ink.topCharacter = try d.character()
            default: ink.bottomCharacter = try d.character()
            }
        }
        return ink
    }

    private mutating func character() throws(Diagnostic) -> Unicode.Scalar {
        let start = try valueStart()
        let text = try scanner.string()
        guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else {
            throw scanner.error("expected one character, found '\(text)'", at: start)
        }
        return scalar
    }

    private mutating func trackingTable() throws(Diagnostic) -> TrackingTable {
        var tracks: [TrackingTable.Track] = []
        try array { (d: inout Self) throws(Diagnostic) in
            var track = TrackingTable.Track(track: 0, name: nil, values: [])
            try d.members(["name", "track", "values"], in: "a track") { (d: inout Self, key: String) throws(Diagnostic) in
                switch key {
                case "name": track.name = try d.optional { (d: inout Self) throws(Diagnostic) in try d.scanner.string() }
                case "track": track.track = try d.scanner.number()
                default:
                    try d.array { (d: inout Self) throws(Diagnostic) in
                        var value = TrackingTable.SizeValue(size: 0, value: 0)
                        try d.members(["size", "value"], in: "a track value") { (d: inout Self, key: String) throws(Diagnostic) in
                            if key == "size" { value.size = try d.scanner.number() } else { value.value = try d.fontUnits() }
                        }
                        track.values.append(value)
                    }
                }
            }
            tracks.append(track)
        }
        return TrackingTable(tracks: tracks)
    }

    // MARK: - Rows

    private enum TrackingKey: String, CaseIterable, Sendable { case em, points, source }
    private enum TrimsKey: String, CaseIterable, Sendable { case baseline, capHeight }
    private enum NoteKey: String, CaseIterable, Sendable { case kind, message }
    private static let trackingKeys = JSONNames(TrackingKey.self)
    private static let trimsKeys = JSONNames(TrimsKey.self)
    private static let noteKeys = JSONNames(NoteKey.self)

    /// The strings rows repeat (a style's name, a tracking source), kept with their bytes so the
    /// next row that has the same bytes makes no new String.
    private var lastStyle: (bytes: ArraySlice<UInt8>, name: TextStyle)?
    private var lastSource: (bytes: ArraySlice<UInt8>, name: String)?

    private mutating func row(faceCount: Int) throws(Diagnostic) -> MetricsSnapshot.Row {
        let start = try valueStart()
        var row = MetricsSnapshot.Row(
            key: MetricsSnapshot.RowKey(style: "", category: .large, leading: .standard, emphasized: false, boldText: false),
            face: 0, weight: 400, size: 0, lineHeight: 0, lineHeightPolicy: .table, trackingPoints: 0, trackingEm: 0,
            trackingSource: "", trims: nil, width: nil, fontWarnings: [], lint: [])
        // Read in a loop of its own rather than through `fields`: rows are the bulk of the file.
        var seen: UInt32 = 0
        try scanner.beginObject()
        var next = 0
        while let token = try scanner.nextKeyToken() {
            let (index, member) = try name(token, in: Self.rowMembers, "row member", at: scanner.keyOffset, first: next)
            next = index + 1
            guard seen & (1 << UInt32(index)) == 0 else { throw scanner.error("\"\(member.rawValue)\" is given twice", at: scanner.keyOffset) }
            seen |= 1 << UInt32(index)
            try readMember(member, into: &row, faceCount: faceCount)
        }
        if let missing = MetricsSnapshot.Row.Member.allCases.indices.first(where: { seen & (1 << UInt32($0)) == 0 }) {
            throw scanner.error("this row has no \"\(MetricsSnapshot.Row.Member.allCases[missing].rawValue)\"", at: start)
        }
        return row
    }

    private mutating func readMember(_ member: MetricsSnapshot.Row.Member, into row: inout MetricsSnapshot.Row, faceCount: Int) throws(Diagnostic) {
        switch member {
        case .style: row.key.style = Self.reuse(try scanner.stringToken(), of: scanner, kept: &lastStyle) { TextStyle(rawValue: $0) }
        case .category: row.key.category = try value(in: Self.categories, "content-size category")
        case .leading: row.key.leading = try value(in: Self.leadings, "leading")
        case .emphasized: row.key.emphasized = try scanner.bool()
        case .boldText: row.key.boldText = try scanner.bool()
        case .face:
            let start = try valueStart()
            row.face = try integer(0...Int(Int32.max))
            guard row.face < faceCount else { throw scanner.error("face \(row.face) is not in \"faces\" (\(faceCount) faces)", at: start) }
        case .weight: row.weight = try integer(1...1000)
        case .size: row.size = try scanner.number()
        case .lineHeight: row.lineHeight = try scanner.number()
        case .lineHeightPolicy: row.lineHeightPolicy = try value(in: Self.policies, "line-height policy")
        case .tracking:
            try fields(Self.trackingKeys, in: "tracking", at: try valueStart()) { (d: inout Self, key: TrackingKey) throws(Diagnostic) in
                switch key {
                case .em: row.trackingEm = try d.scanner.number()
                case .points: row.trackingPoints = try d.scanner.number()
                case .source: row.trackingSource = Self.reuse(try d.scanner.stringToken(), of: d.scanner, kept: &d.lastSource) { $0 }
                }
            }
        case .trims:
            row.trims = try optional { (d: inout Self) throws(Diagnostic) in
                var trims = ResolvedTextStyle.Trims(capHeight: 0, baseline: 0)
                try d.fields(Self.trimsKeys, in: "trims", at: try d.valueStart()) { (d: inout Self, key: TrimsKey) throws(Diagnostic) in
                    switch key {
                    case .baseline: trims.baseline = try d.scanner.number()
                    case .capHeight: trims.capHeight = try d.scanner.number()
                    }
                }
                return trims
            }
        case .width: row.width = try optionalNumber()
        case .fontWarnings: row.fontWarnings = try notes()
        case .lint: row.lint = try notes()
        }
    }

    private mutating func notes() throws(Diagnostic) -> [MetricsSnapshot.Note] {
        var notes: [MetricsSnapshot.Note] = []
        try array { (d: inout Self) throws(Diagnostic) in
            var note = MetricsSnapshot.Note(kind: "", message: "")
            try d.fields(Self.noteKeys, in: "a warning", at: try d.valueStart()) { (d: inout Self, key: NoteKey) throws(Diagnostic) in
                switch key {
                case .kind: note.kind = try d.scanner.string()
                case .message: note.message = try d.scanner.string()
                }
            }
            notes.append(note)
        }
        return notes
    }

    /// The value of a string token: the one `kept` holds when the token has its bytes, else made
    /// from the text (and kept).
    private static func reuse<T>(_ token: JSONScanner.Token, of scanner: JSONScanner, kept: inout (bytes: ArraySlice<UInt8>, name: T)?,
                                 _ make: (String) -> T) -> T {
        guard case .raw(let range) = token else { return make(scanner.text(of: token)) }
        if let kept, kept.bytes.elementsEqual(scanner.bytes[range]) { return kept.name }
        let value = make(scanner.text(of: token))
        kept = (scanner.bytes[range], value)
        return value
    }

    /// An object whose keys are exactly `names`' (each once, in any order), matched as bytes.
    @inline(__always)
    private mutating func fields<Key>(_ names: JSONNames<Key>, in what: String, at start: Int, _ member: (inout Self, Key) throws(Diagnostic) -> Void)
        throws(Diagnostic) {
        var seen: UInt64 = 0
        try scanner.beginObject()
        var next = 0
        while let token = try scanner.nextKeyToken() {
            guard let (index, key) = names.match(token, in: scanner, first: next) else {
                throw unknown(scanner.text(of: token), in: what, known: names.all)
            }
            guard seen & (1 << UInt64(index)) == 0 else { throw scanner.error("\"\(scanner.text(of: token))\" is given twice", at: scanner.keyOffset) }
            seen |= 1 << UInt64(index)
            next = index + 1
            try member(&self, key)
        }
        if let missing = (0..<names.count).first(where: { seen & (1 << UInt64($0)) == 0 }) {
            throw scanner.error("\(what) has no \"\(names.all[missing])\"", at: start)
        }
    }

    // MARK: - Objects

    /// An object whose members are exactly `keys` (each once, in any order).
    private mutating func members(_ keys: [String], in what: String, _ member: (inout Self, String) throws(Diagnostic) -> Void)
        throws(Diagnostic) {
        try fields(JSONNames(keys.map { (name: $0, value: $0) }), in: what, at: try valueStart(), member)
    }

    private func unknown(_ key: String, in what: String, known: [String]) -> Diagnostic {
        scanner.error("unknown key \"\(key)\" in \(what); a metrics snapshot has " + ThemeDecoder.either(known), at: scanner.keyOffset)
    }
}
