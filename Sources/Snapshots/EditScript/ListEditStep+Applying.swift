extension RangeReplaceableCollection where Element: Hashable {
  /// The collection with the steps of `script` performed one at a time.
  ///
  /// ```swift
  /// let script = EditScript(from: old, to: new)
  /// old.applying(script) == new  // true
  /// ```
  ///
  /// - Precondition: The script applies: the collection has `script.startShape` elements and
  ///   every step names the element at its offset; otherwise the program stops, naming the
  ///   step. Use `applying(validating:)` for scripts you do not control.
  /// - Complexity: O(*c* × *n*) at worst for *c* steps on *n* elements, each insert or remove
  ///   shifting what follows it.
  @inlinable
  public func applying(_ script: EditScript<ListEditStep<Element>>) -> Self {
    trappingOnError("applying(_:)") { () throws(EditScriptError) in try applying(validating: script)
    }
  }

  /// The collection with the steps of `script` performed one at a time, or an error naming the
  /// first step that does not apply; nothing is changed when it throws.
  ///
  /// - Complexity: O(*c* × *n*) at worst for *c* steps on *n* elements.
  @inlinable
  public func applying(
    validating script: EditScript<ListEditStep<Element>>
  ) throws(EditScriptError) -> Self {
    try applyingRowEdits(to: self, script, edit: { $0.identityEdit }, sameRow: { $0 == $1 })
  }

  /// The collection with the steps of `script` performed one at a time: the visible rows of a
  /// section snapshot, say.
  ///
  /// ```swift
  /// let script = EditScript(from: oldTree, to: newTree)
  /// oldTree.visibleItems.applying(script) == newTree.visibleItems  // true
  /// ```
  ///
  /// - Precondition: The script applies, as for a list; otherwise the program stops, naming the
  ///   step.
  /// - Complexity: O(*c* × *n*) at worst for *c* steps on *n* rows.
  @inlinable
  public func applying(_ script: EditScript<TreeEditStep<Element>>) -> Self {
    trappingOnError("applying(_:)") { () throws(EditScriptError) in try applying(validating: script)
    }
  }

  /// The collection with the steps of `script` performed one at a time, or an error naming the
  /// first step that does not apply; nothing is changed when it throws.
  ///
  /// - Complexity: O(*c* × *n*) at worst for *c* steps on *n* rows.
  @inlinable
  public func applying(
    validating script: EditScript<TreeEditStep<Element>>
  ) throws(EditScriptError) -> Self {
    try applyingRowEdits(to: self, script, edit: { $0.identityEdit }, sameRow: { $0 == $1 })
  }
}

/// Throws unless the state holds `expected` where a step names it.
@inlinable
internal func checkIdentifier<ID: Equatable>(
  _ found: ID, _ expected: ID, step: Int
) throws(EditScriptError) {
  guard found == expected else {
    throw EditScriptError(
      step: step,
      reason: .identifierMismatch(
        expected: String(reflecting: expected), found: String(reflecting: found)))
  }
}
