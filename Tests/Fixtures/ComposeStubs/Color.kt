package androidx.compose.ui.graphics

/** Compose's colour (an inline value class there; a plain class is enough to type-check against). */
class Color internal constructor(val packed: Long, @Suppress("UNUSED_PARAMETER") tag: Unit)

/** A colour from a 32-bit ARGB integer (`Color(0x66007AFF)`). */
fun Color(color: Int): Color = Color(color.toLong() and 0xFFFFFFFFL, Unit)

/** A colour from an ARGB number too large for an Int (`Color(0xFF007AFF)`). */
fun Color(color: Long): Color = Color(color, Unit)
