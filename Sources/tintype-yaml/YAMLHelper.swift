import TintypeCore
import TintypeYAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tintype-yaml FILE`: reads a YAML document and prints it as a position-annotated tree
/// (`SourceNode.writeTree`) for `tintype`, which reads YAML themes through it. Errors are one line
/// on standard error, `LINE:COLUMN: message`, with exit code 2.
@main
enum YAMLHelper {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 2 else { fail("usage: tintype-yaml FILE.yaml") }
        guard let file = fopen(arguments[1], "rb") else { fail("cannot be read (\(String(cString: strerror(errno)))); check its permissions") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        fclose(file)
        do {
            let document = try YAMLDocument.parse(String(decoding: bytes, as: UTF8.self))
            var writer = JSONWriter(capacity: bytes.count * 4)
            document.writeTree(to: &writer)
            let output = writer.finish()
            writeAll(output, to: STDOUT_FILENO)
        } catch {
            fail("\(error.position): \(error.message)")
        }
    }

    static func fail(_ message: String) -> Never {
        writeAll(Array((message + "\n").utf8), to: STDERR_FILENO)
        exit(2)
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        bytes.withUnsafeBytes { buffer in
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
