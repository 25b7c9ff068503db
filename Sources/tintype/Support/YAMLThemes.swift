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
        let helper = helperPath()
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

    /// `tintype-yaml` in the directory of the running executable.
    private static func helperPath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let executable = count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments[0]
        let directory = executable.lastIndex(of: "/").map { String(executable[..<$0]) } ?? "."
        return directory + "/tintype-yaml"
    }

    /// Runs a program and collects its exit status, standard output and standard error.
    private static func run(_ program: String, _ arguments: [String], for path: String) throws(Diagnostics) -> (Int32, [UInt8], [UInt8]) {
        var output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
        guard pipe(&output) == 0, pipe(&errors) == 0 else {
            throw failure("\(path): cannot start \(program): \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errors[1], STDERR_FILENO)
        for descriptor in output + errors { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let environment: [UnsafeMutablePointer<CChar>?] = [nil]
        var pid = pid_t()
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environment)
        close(output[1])
        close(errors[1])
        defer {
            close(output[0])
            close(errors[0])
        }
        guard spawned == 0 else { throw failure("\(path): cannot start \(program): \(String(cString: strerror(spawned)))") }
        let stdoutBytes = FileDescriptorIO.readAll(output[0]) ?? [], stderrBytes = FileDescriptorIO.readAll(errors[0]) ?? []
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7F == 0
        return (exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), stdoutBytes, stderrBytes)
    }
}
