import TintypeDocument
import TintypeTypography

/// The theme's `components`: boxes of a fixed or capped height that set the theme's styles, for
/// `check` to say when their text stops fitting (`TextComponent`).
extension ThemeDecoder {
    static let componentKeys = ["name", "height", "maximumHeight", "padding", "styles", "lines"]

    package func components(_ node: SourceNode, _ path: String, styles: [TextStyle]) -> [TextComponent] {
        guard let items = array(node, path) else { return [] }
        var names: Set<String> = []
        return items.enumerated().compactMap { index, item in
            let itemPath = "\(path)[\(index)]"
            guard let m = object(item, itemPath, known: Self.componentKeys) else { return nil }
            guard let nameNode = m["name"] else {
                error(item.position, "\(itemPath) needs a \"name\": what the component is (\"tab label\")")
                return nil
            }
            guard let name = string(nameNode, itemPath + ".name") else { return nil }
            if !names.insert(name).inserted { error(nameNode.position, "\(itemPath): a component named '\(name)' is given twice; keep one") }
            let height = m["height"].flatMap { number($0, itemPath + ".height", in: 1...10_000) }
            let maximum = m["maximumHeight"].flatMap { number($0, itemPath + ".maximumHeight", in: 1...10_000) }
            if m["height"] != nil, m["maximumHeight"] != nil {
                error(item.position, "\(itemPath) gives both \"height\" and \"maximumHeight\"; give the fixed height or the most it may grow to")
                return nil
            }
            guard let limit = height ?? maximum else {
                if m["height"] == nil, m["maximumHeight"] == nil {
                    error(item.position, "\(itemPath) needs a \"height\" (fixed) or a \"maximumHeight\" (the most it may grow to), in points")
                }
                return nil
            }
            var top = 0.0, bottom = 0.0
            if let padding = m["padding"] {
                if case .object = padding.value {
                    guard let p = object(padding, itemPath + ".padding", known: ["top", "bottom"]) else { return nil }
                    top = p["top"].flatMap { number($0, itemPath + ".padding.top", in: 0...1000) } ?? 0
                    bottom = p["bottom"].flatMap { number($0, itemPath + ".padding.bottom", in: 0...1000) } ?? 0
                } else if let all = number(padding, itemPath + ".padding", in: 0...1000) {
                    (top, bottom) = (all, all)
                }
            }
            guard let stylesNode = m["styles"], let written = array(stylesNode, itemPath + ".styles"), !written.isEmpty else {
                error(m["styles"]?.position ?? item.position, "\(itemPath) needs \"styles\": the text styles it sets, at least one")
                return nil
            }
            var held: [TextStyle] = []
            for (styleIndex, styleNode) in written.enumerated() {
                guard let text = string(styleNode, "\(itemPath).styles[\(styleIndex)]") else { continue }
                guard styles.contains(TextStyle(text)) else {
                    error(styleNode.position, "\(itemPath).styles[\(styleIndex)]: the theme has no style '\(text)'"
                        + suggestion(text, styles.map(\.rawValue)))
                    continue
                }
                held.append(TextStyle(text))
            }
            var lines = 1
            if let linesNode = m["lines"], let count = number(linesNode, itemPath + ".lines", in: 1...100) {
                guard count == count.rounded() else {
                    error(linesNode.position, "\(itemPath).lines is a whole number of lines, not \(count.plainText)")
                    return nil
                }
                lines = Int(count)
            }
            guard held.count == written.count else { return nil }
            return TextComponent(name: name, limit: limit, fixed: height != nil, paddingTop: top, paddingBottom: bottom, styles: held,
                                 lines: lines, position: item.position)
        }
    }
}
