import Foundation
import Testing

/// App teams build on macOS, where the build plugin runs inside Xcode: the pure core, the export
/// tool the plugin runs, the code they share and the plugin itself use nothing Linux-only outside
/// an `#if canImport(Glibc)` (or `os(Linux)`) branch, and every Glibc import has a Darwin one.
@Suite struct MacOSPortabilityTests {
    static let folders = LayersTests.layers.map { "Sources/\($0.key)" }
        + ["Sources/TintypeCommandLine", "Sources/tintype-export", "Plugins/TintypePlugin"]
    /// What exists on Linux only: the C library's module, Linux's file-watching and event calls, /proc.
    static let linuxOnly = ["Glibc", "inotify", "epoll", "\"/proc/", "<linux/"]

    /// Each line naming something Linux-only outside a Linux branch, as `file:line: text`; and each
    /// file that imports Glibc with no Darwin import beside it.
    static func findings(in text: String, file: String) -> [String] {
        var found: [String] = []
        // One entry per open #if: whether the branch being read is a Linux-only one.
        var branches: [Bool] = []
        func linux(_ condition: Substring) -> Bool { condition.contains("canImport(Glibc)") || condition.contains("os(Linux)") }
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if ") {
                branches.append(linux(trimmed.dropFirst(4)))
            } else if trimmed.hasPrefix("#elseif "), !branches.isEmpty {
                branches[branches.count - 1] = linux(trimmed.dropFirst(8))
            } else if trimmed.hasPrefix("#else"), !branches.isEmpty {
                branches[branches.count - 1] = false
            } else if trimmed.hasPrefix("#endif"), !branches.isEmpty {
                branches.removeLast()
            } else if !trimmed.hasPrefix("//"), linuxOnly.contains(where: { trimmed.contains($0) }), !branches.contains(true) {
                found.append("\(file):\(number + 1): \(trimmed)")
            }
        }
        if text.contains("import Glibc"), !text.contains("import Darwin") {
            found.append("\(file): imports Glibc with no Darwin branch")
        }
        return found
    }

    @Test func theCoreTheExportToolAndThePluginAreFreeOfUnguardedLinuxCalls() throws {
        var files = 0
        var findings: [String] = []
        for folder in Self.folders {
            let root = Repository.root.appendingPathComponent(folder).path
            for name in (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []) where name.hasSuffix(".swift") {
                let text = try String(contentsOfFile: root + "/" + name, encoding: .utf8)
                findings += Self.findings(in: text, file: folder + "/" + name)
                files += 1
            }
        }
        #expect(files > 100, "the folders were read")
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    @Test func theRuleFindsWhatIsUnguardedAndPassesWhatIsGuarded() {
        let guarded = "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\nlet x = 1\n"
        #expect(Self.findings(in: guarded, file: "a.swift").isEmpty)
        #expect(Self.findings(in: "import Glibc\n", file: "b.swift") == ["b.swift:1: import Glibc", "b.swift: imports Glibc with no Darwin branch"])
        let wrongBranch = "#if canImport(Darwin)\nimport Darwin\n#else\nlet fd = inotify_init1(0)\n#endif\n"
        #expect(Self.findings(in: wrongBranch, file: "c.swift") == ["c.swift:4: let fd = inotify_init1(0)"])
        let linuxBranch = "#if os(Linux)\nlet status = \"/proc/self/status\"\n#endif\n"
        #expect(Self.findings(in: linuxBranch, file: "d.swift").isEmpty)
    }
}
