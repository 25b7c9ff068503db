import Foundation
import Testing

/// Bad input through the whole tool. Each malformed case gives its one exit code and message;
/// random mutations of real files that Foundation's JSON parser refuses end in exit 2 at a line and
/// column of the file, and the others in a verdict (0 or 1 for a theme, 0 for a tree) or exit 2
/// naming the file.
@Suite struct MalformedInputCommandTests {
    /// (file content, the needle where the error is, its message): each exits 2 with
    /// `FILE:LINE:COLUMN: error: MESSAGE` as the first line, the column that of the needle.
    static let themeCases: [(String, String, String)] = [
        (#"{"name": "t", "typography": {"#, "", "unexpected end of the document inside an object"),
        (#"{"name": "t", "typografy": {}}"#, #""typografy""#, "unknown key 'typografy' in $; did you mean 'typography'?"),
        (#"{"name": 5}"#, "5", "expected a string at name, found a number"),
        ("[]", "[]", "expected an object at $, found an array"),
        (#"{"name": "t"} x"#, "x", "unexpected text after the end of the document"),
        (#"{"name": "t", "typography": {"styles": []}}"#, #"{"styles""#, #"typography needs "fonts""#),
        (##"{"name": "t", "tints": {"default": {"light": {"normal": "#0a84ff"}, "dark": {"normal": "blau"}}}}"##, #""blau""#,
         "tints.default.dark.normal: 'blau' is not a colour"),
    ]

    @Test func eachMalformedThemeGivesItsCodeAndMessage() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (content, needle, message) in Self.themeCases {
            let path = directory + "/theme.json"
            try content.write(toFile: path, atomically: true, encoding: .utf8)
            let run = try TintypeProcess.run(["check", path, "--font-dir", "Fonts"])
            #expect(run.status == 2, "\(content)")
            // The column of the needle (the end of the text when the needle is empty), 1-based.
            let column = (needle.isEmpty ? content.utf8.count : content.range(of: needle).map { content.utf8.distance(from: content.startIndex, to: $0.lowerBound) } ?? -1) + 1
            let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
            #expect(first.hasPrefix("\(path):1:\(column): error: \(message)"), "\(content): \(run.stderr)")
        }
    }

    /// Mutations of `bytes` (bytes replaced, removed, doubled, truncated), deterministic per seed.
    static func mutations(of bytes: [UInt8], count: Int, seed: UInt64) -> [[UInt8]] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array(#"{}[]:,"\ 0123456789.-eEtrufalsn#"#.utf8)
        return (0..<count).map { _ in
            var copy = bytes
            for _ in 0..<(1 + next(3)) where !copy.isEmpty {
                let index = next(copy.count)
                switch next(4) {
                case 0: copy[index] = alphabet[next(alphabet.count)]
                case 1: copy.remove(at: index)
                case 2: copy.insert(copy[index], at: index)
                default: copy = Array(copy.prefix(index))
                }
            }
            return copy
        }
    }

    /// `allowed`: the exit codes a well-formed JSON document may give (a verdict, or 2 for a
    /// document that is JSON but not a valid theme or tree).
    func runMutated(_ source: String, name: String, seed: UInt64, allowed: Set<Int32>, arguments: (String) -> [String]) throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let original = Array(try Data(contentsOf: URL(fileURLWithPath: source)))
        for (index, bytes) in Self.mutations(of: original, count: 25, seed: seed).enumerated() {
            let path = "\(directory)/\(name)"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let run = try TintypeProcess.run(arguments(path))
            // What Foundation's parser, which shares no code with Tintype's, makes of the bytes.
            let isJSON = (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil
            if !isJSON {
                #expect(run.status == 2, "mutation \(index): not JSON, exit \(run.status)")
                let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
                #expect(first.range(of: #"^\S+:[0-9]+:[0-9]+: error: "#, options: .regularExpression) != nil && first.hasPrefix(path),
                        "mutation \(index): the error is at a line and column of the file: \(run.stderr)")
            } else {
                #expect(allowed.contains(run.status), "mutation \(index): exit \(run.status)")
                if run.status == 2 { #expect(run.stderr.contains(name) && run.stderr.contains("error"), "mutation \(index): \(run.stderr)") }
            }
        }
    }

    @Test func mutatedThemesThroughCheck() throws {
        try runMutated("Themes/accessible/theme.json", name: "theme.json", seed: 17, allowed: [0, 1, 2]) { ["check", $0, "--font-dir", "Fonts"] }
    }

    @Test func aFIFOIsRefusedNotWaitedOn() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/theme.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        for arguments in [["check", fifo], ["tint", "resolve", fifo], ["tokens", "resolve", fifo]] {
            let run = try TintypeProcess.run(arguments)
            #expect(run.status == 2 && run.stderr.contains(fifo), "\(arguments[0]): \(run.stderr)")
        }
    }

    @Test func mutatedTreesThroughTintResolve() throws {
        try runMutated("Tests/Fixtures/Tint/app.json", name: "tree.json", seed: 19, allowed: [0, 2]) { ["tint", "resolve", $0] }
    }
}
