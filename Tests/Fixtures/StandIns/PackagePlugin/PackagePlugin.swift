// A stand-in for SwiftPM's PackagePlugin with exactly the API Tintype's build plugin uses, declared
// as the toolchain's module declares it (swift-synthesize-interface of the Swift 6.3 PluginAPI, with
// the URL members of tools version 6.0), so that the plugin type-checks with the stand-in
// XcodeProjectPlugin beside it: `#if canImport(XcodeProjectPlugin)` is true only where Xcode builds.
// Bodies are minimal: the tests only type-check against this module, they never run it.
@_exported import Foundation

public protocol Plugin {
    init()
}

extension Plugin {
    public static func main() async throws {}
}

public protocol BuildToolPlugin: Plugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command]
}

public enum Command {
    case _buildCommand(URL)
}

extension Command {
    public static func buildCommand(
        displayName: String?, executable: URL, arguments: [String], environment: [String: String] = [:],
        inputFiles: [URL] = [], outputFiles: [URL] = []
    ) -> Command { ._buildCommand(executable) }
}

public struct File {
    public let url: URL
    public init(url: URL) { self.url = url }
}

public struct FileList: Sequence {
    private let files: [File]
    public init(_ files: [File]) { self.files = files }
    public func makeIterator() -> IndexingIterator<[File]> { files.makeIterator() }
}

public struct PluginContext {
    public let pluginWorkDirectoryURL: URL

    public func tool(named name: String) throws -> PluginContext.Tool { Tool(name: name, url: pluginWorkDirectoryURL) }

    public struct Tool {
        public let name: String
        public let url: URL
        public init(name: String, url: URL) { (self.name, self.url) = (name, url) }
    }
}

public protocol Target {
    var name: String { get }
}

public protocol SourceModuleTarget: Target {
    var sourceFiles: FileList { get }
}

extension SourceModuleTarget {
    public func sourceFiles(withSuffix suffix: String) -> FileList { FileList(sourceFiles.filter { $0.url.lastPathComponent.hasSuffix(suffix) }) }
}

public struct SwiftSourceModuleTarget: SourceModuleTarget {
    public let name: String
    public let directoryURL: URL
    public let sourceFiles: FileList
}

public struct ClangSourceModuleTarget: SourceModuleTarget {
    public let name: String
    public let directoryURL: URL
    public let sourceFiles: FileList
}
