import TintypeDocument
import TintypeColor

extension TintTheme {
    /// The tints as a theme file's `tints` object, so `ThemeReader` reads them back unchanged
    /// (colours as 8-bit hex), with the theme as it stands in each other mode under `modes` where
    /// that differs (`TintRulesReader` reads it back).
    package var themeJSON: JSONValue {
        var members = baseMembers
        if !modeOverrides.isEmpty {
            members[Self.modesKey] = .object(Dictionary(uniqueKeysWithValues: modeOverrides.map { ($0.key.key, JSONValue.object($0.value.baseMembers)) }))
        }
        return .object(members)
    }

    /// The member of a compiled theme's `tints` object that holds the other modes' tint themes.
    package static let modesKey = "modes"

    /// The tints of this mode alone, as a theme file writes them.
    private var baseMembers: [String: JSONValue] {
        var defaults: [String: JSONValue] = [:]
        for (appearance, byContrast) in defaultTints {
            defaults[appearance.rawValue] = .object(Dictionary(uniqueKeysWithValues: byContrast.map { ($0.key.rawValue, JSONValue.string($0.value.hex)) }))
        }
        var dimming: [String: JSONValue] = [:]
        dimming["rule"] = .string(self.dimming.rule.kind.rawValue)
        switch self.dimming.rule {
        case .luminanceGrey: break
        case .fixed(let color):
            dimming["color"] = .string(color.hex)
        case .mix(let color, let amount):
            dimming["color"] = .string(color.hex)
            dimming["amount"] = .number(amount)
        }
        if !self.dimming.explicit.isEmpty {
            dimming["explicit"] = .object(Dictionary(uniqueKeysWithValues: self.dimming.explicit.map { key, value in
                (Color(red8: Int(key >> 24), green8: Int((key >> 16) & 0xFF), blue8: Int((key >> 8) & 0xFF),
                       alpha: Double(key & 0xFF) / 255).hex, JSONValue.string(value.hex))
            }))
        }
        var derivedRules: [String: JSONValue] = [:]
        for color in derived {
            derivedRules[color.name] = color.isSameInEveryAppearance
                ? Self.json(color.rule(for: .light))
                : .object(Dictionary(uniqueKeysWithValues: Appearance.allCases.map { ($0.rawValue, Self.json(color.rule(for: $0))) }))
        }
        let kinds = Set(componentTints.keys).union(componentBarTints.keys)
        return [
            "default": .object(defaults),
            "background": .object(Dictionary(uniqueKeysWithValues: backgrounds.map { ($0.key.rawValue, JSONValue.string($0.value.hex)) })),
            "components": .object(Dictionary(uniqueKeysWithValues: kinds.map { kind in
                var entry: [String: JSONValue] = [:]
                entry["tint"] = componentTints[kind].map { .string($0.hex) }
                entry["barTint"] = componentBarTints[kind].map { .string($0.hex) }
                return (kind, JSONValue.object(entry))
            })),
            "dimming": .object(dimming),
            "derived": .object(derivedRules),
        ]
    }

    /// One derived-colour rule as a theme writes it.
    private static func json(_ rule: DerivedColorRule) -> JSONValue {
        var members: [String: JSONValue] = ["rule": .string(rule.kind.rawValue)]
        switch rule {
        case .contrastingText(let candidates, let ratio):
            members["candidates"] = .array(candidates.map { .string($0.hex) })
            members["minimumRatio"] = .number(ratio)
        case .mix(let target, let amount):
            switch target {
            case .color(let color): members["color"] = .string(color.hex)
            case .background: members["color"] = .string(DerivedColorRule.backgroundKeyword)
            }
            members["amount"] = .number(amount)
        case .alpha(let alpha): members["alpha"] = .number(alpha)
        case .lightness(let delta): members["delta"] = .number(delta)
        }
        return .object(members)
    }
}
