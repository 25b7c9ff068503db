import CFreeType

/// An open `FT_Face` over a `FontFile`'s memory; closes the face when released.
package final class FreeTypeFace {
    package let face: FT_Face
    package let file: FontFile
    private let library: FreeTypeLibrary

    /// Opens face `index` of `file`, mapping FreeType's errors to messages that name the file.
    init(library: FreeTypeLibrary, file: FontFile, index: Int) throws(FontError) {
        var opened: FT_Face?
        let base = file.start.assumingMemoryBound(to: FT_Byte.self)
        let error = FT_New_Memory_Face(library.handle, base, FT_Long(file.byteCount), FT_Long(index), &opened)
        guard error == 0, let opened else {
            if error == 0x06, index > 0, let count = try? Self.faceCount(library: library, file: file) {
                throw .faceIndexOutOfRange(path: file.path, index: index, faceCount: count)
            }
            throw Self.openError(error, file: file)
        }
        self.face = opened
        self.file = file
        self.library = library
    }

    deinit { FT_Done_Face(face) }

    /// The number of faces in the file (FreeType's face index -1 query).
    static func faceCount(library: FreeTypeLibrary, file: FontFile) throws(FontError) -> Int {
        var probe: FT_Face?
        let base = file.start.assumingMemoryBound(to: FT_Byte.self)
        let error = FT_New_Memory_Face(library.handle, base, FT_Long(file.byteCount), -1, &probe)
        guard error == 0, let probe else { throw openError(error, file: file) }
        defer { FT_Done_Face(probe) }
        return Int(probe.pointee.num_faces)
    }

    private static func openError(_ code: FT_Error, file: FontFile) -> FontError {
        let path = file.path
        if code == 0x02 || !hasFontSignature(file) { return .notAFont(path: path) }
        switch code {
        case 0x03: return .damaged(path: path, reason: "its header or table directory is invalid")
        case 0x08, 0x09: return .damaged(path: path, reason: "a table is invalid or points outside the file")
        case 0x51...0x58: return .damaged(path: path, reason: "the file ends before its tables do")
        case 0x8E...0x94:
            return .damaged(path: path, reason: "a required table is missing (FreeType error 0x\(String(code, radix: 16)))")
        default: return .damaged(path: path, reason: "FreeType error 0x\(String(code, radix: 16))")
        }
    }

    /// Whether the file starts like a font format FreeType reads, so that a failure means damage
    /// rather than a file of another kind.
    private static func hasFontSignature(_ file: FontFile) -> Bool {
        let signatures: [[UInt8]] = [
            [0x00, 0x01, 0x00, 0x00], Array("OTTO".utf8), Array("true".utf8), Array("typ1".utf8),
            Array("ttcf".utf8), Array("wOFF".utf8), Array("wOF2".utf8), Array("%!PS-AdobeFont".utf8),
            Array("%!FontType1".utf8), [0x80, 0x01], Array("STARTFONT".utf8), [0x01, 0x66, 0x63, 0x70],
        ]
        let bytes = file.bytes
        return signatures.contains { signature in
            bytes.count >= signature.count && zip(bytes, signature).allSatisfy { $0 == $1 }
        }
    }
}
