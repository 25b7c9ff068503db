/// Finds and reads a theme given as a file (JSON or YAML) or as a theme directory holding
/// `theme.json` or `theme.yaml` (`Themes/default`), with the DTCG token files it lists under
/// `tokens` (relative to the theme file); a `*.resolver.json` DTCG resolver document is imported
/// as a theme.
public struct ThemeLoader {
    /// The names a theme directory's theme file may have, in order of preference.
    public static let themeFileNames = ["theme.json", "theme.yaml", "theme.yml"]

    public var files: any ThemeFiles

    public init(files: any ThemeFiles) { self.files = files }

    /// The theme at `argument`; every problem is a diagnostic naming the file.
    public func load(_ argument: String) throws(Diagnostics) -> Theme {
        guard let kind = files.kind(of: argument) else {
            throw Self.failure("\(argument): no such theme file or directory")
        }
        var path = argument
        if kind == .directory {
            let directory = argument.hasSuffix("/") ? argument : argument + "/"
            guard let found = Self.themeFileNames.map({ directory + $0 }).first(where: { files.kind(of: $0) != nil }) else {
                throw Self.failure("\(argument): a theme directory needs a theme.json or theme.yaml")
            }
            path = found
        }
        let root: SourceNode
        if path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
            root = try files.yamlDocument(at: path)
        } else {
            let data: [UInt8]
            switch files.contents(of: path, limit: InputLimits.documentBytes) {
            case .bytes(let bytes): data = bytes
            case .unavailable: throw Self.failure("\(path): cannot be read; it must be a readable file (check its permissions)")
            case .tooLarge(let size):
                throw Self.failure(InputLimits.message(path: path, size: size, limit: InputLimits.documentBytes, kind: "a theme"))
            }
            if path.hasSuffix(".resolver.json") {
                return try DTCGImport.theme(resolver: data, file: path) {
                    if case .bytes(let bytes) = files.contents(of: $0, limit: InputLimits.documentBytes) { bytes } else { nil }
                }
            }
            do {
                root = try SourceNode.parseJSON(data)
            } catch {
                throw Diagnostics([error.inFile(path)])
            }
        }
        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        var tokenFiles: [(name: String, bytes: [UInt8])] = []
        for (listed, position) in ThemeReader.tokenFiles(listedIn: root) {
            let tokenPath = listed.hasPrefix("/") ? listed : directory + listed
            // The theme itself would read as an empty token file; that is never what was meant.
            if Self.normalized(tokenPath) == Self.normalized(path) {
                throw Diagnostics([Diagnostic(file: path, position: position, message: "the theme lists itself under \"tokens\"; "
                    + "list the DTCG token files its values refer to, not the theme")])
            }
            switch files.contents(of: tokenPath, limit: InputLimits.documentBytes) {
            case .bytes(let bytes): tokenFiles.append((tokenPath, bytes))
            case .unavailable: throw Self.failure("\(path): its token file \(tokenPath) does not exist or cannot be read")
            case .tooLarge(let size):
                throw Self.failure(InputLimits.message(path: tokenPath, size: size, limit: InputLimits.documentBytes, kind: "a token file"))
            }
        }
        let tokens = tokenFiles.isEmpty ? nil : try DesignTokenReader.read(tokenFiles)
        return try ThemeReader.read(root, file: path, tokens: tokens)
    }

    /// `path` without `.` components and repeated slashes, so two spellings of one file compare equal.
    private static func normalized(_ path: String) -> String {
        (path.hasPrefix("/") ? "/" : "") + path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    /// A problem with the theme argument itself, which has no line to point at.
    private static func failure(_ message: String) -> Diagnostics {
        Diagnostics([Diagnostic(at: .none, message)])
    }
}
