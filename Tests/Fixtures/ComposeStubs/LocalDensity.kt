package androidx.compose.ui.platform

import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.TextUnit

/**
 * The density of the screen a composable draws on. The stub's font scale is the system property
 * `compose.fontScale` (1 when unset), linear as before Android 14, so a test can run generated code
 * at a font scale.
 */
val LocalDensity: ProvidableCompositionLocal<Density> = staticCompositionLocalOf {
    object : Density {
        override val density = 1f
        override val fontScale = System.getProperty("compose.fontScale")?.toFloat() ?: 1f
        override fun TextUnit.toDp(): Dp = Dp(value * fontScale)
        override fun Dp.toSp(): TextUnit = TextUnit(value / fontScale)
    }
}
