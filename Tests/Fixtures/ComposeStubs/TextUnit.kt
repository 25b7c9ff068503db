package androidx.compose.ui.unit

/** A length of text: sp or em. */
class TextUnit internal constructor(val value: Float) {
    companion object {
        val Unspecified = TextUnit(Float.NaN)
    }
}

val Int.sp: TextUnit get() = TextUnit(toFloat())
val Float.sp: TextUnit get() = TextUnit(this)
val Double.sp: TextUnit get() = TextUnit(toFloat())
