import TintypeCompiledTheme

/// The theme as a Compose app applies it: `@Composable fun NameTheme(…)` setting `MaterialTheme`
/// with the colour scheme of the system's appearance (and of high contrast when asked) and a
/// type scale, and providing the tokens of that mode through `LocalNameTokens`.
extension ComposeFormat {
    /// The imports the theme function needs.
    static func themeImports(_ compiled: CompiledTheme) -> [String] {
        ["androidx.compose.foundation.isSystemInDarkTheme", "androidx.compose.runtime.Composable"]
            + (ComposeTokens.hasModeValues(compiled) ? ["androidx.compose.runtime.CompositionLocalProvider", "androidx.compose.runtime.staticCompositionLocalOf"] : [])
    }

    static let materialTheme = "androidx.compose.material3.MaterialTheme"

    static func themeFunction(_ compiled: CompiledTheme, _ theme: String) -> String {
        guard compiled.tintSet(.light, .normal) != nil else { return "" }
        let tokens = ComposeTokens.hasModeValues(compiled)
        func choice(_ suffix: String) -> String {
            "when {\n        darkTheme && highContrast -> \(theme)DarkHighContrast\(suffix)\n        darkTheme -> \(theme)Dark\(suffix)\n"
                + "        highContrast -> \(theme)LightHighContrast\(suffix)\n        else -> \(theme)Light\(suffix)\n    }"
        }
        var kotlin = ""
        if tokens {
            kotlin += "\n/** The tokens of the mode `\(theme)Theme` chose, for `Local\(theme)Tokens.current` inside it. */\n"
            kotlin += "val Local\(theme)Tokens = staticCompositionLocalOf { \(theme)LightTokenValues }\n"
        }
        kotlin += "\n/**\n * Material 3 with the theme's colour scheme for the system's appearance (and increased contrast\n"
        kotlin += " * when `highContrast`), the `typography` given (\(materialTypography(compiled, theme) == nil ? "Material's own, as the theme lacks some of Material's fifteen styles" : "`\(theme.prefix(1).lowercased() + theme.dropFirst())Typography(…)` gives the theme's"))"
        kotlin += tokens ? ",\n * and the tokens of that mode through `Local\(theme)Tokens`.\n */\n" : ".\n */\n"
        kotlin += "@Composable\nfun \(theme)Theme(\n    darkTheme: Boolean = isSystemInDarkTheme(),\n    highContrast: Boolean = false,\n"
        // `@Composable()` with its empty parentheses: Kotlin 1.3 reads no annotated function type without them.
        // Material's theme by its full name: a theme named Material has a function of that name.
        kotlin += "    typography: Typography = \(Self.materialTheme).typography,\n    content: @Composable() () -> Unit\n) {\n"
        kotlin += "    val colorScheme = " + choice("ColorScheme") + "\n"
        if tokens {
            kotlin += "    val tokens = " + choice("TokenValues") + "\n"
            kotlin += "    CompositionLocalProvider(Local\(theme)Tokens provides tokens) {\n"
            kotlin += "        \(Self.materialTheme)(colorScheme = colorScheme, typography = typography, content = content)\n    }\n}\n"
        } else {
            kotlin += "    \(Self.materialTheme)(colorScheme = colorScheme, typography = typography, content = content)\n}\n"
        }
        return kotlin
    }
}
