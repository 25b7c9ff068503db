package androidx.compose.ui.text

import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.TextUnit

/** A text style: the parameters the generated code passes, by Compose's names and types. */
class TextStyle(
    val color: Color? = null,
    val fontSize: TextUnit = TextUnit.Unspecified,
    val fontWeight: FontWeight? = null,
    val fontFamily: FontFamily? = null,
    val letterSpacing: TextUnit = TextUnit.Unspecified,
    val lineHeight: TextUnit = TextUnit.Unspecified
) {
    /** The style with the given parameters replaced. */
    fun copy(
        color: Color? = this.color,
        fontSize: TextUnit = this.fontSize,
        fontWeight: FontWeight? = this.fontWeight,
        fontFamily: FontFamily? = this.fontFamily,
        letterSpacing: TextUnit = this.letterSpacing,
        lineHeight: TextUnit = this.lineHeight
    ): TextStyle = TextStyle(color, fontSize, fontWeight, fontFamily, letterSpacing, lineHeight)
}
