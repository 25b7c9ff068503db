import Foundation

/// Runs the built `tintype` executable as a user would, capturing its output and exit code.
struct TintypeProcess {
    struct Result {
        var status: Int32
        var stdout: Data
        var stderr: String
        /// Ended by a signal (a crash), not by exiting; `status` is then the signal's number.
        var crashed = false
        var text: String { String(decoding: stdout, as: UTF8.self) }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fontsDirectory = packageRoot.appendingPathComponent("Fonts").path

    /// The folder of the executables SwiftPM built next to the test bundle.
    static let binDirectory: URL = {
        var directory = Bundle.main.bundleURL
        if directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
        return directory
    }()

    /// The built `tintype`.
    static let executable = binDirectory.appendingPathComponent("tintype")

    /// Runs `tool` (`tintype` unless said) from the package root, or from `directory`.
    static func run(_ arguments: [String], tool: String = "tintype", environment: [String: String] = [:],
                    in directory: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binDirectory.appendingPathComponent(tool)
        process.arguments = arguments
        process.currentDirectoryURL = directory.map { URL(fileURLWithPath: $0) } ?? packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self),
                      crashed: process.terminationReason == .uncaughtSignal)
    }

    /// A new empty directory for one test's files; the test removes it.
    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Parses standard output as a JSON object.
    static func jsonObject(_ result: Result) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any] else {
            throw CocoaError(.coderReadCorrupt)
        }
        return object
    }
}
