// Prints the body style of the compiled default theme at every content-size category, and its
// accent tint in each appearance, from `DefaultTheme`, which the build plugin generates from
// default.tintype.json.
for category in DefaultTheme.SizeCategory.allCases {
    let body = DefaultTheme.metrics(.body, category)
    let bold = DefaultTheme.metrics(.body, category, boldText: true)
    print("body \(category): size \(body.size) lineHeight \(body.lineHeight) tracking \(body.tracking) weight \(body.weight) (Bold Text \(bold.weight)) font \(body.fontName)")
}
for appearance in [DefaultTheme.Appearance.light, .dark] {
    let accent = DefaultTheme.color(.accent, appearance)
    print("accent \(appearance): \(accent.red) \(accent.green) \(accent.blue) \(accent.alpha)")
}
