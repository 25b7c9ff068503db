/// The part of a compiled theme that `CompiledThemeDecoder` reads as trees: a face's warnings with
/// their data, checked as a theme's values are.
extension ThemeDecoder {
    func fontWarning(_ node: SourceNode, _ path: String) -> FontWarning? {
        guard let m = object(node, path, known: ["kind", "message", "missing", "requestedFamily", "family", "requested",
                                                  "usedStyle", "used", "synthetic", "italic"]),
              let name = m["kind"].flatMap({ string($0, path + ".kind") }),
              let kind = kind(name, of: "font warning", FontWarning.Kind.self, at: m["kind"]?.position ?? node.position)
        else { return nil }
        func text(_ key: String) -> String? { required(m, key, node, path).flatMap { string($0, "\(path).\(key)") } }
        func flag(_ key: String) -> Bool? { required(m, key, node, path).flatMap { bool($0, "\(path).\(key)") } }
        func weight(_ key: String) -> Int? { required(m, key, node, path).flatMap { self.weight($0, "\(path).\(key)") }?.value }
        switch kind {
        case .fallbackFamily:
            guard let missing = required(m, "missing", node, path).flatMap({ strings($0, path + ".missing") }),
                  let requested = text("requestedFamily"), let family = text("family")
            else { return nil }
            return .fallbackFamily(missing: missing, requestedFamily: requested, family: family)
        case .missingWeight:
            guard let requested = weight("requested"), let family = text("family"), let style = text("usedStyle"),
                  let used = weight("used"), let synthetic = flag("synthetic")
            else { return nil }
            return .missingWeight(requested: requested, family: family, usedStyle: style, used: used, synthetic: synthetic)
        case .missingSlant:
            guard let italic = flag("italic"), let family = text("family"), let style = text("usedStyle"), let synthetic = flag("synthetic")
            else { return nil }
            return .missingSlant(italic: italic, family: family, usedStyle: style, synthetic: synthetic)
        }
    }

    /// The member `key` of an object, or nil with an error naming it.
    private func required(_ members: [String: SourceNode], _ key: String, _ node: SourceNode, _ path: String) -> SourceNode? {
        if let value = members[key] { return value }
        error(node.position, "\(path) needs \"\(key)\"")
        return nil
    }
}
