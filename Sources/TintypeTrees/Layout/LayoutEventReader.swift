import TintypeDocument

/// Reads one layout event object: `{"op": setFrame | setAdditionalSafeAreaInsets |
/// setLayoutMargins | setBar | setContentSizeCategory | move | remove | insert, …}`.
enum LayoutEventReader {
    /// The members each op takes; the first group are required, `setBar` needs one of its optional two.
    static let required: [String: [String]] = [
        "setFrame": ["node", "frame"], "setAdditionalSafeAreaInsets": ["node", "insets"], "setLayoutMargins": ["node"],
        "setBar": ["node"], "setContentSizeCategory": ["category"], "move": ["node", "parent", "index"],
        "remove": ["node"], "insert": ["parent", "index", "subtree"],
    ]
    static let optional: [String: [String]] = [
        "setLayoutMargins": ["layoutMargins", "directionalLayoutMargins"], "setBar": ["hidden", "translucent"],
    ]

    static func read(_ scanner: inout JSONScanner, index: Int, options: LayoutTreeReader.Options) throws(Diagnostic) -> LayoutEvent {
        let start = try TreeEventFields.begin(&scanner, event: index)
        var fields = TreeEventFields(), frame: LayoutRect?, insets = EdgeInsets.zero
        var margins: LayoutMargins?, hidden: Bool?, translucent: Bool?, category = ContentSizeCategory.large
        var subtree = LayoutSubtree(nodes: [])
        while let key = try scanner.nextKey() {
            let valueOffset = scanner.offset
            if try fields.read(key, &scanner, event: index) { continue }
            switch key {
            case "frame": frame = try LayoutValues.rect(&scanner, what: "event \(index): frame")
            case "insets": insets = try LayoutValues.insets(&scanner, what: "event \(index): insets", nonNegative: false)
            case "layoutMargins", "directionalLayoutMargins":
                guard margins == nil else {
                    throw scanner.error("event \(index): both layoutMargins and directionalLayoutMargins; keep one", at: scanner.keyOffset)
                }
                margins = try LayoutValues.margins(&scanner, directional: key == "directionalLayoutMargins")
            case "hidden": hidden = try scanner.bool()
            case "translucent": translucent = try scanner.bool()
            case "category":
                let name = try scanner.string()
                guard let parsed = ContentSizeCategory(name: name) else {
                    let names = ContentSizeCategory.allCases.map(\.description).joined(separator: ", ")
                    throw scanner.error("event \(index): unknown category '\(name)'; use \(names)", at: valueOffset)
                }
                category = parsed
            case "subtree": subtree = try LayoutTreeReader.readSubtree(&scanner, options: options, isDocumentRoot: false)
            default:
                throw scanner.error("event \(index): unknown key '\(key)'", at: scanner.keyOffset)
            }
        }
        let op = try fields.op(required: required, optional: optional, event: index, at: start, scanner)
        let node = fields.node ?? "", parent = fields.parent ?? "", position = fields.index ?? 0
        switch op {
        case "setFrame": return .setFrame(node: node, frame: frame ?? LayoutRect(x: 0, y: 0, width: 0, height: 0))
        case "setAdditionalSafeAreaInsets": return .setAdditionalSafeAreaInsets(node: node, insets: insets)
        case "setLayoutMargins":
            guard let margins else {
                throw scanner.error("event \(index) (setLayoutMargins): give \"layoutMargins\" or \"directionalLayoutMargins\"", at: start)
            }
            return .setLayoutMargins(node: node, margins: margins)
        case "setBar":
            guard hidden != nil || translucent != nil else {
                throw scanner.error("event \(index) (setBar): give \"hidden\", \"translucent\" or both", at: start)
            }
            return .setBar(node: node, hidden: hidden, translucent: translucent)
        case "setContentSizeCategory": return .setContentSizeCategory(category)
        case "move": return .move(node: node, parent: parent, index: position)
        case "remove": return .remove(node: node)
        default: return .insert(parent: parent, index: position, subtree: subtree)
        }
    }
}
