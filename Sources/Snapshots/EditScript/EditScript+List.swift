extension EditScript {
  /// The script that turns one list of identifiers into another.
  ///
  /// ```swift
  /// let script = EditScript(from: ["a", "b", "c"], to: ["b", "c", "a", "d"])
  /// script.steps  // [move 0→2 "a", insert 3 "d"]
  /// ```
  ///
  /// It holds one step per operation of `Diff(from: old, to: new)`, so its moves are minimal.
  /// Repeated identifiers are matched as ``Diff`` matches them.
  ///
  /// - Complexity: Expected O(*n* + *m*) for *n* old and *m* new elements, if the identifiers
  ///   hash well, plus O(*c* log *c*) for *c* steps.
  @inlinable
  public init<Old: RandomAccessCollection, New: RandomAccessCollection>(
    from old: Old, to new: New
  ) where Old.Element: Hashable, New.Element == Old.Element, Step == ListEditStep<Old.Element> {
    self.init(Diff(from: old, to: new), from: old, to: new)
  }

  /// The script that turns one list into another, matching elements by the identity `id`
  /// returns; a matched pair whose elements differ gets an `update` step after the others.
  ///
  /// ```swift
  /// let script = EditScript(from: oldTodos, to: newTodos, id: \.id)
  /// ```
  ///
  /// - Complexity: Expected O(*n* + *m*) for *n* old and *m* new elements, if the identities
  ///   hash well, plus O(*c* log *c*) for *c* steps.
  @inlinable
  public init<C: RandomAccessCollection, ID: Hashable>(
    from old: C, to new: C, id: (C.Element) -> ID
  ) where C.Element: Equatable, Step == ListEditStep<ID> {
    self.init(Diff(from: old, to: new, id: id), from: old.lazy.map(id), to: new.lazy.map(id))
  }

  /// Orders a diff into steps, taking the identifiers from the two lists it was computed on.
  ///
  /// Deletes come first, from the back, then inserts and moves by ascending new offset, then
  /// one `update` per entry of `diff.updates`. Each step's offsets are those of the list as
  /// the steps before it left it.
  ///
  /// - Precondition: `diff` describes `old` to `new`: its offsets lie in range and no offset is
  ///   listed twice on one side; otherwise the program stops.
  /// - Complexity: O(*c* log *c*) for *c* operations in `diff`.
  @inlinable
  public init<Old: RandomAccessCollection, New: RandomAccessCollection>(
    _ diff: Diff, from old: Old, to new: New
  ) where Old.Element: Hashable, New.Element == Old.Element, Step == ListEditStep<Old.Element> {
    guard
      let plan = planListEdits(
        oldCount: old.count, newCount: new.count, deletes: diff.deletes, inserts: diff.inserts,
        moves: diff.moves),
      diff.updates.allSatisfy({ $0.to >= 0 && $0.to < new.count })
    else {
      trap(
        "EditScript(_:from:to:)",
        "the diff does not fit lists of \(old.count) and \(new.count) elements: \(diff)")
    }
    func element<C: RandomAccessCollection>(_ list: C, _ offset: Int) -> C.Element {
      list[list.index(list.startIndex, offsetBy: offset)]
    }
    var steps: [ListEditStep<Old.Element>] = []
    steps.reserveCapacity(plan.count + diff.updates.count)
    for edit in plan {
      switch edit.kind {
      case .delete: steps.append(.delete(offset: edit.from, id: element(old, edit.old)))
      case .insert: steps.append(.insert(offset: edit.to, id: element(new, edit.new)))
      case .move: steps.append(.move(from: edit.from, to: edit.to, id: element(new, edit.new)))
      }
    }
    for update in diff.updates {
      steps.append(.update(offset: update.to, id: element(new, update.to)))
    }
    self.init(startShape: old.count, steps: steps)
  }
}
