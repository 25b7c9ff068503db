import TintypeDocument
import TintypeTrees

/// The preview page's layout section (`tintype preview --layout TREE.json`): the resolved view
/// tree drawn at its window's size in points, every node's frame outlined and bars shaded, and
/// for the node chosen in the list its safe area, layout margins, readable content guide (at the
/// page's chosen category), iOS 7 layout guides and, for scroll views, the adjusted content
/// inset; a table lists the same values for every node.
public struct LayoutPreview: Sendable {
    /// One node as drawn, in window coordinates (the SVG's).
    struct Node: Sendable {
        var id: String
        var kind: LayoutKind
        var depth: Int
        var frame: LayoutRect
        var layout: NodeLayout
        /// The readable content frame at each shown category, in the node's own coordinates.
        var readableFrames: [LayoutRect]
    }

    /// What the section's heading names (the tree file).
    public var title: String
    let size: (width: Double, height: Double)
    let nodes: [Node]
    let categories: [ContentSizeCategory]

    /// The drawing of `tree` as resolved now, with readable frames at each of `categories`; nil
    /// when the root has no area to draw (a window needs a device or a frame).
    public init?(_ tree: LayoutTree, title: String, categories: [ContentSizeCategory]) {
        let order = tree.preorder()
        guard let root = order.first else { return nil }
        let rootFrame = tree.windowFrame(of: root)
        guard rootFrame.width > 0, rootFrame.height > 0 else { return nil }
        self.title = title
        size = (rootFrame.width, rootFrame.height)
        let shown = categories.isEmpty ? [.large] : categories
        self.categories = shown
        var depths: [Int32: Int] = [:]
        nodes = order.map { node in
            let parent = tree.parent(of: node)
            let depth = parent < 0 ? 0 : (depths[parent] ?? 0) + 1
            depths[node] = depth
            return Node(id: tree.id(of: node), kind: tree.properties(of: node).kind, depth: depth, frame: tree.windowFrame(of: node),
                        layout: tree.layout(of: node), readableFrames: shown.map { tree.layout(of: node, at: $0).readableContentFrame })
        }
    }

    /// The category whose readable frame shows when the page shows all: `large` when shown, else the first.
    var defaultCategory: ContentSizeCategory { categories.contains(.large) ? .large : categories[0] }

    /// The section's HTML: a node list, the drawing, a legend and the table of values.
    public func html() -> String {
        var html = "<section class=\"tt-layout\" data-default-category=\"\(defaultCategory.name)\">\n"
        html += "<h2>Layout: \(title.markupEscaped)</h2>\n"
        html += "<label>Node <select id=\"tt-layout-node\">\n"
        // The innermost view controller (its root view): the content a screen is about.
        let controllers = nodes.indices.filter { nodes[$0].kind == .viewController }
        let chosen = controllers.max { nodes[$0].depth < nodes[$1].depth || (nodes[$0].depth == nodes[$1].depth && $0 > $1) } ?? 0
        for (index, node) in nodes.enumerated() {
            let indent = String(repeating: "\u{A0}\u{A0}", count: node.depth)
            html += "  <option value=\"\(node.id.markupEscaped)\"\(index == chosen ? " selected" : "")>\(indent)\(node.id.markupEscaped) (\(node.kind.rawValue))</option>\n"
        }
        html += "</select></label>\n"
        html += legend()
        let w = number(size.width), h = number(size.height)
        html += "<svg class=\"tt-screen\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        for node in nodes { html += drawing(node) }
        html += "</svg>\n"
        html += table()
        return html + "</section>\n"
    }

    // MARK: - Parts

    private func legend() -> String {
        let entries = [("tt-frame", "frame"), ("tt-safe-area", "safe area"), ("tt-margins", "layout margins"),
                       ("tt-readable", "readable content guide"), ("tt-guide", "top and bottom layout guides"),
                       ("tt-content", "content inset (adjusted)")]
        return "<ul class=\"tt-legend\">" + entries.map { "<li><span class=\"tt-key \($0.0)\"></span>\($0.1)</li>" }.joined() + "</ul>\n"
    }

    /// A node's group: its frame always; the rest shown while the node is the chosen one.
    private func drawing(_ node: Node) -> String {
        let f = node.frame, l = node.layout
        var svg = "<g class=\"tt-node\" data-node=\"\(node.id.markupEscaped)\" data-kind=\"\(node.kind.rawValue)\">\n"
        svg += "  <title>\(node.id.markupEscaped) (\(node.kind.rawValue))</title>\n"
        svg += "  " + rect("tt-frame", f) + "\n"
        svg += "  " + rect("tt-safe-area", f.inset(by: l.safeAreaInsets)) + "\n"
        svg += "  " + rect("tt-margins", f.inset(by: l.layoutMargins)) + "\n"
        for (category, readable) in zip(categories, node.readableFrames) {
            let placed = LayoutRect(x: f.x + readable.x, y: f.y + readable.y, width: readable.width, height: readable.height)
            svg += "  " + rect("tt-readable", placed, extra: " data-layout-category=\"\(category.name)\"") + "\n"
        }
        let top = f.y + l.topLayoutGuide, bottom = f.y + f.height - l.bottomLayoutGuide
        svg += "  <line class=\"tt-guide tt-top-guide\" x1=\"\(number(f.x))\" y1=\"\(number(top))\" x2=\"\(number(f.x + f.width))\" y2=\"\(number(top))\"/>\n"
        svg += "  <line class=\"tt-guide tt-bottom-guide\" x1=\"\(number(f.x))\" y1=\"\(number(bottom))\" x2=\"\(number(f.x + f.width))\" y2=\"\(number(bottom))\"/>\n"
        if let adjusted = l.adjustedContentInset { svg += "  " + rect("tt-content", f.inset(by: adjusted)) + "\n" }
        return svg + "</g>\n"
    }

    private func rect(_ cssClass: String, _ r: LayoutRect, extra: String = "") -> String {
        "<rect class=\"\(cssClass)\" x=\"\(number(r.x))\" y=\"\(number(r.y))\" width=\"\(number(max(0, r.width)))\" height=\"\(number(max(0, r.height)))\"\(extra)/>"
    }

    /// Every node's values, as `tintype layout resolve` prints them; the readable frame at each
    /// shown category (the page's category control picks one).
    private func table() -> String {
        var html = "<table class=\"tt-layout-values\">\n<thead><tr><th>node</th><th>kind</th><th>frame (window)</th><th>safe area</th>"
        html += "<th>margins</th><th>top guide</th><th>bottom guide</th><th>readable frame</th><th>adjusted content inset</th></tr></thead>\n<tbody>\n"
        for node in nodes {
            let l = node.layout
            html += "<tr data-node=\"\(node.id.markupEscaped)\"><th scope=\"row\">\(String(repeating: "\u{A0}\u{A0}", count: node.depth))\(node.id.markupEscaped)</th>"
            html += "<td>\(node.kind.rawValue)</td><td>\(values(node.frame.values))</td><td>\(values(l.safeAreaInsets.values))</td>"
            html += "<td>\(values(l.layoutMargins.values))</td><td>\(number(l.topLayoutGuide))</td><td>\(number(l.bottomLayoutGuide))</td><td>"
            for (category, readable) in zip(categories, node.readableFrames) {
                html += "<span data-layout-category=\"\(category.name)\">\(values(readable.values))</span>"
            }
            html += "</td><td>\(l.adjustedContentInset.map { values($0.values) } ?? "")</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    private func values(_ numbers: [Double]) -> String { "(" + numbers.map(number).joined(separator: ", ") + ")" }
    private func number(_ value: Double) -> String { value.plainText }

    // MARK: - Style and behaviour

    /// The section's CSS.
    static let style = """
        .tt-layout { margin-top: 32px; }
        .tt-layout h2 { font: 600 16px system-ui, sans-serif; }
        .tt-legend { list-style: none; display: flex; flex-wrap: wrap; gap: 16px; padding: 0; font-size: 13px; }
        .tt-key { display: inline-block; width: 14px; height: 10px; margin-right: 6px; border: 2px solid; vertical-align: middle; }
        .tt-screen { display: block; margin: 12px 0; overflow: hidden; background: #80808014; outline: 1px solid #808080; }
        .tt-screen rect, .tt-screen line { fill: none; stroke-width: 1; vector-effect: non-scaling-stroke; }
        .tt-frame { stroke: #808080; }
        .tt-node[data-kind$="Bar"] > .tt-frame { fill: #8080804d; }
        .tt-safe-area, .tt-key.tt-safe-area { stroke: #34c759; fill: #34c7591a; }
        .tt-margins, .tt-key.tt-margins { stroke: #007aff; stroke-dasharray: 4 3; }
        .tt-readable, .tt-key.tt-readable { stroke: #ff9500; fill: #ff95001a; }
        .tt-guide, .tt-key.tt-guide { stroke: #ff3b30; stroke-width: 2; }
        .tt-content, .tt-key.tt-content { stroke: #af52de; stroke-dasharray: 2 2; }
        .tt-key.tt-frame { border-color: #808080; }
        .tt-key { border-color: currentColor; }
        .tt-key.tt-safe-area { color: #34c759; } .tt-key.tt-margins { color: #007aff; border-style: dashed; }
        .tt-key.tt-readable { color: #ff9500; } .tt-key.tt-guide { color: #ff3b30; } .tt-key.tt-content { color: #af52de; border-style: dotted; }
        .tt-node:not(.tt-chosen) > :not(.tt-frame):not(title) { display: none; }
        .tt-node.tt-chosen > .tt-frame { stroke: currentColor; stroke-width: 2; }
        .tt-layout-values { border-collapse: collapse; font: 12px ui-monospace, monospace; }
        .tt-layout-values th, .tt-layout-values td { text-align: left; padding: 2px 10px; white-space: nowrap; }
        .tt-layout-values tbody tr { cursor: pointer; }
        .tt-layout-values tr.tt-chosen { background: #8080802e; }

        """

    /// Shows the chosen node's guides (the list, or a click on its row or drawing) and the
    /// readable frames of the category the page shows (`large` or the first while it shows all).
    static let script = """
        const layout = document.querySelector('.tt-layout');
        if (layout) {
          const nodeList = document.getElementById('tt-layout-node');
          const showLayout = () => {
            for (const item of layout.querySelectorAll('[data-node]')) item.classList.toggle('tt-chosen', item.dataset.node === nodeList.value);
            const picked = document.getElementById('tt-category').value;
            const shown = picked === 'all' ? layout.dataset.defaultCategory : picked;
            for (const item of layout.querySelectorAll('[data-layout-category]')) item.toggleAttribute('hidden', item.dataset.layoutCategory !== shown);
          };
          const choose = (id) => { nodeList.value = id; showLayout(); };
          nodeList.addEventListener('change', showLayout);
          document.getElementById('tt-category').addEventListener('change', showLayout);
          for (const item of layout.querySelectorAll('tr[data-node], g[data-node]')) item.addEventListener('click', () => choose(item.dataset.node));
          showLayout();
        }

        """
}
