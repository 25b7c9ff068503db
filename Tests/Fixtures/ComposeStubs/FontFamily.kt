package androidx.compose.ui.text.font

/** A font family: the platform's (Default, SansSerif, …) or one of the app's font resources. */
sealed class FontFamily {
    companion object {
        val Default: SystemFontFamily = DefaultFontFamily()
        val SansSerif: GenericFontFamily = GenericFontFamily("sans-serif")
        val Serif: GenericFontFamily = GenericFontFamily("serif")
    }
}

/** The platform's own families. */
sealed class SystemFontFamily : FontFamily()

class DefaultFontFamily internal constructor() : SystemFontFamily()

class GenericFontFamily internal constructor(val name: String) : SystemFontFamily()
