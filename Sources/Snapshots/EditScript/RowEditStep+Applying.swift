extension RangeReplaceableCollection where Element: Equatable {
  /// The collection with the steps of `script` performed one at a time: a list for a
  /// ``ListEditStep`` script, a section snapshot's visible items for a
  /// ``SectionSnapshotEditStep`` script, an outline's row identifiers for the outline's step.
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
  public func applying<Step: _RowEditStep>(_ script: EditScript<Step>) -> Self
  where Step._RowIdentity == Element {
    trappingOnError("applying(_:)") { () throws(EditScriptError) in try applying(validating: script)
    }
  }

  /// The collection with the steps of `script` performed one at a time, or an error naming the
  /// first step that does not apply; nothing is changed when it throws.
  ///
  /// - Complexity: O(*c* × *n*) at worst for *c* steps on *n* elements.
  @inlinable
  public func applying<Step: _RowEditStep>(
    validating script: EditScript<Step>
  ) throws(EditScriptError) -> Self where Step._RowIdentity == Element {
    try applyingRowEdits(to: self, script, edit: { $0._identityEdit }, sameRow: { $0 == $1 })
  }
}
