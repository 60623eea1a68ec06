extension Snapshot {
  /// The snapshot with the steps of `script` performed one at a time.
  ///
  /// ```swift
  /// let script = EditScript(from: old, to: new)
  /// old.applying(script) == new  // true
  /// ```
  ///
  /// Refresh steps mark their sections and items for reload or reconfigure, as the new
  /// snapshot marked them; marks already on this snapshot stay.
  ///
  /// - Precondition: The script applies: this snapshot has `script.startShape` items per
  ///   section, and every step names what stands at its offsets (and inserts only what is
  ///   absent); otherwise the program stops, naming the step. Use ``applying(validating:)``
  ///   for scripts you do not control.
  /// - Complexity: O(*c* × (*k* + *s*)) at worst for *c* steps on *s* sections of at most *k*
  ///   items, each step shifting the rest of its section or the sections after it.
  @inlinable
  public func applying(
    _ script: EditScript<SnapshotEditStep<SectionIdentifierType, ItemIdentifierType>>
  ) -> Snapshot {
    trappingOnError("Snapshot.applying(_:)") { () throws(EditScriptError) in
      try applying(validating: script)
    }
  }

  /// The snapshot with the steps of `script` performed one at a time, or an error naming the
  /// first step that does not apply; nothing is changed when it throws.
  ///
  /// - Complexity: O(*c* × (*k* + *s*)) at worst for *c* steps on *s* sections of at most *k*
  ///   items.
  @inlinable
  public func applying(
    validating script: EditScript<SnapshotEditStep<SectionIdentifierType, ItemIdentifierType>>
  ) throws(EditScriptError) -> Snapshot {
    let counts = _sectionEntries.map { $0.items.count }
    guard counts == script.startShape else {
      throw EditScriptError(
        step: nil,
        reason: .startMismatch(
          expected: "item counts \(script.startShape)", found: "item counts \(counts)"))
    }
    var state = EditScriptState(self)
    for (index, step) in script.steps.enumerated() {
      try state.perform(step, index: index)
    }
    return state.snapshot(marking: self)
  }
}
