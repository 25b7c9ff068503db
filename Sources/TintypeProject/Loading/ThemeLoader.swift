import TintypeColor
import TintypeDocument
import TintypeTokens
import TintypeTheme
import TintypeFormats

/// Finds and reads a theme given as a file (JSON or YAML) or as a theme directory holding
/// `theme.json` or `theme.yaml` (`Themes/default`), with the DTCG token files it lists under
/// `tokens` (relative to the theme file); a `*.resolver.json` DTCG resolver document is imported
/// as a theme.
public struct ThemeLoader {
    public var files: DocumentFiles
    /// How the command (and the project) ask token files to be read, over the theme's own `tokens` choices.
    public var tokenOptions: TokenReadingOptions

    public init(files: DocumentFiles, tokenOptions: TokenReadingOptions = .init()) {
        self.files = files
        self.tokenOptions = tokenOptions
    }

    /// The theme at `argument`; every problem is a diagnostic naming the file.
    public func load(_ argument: String) throws(Diagnostics) -> Theme {
        guard let kind = files.kind(of: argument) else {
            throw DocumentFiles.failure("\(argument): no such theme file or directory")
        }
        var path = argument
        if kind == .directory {
            let directory = argument.hasSuffix("/") ? argument : argument + "/"
            guard let found = Theme.fileNames.map({ directory + $0 }).first(where: { files.kind(of: $0) != nil }) else {
                throw DocumentFiles.failure("\(argument): a theme directory needs a theme.json or theme.yaml")
            }
            path = found
        }
        if path.hasSuffix(".resolver.json") {
            return try DTCGImport.theme(resolver: path, files: files)
        }
        // A theme that extends another is read over it (ThemeExtends); each platform's part over the rest (ThemePlatforms).
        let (root, parts) = try ThemePlatforms.split(try ThemeExtends.resolve(try files.document(at: path, as: .theme), path: path, files: files), path: path)
        var theme = try read(root, path: path)
        for (platform, part) in parts {
            let own = try read(ThemePlatforms.theme(root, on: part), path: path)
            theme.platforms.append(OnPlatform(platform: platform, theme: own))
            // What reading it said that reading the base did not, once.
            theme.tokenNotes += own.tokenNotes.filter { !theme.tokenNotes.contains($0) }
        }
        return theme
    }

    /// The theme document `root` (at `path`, after `extends` and `platforms`), with its token files read.
    private func read(_ root: SourceNode, path: String) throws(Diagnostics) -> Theme {
        let source = ThemeTokenSource(listedIn: root)
        // The command's and the project's choices over the theme's own.
        let options = source.options.overridden(by: tokenOptions)
        let tokens = try tokens(source.files, options: options, theme: path)
        let modes = try tokens.map { _ throws(Diagnostics) in try modeTokens(source, options: options, theme: path) } ?? []
        var theme = try ThemeReader.read(root, file: path, tokens: tokens, modeTokens: modes)
        // The tokens the theme exports, in every mode.
        if let tokens, source.export.exportsAny {
            let brand = try BrandTokenBuilder.tokens(base: tokens, modes: modes, export: source.export, themeFile: path)
            theme.brandTokens = brand
            theme.tokenNotes += BrandTokenBuilder.modeOnly(base: tokens, modes: modes, export: source.export)
                + BrandTokenBuilder.baseOnly(base: tokens, modes: modes, export: source.export)
                + BrandTokenBuilder.privateLeftOut(base: tokens, export: source.export)
                + ThemeNameClash(theme).warnings(brand, themeName: theme.name)
        }
        // A Material role is written from the exported token it names, in every mode.
        let exported = Set(theme.brandTokens.map(\.path))
        let unexported = theme.roles.filter { !exported.contains($0.token) }
        guard unexported.isEmpty else {
            throw Diagnostics(unexported.map { role in
                Diagnostic(file: path, position: role.position ?? SourcePosition(line: 1, column: 1), message: "roles.\(role.role.rawValue): "
                    + "{\(role.token)} is not among the tokens the theme exports, so no format could write it; export it (\"tokens\": {\"export\": …})")
            })
        }
        return theme
    }

    /// The tokens of each mode besides the base that the theme's `tokens.modes` names, read again
    /// with that mode's files and choices; a mode it leaves out takes its fallback's tokens (dark
    /// with increased contrast those of dark), as the platforms fall back. Empty when it names none.
    private func modeTokens(_ source: ThemeTokenSource, options: TokenReadingOptions, theme path: String)
        throws(Diagnostics) -> [(mode: BrandMode, tokens: DesignTokens)] {
        var modes: [(mode: BrandMode, tokens: DesignTokens)] = []
        for mode in BrandMode.others {
            if let written = source.modes.first(where: { $0.mode == mode }) {
                if let set = try tokens(source.files, overlays: written.files, options: options.overridden(by: written.options), theme: path) {
                    modes.append((mode, set))
                }
            } else if let fallback = mode.fallback, let set = modes.first(where: { $0.mode == fallback })?.tokens {
                modes.append((mode, set))
            }
        }
        return modes
    }

    /// The tokens of the files and folders a theme lists (relative to it), read with `options`; nil
    /// when it lists none. A mode's `overlays` are read after them as layers, their tokens over the
    /// base files' ones, as a resolver's later sets are.
    private func tokens(_ base: [(path: String, position: SourcePosition)], overlays: [(path: String, position: SourcePosition)] = [],
                        options: TokenReadingOptions, theme path: String) throws(Diagnostics) -> DesignTokens? {
        let listed = base + overlays
        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        var tokenFiles: [(name: String, document: SourceNode)] = []
        var resolved: [(path: String, tokens: DesignTokens)] = []
        var problems: [Diagnostic] = []
        for (listed, position) in listed {
            let tokenPath = listed.hasPrefix("/") ? listed : directory + listed
            // The theme itself would read as an empty token file; that is never what was meant.
            if DocumentFiles.normalized(tokenPath) == DocumentFiles.normalized(path) {
                throw Diagnostics([Diagnostic(file: path, position: position, message: "the theme lists itself under \"tokens\"; "
                    + "list the DTCG token files its values refer to, not the theme")])
            }
            // A folder is its JSON and JSON5 files; every file is read, so one that fails hides no other's errors.
            let (paths, listedProblems) = files.kind(of: tokenPath) == .directory ? TokenFileList.expand([tokenPath], files: files) : ([tokenPath], [])
            problems += listedProblems
            for tokenPath in paths {
                let document: SourceNode
                do {
                    document = try files.document(at: tokenPath, as: .tokenFile, missing: "no such token file; check the theme's \"tokens\" list")
                } catch {
                    problems += error.diagnostics
                    continue
                }
                // A resolver document is read as one: the tokens of the input the theme chooses (else its defaults).
                if ResolverDocument.isResolverDocument(document) {
                    resolved.append((tokenPath, try ResolverDocument(path: tokenPath, root: document, files: files, options: options)
                        .resolve(input: options.input)))
                } else {
                    tokenFiles.append((tokenPath, document))
                }
            }
        }
        if problems.contains(where: { $0.severity == .error }) { throw Diagnostics(problems) }
        var tokens: DesignTokens?
        if !tokenFiles.isEmpty {
            tokens = overlays.isEmpty ? try DesignTokenReader.read(documents: tokenFiles, diagnostics: problems, options: options)
                : try DesignTokenReader.read(layers: tokenFiles, diagnostics: problems, options: options)
        }
        // A token a resolver document gives and a token file too: the one listed later wins, and is said.
        for (resolverPath, set) in resolved {
            var merged = tokens ?? DesignTokens(tokens: [:], notes: problems)
            let replaced = set.tokens.keys.filter { merged.tokens[$0] != nil }.sorted()
            if !replaced.isEmpty {
                merged.notes.append(Diagnostic(.note, at: resolverPath, "replaces \(replaced.count) token\(replaced.count == 1 ? "" : "s") "
                    + "of the theme's token files: " + replaced.prefix(3).joined(separator: ", ") + (replaced.count > 3 ? ", …" : "")))
            }
            merged.tokens.merge(set.tokens) { $1 }
            merged.textSizes = merged.textSizes.subtracting(set.tokens.keys).union(set.textSizes)
            merged.notes += set.notes
            tokens = merged
        }
        return tokens
    }
}
