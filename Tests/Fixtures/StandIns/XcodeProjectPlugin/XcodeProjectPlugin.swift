// A stand-in for Xcode's XcodeProjectPlugin with exactly the API Tintype's build plugin uses,
// declared as Apple documents it (developer.apple.com/documentation/packagedescription, "Writing a
// build tool plugin": `XcodeBuildToolPlugin`, `XcodePluginContext`, `XcodeTarget.inputFiles`), so the
// plugin's Xcode-project conformance type-checks on Linux, where Xcode's module does not exist.
// Bodies are minimal: the tests only type-check against this module, they never run it.
import PackagePlugin

public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public struct XcodeProject {
    public let displayName: String
    public let directoryURL: URL
}

public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    public let pluginWorkDirectoryURL: URL

    public func tool(named name: String) throws -> PluginContext.Tool {
        PluginContext.Tool(name: name, url: pluginWorkDirectoryURL)
    }
}

public struct XcodeTarget {
    public let displayName: String
    public let inputFiles: FileList
}
