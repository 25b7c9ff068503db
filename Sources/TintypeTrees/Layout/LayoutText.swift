/// The readable form of a resolved layout tree: one line per node, indented by depth, with its
/// safe area, margins, guides, readable frame and (scroll views) adjusted content inset.
public enum LayoutText {
    public static func render(_ tree: LayoutTree) -> String {
        var depth: [Int32: Int] = [:]
        var text = ""
        for node in tree.preorder() {
            let parent = tree.parent(of: node)
            let level = parent < 0 ? 0 : (depth[parent] ?? 0) + 1
            depth[node] = level
            let layout = tree.layout(of: node)
            var line = String(repeating: "  ", count: level) + tree.id(of: node)
            line += "  safe " + insets(layout.safeAreaInsets) + "  margins " + insets(layout.layoutMargins)
            line += "  guides \(layout.topLayoutGuide.plainText)/\(layout.bottomLayoutGuide.plainText)"
            line += "  readable [" + layout.readableContentFrame.values.map(\.plainText).joined(separator: ", ") + "]"
            if let adjusted = layout.adjustedContentInset { line += "  adjusted " + insets(adjusted) }
            text += line + "\n"
        }
        return text
    }

    static func insets(_ insets: EdgeInsets) -> String {
        "(" + insets.values.map(\.plainText).joined(separator: ", ") + ")"
    }
}
