package androidx.compose.ui.text.font

/** A font weight, 1 to 1000. */
class FontWeight(val weight: Int) {
    companion object {
        val W100 = FontWeight(100)
        val W200 = FontWeight(200)
        val W300 = FontWeight(300)
        val W400 = FontWeight(400)
        val W500 = FontWeight(500)
        val W600 = FontWeight(600)
        val W700 = FontWeight(700)
        val W800 = FontWeight(800)
        val W900 = FontWeight(900)
    }
}
