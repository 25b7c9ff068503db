package androidx.compose.ui.graphics.colorspace

/** A colour space, by the name Compose gives it. */
open class ColorSpace internal constructor(val name: String)

/** The colour spaces Compose defines (the two the generated code uses, of its many). */
object ColorSpaces {
    val Srgb = ColorSpace("sRGB IEC61966-2.1")
    val DisplayP3 = ColorSpace("Display P3")
}
