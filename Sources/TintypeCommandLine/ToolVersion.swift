import Foundation

/// What `--version` prints: the release number and, for an installed or packaged build, the commit
/// it was built from, which the install records in `share/tintype/source-commit` beside `bin/`.
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
        guard let executable = Bundle.main.executableURL else { return nil }
        let record = executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/tintype/source-commit")
        guard let data = FileManager.default.contents(atPath: record.path),
              let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
              !text.isEmpty, text.count <= 64 else { return nil }
        return text
    }
}
