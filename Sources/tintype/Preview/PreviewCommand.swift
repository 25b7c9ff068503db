import ArgumentParser
import TintypeDocument
import TintypeTypography
import TintypeTrees
import TintypeTheme
import TintypeCompiledTheme
import TintypeProject
import TintypePreview
import TintypeCommandLine
import TintypeFonts
import TintypeRender
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tintype preview`: a theme's text at every content-size category, in the terminal.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show a theme's text styles at every content-size category, and its tints.",
        discussion: """
            Compiles the theme with the installed fonts and prints styles × categories (size / \
            line height / tracking in pt, the default category marked with *, cells with warnings \
            flagged) and each mode's tint, normal and dimmed. Colour is 24-bit when COLORTERM \
            says truecolor or 24bit, the 256-colour palette otherwise, and off under NO_COLOR or \
            when the output is not a terminal. Without THEME the built-in default theme is used \
            (the same as Themes/default).

            Examples:
              tintype preview
              tintype preview Themes/accessible --category large --category AX5
              tintype preview --style body --style caption1 --appearance dark --width 60
              tintype preview --html page.html --layout screen.json --device iphone-notched
            """
    )

    @Argument(help: ArgumentHelp("A theme file, or a theme directory holding theme.json (default: the project's theme when it lists one, "
        + "else the built-in default theme).", valueName: "theme"))
    var theme: String?

    @OptionGroup var shown: PreviewSelectionOptions

    @Option(help: ArgumentHelp("Columns to fit (default: the terminal's width, else COLUMNS, else 100).", valueName: "columns"))
    var width: Int?

    @OptionGroup var picture: PictureOptions

    @Option(help: ArgumentHelp("The PNG's sample text; lines separated by newlines (default: a line with descenders over one with accented capitals).", valueName: "text"))
    var text: String?

    @Option(help: ArgumentHelp("Also write a web page of the styles (built on the CSS export) into this file.", valueName: "file"))
    var html: String?

    @Flag(help: "In the page, embed the font files (@font-face data) rather than refer to them by relative path; see the licence note in Docs/Checks.md.")
    var embedFonts = false

    @Option(help: ArgumentHelp(
        "In the page, draw this view tree's frames, safe areas, margins, readable guides and layout guides (the tree `layout resolve` reads).",
        valueName: "tree.json"))
    var layout: String?

    @Option(help: ArgumentHelp("The layout tree's device, instead of its window's: \(DevicePreset.names).", valueName: "preset"))
    var device: DevicePreset?

    @Flag(help: "Lay the tree out right to left (directional margins put leading on the right).")
    var rtl = false

    @OptionGroup var fonts: FontOptions

    @OptionGroup var project: ProjectOption

    @OptionGroup var tokens: TokenOptions

    @OptionGroup var reporting: ReportingOptions

    func validate() throws {
        if let width, width < 20 { throw ValidationError("--width must be at least 20 columns") }
        if picture.png == nil, picture.guides || text != nil || picture.scale != nil {
            throw ValidationError("--guides, --scale and --text shape the PNG; give --png FILE as well")
        }
        if let text, text.allSatisfy(\.isNewline) { throw ValidationError("--text is empty") }
        if let text, text.count > PreviewPage.maximumSampleCharacters {
            throw ValidationError("--text has \(text.count) characters; previews draw at most \(PreviewPage.maximumSampleCharacters) (Docs/Contributing.md, \"Limits\")")
        }
        if embedFonts && html == nil { throw ValidationError("--embed-fonts shapes the page; give --html FILE as well") }
        if layout != nil && html == nil { throw ValidationError("--layout draws into the page; give --html FILE as well") }
        if layout == nil, device != nil || rtl { throw ValidationError("--device and --rtl lay out a tree; give --layout TREE.json as well") }
    }

    func run() throws {
        let disk = LocalFiles()
        let context = try project.read(files: disk)
        let loaded = try ProjectThemes.single(theme, in: context, command: "preview").map {
            try ThemeLoader.load($0, files: disk, tokens: tokens.reading(in: context), reporter: reporting.reporter)
        } ?? .builtInDefault
        var preview = TerminalPreview()
        preview.selection = try shown.selection(for: loaded)
        preview.selection.components = loaded.components
        if let text { preview.selection.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        preview.width = width ?? Self.terminalWidth()
        preview.colors = Self.colors()
        let provider = try fonts.provider(in: context)
        let compiled = try CompiledTheme.compile(loaded, fonts: provider, webFallbacks: html != nil)
        let drawing = try layout.map { try layoutPreview($0, theme: loaded, categories: preview.selection.categories, disk: disk) }
        Output.lines(preview.render(compiled))
        if let png = picture.png {
            let made = Self.folderToMake(for: png, disk: disk)
            try drawPicture(compiled, files: provider.matchedFiles, selection: preview.selection, to: png, disk: disk)
            Output.lines("png: \(png)" + (made.map { " (made the folder \($0))" } ?? ""))
        }
        if let html {
            let made = Self.folderToMake(for: html, disk: disk)
            try writePage(compiled, layout: drawing, files: provider.matchedFiles, selection: preview.selection, to: html, disk: disk)
            Output.lines("html: \(html)" + (made.map { " (made the folder \($0))" } ?? ""))
        }
    }

    /// The folder of `path` that writing it will make, said rather than made in silence; nil when it is there.
    private static func folderToMake(for path: String, disk: some FileSource) -> String? {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
        let folder = String(path[..<slash])
        return disk.kind(of: folder) == nil ? folder : nil
    }

    /// The web page, with a `@font-face` for each face the shown rows use, embedded or beside it.
    private func writePage(_ compiled: CompiledTheme, layout: LayoutPreview?, files: [String: String],
                           selection: PreviewSelection, to path: String, disk: some FileSystem) throws {
        var page = PreviewPage()
        page.selection = selection
        page.layout = layout
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        page.faces = try PreviewPage.faces(of: compiled, files: files) { file in
            embedFonts ? .embedded(try DocumentFiles(source: disk).bytes(at: file, as: .fontFile)) : .file(RelativePath.of(file, from: directory))
        }
        try disk.write(Array(page.html(compiled).utf8), to: path)
    }

    /// The layout section: the tree resolved with the theme's readable widths, at the page's categories.
    private func layoutPreview(_ path: String, theme: Theme, categories: [ContentSizeCategory], disk: some FileSource) throws -> LayoutPreview {
        let tree = try LayoutTreeFile.read(path, category: .large, rightToLeft: rtl, device: device, theme: (theme, self.theme ?? "the default theme"), files: disk).tree
        guard let drawing = LayoutPreview(tree, title: path.split(separator: "/").last.map(String.init) ?? path, categories: categories) else {
            throw UsageError(description: "\(path): the tree's root has no area to draw; make it a window with a \"device\" or a \"frame\", or pass --device")
        }
        return drawing
    }

    /// Draws the PNG from the compiled theme and the files of its faces; the labels use the body
    /// style's face (else the first style's).
    private func drawPicture(
        _ compiled: CompiledTheme, files: [String: String], selection: PreviewSelection, to path: String, disk: some FileSystem
    ) throws {
        let rows = compiled.standardRows
        let labelRow = (compiled.typefaces.first { $0.style == "body" } ?? compiled.typefaces.first)
            .flatMap { rows.row($0.style, .large, emphasized: false)?.row }
        guard let labelRow, let labelFile = files[labelRow.font.sha256] else {
            throw UsageError(description: "the theme has no text style to draw")
        }
        var drawing = PreviewPicture()
        drawing.scale = picture.scale
        drawing.guides = picture.guides
        drawing.selection = selection
        let png = try drawing.png(of: compiled, files: files, labelFont: (labelFile, labelRow.font.faceIndex))
        try disk.write(png, to: path)
    }

    /// The terminal's columns, else `COLUMNS`, else 100.
    private static func terminalWidth() -> Int {
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 { return Int(size.ws_col) }
        if let columns = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }), columns >= 20 { return columns }
        return 100
    }

    /// None under `NO_COLOR` (any value, as no-color.org says) or off a terminal; 24-bit when
    /// `COLORTERM` says so; else the 256-colour palette.
    private static func colors() -> TerminalPreview.Colors {
        if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return .none }
        guard isatty(STDOUT_FILENO) == 1 else { return .none }
        let colorTerm = getenv("COLORTERM").map { String(cString: $0) } ?? ""
        return colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette256
    }
}
