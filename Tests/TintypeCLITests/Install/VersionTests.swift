import Foundation
import Testing

/// `tintype --version`: the release number, and the commit an install recorded beside `bin/`.
@Suite struct VersionTests {
    @Test func aBuildFolderSaysItHasNoRecordAndAnInstallNamesItsCommit() throws {
        let plain = try TintypeProcess.run(["--version"])
        #expect(plain.status == 0)
        #expect(plain.text == "0.1.0 (built from a checkout; no source commit recorded)\n")

        // An install's layout: PREFIX/bin/tintype and PREFIX/share/tintype/source-commit.
        let prefix = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: prefix + "/share/tintype", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TintypeProcess.executable.path, toPath: prefix + "/bin/tintype")
        try "0123456789ab\n".write(toFile: prefix + "/share/tintype/source-commit", atomically: true, encoding: .utf8)
        let installed = try SwiftOutputTests.run([prefix + "/bin/tintype", "--version"], in: prefix)
        #expect(installed.stdout == "0.1.0 (source 0123456789ab)\n", "\(installed.stderr)")
        // Through a symbolic link on PATH, as package managers link commands.
        try FileManager.default.createSymbolicLink(atPath: prefix + "/tintype-link", withDestinationPath: prefix + "/bin/tintype")
        #expect(try SwiftOutputTests.run([prefix + "/tintype-link", "--version"], in: prefix).stdout == "0.1.0 (source 0123456789ab)\n")
    }
}
