extension TintTheme {
    /// The tints as a theme file's `tints` object, so `ThemeReader` reads them back unchanged
    /// (colours as 8-bit hex).
    public var themeJSON: JSONValue {
        var defaults: [String: JSONValue] = [:]
        for (appearance, byContrast) in defaultTints {
            defaults[appearance.rawValue] = .object(Dictionary(uniqueKeysWithValues: byContrast.map { ($0.key.rawValue, JSONValue.string($0.value.hex)) }))
        }
        var dimming: [String: JSONValue] = [:]
        switch self.dimming.rule {
        case .luminanceGrey: dimming["rule"] = .string("luminanceGrey")
        case .fixed(let color):
            dimming["rule"] = .string("fixed")
            dimming["color"] = .string(color.hex)
        case .mix(let color, let amount):
            dimming["rule"] = .string("mix")
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
        for (name, rule) in derived {
            switch rule {
            case .contrastingText(let candidates, let ratio):
                derivedRules[name] = .object(["rule": .string("contrastingText"), "candidates": .array(candidates.map { .string($0.hex) }),
                                              "minimumRatio": .number(ratio)])
            case .mix(let color, let amount):
                derivedRules[name] = .object(["rule": .string("mix"), "color": .string(color.hex), "amount": .number(amount)])
            case .alpha(let alpha): derivedRules[name] = .object(["rule": .string("alpha"), "alpha": .number(alpha)])
            case .lightness(let delta): derivedRules[name] = .object(["rule": .string("lightness"), "delta": .number(delta)])
            }
        }
        let kinds = Set(componentTints.keys).union(componentBarTints.keys)
        return .object([
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
        ])
    }
}
