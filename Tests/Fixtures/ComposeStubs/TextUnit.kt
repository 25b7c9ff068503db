package androidx.compose.ui.unit

/** A length of text: sp or em. */
class TextUnit(val value: Float) {
    /** The same unit, `other` times as long. */
    operator fun times(other: Float): TextUnit = TextUnit(value * other)

    companion object {
        val Unspecified = TextUnit(Float.NaN)
    }
}

val Int.sp: TextUnit get() = TextUnit(toFloat())
val Float.sp: TextUnit get() = TextUnit(this)
val Double.sp: TextUnit get() = TextUnit(toFloat())
