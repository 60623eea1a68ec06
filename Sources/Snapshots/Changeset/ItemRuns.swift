/// The items of one surviving section, in new order, as the runs the changeset places: a run
/// is one item, or a piece of items that sit together, in the same order, in both snapshots,
/// and so move or stay whole.
///
/// A diff supplies single items (run *i* is the item at new offset *i*, and the new offsets
/// and lengths stay empty); a snapshot's record supplies the pieces of untouched items between
/// the touched ones, and the touched items alone.
@usableFromInline
internal struct ItemRuns {
  /// Each run's first new offset; empty when run *i* is the one item at new offset *i*.
  @usableFromInline internal var newOffsets: [Int] = []
  /// Each run's old section position, or -1 for an inserted item (a diff's hot path, which keeps
  /// a negative position for "unmatched", as the engine does).
  @usableFromInline internal var oldSections: [Int] = []
  /// Each run's first old offset; meaningless for an inserted item.
  @usableFromInline internal var oldOffsets: [Int] = []
  /// Each run's first old offset when it comes from the section being placed, else -1: the
  /// engine's input, where a negative entry can never stay in place.
  @usableFromInline internal var sameSectionOffsets: [Int] = []
  /// Each run's item count; empty when every run is one item.
  @usableFromInline internal var lengths: [Int] = []

  @inlinable
  internal init() {}

  /// The number of runs.
  @inlinable
  internal var count: Int { oldSections.count }

  /// Empties the runs, keeping their storage for the next section.
  @inlinable
  internal mutating func removeAll() {
    newOffsets.removeAll(keepingCapacity: true)
    oldSections.removeAll(keepingCapacity: true)
    oldOffsets.removeAll(keepingCapacity: true)
    sameSectionOffsets.removeAll(keepingCapacity: true)
    lengths.removeAll(keepingCapacity: true)
  }

  /// Adds the item at the next new offset: inserted when `oldSection` is -1, else found at
  /// `oldOffset` of that section; `sameSection` when that is the section being placed.
  @inlinable
  internal mutating func appendItem(oldSection: Int, oldOffset: Int, sameSection: Bool) {
    oldSections.append(oldSection)
    oldOffsets.append(oldOffset)
    sameSectionOffsets.append(sameSection ? oldOffset : -1)
  }

  /// Adds a run of `length` items starting at `newOffset`, after the runs added so far in new
  /// order.
  @inlinable
  internal mutating func appendRun(
    newOffset: Int, oldSection: Int, oldOffset: Int, sameSection: Bool, length: Int
  ) {
    newOffsets.append(newOffset)
    appendItem(oldSection: oldSection, oldOffset: oldOffset, sameSection: sameSection)
    lengths.append(length)
  }
}
