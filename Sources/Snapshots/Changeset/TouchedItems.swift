/// The items a snapshot's record names, each with its place in the old snapshot and in the
/// new one, grouped by section on each side: all the record source of ``ChangesetBuilder``
/// reads.
///
/// Items the record does not name are *untouched*: each stays in its section, and the
/// untouched items of a section keep their order among themselves.
@usableFromInline
internal struct TouchedItems {
  /// A section position and an offset in it.
  @usableFromInline internal typealias Place = (section: Int, offset: Int)

  /// Each touched item's place in the old snapshot and in the new one, if it has one.
  @usableFromInline internal var oldPlaces: [Place?] = []
  @usableFromInline internal var newPlaces: [Place?] = []
  /// The touched items (indices into the places) by old and by new section position.
  @usableFromInline internal var byOldSection: [Int: [Int]] = [:]
  @usableFromInline internal var byNewSection: [Int: [Int]] = [:]

  /// Looks each of `items` up on both sides.
  ///
  /// - Complexity: Expected O(*k*) for *k* items, if they hash well.
  @inlinable
  internal init<SectionIdentifierType, ItemIdentifierType>(
    _ items: [ItemIdentifierType],
    old: SnapshotReader<SectionIdentifierType, ItemIdentifierType>,
    new: SnapshotReader<SectionIdentifierType, ItemIdentifierType>
  ) {
    oldPlaces.reserveCapacity(items.count)
    newPlaces.reserveCapacity(items.count)
    for item in items {
      let index = oldPlaces.count
      let before = old.position(ofItem: item)
      let after = new.position(ofItem: item)
      oldPlaces.append(before)
      newPlaces.append(after)
      if let before { byOldSection[before.section, default: []].append(index) }
      if let after { byNewSection[after.section, default: []].append(index) }
    }
  }

  /// Whether the old section at `source` and the new one at `target` hold the same items,
  /// given their counts: the same count, and every touched item of either at the same offset
  /// in both.
  ///
  /// - Complexity: O(*t*) for the *t* touched items of the two sections.
  @inlinable
  internal func sameItems(from source: Int, to target: Int, counts: (old: Int, new: Int)) -> Bool {
    guard counts.old == counts.new else { return false }
    for index in byOldSection[source] ?? [] {
      guard let after = newPlaces[index], after.section == target,
        after.offset == oldPlaces[index]!.offset
      else { return false }
    }
    for index in byNewSection[target] ?? [] {
      guard let before = oldPlaces[index], before.section == source,
        before.offset == newPlaces[index]!.offset
      else { return false }
    }
    return true
  }

  /// The touched items of the old section at `source` and of the new one at `target`, each
  /// ascending by offset.
  ///
  /// - Complexity: O(*t* log *t*) for their *t* touched items.
  @inlinable
  internal func sorted(from source: Int, to target: Int) -> (old: [Int], new: [Int]) {
    let old = (byOldSection[source] ?? []).sorted {
      oldPlaces[$0]!.offset < oldPlaces[$1]!.offset
    }
    let new = (byNewSection[target] ?? []).sorted {
      newPlaces[$0]!.offset < newPlaces[$1]!.offset
    }
    return (old, new)
  }
}
