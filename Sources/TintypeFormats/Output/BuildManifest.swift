import TintypeDocument

/// What `tintype build` wrote: every file, and the folders it created, relative to the project's
/// directory. `tintype clean` removes exactly these (folders only when empty); the next build
/// removes the files it no longer writes. Stored as `.tintype/manifest.json` beside the project file.
public struct BuildManifest: Equatable, Sendable {
    public var files: [String]
    /// Folders a build created (so `clean` can leave the directory as it was), deepest last.
    public var directories: [String]

    public init(files: [String], directories: [String]) {
        self.files = files.sorted()
        self.directories = Array(Set(directories)).sorted()
    }

    public static let format = "tintype.build-manifest"

    /// The manifest as JSON, byte-identical for the same build.
    public var document: [UInt8] {
        JSONValue.members([
            ("directories", .array(directories.map(JSONValue.string))), ("files", .array(files.map(JSONValue.string))),
            ("format", .string(Self.format)), ("version", .integer(1)),
        ]).serialized()
    }

    /// Reads a manifest a build wrote; a damaged one is an error, at its place, that says what to do.
    public static func read(_ bytes: [UInt8], file: String) throws(Diagnostics) -> BuildManifest {
        let root = try DocumentFiles.parse(bytes, path: file)
        let d = DocumentDecoder(document: "a build manifest", policy: .firstProblem)
        let advice = "remove it (and the outputs it would list) by hand, then run 'tintype build' again"
        do throws(Diagnostic) {
            try d.header(root, format: format, version: 1, notThis: "this is not a build manifest Tintype wrote; " + advice) { version in
                "this is a build manifest of version \(version.plainText), which this tintype does not read; " + advice
            }
            let r = try d.record(root, "the manifest", keys: ["directories", "files", "format", "version"])
            func paths(_ key: String) throws(Diagnostic) -> [String] {
                try d.array(r[key]).map { (node) throws(Diagnostic) in try d.string(node) }
            }
            return BuildManifest(files: try paths("files"), directories: try paths("directories"))
        } catch {
            let problem = error.message.hasPrefix("this is") ? error.message : "this is not a build manifest Tintype wrote (\(error.message)); " + advice
            throw Diagnostics([Diagnostic(file: file, position: error.position ?? root.position, message: problem)])
        }
    }
}
