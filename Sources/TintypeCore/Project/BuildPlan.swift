/// What one `tintype build` writes, from the compiled themes' files: each output's files at their
/// project paths, the manifest that lists them, and the files of the previous build it no longer
/// writes. Two outputs that would write the same file are an error before anything is written.
public struct BuildPlan {
    /// One format's files, relative to the project's directory.
    public struct Output {
        public var format: String
        public var folder: String
        public var files: [(path: String, bytes: [UInt8])]
    }

    public var outputs: [Output]
    public var manifest: BuildManifest
    /// Files the previous build wrote and this one does not: removed after the build.
    public var stale: [String]

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
        var outputs: [Output] = []
        var writers: [String: String] = [:]
        var problems: [Diagnostic] = []
        for (index, output) in project.outputs.enumerated() {
            var files: [(path: String, bytes: [UInt8])] = []
            for theme in rendered {
                for file in theme.outputs[index] {
                    let path = output.path(of: file)
                    let writer = "\(output.format.name) of '\(theme.name)'"
                    if let other = writers[path] {
                        problems.append(Diagnostic(at: .none, "\(project.file): \(writer) and \(other) both write \(path); "
                            + "give the formats different folders, or the themes different names"))
                    }
                    writers[path] = writer
                    files.append((path, file.bytes))
                }
            }
            outputs.append(Output(format: output.format.name, folder: output.folder, files: files))
        }
        guard problems.isEmpty else { throw Diagnostics(problems) }
        let paths = outputs.flatMap { $0.files.map(\.path) }
        // The folders the files need: those a build created (now or before) stay in the manifest;
        // a folder an earlier build created that no file needs any more is left out, for the
        // build to remove once its stale files are gone.
        let earlier = Set(previous?.directories ?? [])
        var created = Set<String>()
        for path in paths + [Project.manifestPath] {
            var folder = Substring(path)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                let name = String(folder)
                if name.isEmpty || name == "." || name.hasSuffix("..") { break }
                if exists(name) && !earlier.contains(name) { break }
                created.insert(name)
            }
        }
        self.outputs = outputs
        manifest = BuildManifest(files: paths, directories: Array(created))
        let written = Set(paths)
        stale = (previous?.files ?? []).filter { !written.contains($0) }
    }
}

extension BuildPlan.ThemeFiles {
    /// Renders `compiled` in each of `project`'s formats.
    public init(_ compiled: CompiledTheme, for project: Project) {
        self.init(name: compiled.name, outputs: project.outputs.map { $0.format.files(for: compiled) })
    }
}
