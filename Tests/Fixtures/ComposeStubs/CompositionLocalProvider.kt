package androidx.compose.runtime

/** A value for a `ProvidableCompositionLocal`, made with `provides`. */
class ProvidedValue<T> internal constructor(val compositionLocal: CompositionLocal<T>, val value: T)

/** Provides the values to `content`. */
@Suppress("UNUSED_PARAMETER")
@Composable
fun CompositionLocalProvider(vararg values: ProvidedValue<*>, content: @Composable() () -> Unit) {
    content()
}
