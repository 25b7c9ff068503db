/// Reads a compiled theme document as a stream: rows and faces straight from the scanner (the rows
/// are in `CompiledThemeDecoder+Rows`), small parts (a face's warnings, the tint rules) as trees
/// through the theme decoder. The first problem stops the reading, with its
/// line and column: a compiled theme is written by Tintype, so a problem means a damaged file or a
/// different version.
struct CompiledThemeDecoder: ScannerDecoding {
    var scanner: JSONScanner
    private let file: String
    /// What the rows read last, for rows that repeat it (`CompiledThemeDecoder+Rows`).
    var memos = Repeats()
    private(set) var faces: [(font: ResolvedTextStyle.Font, warnings: [FontWarning])] = []

    init(_ bytes: [UInt8], file: String) {
        scanner = JSONScanner(bytes)
        self.file = file
    }

    private enum Key: String, CaseIterable {
        case axes, fonts, format, styles, theme, tintRules, tints, typefaces, version
    }

    mutating func theme() throws(Diagnostic) -> CompiledTheme {
        var seen: Set<Key> = []
        var name = "", description: String?
        var styles: [CompiledTheme.StyleRow] = [], tints: [CompiledTheme.TintSet] = [], typefaces: [CompiledTheme.Typeface] = []
        var tintRules: TintTheme?
        try scanner.beginObject()
        while let text = try scanner.nextKey() {
            let key: Key = try named(text, "member of a compiled theme", at: scanner.keyOffset)
            guard seen.insert(key).inserted else { throw scanner.error("\"\(text)\" is given twice", at: scanner.keyOffset) }
            switch key {
            case .axes: try axes()
            case .fonts: try array { (decoder: inout Self) throws(Diagnostic) in decoder.faces.append(try decoder.face()) }
            case .format:
                let start = try valueStart()
                guard try scanner.string() == CompiledThemeReader.format else {
                    throw scanner.error("not a compiled theme: \"format\" must be \"\(CompiledThemeReader.format)\"", at: start)
                }
            case .version:
                let start = try valueStart()
                let version = try scanner.number()
                guard version == Double(CompiledThemeReader.version) else {
                    throw scanner.error("compiled theme version \(version.plainText) is not the version this tintype reads (\(CompiledThemeReader.version)); compile the theme again with this tintype", at: start)
                }
            case .styles:
                styles.reserveCapacity(4096)
                try array { (decoder: inout Self) throws(Diagnostic) in styles.append(try decoder.styleRow()) }
            case .theme:
                try object { (decoder: inout Self, key: String) throws(Diagnostic) in
                    switch key {
                    case "name": name = try decoder.scanner.string()
                    case "description": description = try decoder.optional { (d: inout Self) throws(Diagnostic) in try d.scanner.string() }
                    default: throw decoder.unknown(key, in: "theme", known: ["name", "description"])
                    }
                }
            case .tintRules:
                let node = try SourceNode.read(from: &scanner)
                do {
                    tintRules = try ThemeReader.readTints(node, file: file)
                } catch {
                    throw error.diagnostics.first { $0.severity == .error } ?? scanner.error("the tint rules cannot be read")
                }
            case .tints: try array { (decoder: inout Self) throws(Diagnostic) in tints.append(try decoder.tintSet()) }
            case .typefaces: try array { (decoder: inout Self) throws(Diagnostic) in typefaces.append(try decoder.typeface()) }
            }
        }
        try scanner.end()
        if let missing = Key.allCases.first(where: { !seen.contains($0) }) {
            throw scanner.error("the compiled theme has no \"\(missing.rawValue)\"; compile the theme again with this tintype", at: 0)
        }
        guard let tintRules else { throw scanner.error("the compiled theme has no tint rules", at: 0) }
        return CompiledTheme(name: name, description: description, typefaces: typefaces, styles: styles, tints: tints, tintRules: tintRules)
    }

    // MARK: - Parts

    /// The axes are fixed by the version; anything else was written by another tool.
    private mutating func axes() throws(Diagnostic) {
        let start = try valueStart()
        let node = try SourceNode.read(from: &scanner)
        var writer = JSONWriter()
        node.write(to: &writer)
        var expected = JSONWriter()
        expected.value(JSONFormat.axes)
        guard writer.finish() == expected.finish() else {
            throw scanner.error("the axes are not the ones this tintype writes; compile the theme again with this tintype", at: start)
        }
    }

    private mutating func face() throws(Diagnostic) -> (font: ResolvedTextStyle.Font, warnings: [FontWarning]) {
        var font = ResolvedTextStyle.Font(family: "", requestedFamily: "", postscriptName: nil, sha256: "", faceIndex: 0, location: nil)
        var warnings: [FontWarning] = []
        let start = try valueStart()
        var seen = 0
        try object { (decoder: inout Self, key: String) throws(Diagnostic) in
            seen += 1
            switch key {
            case "faceIndex": font.faceIndex = try decoder.integer(0...0xFFFF)
            case "family": font.family = try decoder.scanner.string()
            case "requestedFamily": font.requestedFamily = try decoder.scanner.string()
            case "postscriptName": font.postscriptName = try decoder.optional { (d: inout Self) throws(Diagnostic) in try d.scanner.string() }
            case "sha256": font.sha256 = try decoder.scanner.string()
            case "location":
                font.location = try decoder.optional { (d: inout Self) throws(Diagnostic) in
                    var location: [String: Double] = [:]
                    try d.object { (d: inout Self, tag: String) throws(Diagnostic) in location[tag] = try d.scanner.number() }
                    return location
                }
            case "warnings":
                warnings = try decoder.trees("fonts[\(decoder.faces.count)].warnings") { $0.fontWarning($1, $2) }
            default:
                throw decoder.unknown(key, in: "a font", known: ["faceIndex", "family", "location", "postscriptName", "requestedFamily", "sha256", "warnings"])
            }
        }
        guard seen == 7 else { throw scanner.error("a font needs faceIndex, family, location, postscriptName, requestedFamily, sha256 and warnings", at: start) }
        return (font, warnings)
    }

    private mutating func tintSet() throws(Diagnostic) -> CompiledTheme.TintSet {
        var set = CompiledTheme.TintSet(modes: [], defaultTint: .white, dimmedDefaultTint: .white, derived: [], componentTints: [])
        try object { (d: inout Self, key: String) throws(Diagnostic) in
            switch key {
            case "default": set.defaultTint = try d.color()
            case "dimmedDefault": set.dimmedDefaultTint = try d.color()
            case "derived":
                try d.object { (d: inout Self, name: String) throws(Diagnostic) in set.derived.append((name, try d.color())) }
            case "components":
                try d.object { (d: inout Self, kind: String) throws(Diagnostic) in
                    var entry: (kind: String, tint: Color?, barTint: Color?) = (kind, nil, nil)
                    try d.object { (d: inout Self, key: String) throws(Diagnostic) in
                        switch key {
                        case "tint": entry.tint = try d.optional { (d: inout Self) throws(Diagnostic) in try d.color() }
                        case "barTint": entry.barTint = try d.optional { (d: inout Self) throws(Diagnostic) in try d.color() }
                        default: throw d.unknown(key, in: "a component's tints", known: ["barTint", "tint"])
                        }
                    }
                    set.componentTints.append(entry)
                }
            case "modes":
                try d.array { (d: inout Self) throws(Diagnostic) in
                    var appearance: Appearance?, contrast: ContrastSetting?
                    try d.object { (d: inout Self, key: String) throws(Diagnostic) in
                        switch key {
                        case "appearance": appearance = try d.namedValue("appearance")
                        case "contrast": contrast = try d.namedValue("contrast")
                        default: throw d.unknown(key, in: "a mode", known: ["appearance", "contrast"])
                        }
                    }
                    guard let appearance, let contrast else { throw d.scanner.error("a mode needs \"appearance\" and \"contrast\"") }
                    set.modes.append((appearance, contrast))
                }
            default: throw d.unknown(key, in: "a tint set", known: ["components", "default", "derived", "dimmedDefault", "modes"])
            }
        }
        return set
    }

    private mutating func typeface() throws(Diagnostic) -> CompiledTheme.Typeface {
        var typeface = CompiledTheme.Typeface(style: "", role: "", families: [])
        try object { (d: inout Self, key: String) throws(Diagnostic) in
            switch key {
            case "style": typeface.style = TextStyle(rawValue: try d.scanner.string())
            case "role": typeface.role = try d.scanner.string()
            case "families": try d.array { (d: inout Self) throws(Diagnostic) in typeface.families.append(try d.scanner.string()) }
            default: throw d.unknown(key, in: "a typeface", known: ["families", "role", "style"])
            }
        }
        return typeface
    }

    // MARK: - Values

    private mutating func color() throws(Diagnostic) -> Color {
        let start = try valueStart()
        let text = try scanner.string()
        do {
            return try ColorParser.parse(text).color
        } catch {
            throw scanner.error("'\(text)' is not a colour: \(error)", at: start)
        }
    }

    /// The string value at the scanner, one of a closed set.
    private mutating func namedValue<Kind: RawRepresentable & CaseIterable>(_ what: String) throws(Diagnostic) -> Kind
    where Kind.RawValue == String {
        let start = try valueStart()
        let text = try scanner.string()
        return try named(text, what, at: start)
    }

    /// A value of a closed set, or an error listing the set.
    private func named<Kind: RawRepresentable & CaseIterable>(_ text: String, _ what: String, at offset: Int) throws(Diagnostic) -> Kind
    where Kind.RawValue == String {
        if let kind = Kind(rawValue: text) { return kind }
        let names = Kind.allCases.map(\.rawValue)
        throw scanner.error("unknown \(what) '\(text)'; use " + ThemeDecoder.either(names), at: offset)
    }

    private func unknown(_ key: String, in what: String, known: [String]) -> Diagnostic {
        scanner.error("unknown key \"\(key)\" in \(what); a compiled theme has " + ThemeDecoder.either(known), at: scanner.keyOffset)
    }

    /// Each element of an array, read as a tree by `read` with the theme decoder's checks (an empty
    /// array, the usual case, costs no tree).
    private mutating func trees<T>(_ path: String, _ read: (ThemeDecoder, SourceNode, String) -> T?) throws(Diagnostic) -> [T] {
        var items: [SourceNode] = []
        try scanner.beginArray()
        while try scanner.nextElement() { items.append(try SourceNode.read(from: &scanner)) }
        guard !items.isEmpty else { return [] }
        let decoder = ThemeDecoder(file: file, tokens: nil)
        var values: [T] = []
        for (index, item) in items.enumerated() {
            guard let value = read(decoder, item, "\(path)[\(index)]") else { break }
            values.append(value)
        }
        if let error = decoder.diagnostics.first(where: { $0.severity == .error }) { throw error }
        return values
    }
}
