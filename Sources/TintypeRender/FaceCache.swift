import TintypeTypography
import TintypeFonts

/// The faces a picture draws with, opened once per file, face, location and pixel size.
struct FaceCache {
    private struct Key: Hashable {
        var path: String, faceIndex: Int, location: [String: Double], pixelSize: Double
    }

    private let files: [String: String]
    private let reader: FontReader
    private var fontFiles: [String: FontFile] = [:]
    private var faces: [Key: SizedFace] = [:]

    /// `files`: font file by the SHA-256 the compiled theme lists.
    init(files: [String: String]) throws(RenderError) {
        self.files = files
        do { reader = try FontReader() } catch { throw .font(error) }
    }

    /// The face of a compiled row's font at a pixel size.
    mutating func face(for font: ResolvedTextStyle.Font, pixelSize: Double) throws(RenderError) -> SizedFace {
        guard let path = files[font.sha256] else { throw .missingFace(family: font.family, sha256: font.sha256) }
        return try face(path: path, faceIndex: font.faceIndex, location: font.location ?? [:], pixelSize: pixelSize)
    }

    mutating func face(path: String, faceIndex: Int, location: [String: Double], pixelSize: Double) throws(RenderError) -> SizedFace {
        let key = Key(path: path, faceIndex: faceIndex, location: location, pixelSize: pixelSize)
        if let face = faces[key] { return face }
        do throws(FontError) {
            let file: FontFile
            if let known = fontFiles[path] {
                file = known
            } else {
                file = try FontFile(path: path)
                fontFiles[path] = file
            }
            let face = SizedFace(try reader.openFace(of: file, faceIndex: faceIndex, location: location), pixelSize: pixelSize)
            faces[key] = face
            return face
        } catch {
            throw .font(error)
        }
    }
}
