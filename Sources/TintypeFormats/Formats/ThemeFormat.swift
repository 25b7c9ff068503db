import TintypeDocument
import TintypeTheme
import TintypeCompiledTheme

/// An output format: a pure function from a compiled theme to the files it writes. Formats read
/// nothing but the compiled theme, so anything that holds one (a build plugin, an export of a
/// committed table) renders every format without fonts or C libraries. A format owns what is said
/// of it: its line in `compile --help` (`summary`) and its project-file options (`options`), from
/// which the project reader and `init`'s starter project are made. To add a format, add a type in
/// this folder and list it in `ThemeFormats.all` (Docs/Contributing.md, "Adding a format").
public protocol ThemeFormat: Sendable {
    /// The name `tintype compile --format` takes.
    var name: String { get }
    /// What the format writes, in one line of help (`DIR/NAME.tintype.json: …`).
    var summary: String { get }
    /// The options a project file may set on the format, besides `folder`.
    var options: [FormatOption] { get }
    /// What other tools call what the format writes (`kotlin` for `compose`): a name given for it
    /// is answered with this format's.
    var otherNames: [String] { get }
    /// The files, named relative to the output directory, in writing order. Only a template can
    /// fail (a filter given a value it cannot take), at its place in the template.
    func files(for theme: CompiledTheme) throws(Diagnostic) -> [GeneratedFile]
    /// The folder every file's name starts with (`android`), which a project file's `folder`
    /// replaces; nil when the files sit in the output directory itself.
    var folder: String? { get }
    /// The platform the format writes for, whose own theme it renders where the theme differs by
    /// platform (`CompiledTheme.on(_:)`); nil for a format of every platform (the compiled theme, DTCG).
    var platform: ThemePlatform? { get }
    /// What changed between an earlier version of one of the format's files and this run's, read
    /// once for `build --locked`.
    func change(from earlier: [UInt8], to now: [UInt8]) -> FileChange
}

/// What changed in one of a format's files, for `build --locked`.
public struct FileChange: Sendable {
    /// The change in a few words (`24 of 792 rows: button 24`); nil when the path says enough.
    public var summary: String?
    /// Whether the file differs only where the fonts' files are named (their hashes), every metric
    /// the same: other builds of the same faces, which `build --locked` notes as `metrics check`
    /// does ("file changed, same metrics") rather than fails.
    public var onlyFontFiles = false
}

extension ThemeFormat {
    public var folder: String? { nil }
    public var platform: ThemePlatform? { nil }
    public var options: [FormatOption] { [] }
    public var otherNames: [String] { [] }
    public func change(from earlier: [UInt8], to now: [UInt8]) -> FileChange { FileChange() }

    /// `change(from:to:)`'s few words.
    public func changeSummary(from earlier: [UInt8], to now: [UInt8]) -> String? { change(from: earlier, to: now).summary }
}

/// One file a format writes: its name relative to the output directory, and its bytes.
public struct GeneratedFile: Equatable, Sendable {
    public var name: String
    public var bytes: [UInt8]
    /// Whether every theme writes the same file here (the Swift format's `TintypeTheme.swift`): a
    /// build of several themes writes it once.
    public var isShared = false

    public init(name: String, bytes: [UInt8], isShared: Bool = false) {
        self.name = name
        self.bytes = bytes
        self.isShared = isShared
    }
}
