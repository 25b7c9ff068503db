import TintypeCore
import TintypeExport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads YAML themes through the `tintype-yaml` helper beside this executable, which parses them
/// with Yams and hands back the document with its positions. (Linking Yams here would bring all of
/// Foundation into every `tintype` start-up.)
enum YAMLThemes {
    /// The document of a YAML theme file, with YAML's lines and columns.
    static func document(_ path: String) throws(Diagnostics) -> SourceNode {
        var file = stat()
        if stat(path, &file) == 0, Int(file.st_size) > InputLimits.documentBytes {
            throw failure(InputLimits.message(path: path, size: Int(file.st_size), limit: InputLimits.documentBytes, kind: "a theme"))
        }
        let helper = Helper.path("tintype-yaml")
        guard access(helper, X_OK) == 0 else {
            throw failure("\(path): YAML themes are read by tintype-yaml, which is not beside tintype "
                + "(\(helper)); build it with `swift build --product tintype-yaml`")
        }
        let (status, output, errors) = try run(helper, [path], for: path)
        if status != 0 {
            let message = String(decoding: errors, as: UTF8.self).trimmedOfWhitespace
            let parts = message.split(separator: ":", maxSplits: 2).map(String.init)
            if parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]) {
                throw Diagnostics([Diagnostic(
                    file: path, position: SourcePosition(line: line, column: column), message: parts[2].trimmedOfWhitespace)])
            }
            throw failure("\(path): \(message.isEmpty ? "tintype-yaml failed" : message)")
        }
        guard let document = SourceNode.parseTree(output) else {
            throw failure("\(path): tintype-yaml gave output tintype cannot read; rebuild both from the same sources")
        }
        return document
    }

    private static func failure(_ message: String) -> Diagnostics {
        Diagnostics([Diagnostic(at: .none, message)])
    }

    /// Runs a program and collects its exit status, standard output and standard error.
    private static func run(_ program: String, _ arguments: [String], for path: String) throws(Diagnostics) -> (Int32, [UInt8], [UInt8]) {
        switch Helper.run(program, arguments) {
        case .success(let result): return (result.status, result.output, result.errors)
        case .failure(let problem): throw failure("\(path): cannot start \(program): \(problem)")
        }
    }
}
