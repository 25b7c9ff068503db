package androidx.compose.animation.core

/** An easing along a cubic Bézier from (0, 0) to (1, 1) with two control points. */
class CubicBezierEasing(val a: Float, val b: Float, val c: Float, val d: Float)
