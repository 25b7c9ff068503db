import TintypeDocument

/// Why a font could not be found or read. Each message names the file or family and what to do.
public enum FontError: InputError, Equatable {
    case fileNotFound(path: String)
    case unreadable(path: String, reason: String)
    case emptyFile(path: String)
    /// Over the size the file seam reads in a font file (`InputKind.fontFile`): its size in bytes.
    case tooLarge(path: String, size: Int)
    case notAFile(path: String, kind: String)
    case notAFont(path: String)
    case damaged(path: String, reason: String)
    case faceIndexOutOfRange(path: String, index: Int, faceCount: Int)
    case notVariable(path: String)
    case unknownAxis(path: String, tag: String, available: [String])
    case axisValueOutOfRange(path: String, tag: String, value: Double, min: Double, max: Double)
    case noFamilyInstalled(families: [String], substitute: String?, nearest: [String] = [])
    case fontDirectoryNotFound(path: String)
    case freeType(operation: String, code: Int32)
    case fontconfig(operation: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "\(path): no such file; check the path, or give a family name to find it through fontconfig"
        case .unreadable(let path, let reason):
            return "\(path): cannot be read (\(reason)); check its permissions"
        case .notAFile(let path, let kind):
            return "\(path): is \(kind), not a font file; give the path of a font file"
        case .tooLarge(let path, let size):
            return InputKind.fontFile.tooLarge(path, size: size)
        case .emptyFile(let path):
            return "\(path): the file is empty (0 bytes), not a font; replace it with the real font file"
        case .notAFont(let path):
            return "\(path): not a font file FreeType can read (TrueType, OpenType, collections, WOFF); "
                + "check that the file is the font and not, say, an HTML error page"
        case .damaged(let path, let reason):
            return "\(path): the font is truncated or damaged (\(reason)); download or rebuild the font file"
        case .faceIndexOutOfRange(let path, let index, let faceCount):
            return "\(path): has \(faceCount) face\(faceCount == 1 ? "" : "s") (0…\(faceCount - 1)), "
                + "so there is no face \(index); pass --face with an index in that range"
        case .notVariable(let path):
            return "\(path): not a variable font, so it has no axes to set; drop the --axis options"
        case .unknownAxis(let path, let tag, let available):
            return "\(path): has no axis '\(tag)'; its axes are \(available.joined(separator: ", "))"
        case .axisValueOutOfRange(let path, let tag, let value, let min, let max):
            return "\(path): \(tag)=\(value.plainText) is outside the axis range "
                + "\(min.plainText)…\(max.plainText); choose a value in that range"
        case .noFamilyInstalled(let families, let substitute, let nearest):
            let list = families.map { "'\($0)'" }.joined(separator: ", ")
            let instead = substitute.map { "; fontconfig would substitute '\($0)'" } ?? ""
            return "no installed font family matches \(list)\(didYouMean(nearest))\(instead). Install one of them, "
                + "add a generic fallback such as 'sans-serif', or see `tintype fonts list`"
        case .fontDirectoryNotFound(let path):
            return "\(path): no such font directory; check the --font-dir path"
        case .freeType(let operation, let code):
            return "FreeType failed in \(operation) (error 0x\(String(code, radix: 16)))"
        case .fontconfig(let operation):
            return "fontconfig failed in \(operation); check that fontconfig is installed and configured (fc-list)"
        }
    }
}
