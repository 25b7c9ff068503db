package androidx.compose.ui.graphics

import androidx.compose.ui.graphics.colorspace.ColorSpace
import androidx.compose.ui.graphics.colorspace.ColorSpaces

/**
 * Compose's colour (an inline value class there; a plain class is enough to type-check against):
 * its components from 0 to 1 in its colour space, as Compose's `red`, `green`, `blue`, `alpha` and
 * `colorSpace` give them.
 */
class Color internal constructor(
    val red: Float, val green: Float, val blue: Float, val alpha: Float, val colorSpace: ColorSpace, @Suppress("UNUSED_PARAMETER") tag: Unit
)

/** A colour from a 32-bit ARGB integer (`Color(0x66007AFF)`). */
fun Color(color: Int): Color = Color(color.toLong() and 0xFFFFFFFFL)

/** A colour from an ARGB number too large for an Int (`Color(0xFF007AFF)`), in sRGB. */
fun Color(color: Long): Color = Color(
    ((color shr 16) and 0xFF) / 255f, ((color shr 8) and 0xFF) / 255f, (color and 0xFF) / 255f, ((color shr 24) and 0xFF) / 255f,
    ColorSpaces.Srgb, Unit
)

/** A colour from its components in a colour space (sRGB unless given). */
fun Color(red: Float, green: Float, blue: Float, alpha: Float = 1f, colorSpace: ColorSpace = ColorSpaces.Srgb): Color =
    Color(red, green, blue, alpha, colorSpace, Unit)
