import TintypeDocument
import TintypeTokens
import TintypeCompiledTheme

/// A project file, `tintype.yml` (or `.yaml`, `.json`), as teams configure their other build tools:
/// the themes to build and, per format, the folder its files go to and its options. `tintype build`
/// compiles every theme to every format it names; `tintype clean` removes what a build wrote; the
/// build plugin takes the Swift format's options from it. Paths in it are relative to the file.
public struct Project: Sendable {
    /// One format of the project: its options applied, and the folder its files go to.
    public struct Output: Sendable {
        public var format: any ThemeFormat
        /// The folder, relative to the project file's directory, without a trailing `/`.
        public var folder: String
        /// The folder the run's line for this output is relative to: the output's own folder in a
        /// project, the output directory for `compile -o DIR`.
        public var root: String
        /// Which brand tokens this output writes (`tokens` in the project file); nil: all.
        public var tokens: TokenFilter?

        public init(format: any ThemeFormat, folder: String, root: String? = nil, tokens: TokenFilter? = nil) {
            self.format = format
            self.folder = folder
            self.root = root ?? folder
            self.tokens = tokens
        }

        /// The path of one of the format's files in this folder, relative to the project's
        /// directory: the format's own folder (`android/`) is replaced by the project's.
        public func path(of file: GeneratedFile) -> String {
            var name = Substring(file.name)
            if let own = format.folder, name.hasPrefix(own + "/") { name = name.dropFirst(own.count + 1) }
            return folder + "/" + name
        }
    }

    /// The names a project file may have, in order of preference.
    public static let fileNames = ["tintype.yml", "tintype.yaml", "tintype.json"]

    /// Where `build` records what it wrote, relative to the project's directory:
    /// `.tintype/manifest.json` for a project file of one of the usual names (`tintype.yml`), and
    /// `.tintype/NAME/manifest.json` for any other (`android.tintype.yml`), so two project files in
    /// one folder never take each other's files for their own.
    public var manifestPath: String {
        let name = String(file.split(separator: "/").last ?? "")
        return name.isEmpty || Self.fileNames.contains(name) ? ".tintype/manifest.json" : ".tintype/\(name)/manifest.json"
    }

    /// The project file as given.
    public var file: String
    /// The project file's directory as a prefix for its paths: `""` or `dir/`.
    public var directory: String
    /// Theme files or directories, relative to `directory`.
    public var themes: [String]
    /// Where each theme is listed in the project file, for messages about it.
    public var themePositions: [SourcePosition] = []
    /// Font directories to read besides the installed fonts, relative to `directory`.
    public var fontDirectories: [String]
    public var outputs: [Output]
    /// How the themes' token files are read (`tokens:` in the project: sets, themes, strict).
    public var tokenOptions = TokenReadingOptions()
    /// `check:`, the thresholds of `tintype check` run in the project, as written: the check layer
    /// reads them (`ThemeCheck.Thresholds(check:file:)`), by the keys its rules declare.
    public var check: SourceNode?
    /// Whether builds write outputs measured on a stand-in font (`allowFallback: true`).
    public var allowFallback = false
    /// Whether builds record what they wrote (`.tintype/manifest.json`) and remove what they no
    /// longer write; a one-output project (`compile -o DIR`) does not.
    public var keepsManifest = true

    /// `compile -o DIR` and `export` as a project: each format's files under `directory`, in its
    /// own folder, reported relative to `directory`, without a manifest.
    public static func outputDirectory(_ formats: [any ThemeFormat], _ directory: String) -> Project {
        let base = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var project = Project(file: "", themes: [], outputs: formats.map { format in
            Output(format: format, folder: base + (format.folder.map { "/" + $0 } ?? ""), root: base)
        })
        project.keepsManifest = false
        return project
    }

    public init(file: String, themes: [String], fontDirectories: [String] = [], outputs: [Output]) {
        self.file = file
        directory = file.lastIndex(of: "/").map { String(file[...$0]) } ?? ""
        self.themes = themes
        self.fontDirectories = fontDirectories
        self.outputs = outputs
    }

    /// A path of the project, as the process reaches it (relative to the working directory).
    public func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : directory + path
    }

    /// A problem with the theme listed at `index`, placed at its entry in the project file.
    public func themeDiagnostic(_ index: Int, _ message: String) -> Diagnostic {
        guard themePositions.indices.contains(index) else { return Diagnostic(at: .none, "\(file): \(message)") }
        return Diagnostic(file: file, position: themePositions[index], message: message)
    }
}
