/// `value` limited to `low…high` (`low` when `high` is below it): the one clamp every layer's
/// arithmetic uses; inlinable, as the resolvers call it in their innermost loops across layers.
@inlinable @inline(__always)
package func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double { max(low, min(value, high)) }
