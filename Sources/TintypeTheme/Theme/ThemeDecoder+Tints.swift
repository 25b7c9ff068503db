import TintypeDocument
import TintypeColor
import TintypeTrees

/// The `tints` part of a theme document: default tints, backgrounds, components, dimming and derived colours.
extension ThemeDecoder {
    package func tints(_ node: SourceNode, _ path: String) -> TintTheme? {
        guard let m = object(node, path, known: ["default", "background", "components", "dimming", "derived"]) else { return nil }
        var theme = TintTheme.ios
        sources.tints.object = node.position
        sources.tints.defaults = m["default"]?.position
        sources.tints.derivedObject = m["derived"]?.position
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
                sources.tints.appearance[appearance] = value.position
                for (contrastKey, colorNode) in byContrast {
                    if let contrast = ContrastSetting(rawValue: contrastKey) { sources.tints.tint[appearance, default: [:]][contrast] = colorNode.position }
                    if let contrast = ContrastSetting(rawValue: contrastKey), let color = color(colorNode, "\(path).default.\(key).\(contrastKey)") {
                        defaults[appearance, default: [:]][contrast] = color
                    }
                }
            }
            for appearance in Appearance.allCases where !hasPath(byAppearance[appearance.rawValue], "normal") {
                // Say what to write: the colour every other contrast of that appearance falls back to.
                let example = appearance == .dark ? "#0a84ff" : "#007aff"
                error(n.position, "default tints need \(appearance.rawValue).normal, the tint in \(appearance.rawValue) mode at normal "
                    + "contrast (the other contrasts fall back to it); write \"\(appearance.rawValue)\": {\"normal\": \"\(example)\"} "
                    + "under \(path).default, with your colour")
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
                sources.tints.derived[name] = ruleNode.position
                return derivedColor(name, ruleNode, "\(path).derived.\(name)")
            }
        }
        return theme
    }

    func dimming(_ node: SourceNode, _ path: String) -> ColorDimming? {
        guard let m = object(node, path, known: ["rule", "color", "amount", "explicit"]) else { return nil }
        var dimming = ColorDimming()
        let ruleName = m["rule"].flatMap { string($0, path + ".rule") } ?? ColorDimming.Rule.Kind.luminanceGrey.rawValue
        guard let rule = kind(ruleName, of: "dimming rule", ColorDimming.Rule.Kind.self, at: m["rule"]?.position ?? node.position)
        else { return nil }
        switch rule {
        case .luminanceGrey: dimming.rule = .luminanceGrey
        case .fixed:
            guard let color = m["color"].flatMap({ color($0, path + ".color") }) else {
                error(node.position, "the fixed dimming rule needs a \"color\"")
                return nil
            }
            dimming.rule = .fixed(color)
        case .mix:
            guard let color = m["color"].flatMap({ color($0, path + ".color") }),
                  let amount = m["amount"].flatMap({ number($0, path + ".amount", in: 0...1) })
            else {
                error(node.position, "the mix dimming rule needs a \"color\" and an \"amount\" from 0 to 1")
                return nil
            }
            dimming.rule = .mix(toward: color, amount: amount)
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

    /// A derived colour: one rule, or `{"light": RULE, "dark": RULE}`.
    func derivedColor(_ name: String, _ node: SourceNode, _ path: String) -> DerivedColor? {
        let appearances = Appearance.allCases.map(\.rawValue)
        guard case .object(let members) = node.value, members.contains(where: { appearances.contains($0.key) }) else {
            return derivedRule(node, path).map { DerivedColor(name, $0) }
        }
        guard let byAppearance = object(node, path, known: appearances) else { return nil }
        for (key, rule) in byAppearance {
            if let appearance = Appearance(rawValue: key) { sources.tints.derivedAppearance[name, default: [:]][appearance] = rule.position }
        }
        let missing = appearances.filter { byAppearance[$0] == nil }
        guard missing.isEmpty else {
            error(node.position, "a derived colour given per appearance needs a rule for each of "
                + appearances.joined(separator: " and ") + "; add \(missing.joined(separator: ", "))")
            return nil
        }
        guard let light = byAppearance["light"].flatMap({ derivedRule($0, path + ".light") }),
              let dark = byAppearance["dark"].flatMap({ derivedRule($0, path + ".dark") }) else { return nil }
        return DerivedColor(name, light: light, dark: dark)
    }

    func derivedRule(_ node: SourceNode, _ path: String) -> DerivedColorRule? {
        guard let (kind, m) = union(node, path, tag: "rule", known: ["candidates", "minimumRatio", "color", "amount", "alpha", "delta"],
                                    needs: "a derived colour needs a", what: "derived-colour rule", as: DerivedColorRule.Kind.self)
        else { return nil }
        switch kind {
        case .contrastingText:
            let candidates = m["candidates"].flatMap { array($0, path + ".candidates") }?.enumerated()
                .compactMap { color($1, "\(path).candidates[\($0)]") } ?? [.white, .black]
            return .contrastingText(candidates: candidates, minimumRatio: m["minimumRatio"].flatMap { number($0, path + ".minimumRatio", in: 1...21) } ?? 4.5)
        case .mix:
            let target: DerivedColorRule.MixTarget? = m["color"].flatMap { colorNode in
                if case .string(DerivedColorRule.backgroundKeyword) = colorNode.value { return .background }
                return color(colorNode, path + ".color").map { .color($0) }
            }
            guard let target, let amount = m["amount"].flatMap({ number($0, path + ".amount", in: 0...1) })
            else {
                error(node.position, "the mix rule needs a \"color\" (a colour, or \"background\" for the appearance's "
                    + "background) and an \"amount\" from 0 to 1")
                return nil
            }
            return .mix(with: target, amount: amount)
        case .alpha:
            return m["alpha"].flatMap { number($0, path + ".alpha", in: 0...1) }.map { .alpha($0) }
        case .lightness:
            return m["delta"].flatMap { number($0, path + ".delta", in: -1...1) }.map { .lightness(delta: $0) }
        }
    }
}
