import CFreeType
import TintypeTypography

/// Reads `FontFaceMetrics` from font files with FreeType.
///
/// Every read opens a fresh `FT_Face` and sets variation coordinates at most once, so the values
/// for a location never depend on what was read before (FreeType accumulates MVAR deltas when the
/// coordinates of one face change repeatedly; see Docs/FontMetrics.md, "Variable fonts").
public final class FontReader {
    private let library: FreeTypeLibrary

    public init() throws(FontError) {
        library = try FreeTypeLibrary()
    }

    /// The number of faces in `file`: 1 for a single font, more for a collection.
    public func faceCount(of file: FontFile) throws(FontError) -> Int {
        try FreeTypeFace.faceCount(library: library, file: file)
    }

    /// Opens face `faceIndex` of `file` with its coordinates set to `location` (checked as
    /// `metrics` checks them), for a renderer that draws it.
    package func openFace(of file: FontFile, faceIndex: Int, location: [String: Double]) throws(FontError) -> FreeTypeFace {
        let opened = try FreeTypeFace(library: library, file: file, index: faceIndex)
        if !location.isEmpty {
            _ = try readVariation(opened.face, names: SfntNames(face: opened.face), path: file.path, location: location)
        }
        return opened
    }

    /// Reads face `faceIndex` of `file`, at `location` (axis tag to user value) when it is a variable font.
    public func metrics(
        of file: FontFile, faceIndex: Int = 0, location: [String: Double] = [:]
    ) throws(FontError) -> FontFaceMetrics {
        guard faceIndex >= 0 else {
            throw .faceIndexOutOfRange(path: file.path, index: faceIndex, faceCount: try faceCount(of: file))
        }
        let opened = try FreeTypeFace(library: library, file: file, index: faceIndex)
        let face = opened.face
        let names = SfntNames(face: face)
        // Name id 6 as the font records it, read before FT_Get_Postscript_Name: FreeType empties a
        // record it finds invalid as a PostScript name (one with a space, say) while looking.
        let recordedPostscriptName = names[6]
        // The face's line metrics before and after the coordinates are set: FreeType adds MVAR's line
        // deltas to them, whichever table they came from.
        let before = (Int(face.pointee.ascender), Int(face.pointee.descender), Int(face.pointee.height))
        let variation = try readVariation(face, names: names, path: file.path, location: location)
        let after = (Int(face.pointee.ascender), Int(face.pointee.descender), Int(face.pointee.height))

        let hhea = sfntTable(face, FT_SFNT_HHEA, as: TT_HoriHeader.self).map {
            VerticalMetrics(ascender: Int($0.Ascender), descender: Int($0.Descender), lineGap: Int($0.Line_Gap))
        }
        let os2 = sfntTable(face, FT_SFNT_OS2, as: TT_OS2.self).flatMap { $0.version == 0xFFFF ? nil : $0 }
        let post = sfntTable(face, FT_SFNT_POST, as: TT_Postscript.self)
        let head = sfntTable(face, FT_SFNT_HEAD, as: TT_Header.self)

        var capHeight: Int?, xHeight: Int?
        var capSource: FontFaceMetrics.MetricSource?, xSource: FontFaceMetrics.MetricSource?
        if let os2, os2.version >= 2 {
            (capHeight, capSource) = (Int(os2.sCapHeight), .os2)
            (xHeight, xSource) = (Int(os2.sxHeight), .os2)
        } else {
            capHeight = glyphTop(face, character: "H")
            xHeight = glyphTop(face, character: "x")
            capSource = capHeight == nil ? nil : .glyph
            xSource = xHeight == nil ? nil : .glyph
        }

        let italic: Bool
        if let os2 {
            italic = os2.fsSelection & 0x0201 != 0  // ITALIC or OBLIQUE
        } else if let head {
            italic = head.Mac_Style & 0x0002 != 0
        } else {
            italic = face.pointee.style_flags & 1 != 0  // FT_STYLE_FLAG_ITALIC
        }
        let scalable = face.pointee.face_flags & 1 != 0  // FT_FACE_FLAG_SCALABLE

        var metrics = FontFaceMetrics(
            file: file.path,
            faceIndex: faceIndex,
            faceCount: Int(face.pointee.num_faces),
            format: FT_Get_Font_Format(face).map { String(cString: $0) } ?? "unknown",
            sha256: file.sha256,
            familyName: names[16] ?? names[1] ?? face.pointee.family_name.map { String(cString: $0) },
            styleName: names[17] ?? names[2] ?? face.pointee.style_name.map { String(cString: $0) },
            // At the default location the name the font records; elsewhere the one FreeType makes
            // for the location (Adobe Technical Note 5902), when it makes one.
            postscriptName: location.isEmpty
                ? recordedPostscriptName ?? FT_Get_Postscript_Name(face).map { String(cString: $0) }
                : FT_Get_Postscript_Name(face).map { String(cString: $0) },
            fullName: names[4],
            version: names[5],
            unitsPerEm: Int(face.pointee.units_per_EM),
            hhea: hhea,
            typo: os2.map {
                VerticalMetrics(ascender: Int($0.sTypoAscender), descender: Int($0.sTypoDescender),
                                lineGap: Int($0.sTypoLineGap))
            },
            win: os2.map { WinMetrics(ascent: Int($0.usWinAscent), descent: Int($0.usWinDescent)) },
            useTypoMetrics: os2.map { $0.fsSelection & 0x0080 != 0 } ?? false,
            os2Version: os2.map { Int($0.version) },
            capHeight: capHeight,
            xHeight: xHeight,
            capHeightSource: capSource,
            xHeightSource: xSource,
            underlinePosition: post.map { Int($0.underlinePosition) }
                ?? (scalable ? Int(face.pointee.underline_position) : nil),
            underlineThickness: post.map { Int($0.underlineThickness) }
                ?? (scalable ? Int(face.pointee.underline_thickness) : nil),
            weightClass: os2.map { Int($0.usWeightClass) },
            widthClass: os2.map { Int($0.usWidthClass) },
            italic: italic,
            axes: variation.axes,
            namedInstances: variation.instances,
            location: variation.location,
            trak: try readTrak(face, names: names, path: file.path)
        )
        // Where hhea makes the line box, MVAR's deltas reach it only through FreeType's face metrics.
        if !location.isEmpty, metrics.lineBox?.source == .hhea, after != before {
            let ascender = after.0 - before.0, descender = after.1 - before.1
            metrics.lineDeltas = VerticalMetrics(ascender: ascender, descender: descender, lineGap: after.2 - before.2 - ascender + descender)
        }
        return metrics
    }

    /// Opens `path` and reads one face; a convenience for callers that need only the metrics.
    public func metrics(
        ofFileAt path: String, faceIndex: Int = 0, location: [String: Double] = [:]
    ) throws(FontError) -> FontFaceMetrics {
        try metrics(of: try FontFile(path: path), faceIndex: faceIndex, location: location)
    }

    /// How `characters`' glyphs measure in face `faceIndex` of `file` at `location`: the exact
    /// bounds of their outlines (`FT_Outline_Get_BBox`, unscaled and unhinted; nil when the face
    /// has no outline for any of them) and the sum of their advances in font units. Characters
    /// the face lacks are skipped.
    public func measure(
        of file: FontFile, faceIndex: Int = 0, location: [String: Double] = [:], characters: [Unicode.Scalar]
    ) throws(FontError) -> SampleMeasure {
        let opened = try FreeTypeFace(library: library, file: file, index: faceIndex)
        let face = opened.face
        if !location.isEmpty {
            _ = try readVariation(face, names: SfntNames(face: face), path: file.path, location: location)
        }
        var boxes: [(Unicode.Scalar, Int, Int)] = []
        var advance = 0, found = 0
        for character in characters {
            guard let slot = Self.loadUnscaled(face, character: character) else { continue }
            found += 1
            advance += Int(slot.pointee.advance.x)
            if let box = Self.outlineBox(slot, exact: true) { boxes.append((character, Int(box.yMin), Int(box.yMax))) }
        }
        return SampleMeasure(ink: InkExtents(boxes: boxes), advance: advance, characters: found)
    }

    // MARK: - Tables

    private func sfntTable<Table>(_ face: FT_Face, _ tag: FT_Sfnt_Tag, as type: Table.Type) -> Table? {
        FT_Get_Sfnt_Table(face, tag)?.assumingMemoryBound(to: Table.self).pointee
    }

    /// The top of a glyph's outline in font units (unscaled, unhinted), or nil when it has none.
    private func glyphTop(_ face: FT_Face, character: Unicode.Scalar) -> Int? {
        Self.loadUnscaled(face, character: character).flatMap { Self.outlineBox($0, exact: false) }.map { Int($0.yMax) }
    }

    /// The glyph slot holding a character's glyph loaded in font units (unscaled, unhinted; its
    /// advance in font units too), or nil when the face has no glyph for it.
    private static func loadUnscaled(_ face: FT_Face, character: Unicode.Scalar) -> FT_GlyphSlot? {
        let glyphIndex = FT_Get_Char_Index(face, FT_ULong(character.value))
        guard glyphIndex != 0, FT_Load_Glyph(face, glyphIndex, 1 /* FT_LOAD_NO_SCALE */) == 0 else { return nil }
        return face.pointee.glyph
    }

    /// The box of a loaded glyph's outline: the control box, as Skia and Firefox measure cap
    /// heights, or the `exact` bounds of the curves. nil when the glyph has no outline.
    private static func outlineBox(_ slot: FT_GlyphSlot, exact: Bool) -> FT_BBox? {
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, slot.pointee.outline.n_points > 0 else { return nil }
        var box = FT_BBox()
        if exact {
            guard FT_Outline_Get_BBox(&slot.pointee.outline, &box) == 0 else { return nil }
        } else {
            FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        }
        return box
    }

    private func readTrak(_ face: FT_Face, names: SfntNames, path: String) throws(FontError) -> TrackingTable? {
        let tag = Self.tag("trak")
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, tag, 0, nil, &length) == 0, length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let error = bytes.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face, tag, 0, $0.baseAddress, &length) }
        guard error == 0 else { throw .damaged(path: path, reason: "its trak table cannot be loaded") }
        do {
            return try TrackingTable.parse(bytes) { names[$0] }
        } catch {
            throw .damaged(path: path, reason: error.description)
        }
    }

    // MARK: - Variations

    private struct Variation {
        var axes: [VariationAxis] = []
        var instances: [NamedInstance] = []
        var location: [String: Double]?
    }

    /// Reads `fvar` and, when `location` names axes, sets the face's coordinates once.
    private func readVariation(
        _ face: FT_Face, names: SfntNames, path: String, location: [String: Double]
    ) throws(FontError) -> Variation {
        let hasVariations = face.pointee.face_flags & (1 << 8) != 0  // FT_FACE_FLAG_MULTIPLE_MASTERS
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard hasVariations, FT_Get_MM_Var(face, &master) == 0, let master else {
            if !location.isEmpty { throw .notVariable(path: path) }
            return Variation()
        }
        defer { FT_Done_MM_Var(library.handle, master) }

        var variation = Variation()
        let axisCount = Int(master.pointee.num_axis)
        for index in 0..<axisCount {
            let axis = master.pointee.axis[index]
            variation.axes.append(VariationAxis(
                tag: Self.tagString(axis.tag),
                name: names[Int(axis.strid)] ?? axis.name.map { String(cString: $0) },
                min: Self.double(axis.minimum), default: Self.double(axis.def), max: Self.double(axis.maximum)
            ))
        }
        // A location names axes by tag, so two axes under one tag leave it unclear which to set.
        var seen = Set<String>()
        if let twice = variation.axes.first(where: { !seen.insert($0.tag).inserted }) {
            throw .damaged(path: path, reason: "its fvar table lists the axis '\(twice.tag)' twice")
        }
        for index in 0..<Int(master.pointee.num_namedstyles) {
            let style = master.pointee.namedstyle[index]
            var coordinates: [String: Double] = [:]
            for (axisIndex, axis) in variation.axes.enumerated() {
                coordinates[axis.tag] = Self.double(style.coords[axisIndex])
            }
            variation.instances.append(NamedInstance(
                name: names[Int(style.strid)],
                postscriptName: style.psid == 0xFFFF ? nil : names[Int(style.psid)],
                coordinates: coordinates
            ))
        }

        for (tag, value) in location.sorted(by: { $0.key < $1.key }) {
            guard let axis = variation.axes.first(where: { $0.tag == tag }) else {
                throw .unknownAxis(path: path, tag: tag, available: variation.axes.map(\.tag))
            }
            guard axis.contains(value) else {
                throw .axisValueOutOfRange(path: path, tag: tag, value: value, min: axis.min, max: axis.max)
            }
        }
        let coordinates = variation.axes.map { location[$0.tag] ?? $0.default }
        if !location.isEmpty {
            var fixed = coordinates.map { FT_Fixed(($0 * 65536).rounded()) }
            let error = FT_Set_Var_Design_Coordinates(face, FT_UInt(fixed.count), &fixed)
            guard error == 0 else { throw .freeType(operation: "FT_Set_Var_Design_Coordinates", code: error) }
        }
        variation.location = Dictionary(uniqueKeysWithValues: zip(variation.axes.map(\.tag), coordinates))
        return variation
    }

    /// A 16.16 value from FreeType. `FT_Fixed` is a C `long`, but the font stores 32 bits and
    /// FreeType 2.12 hands some of them (named-instance coordinates) over zero-extended, so -10
    /// would read as 65526: the low 32 bits are the value, signed.
    static func double(_ fixed: FT_Fixed) -> Double { Double(Int32(truncatingIfNeeded: fixed)) / 65536 }

    static func tag(_ text: String) -> FT_ULong {
        text.utf8.reduce(0) { $0 << 8 | FT_ULong($1) }
    }

    private static func tagString(_ tag: FT_ULong) -> String {
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: tag >> (8 * (3 - $0))) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
