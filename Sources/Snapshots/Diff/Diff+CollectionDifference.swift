extension Diff {
  /// This diff as Swift's `CollectionDifference`, so that `old.applying(difference) == new`.
  ///
  /// Moves become associated remove/insert pairs. Updated pairs that did not move become
  /// associated pairs too, carrying the old and the new element, so that applying the difference
  /// yields the new content as well as the new order.
  ///
  /// ```swift
  /// let diff = Diff(from: old, to: new)
  /// let difference = diff.collectionDifference(from: old, to: new)
  /// assert(old.applying(difference) == new)
  /// ```
  ///
  /// - Parameters:
  ///   - old: The collection this diff was computed from.
  ///   - new: The collection this diff was computed to.
  /// - Complexity: O(*c* log *c*) for *c* changes.
  @inlinable
  public func collectionDifference<Old: RandomAccessCollection, New: RandomAccessCollection>(
    from old: Old, to new: New
  ) -> CollectionDifference<Old.Element> where New.Element == Old.Element {
    func oldElement(_ offset: Int) -> Old.Element {
      old[old.index(old.startIndex, offsetBy: offset)]
    }
    func newElement(_ offset: Int) -> New.Element {
      new[new.index(new.startIndex, offsetBy: offset)]
    }

    var changes: [CollectionDifference<Old.Element>.Change] = []
    changes.reserveCapacity(deletes.count + inserts.count + 2 * (moves.count + updates.count))
    for offset in deletes {
      changes.append(.remove(offset: offset, element: oldElement(offset), associatedWith: nil))
    }
    for offset in inserts {
      changes.append(.insert(offset: offset, element: newElement(offset), associatedWith: nil))
    }
    var paired = moves
    if !updates.isEmpty {
      let moved = Set(moves.lazy.map(\.to))
      paired += updates.filter { !moved.contains($0.to) }
    }
    for pair in paired {
      changes.append(
        .remove(offset: pair.from, element: oldElement(pair.from), associatedWith: pair.to))
      changes.append(
        .insert(offset: pair.to, element: newElement(pair.to), associatedWith: pair.from))
    }
    guard let difference = CollectionDifference(changes) else {
      preconditionFailure(
        "Diff.collectionDifference(from:to:): the diff does not belong to these collections")
    }
    return difference
  }
}
