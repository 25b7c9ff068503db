import TintypeDocument

/// The token files a list of arguments names: a file as it is, a folder as every JSON and JSON5
/// file under it (sorted, its `$metadata.json` and `$themes.json` among them, hidden entries and
/// `node_modules` skipped), as a folder of Tokens Studio set files is kept. A file that is no token
/// file (a README beside them) is skipped with a warning, so it hides no other file's errors.
public enum TokenFileList {
    /// How deep folders are followed.
    static let maximumDepth = 16

    /// The token files `arguments` name, and what was skipped or missing.
    public static func expand(_ arguments: [String], files: DocumentFiles) -> (paths: [String], diagnostics: [Diagnostic]) {
        var paths: [String] = []
        var diagnostics: [Diagnostic] = []
        for argument in arguments {
            switch files.kind(of: argument) {
            case .directory?:
                let found = tokenFiles(in: argument, files: files, depth: 0)
                if found.isEmpty {
                    diagnostics.append(Diagnostic(at: argument, "no JSON or JSON5 token file in this folder"))
                }
                paths += found
            case .file?:
                if isTokenFile(argument) {
                    paths.append(argument)
                } else {
                    diagnostics.append(Diagnostic(.warning, at: argument, "not a token file (JSON or JSON5); skipped"))
                }
            default:
                paths.append(argument)  // Reading it says it is missing, at its path.
            }
        }
        var seen = Set<String>()
        return (paths.filter { seen.insert($0).inserted }, diagnostics)
    }

    /// Reads the token files `arguments` name (folders whole): every file is read, so one that
    /// fails hides no other's errors; the problems come back with the documents read.
    public static func documents(_ arguments: [String], files: DocumentFiles) -> (documents: [(name: String, document: SourceNode)], diagnostics: [Diagnostic]) {
        let (paths, listed) = expand(arguments, files: files)
        var documents: [(name: String, document: SourceNode)] = []
        var problems = listed
        for path in paths {
            do {
                documents.append((path, try files.document(at: path, as: .tokenFile)))
            } catch {
                problems += error.diagnostics
            }
        }
        return (documents, problems)
    }

    /// Whether a path is a token file by its name.
    static func isTokenFile(_ path: String) -> Bool { path.hasSuffix(".json") || path.hasSuffix(".json5") }

    private static func tokenFiles(in folder: String, files: DocumentFiles, depth: Int) -> [String] {
        guard depth < maximumDepth, let names = files.entries(of: folder) else { return [] }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        var found: [String] = []
        for name in names where !name.hasPrefix(".") && name != "node_modules" {
            let path = base + name
            switch files.kind(of: path) {
            case .directory?: found += tokenFiles(in: path, files: files, depth: depth + 1)
            case .file? where isTokenFile(name): found.append(path)
            default: break
            }
        }
        return found
    }
}
