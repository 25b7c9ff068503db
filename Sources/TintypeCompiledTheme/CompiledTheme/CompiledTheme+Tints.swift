import TintypeDocument
import TintypeColor

extension CompiledTheme {
    /// The tint set of one appearance and contrast.
    public func tintSet(_ appearance: Appearance, _ contrast: ContrastSetting) -> TintSet? {
        tints.first { $0.modes.contains { $0.appearance == appearance && $0.contrast == contrast } }
    }
}

extension CompiledTheme.TintSet {
    /// Every colour of the set with the name formats give it, in a fixed order: `tint`,
    /// `tint_dimmed`, the derived colours, then each component's `_tint` and `_bar_tint`.
    public var namedColors: [(name: String, color: Color)] {
        var colors: [(name: String, color: Color)] = [("tint", defaultTint), ("tint_dimmed", dimmedDefaultTint)]
        colors += derived.map { (SourceName.snake($0.name), $0.color) }
        for component in componentTints {
            if let tint = component.tint { colors.append((SourceName.snake(component.kind) + "_tint", tint)) }
            if let bar = component.barTint { colors.append((SourceName.snake(component.kind) + "_bar_tint", bar)) }
        }
        return colors
    }
}
