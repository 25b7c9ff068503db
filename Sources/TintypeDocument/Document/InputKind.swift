/// The kinds of file Tintype reads, each with the largest size it reads (Docs/Contributing.md, "Limits") and what
/// a message calls it. Each limit is far above any real file of its kind and far below what would
/// take minutes or gigabytes to read: a file over it is refused before it is read.
public struct InputKind: Sendable {
    /// What a message calls the file: "a theme", "a token file".
    public let noun: String
    public let limit: Int
    /// What to say when the file is missing or unreadable, after its path.
    public let missing: String

    /// Theme files, JSON or YAML: 16 MiB.
    public static let theme = InputKind(noun: "a theme", limit: 16 << 20,
                                        missing: "cannot be read; it must be a readable file (check its permissions)")
    /// DTCG token files: 16 MiB.
    public static let tokenFile = InputKind(noun: "a token file", limit: 16 << 20, missing: "no such token file; check the path")
    /// DTCG resolver documents: 16 MiB.
    public static let resolver = InputKind(noun: "a resolver document", limit: 16 << 20, missing: "no such resolver document; check the path")
    /// Compiled themes (`NAME.tintype.json`, read by `export` and the build plugin): 64 MiB.
    public static let compiledTheme = InputKind(
        noun: "a compiled theme", limit: 64 << 20,
        missing: "cannot read the compiled theme (no such regular file); give the NAME.tintype.json that 'tintype compile --format json' wrote")
    /// Project files (`tintype.yml`): 1 MiB.
    public static let project = InputKind(noun: "a project file", limit: 1 << 20,
                                          missing: "cannot be read; give a tintype.yml or tintype.json, or a folder holding one")
    /// Build manifests (`.tintype/manifest.json`): 64 MiB.
    public static let template = InputKind(noun: "a template", limit: 4 << 20, missing: "no such template; check the path, relative to the project file")

    public static let manifest = InputKind(noun: "a build manifest", limit: 64 << 20, missing: "cannot be read")
    /// Metrics baselines: 64 MiB.
    public static let baseline = InputKind(noun: "a baseline", limit: 64 << 20, missing: "no such file, or not a readable file")
    /// View trees and event files for `tint resolve` and `layout resolve`: 128 MiB.
    public static let tree = InputKind(noun: "a view tree or events file", limit: 128 << 20,
                                       missing: "no such file, or not a readable file; check the path")

    /// Font files, read to measure them or embedded in a preview page: 64 MiB (the largest CJK
    /// families are about 30).
    public static let fontFile = InputKind(noun: "a font file", limit: 64 << 20, missing: "cannot read the font file to embed it")

    /// The message for a file of `size` bytes over the limit.
    public func tooLarge(_ path: String, size: Int) -> String {
        "\(path): the file is \(Self.megabytes(size)) MiB, over the \(Self.megabytes(limit)) MiB Tintype reads in \(noun) "
            + "(Docs/Contributing.md, \"Limits\"); check that it is the right file"
    }

    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 20) / 2) >> 20
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }
}
