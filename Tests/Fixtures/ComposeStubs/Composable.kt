package androidx.compose.runtime

/** Marks a function that reads composition state (here: the density of the screen it draws on). */
@MustBeDocumented
@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.TYPE, AnnotationTarget.TYPE_PARAMETER, AnnotationTarget.PROPERTY_GETTER)
annotation class Composable

/** A value provided down the composition; `current` is read in a composable. */
abstract class CompositionLocal<T> internal constructor(private val defaultValue: T) {
    val current: T
        @Composable get() = defaultValue
}

class ProvidableCompositionLocal<T> internal constructor(defaultValue: T) : CompositionLocal<T>(defaultValue) {
    /** `LocalX provides value`. */
    infix fun provides(value: T): ProvidedValue<T> = ProvidedValue(this, value)
}

fun <T> staticCompositionLocalOf(defaultFactory: () -> T): ProvidableCompositionLocal<T> = ProvidableCompositionLocal(defaultFactory())
