import TintypeDocument

/// Reads layout trees and events from JSON (Docs/Layout.md), throwing the first problem as a
/// `Diagnostic` with its line and column. A tree is the same document `tint resolve` reads: tint
/// members are checked for syntax and left to `TintTreeReader`.
public enum LayoutTreeReader {
    /// What a tree is read against.
    public struct Options: Sendable {
        /// Kinds a theme gives component tints: laid out as plain views.
        public var componentKinds: Set<String>
        /// A device given on the command line, which stands in for the window's own.
        public var hasDeviceOverride: Bool

        public init(componentKinds: Set<String> = [], hasDeviceOverride: Bool = false) {
            self.componentKinds = componentKinds
            self.hasDeviceOverride = hasDeviceOverride
        }
    }

    /// Reads a tree document into a `LayoutTree` built with `makeTree` and resolves it.
    public static func tree(_ bytes: [UInt8], file: String, options: Options = Options(), makeTree: () -> LayoutTree) throws(Diagnostic) -> LayoutTree {
        var scanner = JSONScanner(bytes)
        let subtree: LayoutSubtree
        do {
            subtree = try readSubtree(&scanner, options: options, isDocumentRoot: true)
            try scanner.end()
        } catch {
            throw error.inFile(file)
        }
        let tree = makeTree()
        tree.reserveCapacity(subtree.nodes.count)
        for node in subtree.nodes {
            do {
                try tree.appendNode(id: node.id, parent: node.parent < 0 ? -1 : Int32(node.parent), properties: node.properties)
            } catch {
                throw Diagnostic(file: file, position: SourcePosition(line: 1, column: 1), message: error.description)
            }
        }
        tree.resolveAll()
        return tree
    }

    /// Reads an events document: an array of `{"op": …}` objects.
    public static func events(_ bytes: [UInt8], file: String, options: Options = Options()) throws(Diagnostic) -> [LayoutEvent] {
        var scanner = JSONScanner(bytes)
        var events: [LayoutEvent] = []
        do {
            try scanner.beginArray()
            while try scanner.nextElement() {
                events.append(try LayoutEventReader.read(&scanner, index: events.count, options: options))
            }
            try scanner.end()
        } catch {
            throw error.inFile(file)
        }
        return events
    }

    // MARK: - Nodes

    static func readSubtree(_ scanner: inout JSONScanner, options: Options, isDocumentRoot: Bool) throws(Diagnostic) -> LayoutSubtree {
        var builder = Builder(options: options, isDocumentRoot: isDocumentRoot)
        try TreeDocument.read(&scanner, into: &builder)
        return LayoutSubtree(nodes: builder.nodes)
    }

    static let scrollKeys: Set<String> = [
        "contentInset", "contentSize", "alwaysBounceVertical", "alwaysBounceHorizontal", "contentInsetAdjustmentBehavior",
    ]

    /// Keys that only some kinds take, with the kinds that do (checked when a node's object ends,
    /// as `kind` may come last).
    static func owner(of key: String) -> (test: (LayoutKind) -> Bool, says: String)? {
        switch key {
        case "device", "safeAreaInsets": ({ $0 == .window }, "a window")
        case "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars", "automaticallyAdjustsScrollViewInsets",
             "additionalSafeAreaInsets": ({ $0 == .viewController }, "a viewController")
        case "translucent", "hidden": (\.isBar, "a bar (navigationBar, tabBar, toolbar, statusBar)")
        case _ where scrollKeys.contains(key):
            ({ $0 == .scrollView || $0 == .viewController }, "a scrollView or a viewController whose root view scrolls")
        default: nil
        }
    }

    private struct Builder: TreeNodeBuilder {
        let options: Options
        let isDocumentRoot: Bool
        var nodes: [LayoutSubtree.Node] = []
        /// Per node: where its kind-bound keys stand, to check them against the kind at the end.
        var boundKeys: [[(key: String, offset: Int)]] = []

        init(options: Options, isDocumentRoot: Bool) {
            self.options = options
            self.isDocumentRoot = isDocumentRoot
        }

        mutating func open(parent: Int) -> Int {
            nodes.append(LayoutSubtree.Node(id: "", parent: parent))
            boundKeys.append([])
            return nodes.count - 1
        }

        mutating func setID(_ id: String, of node: Int) { nodes[node].id = id }

        mutating func read(_ key: String, of index: Int, _ scanner: inout JSONScanner) throws(Diagnostic) {
            let keyOffset = scanner.keyOffset, valueOffset = scanner.offset
            if LayoutTreeReader.owner(of: key) != nil { boundKeys[index].append((key, keyOffset)) }
            var p = nodes[index].properties
            switch key {
            case "kind":
                let name = try scanner.string()
                if let kind = LayoutKind(rawValue: name) {
                    p.kind = kind
                } else if !options.componentKinds.contains(name) {
                    throw scanner.error("unknown kind '\(name)'; use \(LayoutKind.names)"
                        + (options.componentKinds.isEmpty ? "" : ", or a component kind of the theme"), at: valueOffset)
                }
            case "frame": p.frame = try LayoutValues.rect(&scanner, what: "frame")
            case "device":
                let name = try scanner.string()
                guard let device = DevicePreset(name: name) else {
                    throw scanner.error("unknown device '\(name)'; use \(DevicePreset.names)", at: valueOffset)
                }
                p.device = device
            case "safeAreaInsets": p.safeAreaInsets = try LayoutValues.insets(&scanner, what: key, nonNegative: true)
            case "edgesForExtendedLayout": p.edgesForExtendedLayout = try LayoutValues.edges(&scanner)
            case "extendedLayoutIncludesOpaqueBars": p.extendedLayoutIncludesOpaqueBars = try scanner.bool()
            case "automaticallyAdjustsScrollViewInsets": p.automaticallyAdjustsScrollViewInsets = try scanner.bool()
            case "additionalSafeAreaInsets": p.additionalSafeAreaInsets = try LayoutValues.insets(&scanner, what: key, nonNegative: false)
            case "translucent": p.translucent = try scanner.bool()
            case "hidden": p.hidden = try scanner.bool()
            case "layoutMargins", "directionalLayoutMargins":
                guard p.layoutMargins == nil else {
                    throw scanner.error("a node has both layoutMargins and directionalLayoutMargins; keep one", at: keyOffset)
                }
                p.layoutMargins = try LayoutValues.margins(&scanner, directional: key == "directionalLayoutMargins")
            case "insetsLayoutMarginsFromSafeArea": p.insetsLayoutMarginsFromSafeArea = try scanner.bool()
            case "preservesSuperviewLayoutMargins": p.preservesSuperviewLayoutMargins = try scanner.bool()
            case "viewRespectsSystemMinimumLayoutMargins": p.viewRespectsSystemMinimumLayoutMargins = try scanner.bool()
            case "contentInset": p.contentInset = try LayoutValues.insets(&scanner, what: key, nonNegative: false)
            case "contentSize": p.contentSize = try LayoutValues.size(&scanner)
            case "alwaysBounceVertical": p.alwaysBounceVertical = try scanner.bool()
            case "alwaysBounceHorizontal": p.alwaysBounceHorizontal = try scanner.bool()
            case "contentInsetAdjustmentBehavior":
                let name = try scanner.string()
                guard let behavior = ContentInsetAdjustment(rawValue: name) else {
                    throw scanner.error("unknown contentInsetAdjustmentBehavior '\(name)'; use \(ContentInsetAdjustment.names)", at: valueOffset)
                }
                p.contentInsetAdjustmentBehavior = behavior
            default:
                guard TreeDocument.tintKeys.contains(key) else {
                    throw scanner.error("unknown key '\(key)' in a node; use id, kind, children, "
                        + TreeDocument.layoutKeys.sorted().joined(separator: ", ") + " (or tint's keys)", at: keyOffset)
                }
                try scanner.skipValue()
            }
            nodes[index].properties = p
        }

        mutating func close(_ index: Int, start: Int, _ scanner: inout JSONScanner) throws(Diagnostic) {
            let node = nodes[index]
            let kind = node.properties.kind
            for (key, offset) in boundKeys[index] {
                guard let owner = LayoutTreeReader.owner(of: key), owner.test(kind) else {
                    let says = LayoutTreeReader.owner(of: key)?.says ?? ""
                    throw scanner.error("'\(key)' belongs to \(says), and '\(node.id)' is a \(kind.rawValue)", at: offset)
                }
                if kind == .viewController, LayoutTreeReader.scrollKeys.contains(key) { nodes[index].properties.rootViewScrolls = true }
            }
            if node.parent < 0, !isDocumentRoot {
                if kind == .window { throw scanner.error("'\(node.id)' (window) \(LayoutKind.placementRule(.window))", at: start) }
            } else if !kind.canStand(under: node.parent < 0 ? nil : nodes[node.parent].properties.kind, parentIsRoot: node.parent == 0) {
                throw scanner.error("'\(node.id)' (\(kind.rawValue)) \(LayoutKind.placementRule(kind))", at: start)
            }
            if kind == .window {
                let hasDevice = node.properties.device != nil
                if hasDevice, node.properties.frame != nil {
                    throw scanner.error("window '\(node.id)' has both a device and a frame; keep one (the device gives the frame)", at: start)
                }
                if !hasDevice, node.properties.frame == nil, !options.hasDeviceOverride {
                    throw scanner.error("window '\(node.id)' has neither a device nor a frame; give \"device\": one of \(DevicePreset.names), or a frame", at: start)
                }
            }
            let p = nodes[index].properties
            if p.isScrollView, p.contentSize == nil, p.contentInsetAdjustmentBehavior == .automatic || p.contentInsetAdjustmentBehavior == .scrollableAxes,
               !(p.alwaysBounceVertical && p.alwaysBounceHorizontal) {
                throw scanner.error("scroll view '\(node.id)' has no contentSize, which contentInsetAdjustmentBehavior "
                    + "\(p.contentInsetAdjustmentBehavior.rawValue) needs to tell which axes scroll; give \"contentSize\": [width, height], "
                    + "or set the behavior to never or always", at: start)
            }
        }
    }
}
