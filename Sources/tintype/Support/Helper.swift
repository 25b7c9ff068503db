import TintypeExport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The helper executables `tintype` runs from beside itself (`tintype-yaml`, `tintype-render`):
/// they link what `tintype`'s static, fast-starting build leaves out (Foundation, HarfBuzz).
enum Helper {
    /// `name` in the directory of the running executable.
    static func path(_ name: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let executable = count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments[0]
        let directory = executable.lastIndex(of: "/").map { String(executable[..<$0]) } ?? "."
        return directory + "/" + name
    }

    /// Runs `program` with `input` on its standard input (nil: none) and returns its exit status,
    /// standard output and standard error; nil with errno's text when it cannot start.
    static func run(_ program: String, _ arguments: [String], input: [UInt8]? = nil)
        -> Result<(status: Int32, output: [UInt8], errors: [UInt8]), SpawnFailure> {
        var inputPipe: [Int32] = [-1, -1], output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
        guard pipe(&inputPipe) == 0, pipe(&output) == 0, pipe(&errors) == 0 else { return .failure(SpawnFailure(code: errno)) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPipe[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errors[1], STDERR_FILENO)
        for descriptor in inputPipe + output + errors { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let environment: [UnsafeMutablePointer<CChar>?] = [nil]
        var pid = pid_t()
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environment)
        close(inputPipe[0])
        close(output[1])
        close(errors[1])
        defer {
            close(output[0])
            close(errors[0])
        }
        guard spawned == 0 else {
            close(inputPipe[1])
            return .failure(SpawnFailure(code: spawned))
        }
        // The helpers read all their input before they write more than a line, so writing it
        // whole first cannot wait on their output.
        if let input {
            _ = input.withUnsafeBytes { FileDescriptorIO.writeAll($0, to: inputPipe[1]) }
        }
        close(inputPipe[1])
        let stdoutBytes = FileDescriptorIO.readAll(output[0]) ?? [], stderrBytes = FileDescriptorIO.readAll(errors[0]) ?? []
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7F == 0
        return .success((exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), stdoutBytes, stderrBytes))
    }

    /// Why a helper did not start.
    struct SpawnFailure: Error, CustomStringConvertible {
        var code: Int32
        var description: String { String(cString: strerror(code)) }
    }
}
