import Foundation
import Testing

/// What a build does to Tintype that a tidy desk never does: inputs over the size limits, a theme
/// that lists itself as a token file, an output directory that fills up, may not be written or
/// cannot be one, two compiles writing the same directory at once, and the build plugin's tool
/// killed half-way.
/// Every case ends in exit 0 or 2 with a message naming the file, and outputs that are each whole
/// from one run (compared byte for byte with outputs written alone).
@Suite(.serialized) struct HostileBuildTests {
    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// A file of `size` bytes that takes no room on disk (a hole): the limits refuse it by size.
    static func sparseFile(_ path: String, size: Int) throws {
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(size)) == 0)
    }

    /// Every file under `directory` (relative paths) with its bytes.
    static func contents(of directory: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory)
        while let name = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[name] = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
            }
        }
        return files
    }

    /// The default theme with another description: the same file names, other bytes.
    static func variant(_ description: String, in directory: String) throws -> String {
        let original = try Data(contentsOf: TintypeProcess.packageRoot.appendingPathComponent("Themes/default/theme.json"))
        var theme = try #require(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        theme["description"] = description
        let path = directory + "/\(description).json"
        try JSONSerialization.data(withJSONObject: theme, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func inputsOverTheirLimitAreRefusedBeforeTheyAreRead() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let mebibyte = 1 << 20
        try Self.sparseFile(work + "/huge.json", size: 100 * mebibyte)
        try Self.sparseFile(work + "/huge.yaml", size: 17 * mebibyte)
        try Self.sparseFile(work + "/tokens.json", size: 17 * mebibyte)
        try Self.write(#"{"name": "t", "tokens": ["tokens.json"], "typography": {"styles": [{"name": "body"}]}}"#, to: work + "/listing.json")
        try Self.sparseFile(work + "/tree.json", size: 129 * mebibyte)
        try Self.sparseFile(work + "/theme.tintype.json", size: 65 * mebibyte)
        try Self.sparseFile(work + "/baseline.json", size: 65 * mebibyte)
        let cases: [([String], String)] = [
            (["check", work + "/huge.json"], "\(work)/huge.json: the file is 100 MiB, over the 16 MiB Tintype reads in a theme"),
            (["check", work + "/huge.yaml"], "\(work)/huge.yaml: the file is 17 MiB, over the 16 MiB Tintype reads in a theme"),
            (["check", work + "/listing.json"], "\(work)/tokens.json: the file is 17 MiB, over the 16 MiB Tintype reads in a token file"),
            (["tokens", "resolve", work + "/tokens.json"], "over the 16 MiB Tintype reads in a token file"),
            (["layout", "resolve", work + "/tree.json"], "\(work)/tree.json: the file is 129 MiB, over the 128 MiB"),
            (["tint", "resolve", work + "/tree.json"], "over the 128 MiB Tintype reads in a view tree or events file"),
            (["export", "json", work + "/theme.tintype.json", "-o", work + "/out"], "over the 64 MiB Tintype reads in a compiled theme"),
            (["metrics", "check", "Themes/default", "--baseline", work + "/baseline.json"], "over the 64 MiB Tintype reads in a baseline"),
        ]
        for (arguments, message) in cases {
            let result = try TintypeProcess.run(arguments)
            #expect(result.status == 2 && !result.crashed, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: work + "/out"))
    }

    @Test func aThemeThatListsItselfAsATokenFileIsAnErrorAtItsEntry() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        try Self.write("{\"name\": \"loop\",\n \"tokens\": [\"./theme.json\"],\n \"typography\": {\"styles\": [{\"name\": \"body\"}]}}\n",
                       to: work + "/theme.json")
        let result = try TintypeProcess.run(["check", work])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(work)/theme.json:2:13: error: the theme lists itself under \"tokens\""), "\(result.stderr)")
    }

    /// A file-size limit (`ulimit -f`, with SIGXFSZ ignored) makes writes fail as on a full disk.
    /// ThreadSanitizer's runtime dies of SIGBUS under any such limit before `main` (even for
    /// `--help`), so a ThreadSanitizer run (`Scripts/sanitize.sh thread`) leaves this case out.
    @Test(.disabled(if: ProcessInfo.processInfo.environment["TINTYPE_SANITIZER"] == "thread",
                    "ThreadSanitizer's runtime cannot start under ulimit -f"))
    func aFullOutputDirectoryLeavesEarlierOutputsUntouched() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let output = work + "/out"
        let first = try TintypeProcess.run(["compile", try Self.variant("first", in: work), "--format", "json,swift,css", "-o", output])
        #expect(first.status == 0, "\(first.stderr)")
        let before = try Self.contents(of: output)
        #expect(before.count == 5, "json, swift with its tables and the file themes share, css")
        let second = try Self.variant("second", in: work)
        let full = Process()
        full.executableURL = URL(fileURLWithPath: "/bin/bash")
        full.arguments = ["-c", "trap '' XFSZ; ulimit -f 64; exec \"$0\" compile \"$1\" --format json,swift,css -o \"$2\"",
                          TintypeProcess.executable.path, second, output]
        let errors = Pipe()
        full.standardError = errors
        try full.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        full.waitUntilExit()
        #expect(full.terminationReason == .exit && full.terminationStatus == 2, "\(message)")
        #expect(message.contains("cannot write (File too large); the earlier files are unchanged"), "\(message)")
        #expect(try Self.contents(of: output) == before)
    }

    @Test func anOutputPathUnderAFileIsAnError() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        try Self.write("not a directory", to: work + "/file")
        let impossible = try TintypeProcess.run(["compile", try Self.variant("second", in: work), "--format", "json", "-o", work + "/file/out"])
        #expect(impossible.status == 2)
        #expect(impossible.stderr.contains("\(work)/file: exists and is not a directory"), "\(impossible.stderr)")
    }

    /// A directory Tintype may not write into. Root writes anywhere a mode allows, so as root the
    /// directory is one of sysfs's (`/sys/kernel`: no new files, whoever asks); otherwise a folder
    /// of earlier outputs made read-only, which must keep them byte for byte.
    @Test func anUnwritableOutputDirectoryIsAnErrorAndKeepsEarlierOutputs() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer {
            chmod(work + "/out", 0o755)
            try? FileManager.default.removeItem(atPath: work)
        }
        let theme = try Self.variant("second", in: work)
        let output: String
        var before: [String: Data] = [:]
        if geteuid() == 0 {
            output = "/sys/kernel"
            try #require(FileManager.default.fileExists(atPath: output), "no sysfs to test against")
        } else {
            output = work + "/out"
            let first = try TintypeProcess.run(["compile", try Self.variant("first", in: work), "--format", "json,css", "-o", output])
            #expect(first.status == 0, "\(first.stderr)")
            before = try Self.contents(of: output)
            #expect(chmod(output, 0o555) == 0)
        }
        let result = try TintypeProcess.run(["compile", theme, "--format", "json,css", "-o", output])
        #expect(result.status == 2 && !result.crashed)
        #expect(result.stderr.contains("\(output)/default.tintype.json: cannot write (") || result.stderr.contains("\(output)/default.css: cannot write ("),
                "\(result.stderr)")
        #expect(result.stderr.contains("the earlier files are unchanged"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output + "/default.tintype.json") || !before.isEmpty)
        if !before.isEmpty { #expect(try Self.contents(of: output) == before) }
    }

    @Test func twoCompilesIntoOneDirectoryLeaveEachFileWholeFromOneOfThem() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let themes = [try Self.variant("one", in: work), try Self.variant("two", in: work)]
        var alone: [[String: Data]] = []
        for (index, theme) in themes.enumerated() {
            let result = try TintypeProcess.run(["compile", theme, "--format", "json,swift,css,android", "-o", work + "/alone\(index)"])
            #expect(result.status == 0, "\(result.stderr)")
            alone.append(try Self.contents(of: work + "/alone\(index)"))
        }
        #expect(alone[0].keys == alone[1].keys && alone[0] != alone[1])
        let shared = work + "/shared"
        for _ in 0..<8 {
            let processes = try themes.map { theme -> Process in
                let process = Process()
                process.executableURL = TintypeProcess.executable
                process.arguments = ["compile", theme, "--format", "json,swift,css,android", "-o", shared]
                process.standardOutput = FileHandle.nullDevice
                try process.run()
                return process
            }
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
            }
            let written = try Self.contents(of: shared)
            #expect(Set(written.keys) == Set(alone[0].keys), "\(written.keys.sorted())")
            for (name, bytes) in written { #expect(bytes == alone[0][name] || bytes == alone[1][name], "\(name) is a mix") }
        }
    }

    /// `tintype-export`, as the build plugin runs it, killed the moment its first temporary
    /// output appears (mid-write); the next run writes every output whole and clears the
    /// temporary files the killed one left.
    @Test func thePluginsToolKilledHalfWayRecoversOnTheNextBuild() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let compiled = try TintypeProcess.run(["compile", "Themes/default", "--format", "json", "-o", work + "/compiled"])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        let formats = "swift,css,android,compose,json,dtcg", theme = work + "/compiled/default.tintype.json"
        let reference = try TintypeProcess.run([formats, theme, "-o", work + "/reference"], tool: "tintype-export")
        #expect(reference.status == 0, "\(reference.stderr)")
        let expected = try Self.contents(of: work + "/reference")
        let output = work + "/out"
        // Five rounds, and more (up to 40) until three were killed mid-write: a loaded machine
        // may let a round finish between two looks at the folder.
        var killedMidWrite = 0, rounds = 0
        while rounds < 5 || (killedMidWrite < 3 && rounds < 40) {
            rounds += 1
            try? FileManager.default.removeItem(atPath: output)
            let process = Process()
            process.executableURL = TintypeProcess.binDirectory.appendingPathComponent("tintype-export")
            process.arguments = [formats, theme, "-o", output]
            try process.run()
            while process.isRunning {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
                if names.contains(where: { $0.hasPrefix(".tintype-") }) {
                    kill(process.processIdentifier, SIGKILL)
                    killedMidWrite += 1
                    break
                }
            }
            process.waitUntilExit()
            let again = try TintypeProcess.run([formats, theme, "-o", output], tool: "tintype-export")
            #expect(again.status == 0, "\(again.stderr)")
            #expect(try Self.contents(of: output) == expected)
        }
        #expect(killedMidWrite >= 3, "killed mid-write in \(killedMidWrite) of \(rounds) rounds")
    }
}
