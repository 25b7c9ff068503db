import TintypeDocument
import TintypeCompiledTheme

/// What one run writes, for every command that writes formats: `build` (a project), `compile -o DIR`
/// and `export` (a one-output project, `Project.outputDirectory`). Each output's files at their
/// paths, one check that no two outputs write the same file (before anything is written), and for a
/// build the manifest and the files and folders of the previous build it no longer writes.
public struct OutputPlan {
    /// One format's files, relative to the project's directory.
    public struct Output {
        public var format: any ThemeFormat
        public var folder: String
        /// The folder the run's line for this output is relative to (`wrote build/tintype/android/ …`).
        public var root: String
        public var files: [(path: String, bytes: [UInt8])]
    }

    public let project: Project
    public var outputs: [Output]
    /// What the build records (nil for a one-output project, which keeps no manifest).
    public var manifest: BuildManifest?
    /// Files the previous build wrote and this one does not: removed after the build.
    public var stale: [String]
    /// Folders the previous build created that this one does not need: removed when empty.
    public var staleFolders: [String]

    /// One compiled theme's files for each of a project's outputs, in the project's order: the
    /// rendering, which needs nothing but the theme, so each theme's can be done on its own core.
    public struct ThemeFiles: Sendable {
        /// The theme's name.
        public var name: String
        public var outputs: [[GeneratedFile]]
    }

    /// `rendered` holds each theme's files in the project's order of themes; `exists` says whether
    /// a directory of the project (a path relative to it) is there now.
    public init(
        _ project: Project, rendered: [ThemeFiles], previous: BuildManifest?, exists: (String) -> Bool
    ) throws(Diagnostics) {
        self.project = project
        var outputs: [Output] = []
        var writers: [String: String] = [:]
        var problems: [Diagnostic] = []
        for (index, output) in project.outputs.enumerated() {
            var files: [(path: String, bytes: [UInt8])] = []
            for theme in rendered {
                for file in theme.outputs[index] {
                    let path = output.path(of: file)
                    let writer = "\(output.format.name) of '\(theme.name)'"
                    // A file every theme shares is written once: one output's format, with one set of
                    // options, writes the same bytes for each theme.
                    if file.isShared, files.contains(where: { $0.path == path }) { continue }
                    if let other = writers[path] {
                        problems.append(Diagnostic(at: .none, (project.keepsManifest ? "\(project.file): " : "")
                            + "\(writer) and \(other) both write \(path); " + (project.keepsManifest
                                ? "give the formats different folders, or the themes different names" : "write them into different directories")))
                    }
                    writers[path] = writer
                    files.append((path, file.bytes))
                }
            }
            outputs.append(Output(format: output.format, folder: output.folder, root: output.root, files: files))
        }
        guard problems.isEmpty else { throw Diagnostics(problems) }
        self.outputs = outputs
        guard project.keepsManifest else {
            manifest = nil
            stale = []
            staleFolders = []
            return
        }
        let paths = outputs.flatMap { $0.files.map(\.path) }
        // The folders the files need: those a build created (now or before) stay in the manifest;
        // a folder an earlier build created that no file needs any more is left out, for the
        // build to remove once its stale files are gone.
        let earlier = Set(previous?.directories ?? [])
        var created = Set<String>()
        for path in paths + [project.manifestPath] {
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                let name = String(folder)
                if name.isEmpty || name == "." || name.hasSuffix("..") { break }
                if exists(name) && !earlier.contains(name) { break }
                created.insert(name)
            }
        }
        let manifest = BuildManifest(files: paths, directories: Array(created))
        self.manifest = manifest
        let written = Set(paths)
        stale = (previous?.files ?? []).filter { !written.contains($0) }
        staleFolders = (previous?.directories ?? []).filter { !manifest.directories.contains($0) }
    }

    /// Writes every output (and the manifest) through `files` together, then removes the stale
    /// files and the folders left empty; what each output wrote, for the run's report.
    @discardableResult
    public func write(to files: some FileSystem) throws -> [WrittenOutput] {
        var all = outputs.flatMap { $0.files.map { (project.resolve($0.path), $0.bytes) } }
        if let manifest { all.append((project.resolve(project.manifestPath), manifest.document)) }
        let replaced = try files.writeAll(all)
        for path in stale { files.removeFile(project.resolve(path)) }
        Self.removeEmptyFolders(staleFolders, of: project, from: files)
        return outputs.map { output in
            WrittenOutput(format: output.format.name, directory: project.resolve(output.root) + "/",
                          files: output.files.map { String($0.path.dropFirst(output.root.count + 1)) },
                          replaced: output.files.count { replaced.contains(project.resolve($0.path)) })
        }
    }

    /// What writing would change, relative to the project: each file whose bytes differ or that
    /// is missing, the manifest, and each stale file it would remove (`changed`, empty when all is
    /// up to date); and apart, each file that differs only in the font files' hashes, the same
    /// metrics (`fontFilesOnly`), which does not make the outputs out of date.
    public func changes(in files: some FileSource) -> (changed: [String], fontFilesOnly: [String]) {
        var changed: [String] = [], fontFilesOnly: [String] = []
        func differs(_ path: String, _ bytes: [UInt8]) -> Bool {
            if case .bytes(let existing) = files.read(project.resolve(path), limit: bytes.count + 1) { return existing != bytes }
            return true
        }
        for output in outputs {
            for file in output.files {
                // An earlier file up to a few times this one's size is read whole, for the format's summary.
                switch files.read(project.resolve(file.path), limit: max(file.bytes.count * 4, 1 << 20)) {
                case .bytes(let earlier) where earlier == file.bytes: continue
                case .bytes(let earlier):
                    let change = output.format.change(from: earlier, to: file.bytes)
                    let summary = change.summary.map { ": \($0)" } ?? ""
                    if change.onlyFontFiles {
                        fontFilesOnly.append(file.path + summary)
                    } else {
                        changed.append(file.path + summary)
                    }
                case .tooLarge: changed.append(file.path)
                case .unavailable: changed.append("\(file.path) (new)")
                }
            }
        }
        if let manifest, differs(project.manifestPath, manifest.document) {
            if case .unavailable = files.read(project.resolve(project.manifestPath), limit: 1) {
                changed.append("\(project.manifestPath) (new: build writes it beside the project file; commit it with the outputs, as --locked compares it too)")
            } else {
                changed.append(project.manifestPath)
            }
        }
        changed += stale.map { "\($0) (removed)" }
        return (changed, fontFilesOnly)
    }

    /// Removes each of `folders` (relative to the project) that is empty, deepest first; how many.
    @discardableResult
    public static func removeEmptyFolders(_ folders: [String], of project: Project, from files: some FileSystem) -> Int {
        folders.sorted { $0.count > $1.count }.count { files.removeEmptyFolder(project.resolve($0)) }
    }
}

extension OutputPlan.ThemeFiles {
    /// Renders `compiled` in each of `project`'s formats, each format its platform's own theme.
    public init(_ compiled: CompiledTheme, for project: Project) throws(Diagnostic) {
        var outputs: [[GeneratedFile]] = []
        for output in project.outputs {
            outputs.append(try output.format.files(for: compiled.on(output.format.platform).filteringTokens(output.tokens)))
        }
        self.init(name: compiled.name, outputs: outputs)
    }
}
