import TintypeDocument
import TintypeTypography
import TintypeTokens

/// The `typography` part of a theme document: fonts, policies and styles.
extension ThemeDecoder {
    package func typography(_ node: SourceNode, _ path: String) -> TypographySpec? {
        guard let m = object(node, path, known: ["fonts", "scale", "lineHeight", "rounding", "tracking", "categories", "emphasized", "styles"])
        else { return nil }
        var spec = TypographySpec(fonts: [:])
        let typographyErrorsAtStart = diagnostics.count { $0.severity == .error }
        sources.typography.object = node.position
        sources.typography.lineHeight = m["lineHeight"]?.position
        sources.typography.scale = m["scale"]?.position
        sources.typography.tracking = m["tracking"]?.position
        sources.typography.fonts = m["fonts"]?.position
        sources.typography.styles = m["styles"]?.position
        sources.typography.categories = m["categories"]?.position
        if let fontsNode = m["fonts"], let fonts = object(fontsNode, path + ".fonts", known: nil) {
            for (role, roleNode) in fonts.sorted(by: { $0.key < $1.key }) {
                let rolePath = "\(path).fonts.\(role)"
                guard let r = object(roleNode, rolePath, known: ["families", "italic", "displayCut"]) else { continue }
                var roleSources = ThemeSources.FontRole(object: roleNode.position, families: r["families"]?.position, italic: r["italic"]?.position)
                let written = r["families"].flatMap { self.families($0, rolePath + ".families") }
                if let list = r["families"], case .array = list.value { roleSources.family = written?.map(\.position) ?? [] }
                let families = written?.map(\.name) ?? []
                if r["families"] == nil || (families.isEmpty && r["families"]?.value == .array([])) {
                    error(roleNode.position, "font role '\(role)' needs \"families\": a list of family names")
                }
                var cut: DisplayCut?
                if let node = r["displayCut"] { cut = displayCut(node, rolePath + ".displayCut", sources: &roleSources) }
                sources.typography.roles[role] = roleSources
                spec.fonts[role] = .init(families: families, italic: r["italic"].flatMap { bool($0, rolePath + ".italic") }, displayCut: cut)
            }
        } else if m["fonts"] == nil {
            error(node.position, "typography needs \"fonts\", e.g. {\"text\": {\"families\": [\"Inter\", \"sans-serif\"]}}")
        }
        if let n = m["scale"], let scale = scaleModel(n, path + ".scale") { spec.scale = scale }
        if let n = m["lineHeight"], let policy = lineHeightPolicy(n, path + ".lineHeight") { spec.lineHeight = policy }
        if let n = m["rounding"], let r = object(n, path + ".rounding", known: ["grid", "pixelScale"]) {
            spec.rounding = LineHeightRounding(grid: r["grid"].flatMap { number($0, path + ".rounding.grid", in: 0.01...100) },
                                               pixelScale: r["pixelScale"].flatMap { number($0, path + ".rounding.pixelScale", in: 1...4) })
        }
        if let n = m["tracking"], let tracking = trackingSource(n, path + ".tracking") { spec.tracking = tracking }
        if let n = m["emphasized"], let emphasized = bool(n, path + ".emphasized") { spec.emphasized = emphasized }
        if let n = m["categories"], let c = object(n, path + ".categories", known: ["minimum", "maximum"]) {
            spec.categories = .init(minimum: c["minimum"].flatMap { category($0, path + ".categories.minimum") } ?? .xSmall,
                                    maximum: c["maximum"].flatMap { category($0, path + ".categories.maximum") } ?? .ax5)
        }
        func errorCount() -> Int { diagnostics.count { $0.severity == .error } }
        var problemsBeforeStyles = errorCount()
        if let n = m["styles"], let items = array(n, path + ".styles") {
            spec.styles = []
            problemsBeforeStyles = errorCount()
            for (index, item) in items.enumerated() {
                let before = errorCount()
                defer { if errorCount() > before { typographyProblems.styles.insert(index) } }
                guard let (style, families) = style(item, "\(path).styles[\(index)]") else {
                    // A style left out would shift the indices TypeScale names problems by.
                    typographyProblems.elsewhere = true
                    continue
                }
                spec.styles.append(style)
                // A typography token's families are the style's font role: an existing role with
                // the same families, else a role named after the style.
                if let families, style.font == nil {
                    let role = spec.fonts.first { $0.value.families == families }?.key ?? style.name.rawValue
                    spec.fonts[role] = spec.fonts[role] ?? .init(families: families)
                    spec.styles[spec.styles.count - 1].font = role
                }
            }
        }
        formerNames(spec)
        if problemsBeforeStyles > typographyErrorsAtStart { typographyProblems.elsewhere = true }
        ignoredSizes(spec)
        return spec
    }

    /// A style's earlier name must be one no style has now, and one style's only: the formats
    /// would otherwise write two things of one name.
    private func formerNames(_ spec: TypographySpec) {
        let current = Set(spec.styles.map(\.name))
        var claimed: [TextStyle: String] = [:]
        for (index, style) in spec.styles.enumerated() where index < sources.typography.style.count {
            for (former, position) in zip(style.formerly, sources.typography.style[index].formerly) {
                if current.contains(former) {
                    error(position, "typography.styles[\(index)].formerly: '\(former.rawValue)' is a style's name now; a former name is one "
                        + "no style has, kept for a release as an alias of \(style.name.rawValue)")
                } else if let earlier = claimed[former] {
                    error(position, "typography.styles[\(index)].formerly: '\(former.rawValue)' is already a former name of \(earlier); "
                        + "give it to one style")
                } else {
                    claimed[former] = style.name.rawValue
                }
            }
        }
    }

    /// One of Apple's styles on Apple's table takes its size and line height at every category from
    /// the table, so a `size` or `lineHeight` written on it would do nothing: a warning at each, with
    /// the way to have it (`scalesLike`, which scales that size along the style's curve).
    private func ignoredSizes(_ spec: TypographySpec) {
        for (index, style) in spec.styles.enumerated() where index < sources.typography.style.count {
            guard TextStyle.apple.contains(style.name), style.table == nil, (style.scale ?? spec.scale) == .apple else { continue }
            let places = sources.typography.style[index]
            for (key, position, value) in [("size", places.size, style.size), ("lineHeight", places.lineHeight, style.lineHeight)] {
                // A value that did not read has its own error.
                guard let position, value != nil else { continue }
                warning(position, "typography.styles[\(index)].\(key): \(style.name.rawValue) follows Apple's table, which gives its \(key) "
                    + "at every category, so this one is not used; add \"scalesLike\": \"\(style.name.rawValue)\" to scale it along "
                    + "\(style.name.rawValue)'s curve, or remove it")
            }
        }
    }

    /// A role's display cut: `{"families": ["Inter Display"], "from": 20}`, both required.
    func displayCut(_ node: SourceNode, _ path: String, sources roleSources: inout ThemeSources.FontRole) -> DisplayCut? {
        guard let d = object(node, path, known: ["families", "from"]) else { return nil }
        let written = d["families"].flatMap { families($0, path + ".families") }
        roleSources.displayFamilies = d["families"]?.position
        roleSources.displayFamily = written?.map(\.position) ?? []
        let from = d["from"].flatMap { number($0, path + ".from", in: 1...1000) }
        guard let written, !written.isEmpty else {
            if d["families"] == nil || d["families"]?.value == .array([]) {
                error(node.position, "\(path) needs \"families\": the display cut's family names, e.g. [\"Inter Display\"]")
            }
            return nil
        }
        guard let from else {
            if d["from"] == nil { error(node.position, "\(path) needs \"from\": the size in points from which the display cut is used, e.g. 20") }
            return nil
        }
        return DisplayCut(families: written.map(\.name), from: from)
    }

    /// A style, and the families of the typography token it takes its values from (if any).
    func style(_ node: SourceNode, _ path: String) -> (StyleSpec, families: [String]?)? {
        let keys = ["name", "font", "typography", "scalesLike", "size", "lineHeight", "weight", "emphasizedWeight", "scale",
                    "lineHeightPolicy", "tracking", "table", "minimumPointSize", "maximumPointSize", "formerly", "allow"]
        guard let m = object(node, path, known: keys) else { return nil }
        guard let name = m["name"].flatMap({ string($0, path + ".name") }) else {
            if m["name"] == nil { error(node.position, "a style needs a \"name\"") }
            return nil
        }
        var style = StyleSpec(name: TextStyle(name))
        if let allow = m["allow"] { waivers.styles[style.name] = self.allow(allow, path + ".allow") }
        sources.typography.style.append(ThemeSources.Style(
            object: node.position, name: m["name"]?.position, font: m["font"]?.position, typography: m["typography"]?.position,
            scalesLike: m["scalesLike"]?.position, size: m["size"]?.position, lineHeight: m["lineHeight"]?.position,
            lineHeightPolicy: m["lineHeightPolicy"]?.position, table: m["table"]?.position, scale: m["scale"]?.position,
            scaleTo: m["scale"]?[member: "to"]?.position, tracking: m["tracking"]?.position, weight: m["weight"]?.position,
            emphasizedWeight: m["emphasizedWeight"]?.position, minimumPointSize: m["minimumPointSize"]?.position,
            maximumPointSize: m["maximumPointSize"]?.position))
        var families: [String]?
        if let n = m["typography"], let (composite, automatic) = typographyComposite(n, path + ".typography") {
            families = composite.families
            style.size = composite.size
            style.weight = composite.weight
            style.tracking = .constant(em: composite.letterSpacing / composite.size)
            if automatic {
                // Tokens Studio's AUTO: the font's own line height at every size.
                style.lineHeightPolicy = .fontMetrics(multiplier: 1)
            } else {
                // A multiplier becomes points at the token's size, scaled with the size like a table's leading.
                style.lineHeight = composite.lineHeight * composite.size
                style.lineHeightPolicy = .table
            }
        }
        if let n = m["scalesLike"], let reference = string(n, path + ".scalesLike") {
            if TextStyle.apple.contains(TextStyle(reference)) {
                style.scale = .metrics(of: TextStyle(reference))
            } else {
                error(n.position, "scalesLike '\(reference)' is not one of Apple's text styles" + suggestion(reference, TextStyle.apple.map(\.rawValue))
                    + "; use " + TextStyle.apple.map(\.rawValue).alternatives)
            }
        } else if m["typography"] != nil, m["scale"] == nil, m["table"] == nil {
            error(node.position, "a style that takes a typography token needs \"scalesLike\": the Apple text style whose curve it follows (e.g. \"body\")")
        }
        // Members given beside `typography` override it.
        if let n = m["font"] { style.font = string(n, path + ".font") }
        if let n = m["size"] { style.size = number(n, path + ".size", in: 1...1000) }
        if let n = m["lineHeight"] { style.lineHeight = number(n, path + ".lineHeight", in: 1...1000) }
        if let n = m["weight"] { style.weight = weight(n, path + ".weight") }
        style.emphasizedWeight = m["emphasizedWeight"].flatMap { weight($0, path + ".emphasizedWeight") }
        if let n = m["scale"] { style.scale = scaleModel(n, path + ".scale") }
        if let n = m["lineHeightPolicy"] { style.lineHeightPolicy = lineHeightPolicy(n, path + ".lineHeightPolicy") }
        if let n = m["tracking"] { style.tracking = trackingSource(n, path + ".tracking") }
        style.minimumPointSize = m["minimumPointSize"].flatMap { number($0, path + ".minimumPointSize", in: 1...1000) }
        style.maximumPointSize = m["maximumPointSize"].flatMap { number($0, path + ".maximumPointSize", in: 1...1000) }
        if let n = m["formerly"], let items = array(n, path + ".formerly") {
            for (index, item) in items.enumerated() {
                guard let former = string(item, "\(path).formerly[\(index)]") else { continue }
                style.formerly.append(TextStyle(former))
                sources.typography.style[sources.typography.style.count - 1].formerly.append(item.position)
            }
        }
        if let tableNode = m["table"], let rows = object(tableNode, path + ".table", known: ContentSizeCategory.acceptedNames) {
            var table: [ContentSizeCategory: StyleSpec.TableCell] = [:]
            for (key, rowNode) in rows {
                // `object` has kept only category names.
                guard let category = ContentSizeCategory(name: key) else { continue }
                let rowPath = "\(path).table.\(key)"
                guard let r = object(rowNode, rowPath, known: ["size", "leading", "weight", "tracking"]),
                      let size = r["size"].flatMap({ number($0, rowPath + ".size", in: 1...1000) })
                else {
                    if case .object = rowNode.value { error(rowNode.position, "a table row needs a \"size\"") }
                    continue
                }
                table[category] = .init(size: size, leading: r["leading"].flatMap { number($0, rowPath + ".leading", in: 1...1000) },
                                   weight: r["weight"].flatMap { weight($0, rowPath + ".weight") },
                                   tracking: r["tracking"].flatMap { number($0, rowPath + ".tracking", in: -0.5...0.5) })
            }
            style.table = table
        }
        return (style, families)
    }

    /// A typography token (`"{text.body}"`) or an inline composite, read by the one composite
    /// reader, and whether its line height is `AUTO` (the font's own).
    func typographyComposite(_ node: SourceNode, _ path: String) -> (TypographyComposite, automatic: Bool)? {
        guard let resolved = resolvingAlias(node, path, types: [.typography]) else { return nil }
        guard case .object(let members) = resolved.value else {
            error(node.position, "\(path): expected a typography token, \"{path.to.token}\", or a composite object")
            return nil
        }
        // AUTO has no DTCG value: the composite is read with a multiplier of 1 in its place.
        let automatic = members.contains { if case .string(let text) = $0.value.value { $0.key == "lineHeight" && text.uppercased() == "AUTO" } else { false } }
        let written = automatic
            ? SourceNode(value: .object(members.map { $0.key == "lineHeight" ? SourceNode.Member(key: $0.key, keyPosition: $0.keyPosition, value: SourceNode(value: .number(1), position: $0.value.position)) : $0 }),
                         position: resolved.position)
            : resolved
        // Written inline, its members may be in a draft's forms ("16px", "150%", a font stack).
        var standard = written
        do {
            standard = try DraftValues.typography(standard) ?? standard
            standard = try DraftValues.settle(standard) ?? standard
        } catch {
            self.error(node.position, "\(path): \(error.message)")
            return nil
        }
        let composite: TypographyComposite
        do {
            composite = try TypographyComposite(standard)
        } catch {
            self.error(node.position, "\(path): \(error.message)")
            return nil
        }
        guard composite.size > 0 else {
            error(node.position, "\(path): the typography's fontSize must be above 0")
            return nil
        }
        return (composite, automatic)
    }

    func scaleModel(_ node: SourceNode, _ path: String) -> ScaleModel? {
        guard let (kind, m) = union(node, path, tag: "model", known: ["to", "style", "fontScales", "factors"], needs: "a scale needs a",
                                    what: "scale model", as: ScaleModel.Kind.self) else { return nil }
        switch kind {
        case .apple: return .apple
        case .table: return .table
        case .relative:
            guard let to = m["to"].flatMap({ string($0, path + ".to") }) else {
                error(node.position, "the relative model needs \"to\": the style to scale along")
                return nil
            }
            return .relative(to: TextStyle(to))
        case .metrics:
            guard let style = m["style"].flatMap({ string($0, path + ".style") }) else {
                error(node.position, "the metrics model needs \"style\": the Apple text style whose curve it follows")
                return nil
            }
            return .metrics(of: TextStyle(style))
        case .android:
            let scales = m["fontScales"].flatMap { categoryValues($0, path + ".fontScales", in: 0.5...3) } ?? [:]
            return .android(fontScales: AndroidFontScaling.defaultFontScales.merging(scales) { $1 })
        case .linear:
            guard let factorsNode = m["factors"], let factors = categoryValues(factorsNode, path + ".factors", in: 0.1...10) else {
                if m["factors"] == nil { error(node.position, "the linear model needs \"factors\", one per category") }
                return nil
            }
            let missing = ContentSizeCategory.allCases.filter { factors[$0] == nil }.map(\.name)
            if !missing.isEmpty { error(factorsNode.position, "the linear model needs a factor for every category; missing \(missing.joined(separator: ", "))") }
            return .linear(factors: factors)
        }
    }

    func lineHeightPolicy(_ node: SourceNode, _ path: String) -> LineHeightPolicy? {
        guard let (kind, m) = union(node, path, tag: "policy", known: ["multiplier", "value"], needs: "a line-height policy needs",
                                    what: "line-height policy", as: LineHeightPolicy.Kind.self) else { return nil }
        switch kind {
        case .table: return .table
        case .fontMetrics: return .fontMetrics(multiplier: m["multiplier"].flatMap { number($0, path + ".multiplier", in: 0.5...5) } ?? 1)
        case .multiplier:
            guard let value = m["value"].flatMap({ number($0, path + ".value", in: 0.5...5) }) else {
                if m["value"] == nil { error(node.position, "the multiplier policy needs a \"value\", e.g. 1.25") }
                return nil
            }
            return .multiplier(value)
        }
    }

    func trackingSource(_ node: SourceNode, _ path: String) -> TrackingSource? {
        guard let (kind, m) = union(node, path, tag: "source", known: ["track", "preset", "a", "b", "c", "em"], needs: "tracking needs a",
                                    what: "tracking source", as: TrackingSource.Kind.self) else { return nil }
        switch kind {
        case .font: return .font
        case .appleSFPro: return .appleSFPro
        case .none: return TrackingSource.none
        case .trak: return .fontTrak(track: m["track"].flatMap { number($0, path + ".track", in: -100...100) } ?? 0)
        case .constant:
            return m["em"].flatMap { number($0, path + ".em", in: -0.5...0.5) }.map { .constant(em: $0) }
        case .formula:
            if let preset = m["preset"].flatMap({ string($0, path + ".preset") }) {
                guard preset == "inter" else {
                    error(m["preset"]?.position ?? node.position, "unknown tracking preset '\(preset)'; the built-in preset is 'inter'")
                    return nil
                }
                return .inter
            }
            guard let a = m["a"].flatMap({ number($0, path + ".a", in: -1...1) }), let b = m["b"].flatMap({ number($0, path + ".b", in: -10...10) }),
                  let c = m["c"].flatMap({ number($0, path + ".c", in: -10...10) })
            else {
                error(node.position, "the formula source needs \"preset\": \"inter\", or all of \"a\", \"b\" and \"c\"")
                return nil
            }
            return .formula(a: a, b: b, c: c)
        }
    }
}
