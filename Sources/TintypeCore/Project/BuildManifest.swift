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

    /// Reads a manifest a build wrote; a damaged one is an error that says what to do.
    public static func read(_ bytes: [UInt8], file: String) throws(Diagnostics) -> BuildManifest {
        let root = try DocumentFiles.parse(bytes, path: file)
        func strings(_ key: String) -> [String]? {
            guard case .object(let members) = root.value, let node = members.first(where: { $0.key == key })?.value,
                  case .array(let items) = node.value else { return nil }
            let texts = items.compactMap { item -> String? in if case .string(let text) = item.value { text } else { nil } }
            return texts.count == items.count ? texts : nil
        }
        let format = if case .object(let members) = root.value, case .string(let text)? = members.first(where: { $0.key == "format" })?.value.value {
            text
        } else { "" }
        guard format == Self.format, let files = strings("files"), let directories = strings("directories") else {
            throw Diagnostics([Diagnostic(file: file, position: root.position, message: "this is not a build manifest Tintype wrote; "
                + "remove it (and the outputs it would list) by hand, then run 'tintype build' again")])
        }
        return BuildManifest(files: files, directories: directories)
    }
}
