#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TintypeCore
import TintypeExport
import TintypeYAML

/// The few file-system questions the commands ask, answered with POSIX calls: a theme, tree or
/// token file that is a FIFO or a device is refused at once instead of waited on. YAML themes go
/// through the `tintype-yaml` helper.
struct FileSystem: ThemeFiles {
    /// What is at `path`, following links; nil when nothing is.
    func kind(of path: String) -> ThemeFileKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The bytes of the regular file at `path`; nil when it is missing, unreadable or not a regular
    /// file (a FIFO or device is never waited on).
    func contents(of path: String) -> [UInt8]? { RegularFile.contents(of: path) }

    func contents(of path: String, limit: Int) -> FileReading { RegularFile.read(path, limit: limit) }

    func yamlDocument(at path: String) throws(Diagnostics) -> SourceNode {
        switch RegularFile.read(path, limit: InputLimits.documentBytes) {
        case .bytes(let bytes):
            do {
                return try YAMLDocument.parse(String(decoding: bytes, as: UTF8.self))
            } catch {
                throw Diagnostics([Diagnostic(file: path, position: error.position, message: error.message)])
            }
        case .unavailable:
            throw Diagnostics([Diagnostic(at: .none, "\(path): cannot be read; it must be a readable file (check its permissions)")])
        case .tooLarge(let size):
            throw Diagnostics([Diagnostic(at: .none, InputLimits.message(path: path, size: size, limit: InputLimits.documentBytes, kind: "a theme"))])
        }
    }

    /// The theme at a command's theme argument.
    static func loadTheme(_ argument: String) throws(Diagnostics) -> Theme {
        try ThemeLoader(files: FileSystem()).load(argument)
    }
}
