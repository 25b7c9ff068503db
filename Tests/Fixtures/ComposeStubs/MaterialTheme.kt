package androidx.compose.material3

import androidx.compose.runtime.Composable

/**
 * Material 3's theme: `MaterialTheme(colorScheme, shapes, typography, content)` as its reference
 * documentation declares it (shapes left out: the generated code does not pass them), and the
 * values it provides, read in a composable.
 */
@Suppress("UNUSED_PARAMETER")
@Composable
fun MaterialTheme(
    colorScheme: ColorScheme = MaterialTheme.colorScheme,
    typography: Typography = MaterialTheme.typography,
    content: @Composable() () -> Unit
) {
    content()
}

object MaterialTheme {
    val colorScheme: ColorScheme
        @Composable get() = lightColorScheme()
    val typography: Typography
        @Composable get() = Typography()
}
