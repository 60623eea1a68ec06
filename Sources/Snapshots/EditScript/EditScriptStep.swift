/// One step of an ``EditScript``: what it does to the shape of the state it applies to.
///
/// The package supplies the steps for its shapes: ``ListEditStep``, ``SnapshotEditStep`` and
/// ``SectionSnapshotEditStep`` here, and `OutlineEditStep` in the `Outline` module, each
/// named after what its script edits. A step type describes how it changes the counts of a
/// state, so that a script can be checked without the state itself.
public protocol EditScriptStep: Hashable {
  /// The counts a state of this kind has: a number of elements, or a number of items per
  /// section.
  associatedtype Shape: Hashable

  /// Whether the step changes structure (as opposed to refreshing what is there).
  var isStructural: Bool { get }

  /// Changes `shape` as the step changes the state, or returns why the step cannot apply to a
  /// state of that shape (and leaves `shape` as it was).
  ///
  /// - Complexity: O(1) for a flat list; O(*s*) at worst for *s* sections.
  func advance(_ shape: inout Shape) -> EditScriptError.Reason?

  /// Throws when a shape is impossible in itself, such as a negative count.
  ///
  /// - Complexity: O(*s*) for a shape of *s* counts.
  static func checkShape(_ shape: Shape) throws(EditScriptError)
}
