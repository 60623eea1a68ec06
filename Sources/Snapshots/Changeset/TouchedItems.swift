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
  /// The touched items with an old place (indices into the places), grouped by old section
  /// and ascending by offset within each group; and the same on the new side.
  @usableFromInline internal var oldGroups = Groups()
  @usableFromInline internal var newGroups = Groups()

  /// Indices into the places, grouped by section position.
  @usableFromInline
  internal struct Groups {
    /// The indices, section after section, each section's ascending by offset.
    @usableFromInline internal var order: [Int] = []
    /// Where each section's group starts in `order`, and, last, `order.count`.
    @usableFromInline internal var starts: [Int] = []
    /// The positions of the sections that have a group, ascending.
    @usableFromInline internal var sections: [Int] = []

    @inlinable
    internal init() {}

    /// Groups the indices of `places` that are not `nil` by section, in O(*k* + *s*) by
    /// counting, then sorts each group by offset.
    ///
    /// - Complexity: O(*s* + *k* log *t*) for *k* places, *s* sections and at most *t* places
    ///   in one section.
    @inlinable
    internal init(_ places: [Place?], sectionCount: Int) {
      starts = [Int](repeating: 0, count: sectionCount + 1)
      for case let place? in places { starts[place.section &+ 1] &+= 1 }
      for position in 0..<sectionCount { starts[position &+ 1] &+= starts[position] }
      var next = starts
      order = [Int](repeating: 0, count: starts[sectionCount])
      for (index, place) in places.enumerated() {
        guard let place else { continue }
        order[next[place.section]] = index
        next[place.section] &+= 1
      }
      for position in 0..<sectionCount where starts[position] < starts[position &+ 1] {
        sections.append(position)
        if starts[position &+ 1] &- starts[position] > 1 {
          order[starts[position]..<starts[position &+ 1]].sort {
            places[$0].unsafelyUnwrapped.offset < places[$1].unsafelyUnwrapped.offset
          }
        }
      }
    }

    /// The group of the section at `position`, ascending by offset.
    @inlinable
    internal subscript(position: Int) -> ArraySlice<Int> {
      order[starts[position]..<starts[position &+ 1]]
    }
  }

  /// Looks each of `items` up on both sides, and groups them by section.
  ///
  /// - Complexity: Expected O(*k* log *t* + *s*) for *k* items, at most *t* of them in one
  ///   section, and *s* sections, if they hash well.
  @inlinable
  internal init<SectionIdentifierType, ItemIdentifierType>(
    _ items: [ItemIdentifierType],
    old: SnapshotReader<SectionIdentifierType, ItemIdentifierType>,
    new: SnapshotReader<SectionIdentifierType, ItemIdentifierType>
  ) {
    oldPlaces.reserveCapacity(items.count)
    newPlaces.reserveCapacity(items.count)
    for item in items {
      oldPlaces.append(old.position(ofItem: item))
      newPlaces.append(new.position(ofItem: item))
    }
    oldGroups = Groups(oldPlaces, sectionCount: old.sectionCount)
    newGroups = Groups(newPlaces, sectionCount: new.sectionCount)
  }

  /// Whether the old section at `source` and the new one at `target` hold the same items,
  /// given their counts: the same count, and every touched item of either at the same offset
  /// in both.
  ///
  /// - Complexity: O(*t*) for the *t* touched items of the two sections.
  @inlinable
  internal func sameItems(from source: Int, to target: Int, counts: (old: Int, new: Int)) -> Bool {
    guard counts.old == counts.new else { return false }
    for index in oldGroups[source] {
      guard let after = newPlaces[index], after.section == target,
        after.offset == oldPlaces[index]!.offset
      else { return false }
    }
    for index in newGroups[target] {
      guard let before = oldPlaces[index], before.section == source,
        before.offset == newPlaces[index]!.offset
      else { return false }
    }
    return true
  }
}
