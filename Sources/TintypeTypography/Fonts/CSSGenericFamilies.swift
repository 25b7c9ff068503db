/// CSS's generic family keywords, which a theme may list after its fonts: what the style sheets write
/// unquoted and what the compiled theme passes over when it names a style's brand family.
package enum CSSGenericFamilies {
    package static let names: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui",
                                             "ui-sans-serif", "ui-serif", "ui-monospace", "ui-rounded"]
}
