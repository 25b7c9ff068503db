/// The parts of a compiled theme that `CompiledThemeDecoder` reads as trees: warnings with their
/// data, checked as a theme's values are.
extension ThemeDecoder {
    func layoutWarning(_ node: SourceNode, _ path: String) -> LayoutWarning? {
        guard let m = object(node, path, known: ["kind", "message", "lineHeight", "inkTop", "inkBottom", "topCharacter",
                                                  "bottomCharacter", "contentArea", "room", "font", "track"]),
              let name = m["kind"].flatMap({ string($0, path + ".kind") }),
              let kind = kind(name, of: "layout warning", LayoutWarning.Kind.self, at: m["kind"]?.position ?? node.position)
        else { return nil }
        func length(_ key: String) -> Double? { required(m, key, node, path).flatMap { number($0, "\(path).\(key)", in: -1e6...1e6) } }
        switch kind {
        case .linesCollide:
            guard let lineHeight = length("lineHeight"), let inkTop = length("inkTop"), let inkBottom = length("inkBottom"),
                  let top = character(required(m, "topCharacter", node, path), path + ".topCharacter"),
                  let bottom = character(required(m, "bottomCharacter", node, path), path + ".bottomCharacter")
            else { return nil }
            return .linesCollide(lineHeight: lineHeight, inkTop: inkTop, inkBottom: inkBottom, topCharacter: top, bottomCharacter: bottom)
        case .lineBoxOverflow:
            guard let lineHeight = length("lineHeight"), let contentArea = length("contentArea") else { return nil }
            let room: Double?
            if let node = m["room"], node.value != .null {
                guard let value = number(node, path + ".room", in: -1e6...1e6) else { return nil }
                room = value
            } else {
                room = nil
            }
            return .lineBoxOverflow(lineHeight: lineHeight, contentArea: contentArea, room: room)
        case .missingTrackingTable:
            guard let font = required(m, "font", node, path).flatMap({ string($0, path + ".font") }), let track = length("track")
            else { return nil }
            return .missingTrackingTable(font: font, track: track)
        }
    }

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

    /// A string of exactly one Unicode scalar.
    private func character(_ node: SourceNode?, _ path: String) -> Unicode.Scalar? {
        guard let node, let text = string(node, path) else { return nil }
        guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else {
            error(node.position, "expected one character at \(path), found '\(text)'")
            return nil
        }
        return scalar
    }
}
