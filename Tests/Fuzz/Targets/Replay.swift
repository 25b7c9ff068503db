import Foundation
#if !TINTYPE_FUZZING
#if canImport(Glibc)
import Glibc
#endif

/// `tintype-fuzz TARGET PATH…`: runs each file (each file of each directory) through a fuzz
/// target once, as libFuzzer would, without the fuzzer: to replay a crash, or a corpus, in a
/// plain or sanitized build. `tintype-fuzz --list` names the targets and what they read.
@main
enum Replay {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == ["--list"] {
            for target in FuzzTarget.allCases { print("\(target.rawValue): \(target.surface)") }
            return
        }
        guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[0]) else {
            fail("usage: tintype-fuzz TARGET PATH… (targets: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))) or tintype-fuzz --list")
        }
        var count = 0
        for path in arguments.dropFirst() {
            for file in files(at: path) {
                guard let bytes = contents(of: file) else { fail("\(file): cannot be read; check the path") }
                target.run(bytes)
                count += 1
            }
        }
        print("\(target.rawValue): \(count) inputs, no crash")
    }

    /// `path` itself, or the regular files directly in it when it is a directory, sorted.
    static func files(at path: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [path] }
        return names.sorted().filter { !$0.hasPrefix(".") }.map { path + "/" + $0 }
    }

    static func contents(of path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65_536)
        while case let count = fread(&chunk, 1, chunk.count, file), count > 0 { bytes += chunk[0..<count] }
        return bytes
    }

    static func fail(_ message: String) -> Never {
        let line = Array((message + "\n").utf8)
        _ = line.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exit(2)
    }
}
#endif
