/// Consumes a value so the optimizer cannot drop the work that produced it.
///
/// `@_optimize(none)` keeps the body opaque: the caller cannot prove the call free of effects,
/// so the value must exist when it is made.
@_optimize(none)
@inline(never)
func blackHole<T>(_ value: T) {}

/// Returns its argument through an opaque call, so the optimizer cannot see where a value came
/// from (and cannot fold a computation on it at compile time).
@_optimize(none)
@inline(never)
func opaque<T>(_ value: T) -> T { value }
