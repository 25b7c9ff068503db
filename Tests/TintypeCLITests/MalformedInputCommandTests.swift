import Foundation
import Testing

/// Bad input through the whole tool: mutated theme and tree files end in exit 0, 1 or 2, and every
/// exit 2 says on standard error what is wrong with which file.
@Suite struct MalformedInputCommandTests {
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

    func runMutated(_ source: String, name: String, seed: UInt64, arguments: (String) -> [String]) throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let original = Array(try Data(contentsOf: URL(fileURLWithPath: source)))
        for (index, bytes) in Self.mutations(of: original, count: 25, seed: seed).enumerated() {
            let path = "\(directory)/\(name)"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let run = try TintypeProcess.run(arguments(path))
            #expect([0, 1, 2].contains(run.status), "mutation \(index): exit \(run.status)")
            if run.status == 2 {
                #expect(run.stderr.contains(name), "mutation \(index): the message names the file: \(run.stderr)")
                #expect(run.stderr.contains("error"), "mutation \(index)")
            }
        }
    }

    @Test func mutatedThemesThroughCheck() throws {
        try runMutated("Themes/accessible/theme.json", name: "theme.json", seed: 17) { ["check", $0, "--font-dir", "Fonts"] }
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
        try runMutated("Tests/Fixtures/Tint/app.json", name: "tree.json", seed: 19) { ["tint", "resolve", $0] }
    }
}
