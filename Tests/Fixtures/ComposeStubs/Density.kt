package androidx.compose.ui.unit

/** Conversions between sp and dp at the user's font scale (non-linear from Android 14). */
interface FontScaling {
    val fontScale: Float
    fun TextUnit.toDp(): Dp
    fun Dp.toSp(): TextUnit
}

/** The screen's density and font scale. */
interface Density : FontScaling {
    val density: Float
}

/** A length in density-independent pixels (an inline value class there; a plain class is enough to type-check against). */
class Dp(val value: Float)

val Int.dp: Dp get() = Dp(toFloat())
val Float.dp: Dp get() = Dp(this)
val Double.dp: Dp get() = Dp(toFloat())
