import TintypeDocument
import TintypeColor
import TintypeTypography
import TintypeTokens
import TintypeTrees
import TintypeTheme
import TintypeCompiledTheme
import TintypeFormats
import TintypeCompile
import TintypeProject
import TintypePreview
import TintypeFonts
import TintypeYAML
import TintypeTemplates
#if canImport(Glibc)
import Glibc
#endif

/// One input surface of Tintype, fed whole inputs by libFuzzer (`Scripts/fuzz.sh`) or by the
/// replay tool. Each reads its input as Tintype reads that kind of file and goes on to what a
/// command does next with the result (resolve, render, compare), so values that parse but are
/// hostile reach the code that uses them. Errors are the expected outcome of bad input; a crash,
/// a hang or a leak is a bug.
enum FuzzTarget: String, CaseIterable {
    case font, trak
    case themeJSON = "theme-json", themeYAML = "theme-yaml", tokens, resolver
    case referenceGraph = "reference-graph"
    case tintTree = "tint-tree", tintEvents = "tint-events", layoutTree = "layout-tree", layoutEvents = "layout-events"
    case compiled, baseline, template

    /// What the target reads, for `--help` and Tests/Fuzz/README.md.
    var surface: String {
        switch self {
        case .font: return "a font file (every face's metrics, the lint sample measured)"
        case .trak: return "the bytes of a 'trak' table"
        case .themeJSON: return "a JSON theme, read and validated, then its type scale built"
        case .themeYAML: return "a YAML theme's document, read and validated as a theme"
        case .tokens: return "a DTCG token file, read as JSON and as JSON5"
        case .resolver: return "a DTCG resolver document resolved and imported as a theme (its sources: the fixture resolver's token files)"
        case .referenceGraph: return "bytes made into a resolver document whose sets and modifiers include each other, and a token file whose groups $extends and tokens alias each other"
        case .tintTree: return "a view tree for tint resolve, resolved in every mode"
        case .tintEvents: return "tint events applied to the worked example"
        case .layoutTree: return "a view tree for layout resolve, resolved and reported"
        case .layoutEvents: return "layout events applied to the iOS 7 navigation example"
        case .compiled: return "a compiled theme (NAME.tintype.json), rendered in every format"
        case .baseline: return "a metrics baseline, compared with itself"
        case .template: return "a template, parsed, checked and rendered over the default theme's compiled context"
        }
    }

    func run(_ bytes: [UInt8]) {
        switch self {
        case .font: Self.font(bytes)
        case .trak: _ = try? TrackingTable.parse(bytes)
        case .themeJSON:
            if let root = try? DocumentFiles.parse(bytes, path: "theme.json"), let theme = try? ThemeReader.read(root, file: "theme.json") { Self.use(theme) }
        case .themeYAML:
            guard let root = try? YAMLDocument.parse(String(decoding: bytes, as: UTF8.self)) else { return }
            if let theme = try? ThemeReader.read(root, file: "theme.yaml") { Self.use(theme) }
        case .tokens:
            _ = try? DesignTokenReader.read([("tokens.json", bytes)])
            _ = try? DesignTokenReader.read([("tokens.json5", bytes)])
        case .resolver:
            var sources = Self.tokenFiles
            sources["resolver.json"] = bytes
            let files = DocumentFiles(source: MemoryFiles(sources))
            _ = try? ResolverDocument(path: "resolver.json", files: files).resolve(input: ["appearance": "dark"])
            _ = try? ResolverDocument(path: "resolver.json", files: files).resolve(input: [:])
            if let theme = try? DTCGImport.theme(resolver: "resolver.json", files: files) { Self.use(theme) }
        case .referenceGraph: ReferenceGraph.run(bytes)
        case .tintTree:
            for appearance in Appearance.allCases {
                for contrast in ContrastSetting.allCases {
                    guard let tree = try? TintTreeReader.tree(bytes, file: "tree.json", appearance: appearance, contrast: contrast).tree else { return }
                    _ = tree.reportNodes
                }
            }
        case .tintEvents:
            guard let events = try? TintTreeReader.events(bytes, file: "events.json").events,
                  let tree = try? TintTreeReader.tree(Self.tintExample, file: "tree.json").tree else { return }
            for event in events { _ = try? tree.apply(event) }
        case .layoutTree:
            guard let tree = try? LayoutTreeReader.tree(bytes, file: "tree.json", makeTree: { LayoutTree() }) else { return }
            _ = tree.reportNodes
            _ = LayoutText.render(tree)
            _ = LayoutPreview(tree, title: "tree.json", categories: ContentSizeCategory.allCases)?.html()
        case .layoutEvents:
            guard let events = try? LayoutTreeReader.events(bytes, file: "events.json"),
                  let tree = try? LayoutTreeReader.tree(Self.layoutExample, file: "tree.json", makeTree: { LayoutTree() }) else { return }
            for event in events { _ = try? tree.apply(event) }
            _ = tree.reportNodes
        case .compiled:
            guard let theme = try? CompiledThemeReader.read(json: bytes, file: "theme.tintype.json") else { return }
            for format in ThemeFormats.all { _ = try? format.files(for: theme) }
        case .baseline:
            guard let snapshot = try? MetricsSnapshotReader.read(json: bytes, file: "baseline.json") else { return }
            _ = MetricsComparison.unchanged(snapshot).json(baseline: "baseline.json")
        case .template:
            guard let text = String(validating: bytes, as: UTF8.self),
                  let template = try? Template(text, file: "t.stencil", shape: TemplateContext.shape, filters: TemplateFilters.all),
                  let context = Self.templateContext else { return }
            _ = try? template.render(context)
        }
    }

    /// What `compile` does with a theme before it asks for fonts: its type scale and resolver.
    private static func use(_ theme: Theme) {
        _ = try? TypeScale(theme.typography)
        _ = try? TypographyResolver(theme.typography)
    }

    /// Writes the input where FreeType maps it from, then reads it as `fonts inspect` does.
    private static func font(_ bytes: [UInt8]) {
        let path = "/dev/shm/tintype-fuzz-\(getpid()).font"
        guard let file = fopen(path, "wb") else { fatalError("cannot write \(path)") }
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
        defer { unlink(path) }
        guard let reader = try? FontReader(), let font = try? FontFile(path: path),
              let count = try? reader.faceCount(of: font) else { return }
        for index in 0..<min(count, 4) {
            _ = try? reader.metrics(of: font, faceIndex: index)
            _ = try? reader.measure(of: font, faceIndex: index, characters: InkSample.latin1.scalars)
        }
    }

    private static let tintExample = Array(##"{"id": "W", "children": [{"id": "A", "children": [{"id": "B", "tint": "#00ff00", "children": [{"id": "B1"}]}, {"id": "C", "children": [{"id": "C1"}]}]}]}"##.utf8)

    private static let layoutExample = Array(#"""
        {"id": "window", "kind": "window", "device": "iphone-ios7", "children": [
          {"id": "navigation", "kind": "viewController", "children": [
            {"id": "bar", "kind": "navigationBar"},
            {"id": "list", "kind": "viewController", "children": [
              {"id": "table", "kind": "scrollView", "contentSize": [320, 2000], "children": [
                {"id": "cell", "kind": "view", "frame": [0, 0, 320, 44]}]}]}]}]}
        """#.utf8)

    /// Makes, before the first input, the values every input of the target shares and the process
    /// keeps (the template context, its shape, the filters and their tables): the leak check then
    /// sees no once-made value as an input's leak. Swift keeps some of these behind pointers with
    /// spare bits set, which LeakSanitizer does not follow from the globals that hold them.
    func prepare() {
        guard self == .template else { return }
        run(Array((#"{% for style in styles %}{% if forloop.first %}{{ style.name|kebab }}{% endif %}{% endfor %}"#
            + #"{{ categories.first|category:"uikit" }}{{ modes.first|mode:"css" }}{{ tints.first.modes.light|hex }}{{ name|json }}"#).utf8))
    }

    /// The shipped default theme's compiled context (its committed compiled JSON, read from the
    /// package root), which the template target renders over.
    private static let templateContext: TemplateObject? = {
        guard let file = fopen("Tests/Fixtures/Generated/json/default/default.tintype.json", "rb") else { return nil }
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65536)
        while case let count = fread(&chunk, 1, chunk.count, file), count > 0 { bytes += chunk[0..<count] }
        fclose(file)
        return (try? CompiledThemeReader.read(json: bytes, file: "default.tintype.json")).map(TemplateContext.context)
    }()

    /// The resolver's sources: the fixture resolver's token files (read from the package root,
    /// where `Scripts/fuzz.sh` and the tests run).
    private static let tokenFiles: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        for name in ["foundation.json", "light.json", "dark.json"] {
            guard let file = fopen("Tests/Fixtures/Tokens/resolver/\(name)", "rb") else { continue }
            var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 4096)
            while case let count = fread(&chunk, 1, chunk.count, file), count > 0 { bytes += chunk[0..<count] }
            fclose(file)
            files[name] = bytes
        }
        return files
    }()
}
