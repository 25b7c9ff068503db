#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `--version` prints: the release number and, for an installed or packaged build, the commit
/// it was built from, which the install records in `share/tintype/source-commit` beside `bin/`.
/// FoundationEssentials only: the build plugin's tool, linked statically, stays free of ICU's data.
package enum ToolVersion {
    /// The release number.
    package static let number = "0.1.0"

    /// `0.1.0 (source 1a2b3c4d5e6f)`, or for a build run from its build folder, which has no record,
    /// `0.1.0 (built from a checkout; no source commit recorded)`.
    package static var line: String {
        "\(number) (\(sourceCommit.map { "source \($0)" } ?? "built from a checkout; no source commit recorded"))"
    }

    /// The commit recorded by Scripts/stage.sh in `PREFIX/share/tintype/source-commit`, for the
    /// executable at `PREFIX/bin/NAME`.
    static var sourceCommit: String? {
        guard let executable else { return nil }
        let record = executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/tintype/source-commit")
        guard let data = FileManager.default.contents(atPath: record.path) else { return nil }
        let text = String(decoding: data, as: UTF8.self).filter { !$0.isWhitespace }
        guard !text.isEmpty, text.count <= 64 else { return nil }
        return text
    }

    /// The running executable: the kernel's link on Linux, else Foundation's bundle.
    private static var executable: URL? {
        #if os(Linux)
        return URL(fileURLWithPath: "/proc/self/exe")
        #else
        return Bundle.main.executableURL
        #endif
    }
}
