package androidx.compose.material3

import androidx.compose.ui.graphics.Color

/** Material 3's colour roles (the two the generated code sets, of its many). */
class ColorScheme internal constructor(val primary: Color, val onPrimary: Color)

private val black = Color(0xFF000000)
private val white = Color(0xFFFFFFFF)

fun lightColorScheme(primary: Color = black, onPrimary: Color = white): ColorScheme = ColorScheme(primary, onPrimary)

fun darkColorScheme(primary: Color = white, onPrimary: Color = black): ColorScheme = ColorScheme(primary, onPrimary)
