/// Reads a theme document (parsed JSON or YAML) into a `Theme`, collecting every problem with its
/// line and column: unknown keys (with a suggestion), wrong types, bad values, and the typography
/// checks of `TypeScale`. Nothing is inferred and nothing is silently dropped.
public final class ThemeReader {
    public let file: String
    private var diagnostics: [Diagnostic] = []
    /// Where each value was written, by the JSON path the model's own checks report.
    private var positions: [String: SourcePosition] = [:]
    /// DTCG tokens the theme's values may name as `{path}` aliases.
    private let tokens: DesignTokens?

    private init(file: String, tokens: DesignTokens?) {
        self.file = file
        self.tokens = tokens
    }

    /// Reads a theme from JSON bytes. `tokens` are the DTCG tokens its `{path}` aliases name (the
    /// files listed under its `tokens` key, read by the caller).
    public static func read(json bytes: [UInt8], file: String, tokens: DesignTokens? = nil) throws(Diagnostics) -> Theme {
        let root: SourceNode
        do {
            root = try SourceNode.parseJSON(bytes)
        } catch {
            throw Diagnostics([error.inFile(file)])
        }
        return try read(root, file: file, tokens: tokens)
    }

    /// Reads a theme from a parsed document.
    public static func read(_ root: SourceNode, file: String, tokens: DesignTokens? = nil) throws(Diagnostics) -> Theme {
        let reader = ThemeReader(file: file, tokens: tokens)
        let theme = reader.theme(root)
        let errors = reader.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, let theme else {
            throw Diagnostics(reader.diagnostics.sorted())
        }
        return theme
    }

    /// Reads the `tints` object of a theme document on its own (DTCG import keeps it in an extension).
    public static func readTints(_ node: SourceNode, file: String) throws(Diagnostics) -> TintTheme {
        let reader = ThemeReader(file: file, tokens: nil)
        let tints = reader.tints(node, "tints")
        guard let tints, !reader.diagnostics.contains(where: { $0.severity == .error }) else {
            throw Diagnostics(reader.diagnostics)
        }
        return tints
    }

    /// The DTCG token files a theme document lists under `tokens` (paths relative to the theme
    /// file), for the caller to read before the theme; empty when it lists none or the list is malformed
    /// (reading the theme then reports the problem).
    public static func tokenFiles(listedIn root: SourceNode) -> [String] {
        guard case .object(let members) = root.value, let list = members.first(where: { $0.key == "tokens" }),
              case .array(let items) = list.value.value
        else { return [] }
        return items.compactMap { if case .string(let path) = $0.value { path } else { nil } }
    }

    // MARK: - Theme

    private func theme(_ node: SourceNode) -> Theme? {
        guard let members = object(node, "$", known: ["$schema", "name", "description", "tokens", "typography", "tints", "lint"]) else { return nil }
        if let list = members["tokens"] { _ = strings(list, "tokens") }
        if let schema = members["$schema"] { _ = string(schema, "$schema") }
        let name = members["name"].flatMap { string($0, "name") }
        if members["name"] == nil { error(node.position, "a theme needs a \"name\"") }
        let description = members["description"].flatMap { string($0, "description") }
        let typography = members["typography"].flatMap { self.typography($0, "typography") } ?? .appleDefault
        let tints = members["tints"].flatMap { self.tints($0, "tints") } ?? .ios
        let lint = members["lint"].flatMap { self.lint($0, "lint") } ?? LintOptions()
        if members["typography"] != nil, diagnostics.isEmpty {
            do {
                _ = try TypeScale(typography)
            } catch {
                for issue in error.diagnostics {
                    let path = if case .path(let path) = issue.place { path } else { "" }
                    self.error(position(ofPath: path, fallback: node.position), issue.message)
                }
            }
        }
        guard let name else { return nil }
        return Theme(name: name, description: description, typography: typography, tints: tints, lint: lint)
    }

    private func lint(_ node: SourceNode, _ path: String) -> LintOptions? {
        guard let m = object(node, path, known: ["sample"]) else { return nil }
        var options = LintOptions()
        if let n = m["sample"], let text = string(n, path + ".sample") {
            if text.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
                error(n.position, "a lint sample needs characters: \(InkSample.named.map { "\"\($0.name)\"" }.joined(separator: ", ")) "
                    + "or a string of the characters to measure")
            } else {
                options.sample = InkSample(text)
            }
        }
        return options
    }

    // MARK: - Typography

    private func typography(_ node: SourceNode, _ path: String) -> TypographySpec? {
        guard let m = object(node, path, known: ["fonts", "scale", "lineHeight", "rounding", "tracking", "categories", "styles"])
        else { return nil }
        var spec = TypographySpec(fonts: [:])
        if let fontsNode = m["fonts"], let fonts = object(fontsNode, path + ".fonts", known: nil) {
            for (role, roleNode) in fonts.sorted(by: { $0.key < $1.key }) {
                let rolePath = "\(path).fonts.\(role)"
                guard let r = object(roleNode, rolePath, known: ["families", "italic"]) else { continue }
                let families = r["families"].flatMap { strings($0, rolePath + ".families") } ?? []
                if r["families"] == nil || (families.isEmpty && r["families"]?.value == .array([])) {
                    error(roleNode.position, "font role '\(role)' needs \"families\": a list of family names")
                }
                spec.fonts[role] = .init(families: families, italic: r["italic"].flatMap { bool($0, rolePath + ".italic") })
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
        if let n = m["categories"], let c = object(n, path + ".categories", known: ["minimum", "maximum"]) {
            spec.categories = .init(minimum: c["minimum"].flatMap { category($0, path + ".categories.minimum") } ?? .xSmall,
                                    maximum: c["maximum"].flatMap { category($0, path + ".categories.maximum") } ?? .ax5)
        }
        if let n = m["styles"], let items = array(n, path + ".styles") {
            spec.styles = items.enumerated().compactMap { style($1, "\(path).styles[\($0)]") }
        }
        return spec
    }

    private func style(_ node: SourceNode, _ path: String) -> StyleSpec? {
        let keys = ["name", "font", "size", "lineHeight", "weight", "emphasizedWeight", "scale", "lineHeightPolicy", "tracking",
                    "table", "minimumPointSize", "maximumPointSize"]
        guard let m = object(node, path, known: keys) else { return nil }
        guard let name = m["name"].flatMap({ string($0, path + ".name") }) else {
            if m["name"] == nil { error(node.position, "a style needs a \"name\"") }
            return nil
        }
        var style = StyleSpec(name: TextStyle(name))
        style.font = m["font"].flatMap { string($0, path + ".font") }
        style.size = m["size"].flatMap { number($0, path + ".size", in: 1...1000) }
        style.lineHeight = m["lineHeight"].flatMap { number($0, path + ".lineHeight", in: 1...1000) }
        style.weight = m["weight"].flatMap { weight($0, path + ".weight") }
        style.emphasizedWeight = m["emphasizedWeight"].flatMap { weight($0, path + ".emphasizedWeight") }
        style.scale = m["scale"].flatMap { scaleModel($0, path + ".scale") }
        style.lineHeightPolicy = m["lineHeightPolicy"].flatMap { lineHeightPolicy($0, path + ".lineHeightPolicy") }
        style.tracking = m["tracking"].flatMap { trackingSource($0, path + ".tracking") }
        style.minimumPointSize = m["minimumPointSize"].flatMap { number($0, path + ".minimumPointSize", in: 1...1000) }
        style.maximumPointSize = m["maximumPointSize"].flatMap { number($0, path + ".maximumPointSize", in: 1...1000) }
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
        return style
    }

    private func scaleModel(_ node: SourceNode, _ path: String) -> ScaleModel? {
        guard let m = object(node, path, known: ["model", "to", "fontScales", "factors"]),
              let model = m["model"].flatMap({ string($0, path + ".model") })
        else {
            if case .object = node.value { error(node.position, "a scale needs a \"model\": apple, table, relative, android or linear") }
            return nil
        }
        switch model {
        case "apple": return .apple
        case "table": return .table
        case "relative":
            guard let to = m["to"].flatMap({ string($0, path + ".to") }) else {
                error(node.position, "the relative model needs \"to\": the style to scale along")
                return nil
            }
            return .relative(to: TextStyle(to))
        case "android":
            let scales = m["fontScales"].flatMap { categoryValues($0, path + ".fontScales", in: 0.5...3) } ?? [:]
            return .android(fontScales: AndroidFontScaling.defaultFontScales.merging(scales) { $1 })
        case "linear":
            guard let factorsNode = m["factors"], let factors = categoryValues(factorsNode, path + ".factors", in: 0.1...10) else {
                if m["factors"] == nil { error(node.position, "the linear model needs \"factors\", one per category") }
                return nil
            }
            let missing = ContentSizeCategory.allCases.filter { factors[$0] == nil }.map(\.name)
            if !missing.isEmpty { error(factorsNode.position, "the linear model needs a factor for every category; missing \(missing.joined(separator: ", "))") }
            return .linear(factors: factors)
        default:
            error(m["model"]?.position ?? node.position, "unknown scale model '\(model)'"
                + suggestion(model, ["apple", "table", "relative", "android", "linear"]) + "; use apple, table, relative, android or linear")
            return nil
        }
    }

    private func lineHeightPolicy(_ node: SourceNode, _ path: String) -> LineHeightPolicy? {
        guard let m = object(node, path, known: ["policy", "multiplier", "value"]),
              let policy = m["policy"].flatMap({ string($0, path + ".policy") })
        else {
            if case .object = node.value { error(node.position, "a line-height policy needs \"policy\": table, fontMetrics or multiplier") }
            return nil
        }
        switch policy {
        case "table": return .table
        case "fontMetrics": return .fontMetrics(multiplier: m["multiplier"].flatMap { number($0, path + ".multiplier", in: 0.5...5) } ?? 1)
        case "multiplier":
            guard let value = m["value"].flatMap({ number($0, path + ".value", in: 0.5...5) }) else {
                if m["value"] == nil { error(node.position, "the multiplier policy needs a \"value\", e.g. 1.25") }
                return nil
            }
            return .multiplier(value)
        default:
            error(m["policy"]?.position ?? node.position, "unknown line-height policy '\(policy)'"
                + suggestion(policy, LineHeightPolicy.Kind.allCases.map(\.rawValue)) + "; use table, fontMetrics or multiplier")
            return nil
        }
    }

    private func trackingSource(_ node: SourceNode, _ path: String) -> TrackingSource? {
        guard let m = object(node, path, known: ["source", "track", "preset", "a", "b", "c", "em"]),
              let source = m["source"].flatMap({ string($0, path + ".source") })
        else {
            if case .object = node.value { error(node.position, "tracking needs a \"source\": appleSFPro, trak, formula, constant or none") }
            return nil
        }
        switch source {
        case "appleSFPro": return .appleSFPro
        case "none": return TrackingSource.none
        case "trak": return .fontTrak(track: m["track"].flatMap { number($0, path + ".track", in: -100...100) } ?? 0)
        case "constant":
            return m["em"].flatMap { number($0, path + ".em", in: -0.5...0.5) }.map { .constant(em: $0) }
        case "formula":
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
        default:
            error(m["source"]?.position ?? node.position, "unknown tracking source '\(source)'"
                + suggestion(source, ["appleSFPro", "trak", "formula", "constant", "none"]) + "; use appleSFPro, trak, formula, constant or none")
            return nil
        }
    }

    // MARK: - Tints

    private func tints(_ node: SourceNode, _ path: String) -> TintTheme? {
        guard let m = object(node, path, known: ["default", "background", "components", "dimming", "derived"]) else { return nil }
        var theme = TintTheme.ios
        if let n = m["background"], let byAppearance = object(n, path + ".background", known: Appearance.allCases.map(\.rawValue)) {
            for (key, colorNode) in byAppearance {
                if let appearance = Appearance(rawValue: key), let color = color(colorNode, "\(path).background.\(key)") {
                    theme.backgrounds[appearance] = color
                }
            }
        }
        if let n = m["default"], let byAppearance = object(n, path + ".default", known: Appearance.allCases.map(\.rawValue)) {
            var defaults: [Appearance: [ContrastSetting: Color]] = [:]
            for (key, value) in byAppearance {
                guard let appearance = Appearance(rawValue: key),
                      let byContrast = object(value, "\(path).default.\(key)", known: ContrastSetting.allCases.map(\.rawValue))
                else { continue }
                for (contrastKey, colorNode) in byContrast {
                    if let contrast = ContrastSetting(rawValue: contrastKey), let color = color(colorNode, "\(path).default.\(key).\(contrastKey)") {
                        defaults[appearance, default: [:]][contrast] = color
                    }
                }
            }
            for appearance in Appearance.allCases where !hasPath(byAppearance[appearance.rawValue], "normal") {
                error(n.position, "default tints need \(appearance.rawValue).normal")
            }
            theme.defaultTints = defaults
        }
        if let n = m["components"], let kinds = object(n, path + ".components", known: nil) {
            theme.componentTints = [:]
            theme.componentBarTints = [:]
            for (kind, kindNode) in kinds {
                guard let k = object(kindNode, "\(path).components.\(kind)", known: ["tint", "barTint"]) else { continue }
                theme.componentTints[kind] = k["tint"].flatMap { color($0, "\(path).components.\(kind).tint") }
                theme.componentBarTints[kind] = k["barTint"].flatMap { color($0, "\(path).components.\(kind).barTint") }
            }
        }
        if let n = m["dimming"], let dimming = dimming(n, path + ".dimming") { theme.dimming = dimming }
        if let n = m["derived"], let rules = object(n, path + ".derived", known: nil) {
            theme.derived = rules.sorted { $0.key < $1.key }.compactMap { name, ruleNode in
                derivedRule(ruleNode, "\(path).derived.\(name)").map { (name: name, rule: $0) }
            }
        }
        return theme
    }

    private func dimming(_ node: SourceNode, _ path: String) -> ColorDimming? {
        guard let m = object(node, path, known: ["rule", "color", "amount", "explicit"]) else { return nil }
        var dimming = ColorDimming()
        switch m["rule"].flatMap({ string($0, path + ".rule") }) ?? "luminanceGrey" {
        case "luminanceGrey": dimming.rule = .luminanceGrey
        case "fixed":
            guard let color = m["color"].flatMap({ color($0, path + ".color") }) else {
                error(node.position, "the fixed dimming rule needs a \"color\"")
                return nil
            }
            dimming.rule = .fixed(color)
        case "mix":
            guard let color = m["color"].flatMap({ color($0, path + ".color") }),
                  let amount = m["amount"].flatMap({ number($0, path + ".amount", in: 0...1) })
            else {
                error(node.position, "the mix dimming rule needs a \"color\" and an \"amount\" from 0 to 1")
                return nil
            }
            dimming.rule = .mix(toward: color, amount: amount)
        case let other:
            error(m["rule"]?.position ?? node.position, "unknown dimming rule '\(other)'" + suggestion(other, ["luminanceGrey", "fixed", "mix"])
                + "; use luminanceGrey, fixed or mix")
            return nil
        }
        if let n = m["explicit"], let pairs = object(n, path + ".explicit", known: nil) {
            for (tintText, dimmedNode) in pairs {
                guard let tint = try? ColorParser.parse(tintText).color else {
                    error(n.position, "'\(tintText)' in \(path).explicit is not a colour")
                    continue
                }
                if let dimmed = color(dimmedNode, "\(path).explicit.\(tintText)") { dimming.explicit[tint.rgba8] = dimmed }
            }
        }
        return dimming
    }

    private func derivedRule(_ node: SourceNode, _ path: String) -> DerivedColorRule? {
        guard let m = object(node, path, known: ["rule", "candidates", "minimumRatio", "color", "amount", "alpha", "delta"]),
              let rule = m["rule"].flatMap({ string($0, path + ".rule") })
        else {
            if case .object = node.value { error(node.position, "a derived colour needs a \"rule\": contrastingText, mix, alpha or lightness") }
            return nil
        }
        switch rule {
        case "contrastingText":
            let candidates = m["candidates"].flatMap { array($0, path + ".candidates") }?.enumerated()
                .compactMap { color($1, "\(path).candidates[\($0)]") } ?? [.white, .black]
            return .contrastingText(candidates: candidates, minimumRatio: m["minimumRatio"].flatMap { number($0, path + ".minimumRatio", in: 1...21) } ?? 4.5)
        case "mix":
            guard let color = m["color"].flatMap({ color($0, path + ".color") }), let amount = m["amount"].flatMap({ number($0, path + ".amount", in: 0...1) })
            else {
                error(node.position, "the mix rule needs a \"color\" and an \"amount\" from 0 to 1")
                return nil
            }
            return .mix(with: color, amount: amount)
        case "alpha":
            return m["alpha"].flatMap { number($0, path + ".alpha", in: 0...1) }.map { .alpha($0) }
        case "lightness":
            return m["delta"].flatMap { number($0, path + ".delta", in: -1...1) }.map { .lightness(delta: $0) }
        default:
            error(m["rule"]?.position ?? node.position, "unknown derived-colour rule '\(rule)'"
                + suggestion(rule, ["contrastingText", "mix", "alpha", "lightness"]) + "; use contrastingText, mix, alpha or lightness")
            return nil
        }
    }

    // MARK: - Values

    /// Whether `node` is an object with a member `key` (written, whether or not its value is valid).
    private func hasPath(_ node: SourceNode?, _ key: String) -> Bool {
        guard case .object(let members)? = node?.value else { return false }
        return members.contains { $0.key == key }
    }

    private func error(_ position: SourcePosition, _ message: String) {
        diagnostics.append(Diagnostic(file: file, position: position, message: message))
    }

    private func warning(_ position: SourcePosition, _ message: String) {
        diagnostics.append(Diagnostic(file: file, position: position, severity: .warning, message: message))
    }

    private func suggestion(_ word: String, _ candidates: [String]) -> String {
        closestMatch(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Where a model path was written, or its nearest written ancestor.
    private func position(ofPath path: String, fallback: SourcePosition) -> SourcePosition {
        var candidate = path
        while !candidate.isEmpty {
            if let position = positions[candidate] { return position }
            guard let cut = candidate.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            candidate = String(candidate[..<cut])
        }
        return fallback
    }

    /// An object's members by key; unknown keys (when `known` is given) and repeated keys are errors.
    private func object(_ node: SourceNode, _ path: String, known: [String]?) -> [String: SourceNode]? {
        positions[path] = node.position
        guard case .object(let members) = node.value else {
            error(node.position, "expected an object at \(path), found \(node.kindDescription)")
            return nil
        }
        var result: [String: SourceNode] = [:]
        for member in members {
            guard result[member.key] == nil else {
                error(member.keyPosition, "key '\(member.key)' is given twice in \(path); keep one")
                continue
            }
            if let known, !known.contains(member.key) {
                error(member.keyPosition, "unknown key '\(member.key)' in \(path)" + suggestion(member.key, known)
                    + "; known keys: \(known.joined(separator: ", "))")
                continue
            }
            result[member.key] = member.value
            positions["\(path == "$" ? "" : path + ".")\(member.key)"] = member.value.position
        }
        return result
    }

    private func array(_ node: SourceNode, _ path: String) -> [SourceNode]? {
        positions[path] = node.position
        guard case .array(let items) = node.value else {
            error(node.position, "expected an array at \(path), found \(node.kindDescription)")
            return nil
        }
        for (index, item) in items.enumerated() { positions["\(path)[\(index)]"] = item.position }
        return items
    }

    /// The value a `{token.path}` alias names, checked against the token types the field accepts;
    /// any other node is returned as it is. nil (with an error at the alias) when the alias is broken.
    private func resolvingAlias(_ node: SourceNode, _ path: String, types: [String]) -> SourceNode? {
        guard case .string(let text) = node.value, let target = DesignTokenReader.aliasPath(text) else { return node }
        guard let tokens else {
            error(node.position, "\(path): \(text) names a token, but the theme lists no token files under \"tokens\"")
            return nil
        }
        guard let token = tokens.tokens[target] else {
            let suggestion = closestMatch(to: target, in: Array(tokens.tokens.keys)).map { "; did you mean {\($0)}?" } ?? ""
            error(node.position, "\(path): \(text) names no token in the theme's token files\(suggestion)")
            return nil
        }
        guard types.contains(token.type) else {
            error(node.position, "\(path): \(text) is a \(token.type) token; this field takes \(types.joined(separator: " or "))")
            return nil
        }
        guard token.type == "dimension" else { return SourceNode(value: token.value.value, position: node.position) }
        guard let points = Dimension(token.value)?.points else { return nil }
        return SourceNode(value: .number(points), position: node.position)
    }

    private func string(_ node: SourceNode, _ path: String) -> String? {
        guard case .string(let text) = node.value else {
            error(node.position, "expected a string at \(path), found \(node.kindDescription)")
            return nil
        }
        return text
    }

    private func strings(_ node: SourceNode, _ path: String) -> [String]? {
        guard let node = resolvingAlias(node, path, types: ["fontFamily"]) else { return nil }
        if case .string(let single) = node.value { return [single] }
        return array(node, path)?.enumerated().compactMap { string($1, "\(path)[\($0)]") }
    }

    private func number(_ node: SourceNode, _ path: String, in range: ClosedRange<Double>) -> Double? {
        guard let node = resolvingAlias(node, path, types: ["number", "dimension"]) else { return nil }
        guard case .number(let value) = node.value else {
            error(node.position, "expected a number at \(path), found \(node.kindDescription)")
            return nil
        }
        guard range.contains(value) else {
            error(node.position, "\(value.plainText) at \(path) is out of range; give a number from \(range.lowerBound.plainText) to \(range.upperBound.plainText)")
            return nil
        }
        return value
    }

    private func bool(_ node: SourceNode, _ path: String) -> Bool? {
        guard case .bool(let value) = node.value else {
            error(node.position, "expected true or false at \(path), found \(node.kindDescription)")
            return nil
        }
        return value
    }

    private func weight(_ node: SourceNode, _ path: String) -> FontWeight? {
        guard let node = resolvingAlias(node, path, types: ["fontWeight", "number"]) else { return nil }
        switch node.value {
        case .number(let value) where value == value.rounded() && (1...1000).contains(value): return FontWeight(value: Int(value))
        case .string(let text):
            if let weight = FontWeight(parsing: text) { return weight }
            error(node.position, "unknown weight '\(text)' at \(path)" + suggestion(text, FontWeight.names.map(\.name))
                + "; use 1–1000 or a name (thin … black)")
        default:
            error(node.position, "expected a weight (1–1000 or a name) at \(path), found \(node.kindDescription)")
        }
        return nil
    }

    private func category(_ node: SourceNode, _ path: String) -> ContentSizeCategory? {
        guard let text = string(node, path) else { return nil }
        guard let category = ContentSizeCategory(name: text) else {
            error(node.position, "unknown content-size category '\(text)'" + suggestion(text, ContentSizeCategory.acceptedNames)
                + "; use one of \(ContentSizeCategory.acceptedNames.joined(separator: ", "))")
            return nil
        }
        return category
    }

    private func categoryValues(_ node: SourceNode, _ path: String, in range: ClosedRange<Double>) -> [ContentSizeCategory: Double]? {
        guard let members = object(node, path, known: ContentSizeCategory.acceptedNames) else { return nil }
        var values: [ContentSizeCategory: Double] = [:]
        for (key, valueNode) in members {
            if let category = ContentSizeCategory(name: key), let value = number(valueNode, "\(path).\(key)", in: range) {
                values[category] = value
            }
        }
        return values
    }

    /// A colour: CSS text or a DTCG colour object; a gamut-mapped colour is a warning.
    private func color(_ node: SourceNode, _ path: String) -> Color? {
        guard let node = resolvingAlias(node, path, types: ["color"]) else { return nil }
        do {
            let parsed: ColorParser.Parsed
            switch node.value {
            case .string(let text): parsed = try ColorParser.parse(text)
            case .object:
                do {
                    parsed = try ColorObject.parse(node)
                } catch {
                    self.error(error.position ?? node.position, "\(path): \(error.message)")
                    return nil
                }
            default:
                error(node.position, "expected a colour at \(path): \"#rrggbb\", CSS colour text or a DTCG colour object")
                return nil
            }
            if parsed.gamutMapped {
                warning(node.position, "the colour at \(path) lies outside sRGB; gamut-mapped to \(parsed.color.hex)")
            }
            return parsed.color
        } catch {
            self.error(node.position, "\(path): \(error.description)")
            return nil
        }
    }
}
