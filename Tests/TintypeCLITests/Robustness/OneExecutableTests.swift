import Foundation
import Testing

/// `tintype` is one executable: a copy of it alone, in a folder with nothing beside it, reads a
/// YAML theme and draws the preview's PNG (no helper is started, none is looked for).
@Suite struct OneExecutableTests {
    @Test func aCopyAloneReadsYAMLAndDrawsThePNG() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let alone = work + "/bin/tintype"
        try FileManager.default.createDirectory(atPath: work + "/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TintypeProcess.executable.path, toPath: alone)
        #expect(try FileManager.default.contentsOfDirectory(atPath: work + "/bin") == ["tintype"])

        let yaml = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Themes/material.yaml").path
        let compile = try run(alone, ["compile", yaml, "--font-dir", TintypeProcess.fontsDirectory, "--format", "json", "-o", work + "/out"])
        #expect(compile.status == 0, "\(compile.stderr)")
        let compiled = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: work + "/out/material.tintype.json")))
        #expect((compiled as? [String: Any])?["format"] as? String == "tintype.compiled-theme")

        let png = work + "/preview.png"
        let preview = try run(alone, ["preview", yaml, "--font-dir", TintypeProcess.fontsDirectory, "--category", "large", "--png", png])
        #expect(preview.status == 0, "\(preview.stderr)")
        let signature = try Data(contentsOf: URL(fileURLWithPath: png)).prefix(8)
        #expect(Array(signature) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG file starts with its signature")
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = TintypeProcess.packageRoot
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
    }
}
