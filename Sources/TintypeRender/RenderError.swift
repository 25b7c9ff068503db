import TintypeDocument
import TintypeFonts

/// Why a picture could not be made; each says what to do.
public enum RenderError: InputError {
    /// The compiled theme names a face no file was given for.
    case missingFace(family: String, sha256: String)
    case font(FontError)
    /// The picture would be larger than `limit` pixels a side.
    case tooLarge(width: Int, height: Int, limit: Int)
    case encoding(String)

    public var description: String {
        switch self {
        case .missingFace(let family, let sha256):
            "no font file for the face '\(family)' (sha256 \(sha256.prefix(12))…) the compiled theme uses; install it or pass --font-dir"
        case .font(let error): "\(error)"
        case .tooLarge(let width, let height, let limit):
            "the picture would be \(width) × \(height) pixels (at most \(limit) a side); choose fewer categories, a shorter --text or a smaller --scale"
        case .encoding(let message): "libpng could not encode the picture: \(message)"
        }
    }
}
