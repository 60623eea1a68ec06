/// What each source of runs is expected to cost, in one unit: the work a diff does for one
/// new item (a lookup in the old snapshot's item table and its run). `Changeset(from:to:)`
/// reads a snapshot's record only where that costs less than the diff.
///
/// The item weight comes from the rows "Recorded changeset" and "Scattered record" of the
/// article *Performance*: reading a record looks each touched item up on both sides, groups
/// it into its section and places it as a run, five to six units an item. The section
/// weights are estimates rather than fitted figures, which the scattered rows over 10 000
/// sections of 10 items bear out (the choice stays below diffing there): each section a record
/// touched costs a pass of its own (its runs, their increasing run), whatever its items, put
/// at twice what a section costs a diff. A record spread over many small sections
/// therefore gives way to the diff sooner than one of the same length in a few large ones.
@usableFromInline
internal enum ChangesetCost {
  /// The units one touched item costs a record read.
  @inlinable
  internal static var touchedItemWeight: Int { 6 }
  /// The units one touched section costs a record read.
  @inlinable
  internal static var touchedSectionWeight: Int { 8 }
  /// The units one section costs a diff.
  @inlinable
  internal static var sectionWeight: Int { 4 }

  /// A diff of a new snapshot of `items` items in `sections` sections.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal static func diffing(items: Int, sections: Int) -> Int {
    items &+ sectionWeight &* sections
  }

  /// A record read of `touchedItems` items in `touchedSections` sections, counted on both sides.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal static func reading(touchedItems: Int, touchedSections: Int) -> Int {
    touchedItemWeight &* touchedItems &+ touchedSectionWeight &* touchedSections
  }

  /// The part of a record read spent before the second choice: looking the items up.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal static func lookups(touchedItems: Int) -> Int {
    2 &* touchedItems
  }

  /// The record's capacity in entries, for a base of `items` items in `sections` sections:
  /// past it, reading the record would cost more than a diff even without its sections, so
  /// it is dropped (64 more, so that a small snapshot keeps a short record).
  ///
  /// - Complexity: O(1).
  @inlinable
  internal static func recordCapacity(items: Int, sections: Int) -> Int {
    64 &+ diffing(items: items, sections: sections) / touchedItemWeight
  }

  /// Adds `amount` units to the work the counting tests read (`WorkCounter`), in builds that
  /// count; out of line, as the counter is not public.
  ///
  /// - Complexity: O(1).
  @usableFromInline
  internal static func tally(_ amount: Int) {
    WorkCounter.tally(amount)
  }
}
