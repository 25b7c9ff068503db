import TintypeDocument

/// What a reader of view-tree JSON does with each node object: a node `{"id", "children", …}`
/// whose other members belong to the reader (tint, layout) or are skipped as another's.
protocol TreeNodeBuilder {
    /// Starts a node under `parent` (-1 for the root) and returns its position.
    mutating func open(parent: Int) -> Int
    mutating func setID(_ id: String, of node: Int)
    /// Reads the value of `key` (not "id" or "children") of `node`.
    mutating func read(_ key: String, of node: Int, _ scanner: inout JSONScanner) throws(Diagnostic)
    /// Checks a node once its object has ended; `start` is where the object began.
    mutating func close(_ node: Int, start: Int, _ scanner: inout JSONScanner) throws(Diagnostic)
}

/// Reads the node tree of a tint or layout document: one object and everything under it,
/// iteratively (trees of any depth), with unique, non-empty ids.
enum TreeDocument {
    /// An open object: a node (its position, where it began, whether it has had its id) or its children.
    private enum Frame {
        case node(Int, start: Int, hasID: Bool)
        case children(Int)
    }

    static func read<Builder: TreeNodeBuilder>(_ scanner: inout JSONScanner, into builder: inout Builder) throws(Diagnostic) {
        var ids = Set<String>()
        var frames: [Frame] = []
        func open(_ parent: Int, _ scanner: inout JSONScanner, _ builder: inout Builder) throws(Diagnostic) {
            guard try scanner.peek() == .object else { throw scanner.error("expected a node object {\"id\": …}") }
            let start = scanner.offset
            try scanner.beginObject()
            frames.append(.node(builder.open(parent: parent), start: start, hasID: false))
        }
        try open(-1, &scanner, &builder)
        while let frame = frames.last {
            switch frame {
            case .children(let parent):
                if try scanner.nextElement() { try open(parent, &scanner, &builder) } else { frames.removeLast() }
            case .node(let index, let start, let hasID):
                guard let key = try scanner.nextKey() else {
                    frames.removeLast()
                    guard hasID else { throw scanner.error("a node has no \"id\"", at: start) }
                    try builder.close(index, start: start, &scanner)
                    continue
                }
                let valueOffset = scanner.offset
                switch key {
                case "id":
                    let id = try scanner.string()
                    guard !id.isEmpty else { throw scanner.error("a node id must not be empty", at: valueOffset) }
                    guard ids.insert(id).inserted else {
                        throw scanner.error("node id '\(id)' is used twice; ids must be unique", at: start)
                    }
                    builder.setID(id, of: index)
                    frames[frames.count - 1] = .node(index, start: start, hasID: true)
                case "children":
                    try scanner.beginArray()
                    frames.append(.children(index))
                default:
                    try builder.read(key, of: index, &scanner)
                }
            }
        }
    }

    /// The keys of a node that tint reads.
    static let tintKeys: Set<String> = ["tint", "barTint", "mode", "occlusion"]
    /// The keys of a node that layout reads (besides "kind", which both read).
    static let layoutKeys: Set<String> = [
        "frame", "device", "safeAreaInsets", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
        "automaticallyAdjustsScrollViewInsets", "additionalSafeAreaInsets", "translucent", "hidden", "layoutMargins",
        "directionalLayoutMargins", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
        "viewRespectsSystemMinimumLayoutMargins", "contentInset", "contentSize", "alwaysBounceVertical",
        "alwaysBounceHorizontal", "contentInsetAdjustmentBehavior",
    ]
}
