import TintypeDocument
import TintypeColor

/// Reads view trees and event lists from JSON (see Docs/Themes.md for the format), throwing the first
/// problem as a `Diagnostic` with its line and column; warnings (colours gamut-mapped into sRGB) are
/// returned with what was read.
public enum TintTreeReader {
    /// What reading collects besides values: parsed colours by source text, and warnings.
    struct Context {
        var colors: [String: Color] = [:]
        var warnings: [(offset: Int, message: String)] = []

        func diagnostics(_ scanner: JSONScanner, file: String) -> [Diagnostic] {
            warnings.map { scanner.error($0.message, at: $0.offset, severity: .warning).inFile(file) }
        }
    }

    /// The keys a node object may have: tint's, then layout's (Docs/Layout.md).
    static let nodeKeys = ["id", "tint", "barTint", "mode", "occlusion", "kind", "children"] + TreeDocument.layoutKeys.sorted()

    /// Reads a tree document into a resolved `TintTree`.
    public static func tree(
        _ bytes: [UInt8], file: String, theme: TintTheme = .ios, appearance: Appearance = .light,
        contrast: ContrastSetting = .normal
    ) throws(Diagnostic) -> (tree: TintTree, warnings: [Diagnostic]) {
        var scanner = JSONScanner(bytes)
        var context = Context()
        let subtree: TintSubtree
        do {
            subtree = try readSubtree(&scanner, context: &context)
            try scanner.end()
        } catch {
            throw error.inFile(file)
        }
        let tree = TintTree(theme: theme, appearance: appearance, contrast: contrast)
        tree.reserveCapacity(subtree.nodes.count)
        for node in subtree.nodes {
            let number = tree.appendNode(parent: node.parent < 0 ? -1 : Int32(node.parent), tint: node.tint, barTint: node.barTint,
                                         mode: node.mode, occlusion: node.occlusion, kind: node.kind)
            do {
                try tree.setID(node.id, of: number)
            } catch {
                throw Diagnostic(file: file, position: SourcePosition(line: 1, column: 1), message: error.description)
            }
        }
        tree.resolveAll()
        return (tree, context.diagnostics(scanner, file: file))
    }

    /// Reads an events document: an array of `{"op": …}` objects.
    public static func events(_ bytes: [UInt8], file: String) throws(Diagnostic) -> (events: [TintEvent], warnings: [Diagnostic]) {
        var scanner = JSONScanner(bytes)
        var context = Context()
        var events: [TintEvent] = []
        do {
            try scanner.beginArray()
            while try scanner.nextElement() {
                events.append(try readEvent(&scanner, index: events.count, context: &context))
            }
            try scanner.end()
        } catch {
            throw error.inFile(file)
        }
        return (events, context.diagnostics(scanner, file: file))
    }

    // MARK: - Nodes

    /// Reads one node object and everything under it into pre-order records; layout members are
    /// checked for syntax and left to `LayoutTreeReader`.
    static func readSubtree(_ scanner: inout JSONScanner, context: inout Context) throws(Diagnostic) -> TintSubtree {
        var builder = Builder(context: context)
        try TreeDocument.read(&scanner, into: &builder)
        context = builder.context
        return TintSubtree(nodes: builder.nodes)
    }

    private struct Builder: TreeNodeBuilder {
        var context: Context
        var nodes: [TintSubtree.Node] = []

        mutating func open(parent: Int) -> Int {
            nodes.append(TintSubtree.Node(id: "", parent: parent))
            return nodes.count - 1
        }

        mutating func setID(_ id: String, of node: Int) { nodes[node].id = id }

        mutating func read(_ key: String, of index: Int, _ scanner: inout JSONScanner) throws(Diagnostic) {
            let valueOffset = scanner.offset
            switch key {
            case "tint": nodes[index].tint = try readColor(&scanner, context: &context)
            case "barTint": nodes[index].barTint = try readColor(&scanner, context: &context)
            case "mode":
                let name = try scanner.string()
                guard let mode = TintMode(name: name) else {
                    throw scanner.error("unknown mode '\(name)'; use automatic, normal or dimmed", at: valueOffset)
                }
                nodes[index].mode = mode
            case "occlusion":
                let value = try scanner.number()
                guard value >= 0, value == value.rounded(), value < 1e9 else {
                    throw scanner.error("occlusion must be a whole number of at least 0", at: valueOffset)
                }
                nodes[index].occlusion = Int(value)
            case "kind":
                nodes[index].kind = try scanner.string()
            default:
                guard TreeDocument.layoutKeys.contains(key) else {
                    throw scanner.error("unknown key '\(key)' in a node; use \(nodeKeys.joined(separator: ", "))", at: scanner.keyOffset)
                }
                try scanner.skipValue()
            }
        }

        func close(_ node: Int, start: Int, _ scanner: inout JSONScanner) throws(Diagnostic) {}
    }

    /// A colour: CSS text, a DTCG colour object, or null.
    static func readColor(_ scanner: inout JSONScanner, context: inout Context) throws(Diagnostic) -> Color? {
        let kind = try scanner.peek()
        let start = scanner.offset
        switch kind {
        case .null:
            _ = scanner.null()
            return nil
        case .string:
            let text = try scanner.string()
            if let cached = context.colors[text] { return cached }
            do {
                let parsed = try ColorParser.parse(text)
                context.colors[text] = parsed.color
                if parsed.gamutMapped { context.warnings.append((start, gamutMessage(text, parsed.color))) }
                return parsed.color
            } catch {
                throw scanner.error(error.description, at: start)
            }
        case .object:
            let object = try readColorObject(&scanner, start: start)
            do {
                let parsed = try object.parsed()
                if parsed.gamutMapped { context.warnings.append((start, gamutMessage("this \(object.colorSpace) colour", parsed.color))) }
                return parsed.color
            } catch {
                throw scanner.error(error.description, at: start)
            }
        default:
            throw scanner.error("expected a colour: \"#rrggbb\", a DTCG colour object or null")
        }
    }

    /// A DTCG colour object, member by member, by `ColorObject`'s rules.
    private static func readColorObject(_ scanner: inout JSONScanner, start: Int) throws(Diagnostic) -> ColorObject {
        try scanner.beginObject()
        var space: String?, components: [Double?]?, alpha: Double?, hex: String?
        while let key = try scanner.nextKey() {
            guard let member = ColorObject.Member(rawValue: key) else {
                throw scanner.error(ColorObject.unknownKey(key), at: scanner.keyOffset)
            }
            let kind = try scanner.peek()
            switch (member, kind) {
            case (.colorSpace, .string): space = try scanner.string()
            case (.alpha, .number): alpha = try scanner.number()
            case (.hex, .string): hex = try scanner.string()
            case (.components, .array):
                var read: [Double?] = []
                try scanner.beginArray()
                while try scanner.nextElement() {
                    let offset = scanner.offset
                    switch try scanner.peek() {
                    case .number:
                        let number = try scanner.number()
                        guard ColorObject.componentRange.contains(number) else {
                            throw scanner.error(ColorObject.badComponent(read.count, found: number.plainText), at: offset)
                        }
                        read.append(number)
                    case .string:
                        let text = try scanner.string()
                        guard text == "none" else { throw scanner.error(ColorObject.badComponent(read.count, found: "'\(text)'"), at: offset) }
                        read.append(nil)
                    case let other: throw scanner.error(ColorObject.badComponent(read.count, found: other.description), at: offset)
                    }
                }
                components = read
            default: throw scanner.error(ColorObject.wrongKind(member, found: kind.description))
            }
        }
        do {
            return try ColorObject(colorSpace: space, components: components, alpha: alpha, hex: hex)
        } catch {
            throw scanner.error(error.message, at: start)
        }
    }

    static func gamutMessage(_ source: String, _ color: Color) -> String {
        "\(source) lies outside sRGB; gamut-mapped to \(color.hex) (CSS Color 4: OKLCh chroma reduced)"
    }

    // MARK: - Events

    static let eventKeys: [String: [String]] = [
        "setTint": ["node", "color"], "setBarTint": ["node", "color"], "setMode": ["node", "mode"],
        "beginOcclusion": ["node"], "endOcclusion": ["node"], "move": ["node", "parent", "index"],
        "remove": ["node"], "insert": ["parent", "index", "subtree"],
    ]

    static func readEvent(_ scanner: inout JSONScanner, index: Int, context: inout Context) throws(Diagnostic) -> TintEvent {
        let start = try TreeEventFields.begin(&scanner, event: index)
        var fields = TreeEventFields(), mode: TintMode?
        var color: Color?, hasColor = false, subtree: TintSubtree?
        while let key = try scanner.nextKey() {
            let valueOffset = scanner.offset
            if try fields.read(key, &scanner, event: index) { continue }
            switch key {
            case "mode":
                let name = try scanner.string()
                guard let parsed = TintMode(name: name) else {
                    throw scanner.error("event \(index): unknown mode '\(name)'; use automatic, normal or dimmed", at: valueOffset)
                }
                mode = parsed
            case "color":
                color = try readColor(&scanner, context: &context)
                hasColor = true
            case "subtree": subtree = try readSubtree(&scanner, context: &context)
            default:
                throw scanner.error("event \(index): unknown key '\(key)'", at: scanner.keyOffset)
            }
        }
        let op = try fields.op(required: eventKeys, event: index, at: start, scanner)
        let nodeID = fields.node ?? "", parentID = fields.parent ?? "", at = fields.index ?? 0
        switch op {
        case "setTint": return .setTint(node: nodeID, color: hasColor ? color : nil)
        case "setBarTint": return .setBarTint(node: nodeID, color: color)
        case "setMode": return .setMode(node: nodeID, mode: mode ?? .automatic)
        case "beginOcclusion": return .beginOcclusion(node: nodeID)
        case "endOcclusion": return .endOcclusion(node: nodeID)
        case "move": return .move(node: nodeID, parent: parentID, index: at)
        case "remove": return .remove(node: nodeID)
        default: return .insert(parent: parentID, index: at, subtree: subtree ?? TintSubtree(nodes: []))
        }
    }
}
