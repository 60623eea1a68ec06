extension RangeReplaceableCollection where Element: Hashable {
  /// The list with the steps of a ``ListEditStep`` script performed one at a time.
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

  /// The list with the steps of a ``ListEditStep`` script performed one at a time, or an error
  /// naming the first step that does not apply; nothing is changed when it throws.
  ///
  /// - Complexity: O(*c* × *n*) at worst for *c* steps on *n* elements.
  @inlinable
  public func applying(
    validating script: EditScript<ListEditStep<Element>>
  ) throws(EditScriptError) -> Self {
    try applyingRowEdits(to: self, script, edit: { $0.identityEdit }, sameRow: { $0 == $1 })
  }

  /// A section snapshot's visible items with the steps of a ``SectionSnapshotEditStep`` script
  /// performed one at a time: levels and expansion are the renderer's to draw.
  ///
  /// - Precondition: The script applies, as for a list; otherwise the program stops, naming
  ///   the step.
  /// - Complexity: O(*c* × *n*) at worst for *c* steps on *n* items.
  @inlinable
  public func applying(_ script: EditScript<SectionSnapshotEditStep<Element>>) -> Self {
    trappingOnError("applying(_:)") { () throws(EditScriptError) in try applying(validating: script)
    }
  }

  /// A section snapshot's visible items with the steps of a ``SectionSnapshotEditStep`` script
  /// performed one at a time, or an error naming the first step that does not apply; nothing
  /// is changed when it throws.
  ///
  /// - Complexity: O(*c* × *n*) at worst for *c* steps on *n* items.
  @inlinable
  public func applying(
    validating script: EditScript<SectionSnapshotEditStep<Element>>
  ) throws(EditScriptError) -> Self {
    try applyingRowEdits(to: self, script, edit: { $0.identityEdit }, sameRow: { $0 == $1 })
  }
}
