/// Stops the program for a caller error, naming the operation and what was wrong.
///
/// `fatalError` rather than `precondition`, so that the message survives optimised builds.
@inline(never)
@usableFromInline
internal func outlineTrap(_ operation: String, _ problem: String) -> Never {
  fatalError("\(operation): \(problem)")
}

/// Lists identifiers for a trap message: `[3, 7]`.
@inline(never)
@usableFromInline
internal func describeOutlineIdentifiers<C: Sequence>(_ identifiers: C) -> String {
  "[" + identifiers.map { String(reflecting: $0) }.joined(separator: ", ") + "]"
}
