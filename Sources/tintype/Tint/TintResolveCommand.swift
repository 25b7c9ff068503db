import ArgumentParser
import TintypeColor
import TintypeCommandLine
import TintypeDocument
import TintypeProject
import TintypeTrees
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tintype tint resolve`: a tree's effective, displayed and derived tints, and who each event notifies.
struct TintResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve a view tree's tints and apply events, reporting the nodes each one notifies.",
        discussion: """
            TREE.json is a node: {"id", "tint", "barTint", "mode", "occlusion", "kind", "children"}; \
            colours are CSS text ("#ff2d55", "oklch(…)") or DTCG colour objects. EVENTS.json is an \
            array of {"op": setTint | setBarTint | setMode | beginOcclusion | endOcclusion | move | \
            remove | insert, …}. The readable output shows colour swatches on a terminal (not when \
            NO_COLOR is set).

            Examples:
              tintype tint resolve tree.json
              tintype tint resolve tree.json --events events.json --appearance dark --json
              tintype tint resolve tree.json --theme Themes/material
            """
    )

    @OptionGroup var input: TreeInput

    @OptionGroup var tokens: TokenOptions

    @OptionGroup var reporting: ReportingOptions

    @Option(help: ArgumentHelp("A theme whose tints to use (default tints, components, dimming, derived colours).", valueName: "theme"))
    var theme: String?

    @Option(help: "The appearance whose tints to use.")
    var appearance = Appearance.light

    @Option(help: "The contrast setting whose tints to use.")
    var contrast = ContrastSetting.normal

    func run() throws {
        let files = LocalFiles()
        let tints = try theme.map { try ThemeLoader.load($0, files: files, tokens: tokens.reading, reporter: reporting.reporter).tints } ?? .ios
        let (tree, treeWarnings) = try TintTreeReader.tree(
            try TreeCommandText.read(input.tree, files: files), file: input.tree, theme: tints, appearance: appearance, contrast: contrast)
        var eventList: [TintEvent] = []
        var warnings = treeWarnings
        if let events = input.events {
            let read = try TintTreeReader.events(try TreeCommandText.read(events, files: files), file: events)
            eventList = read.events
            warnings += read.warnings
        }
        reporting.reporter.report(warnings)
        try TreeCommandText.resolve(tree, events: eventList, input: input, order: .sorted, nodes: \.reportNodes, text: Self.text)
    }

    /// The tree indented, with colour swatches on a terminal.
    private static func text(_ tree: TintTree) -> String {
        let swatches = isatty(STDOUT_FILENO) == 1 && getenv("NO_COLOR") == nil && getenv("TERM").map { String(cString: $0) } != "dumb"
        var depth: [Int32: Int] = [:]
        var text = ""
        for node in tree.preorder() {
            let level = tree.parent(of: node) < 0 ? 0 : (depth[tree.parent(of: node)] ?? 0) + 1
            depth[node] = level
            let state = tree.state(of: node)
            var line = String(repeating: "  ", count: level) + tree.id(of: node) + "  "
            line += swatch(state.displayed, swatches) + state.displayed.hex
            if state.mode == .dimmed { line += " (dimmed from \(state.tint.hex))" }
            if let bar = state.barTint { line += "  bar " + swatch(bar, swatches) + bar.hex }
            text += line + "\n"
        }
        return text
    }

    private static func swatch(_ color: Color, _ enabled: Bool) -> String {
        guard enabled else { return "" }
        let packed = color.rgba8
        return "\u{1B}[48;2;\(packed >> 24);\((packed >> 16) & 0xFF);\((packed >> 8) & 0xFF)m  \u{1B}[0m "
    }
}
