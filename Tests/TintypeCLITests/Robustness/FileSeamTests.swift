import Foundation
import Testing

/// The file seam is made once, where a command starts (its `run`), and passed down: nothing below
/// a command reaches the disk on its own, so every read and write of a run goes through the seam it
/// was given (and tests hand commands `MemoryFiles`). Checked on the source text.
@Suite struct FileSeamTests {
    @Test func localFilesIsMadeOnlyInACommandsRun() throws {
        let sources = TintypeProcess.packageRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var places: [String] = []
        var misplaced: [String] = []
        for file in files.sorted() where !file.hasPrefix("TintypeDocument/Document/") {
            let lines = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() where line.contains("LocalFiles()") {
                places.append("\(file):\(number + 1)")
                // The function the line is in: the nearest declaration above it (or the line itself).
                let function = lines[...number].last { $0.contains("func ") }
                if function?.contains("func run()") != true { misplaced.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))") }
            }
        }
        #expect(places.count >= 10, "every command that reads makes its seam: \(places)")
        #expect(misplaced.isEmpty, "LocalFiles() outside a command's run: \(misplaced)")
    }

    @Test func aFontFileOverTheSeamsLimitIsRefusedBeforeItIsRead() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // 65 MiB, sparse: over the 64 MiB the seam reads in a font file (InputKind.fontFile).
        let path = directory + "/huge.ttf"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 65 << 20)
        try handle.close()
        let result = try TintypeProcess.run(["fonts", "inspect", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("huge.ttf: the file is 65 MiB, over the 64 MiB Tintype reads in a font file"), "\(result.stderr)")
    }
}
