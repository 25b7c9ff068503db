/// The one way Tintype reads an input: a path becomes bytes (within its kind's size limit, never
/// waiting on a FIFO or device) or a document tree, parsed by its extension (`.yaml`/`.yml` as
/// YAML, `.json5` as JSON5, anything else as JSON). Every problem names the file and says what to do.
public struct DocumentFiles {
    /// Parses a YAML file's bytes; a tool built without YAML (the build plugin's) has none.
    public typealias YAMLParser = ([UInt8]) throws(Diagnostic) -> SourceNode

    public let source: any FileSource
    private let yaml: YAMLParser?

    public init(source: any FileSource, yaml: YAMLParser? = nil) {
        self.source = source
        self.yaml = yaml
    }

    /// What is at `path`, following links; nil when nothing is.
    public func kind(of path: String) -> FileKind? { source.kind(of: path) }

    /// The names in the directory at `path`, sorted; nil when it is no directory.
    public func entries(of path: String) -> [String]? { source.entries(of: path) }

    /// Whether YAML files can be read (the tool links a YAML parser).
    public var readsYAML: Bool { yaml != nil }

    /// The file's bytes. `missing` replaces the kind's own words for a missing file.
    public func bytes(at path: String, as input: InputKind, missing: String? = nil) throws(Diagnostics) -> [UInt8] {
        switch source.read(path, limit: input.limit) {
        case .bytes(let bytes): return bytes
        case .unavailable: throw Self.failure("\(path): \(missing ?? input.missing)")
        case .tooLarge(let size): throw Self.failure(input.tooLarge(path, size: size))
        }
    }

    /// The file as a document tree, with the line and column of every value.
    public func document(at path: String, as input: InputKind, missing: String? = nil) throws(Diagnostics) -> SourceNode {
        let bytes = try bytes(at: path, as: input, missing: missing)
        guard Self.isYAML(path) else { return try Self.parse(bytes, path: path) }
        guard let yaml else { throw Self.failure("\(path): this tool (the build plugin's) reads JSON only; read YAML with the tintype command, "
                + "which Scripts/build-release.sh builds, or write the file as JSON") }
        do {
            return try yaml(bytes)
        } catch {
            throw Diagnostics([error.inFile(path)])
        }
    }

    /// JSON bytes (JSON5 for a `.json5` path) as a document tree; a problem is at its line and
    /// column of `path`.
    public static func parse(_ bytes: [UInt8], path: String) throws(Diagnostics) -> SourceNode {
        do {
            return try SourceNode.parseJSON(bytes, json5: path.hasSuffix(".json5"))
        } catch {
            throw Diagnostics([error.inFile(path)])
        }
    }

    /// Whether the path names a YAML file, by its extension.
    /// `path` without `.` components, repeated slashes and `dir/..` pairs, so two spellings of one
    /// file compare equal (a `..` that climbs above a relative path's start is kept).
    public static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    public static func isYAML(_ path: String) -> Bool { path.hasSuffix(".yaml") || path.hasSuffix(".yml") }

    /// A problem with a file as a whole, which has no line to point at.
    package static func failure(_ message: String) -> Diagnostics { Diagnostics([Diagnostic(at: .none, message)]) }
}
