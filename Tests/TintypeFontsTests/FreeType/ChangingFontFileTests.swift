import Foundation
import Synchronization
import Testing
import TintypeTypography
@testable import TintypeFonts

/// A font file that another process truncates, rewrites or removes while Tintype reads it (a font
/// reinstalled during a build): the read either gives the file as it was when opened or a
/// `FontError` naming the file, never a crash. (Reading through a mapping, a truncation killed
/// the process with SIGBUS.) Expected hashes come from `sha256sum`.
@Suite struct ChangingFontFileTests {
    let reader: FontReader

    init() throws { reader = try FontReader() }

    static func copy(_ fixture: String) throws -> (directory: String, path: String, bytes: [UInt8]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("changing-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: FixtureFonts.path(fixture))))
        let path = directory + "/" + fixture
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (directory, path, bytes)
    }

    static func sha256sum(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(text.prefix(64))
    }

    @Test func aFileTruncatedThenRemovedAfterOpeningReadsAsItWasOpened() throws {
        let (directory, path, _) = try Self.copy("TintypeTypo-Regular.ttf")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let expected = try reader.metrics(ofFileAt: path)
        let hash = try Self.sha256sum(path)
        let file = try FontFile(path: path)
        #expect(truncate(path, 12) == 0)
        #expect(try reader.metrics(of: file) == expected)
        #expect(unlink(path) == 0)
        #expect(try reader.metrics(of: file) == expected)
        #expect(file.sha256 == hash)
    }

    /// A writer thread cuts the file to its first half and writes the second half back, over and
    /// over, while it is read 300 times: the file only ever holds the whole font or its first half,
    /// so every read that succeeds must be one of those two, hash and tables alike (checked against
    /// copies of each read on their own), and every other one a `FontError` for this file.
    @Test func aFileRewrittenWhileItIsReadIsReadAsOneVersionOrRefused() throws {
        let (directory, path, bytes) = try Self.copy("TintypeInk-Regular.ttf")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let half = bytes.count / 2
        let halfPath = directory + "/half.ttf"
        try Data(bytes[..<half]).write(to: URL(fileURLWithPath: halfPath))
        func anonymous(_ metrics: FontFaceMetrics) -> FontFaceMetrics {
            var metrics = metrics
            metrics.file = ""
            return metrics
        }
        let whole = anonymous(try reader.metrics(ofFileAt: path))
        let firstHalf = try? reader.metrics(ofFileAt: halfPath)
        #expect(whole.sha256 == (try Self.sha256sum(path)))
        let stop = Atomic<Bool>(false)
        let descriptor = open(path, O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let writer = Thread {
            while !stop.load(ordering: .relaxed) {
                _ = ftruncate(descriptor, off_t(half))
                _ = bytes[half...].withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(half)) }
            }
        }
        writer.start()
        defer { stop.store(true, ordering: .relaxed) }
        var outcomes: [String: Int] = [:]
        for _ in 0..<300 {
            do {
                let read = anonymous(try reader.metrics(ofFileAt: path))
                let version = read == whole ? "whole" : firstHalf.map { read == anonymous($0) } == true ? "half" : "other"
                #expect(version != "other", "\(read)")
                outcomes[version, default: 0] += 1
            } catch {
                #expect(error.description.hasPrefix(path + ":"), "\(error)")
                outcomes["refused", default: 0] += 1
            }
        }
        #expect(outcomes.values.reduce(0, +) == 300 && outcomes["whole", default: 0] > 0, "\(outcomes)")
    }
}
