package androidx.compose.foundation

import androidx.compose.runtime.Composable

/** Whether the system is in dark theme (here: never). */
@Composable
fun isSystemInDarkTheme(): Boolean = false
