import Foundation
import Testing
import TintypeDocument
@testable import tintype

/// `compile --watch` starts watching only after a compile has read its files; a save in between
/// has no inotify event, so the files read are compared with what they were when read.
@Suite struct RecordingFilesTests {
    static func bytes(_ reading: FileReading) -> [UInt8]? {
        if case .bytes(let bytes) = reading { bytes } else { nil }
    }

    @Test func aFileSavedAfterItWasReadIsReportedAndAFolderGainingFilesIsNot() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tokens = directory + "/tokens.json", theme = directory + "/theme.json"
        try "{\"a\": 1}".write(toFile: tokens, atomically: false, encoding: .utf8)
        try "{\"b\": 2}".write(toFile: theme, atomically: false, encoding: .utf8)
        let files = RecordingFiles(LocalFiles())
        _ = files.kind(of: directory)
        #expect(Self.bytes(files.read(tokens, limit: 100)) == Array("{\"a\": 1}".utf8))
        #expect(Self.bytes(files.read(theme, limit: 100)) != nil)
        #expect(Self.bytes(files.read(directory + "/missing.json", limit: 100)) == nil)
        #expect(files.changedSinceRead().isEmpty)

        // Outputs written into the theme's folder are not a change of the theme.
        try "out".write(toFile: directory + "/output.txt", atomically: false, encoding: .utf8)
        #expect(files.changedSinceRead().isEmpty)

        // An editor's save: a new file renamed over the old one, the same size and bytes but
        // another file; then a file that appears where none was.
        try "{\"a\": 1}".write(toFile: tokens, atomically: true, encoding: .utf8)
        #expect(files.changedSinceRead() == [tokens])
        try "{}".write(toFile: directory + "/missing.json", atomically: false, encoding: .utf8)
        #expect(files.changedSinceRead() == [directory + "/missing.json", tokens])
    }

    @Test func aFileRewrittenInPlaceIsReported() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let theme = directory + "/theme.json"
        try "{\"size\": 20}".write(toFile: theme, atomically: false, encoding: .utf8)
        let files = RecordingFiles(LocalFiles())
        _ = files.read(theme, limit: 100)
        // The same length written into the same file: only the modification time tells, and the
        // kernel stamps it from a clock that ticks every few milliseconds, so wait for a tick.
        Thread.sleep(forTimeInterval: 0.02)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: theme))
        try handle.write(contentsOf: Data("{\"size\": 24}".utf8))
        try handle.close()
        #expect(files.changedSinceRead() == [theme])
    }
}
