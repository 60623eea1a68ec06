/// Stops the program for a caller error, naming the operation and what was wrong.
///
/// `fatalError` rather than `precondition`: the message must survive optimised builds, because
/// it is the only thing a developer sees of a crash in the field.
@inline(never)
@usableFromInline
package func trap(_ operation: String, _ problem: String) -> Never {
  fatalError("\(operation): \(problem)")
}

/// Lists identifiers for a trap message: `[3, 7]`.
@inline(never)
@usableFromInline
package func describeIdentifiers<C: Sequence>(_ identifiers: C) -> String {
  "[" + identifiers.map { String(reflecting: $0) }.joined(separator: ", ") + "]"
}

/// The elements that occur more than once, each listed once, in order of first repetition.
@inline(never)
@usableFromInline
package func repeatedElements<C: Sequence>(_ elements: C) -> [C.Element]
where C.Element: Hashable {
  var seen = Set<C.Element>()
  var reported = Set<C.Element>()
  var repeats: [C.Element] = []
  for element in elements where !seen.insert(element).inserted {
    if reported.insert(element).inserted { repeats.append(element) }
  }
  return repeats
}

/// The result of `body`, or a trap naming `operation` and the error: the trapping form of a
/// validating call, for scripts the caller vouches for.
@inlinable
package func trappingOnError<Result>(
  _ operation: String, _ body: () throws(EditScriptError) -> Result
) -> Result {
  do {
    return try body()
  } catch {
    trap(operation, error.description)
  }
}

/// The one wording for identifiers that must be new but repeat, or are already present:
/// `repeated item identifiers [3, 7]`. Every type's traps say it this way.
@inline(never)
@usableFromInline
package func repeatedIdentifiers<C: Sequence>(_ kind: String, _ identifiers: C) -> String {
  "repeated \(kind) identifiers \(describeIdentifiers(identifiers))"
}
