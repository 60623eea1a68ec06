/// An ordered list of steps that turns one state into the next when performed one at a time,
/// each step in the coordinates left by the steps before it.
///
/// ``Changeset`` and ``Diff`` speak the batch dialect of `performBatchUpdates`: deletes in old
/// coordinates, inserts in new ones, all at once. Renderers that change their state one edit at
/// a time (the DOM's `insertBefore` and `remove`, row-based table APIs, terminal line editors, a
/// model layer mirroring the list in an array) want an ordered patch instead; an `EditScript`
/// is that patch. Every step carries the identifiers it touches, so a keyed renderer never
/// looks anything up.
///
/// ```swift
/// let script = EditScript(from: ["a", "b", "c"], to: ["c", "a", "d"])
/// for step in script.steps {
///   switch step {
///   case .delete(let offset, let id): rows.remove(at: offset)        // "b" at 1
///   case .insert(let offset, let id): rows.insert(id, at: offset)    // "d" at 2
///   case .move(let from, let to, let id): rows.insert(rows.remove(at: from), at: to)
///   case .update(let offset, let id): refresh(rows[offset], id)
///   }
/// }
/// ["a", "b", "c"].applying(script)  // ["c", "a", "d"]
/// ```
///
/// The kind of step depends on the shape of what is edited: ``ListEditStep`` for a flat list,
/// ``SnapshotEditStep`` for the sections and items of a ``Snapshot``,
/// ``SectionSnapshotEditStep`` for the visible rows of a ``SectionSnapshot``. A script holds
/// exactly as many structural steps as the batch it comes from holds operations, so it
/// displaces nothing that need not move: deletes first, then inserts and moves in ascending
/// order of where they end up, then refreshes.
///
/// A script also records the ``startShape`` of the state it applies to (how many elements, or
/// how many items in each section), so that applying it to the wrong state, or decoding one
/// that cannot apply, is caught before anything is changed.
public struct EditScript<Step: EditScriptStep> {
  /// The shape of the state the script starts from: what its first step expects.
  public var startShape: Step.Shape
  /// The steps, to perform in order.
  public var steps: [Step]

  /// Creates a script from its parts, as they would be computed.
  ///
  /// The steps are not checked here; ``validate()`` checks them against `startShape`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(startShape: Step.Shape, steps: [Step]) {
    self.startShape = startShape
    self.steps = steps
  }

  /// Whether there is nothing to do.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isEmpty: Bool { steps.isEmpty }

  /// The number of steps that change structure: everything but refreshes.
  ///
  /// - Complexity: O(*c*) for *c* steps.
  @inlinable
  public var structuralStepCount: Int { steps.reduce(0) { $0 + ($1.isStructural ? 1 : 0) } }

  /// Checks every step against the shape left by the steps before it, starting from
  /// ``startShape``, and returns the shape the script leaves.
  ///
  /// This checks offsets and counts only; identifiers are checked when the script is applied
  /// to a state (see `applying(validating:)`).
  ///
  /// - Throws: An ``EditScriptError`` naming the first step that does not fit and why.
  /// - Complexity: O(*c*) for *c* steps on a flat list; O(*c* × *s*) at worst for a snapshot of
  ///   *s* sections, because a section step shifts the counts of the sections after it.
  @discardableResult
  public func validate() throws(EditScriptError) -> Step.Shape {
    var shape = startShape
    try Step.checkShape(shape)
    for (index, step) in steps.enumerated() {
      if let reason = step.advance(&shape) { throw EditScriptError(step: index, reason: reason) }
    }
    return shape
  }
}

extension EditScript: Equatable where Step.Shape: Equatable {}
extension EditScript: Hashable where Step.Shape: Hashable {}
extension EditScript: Sendable where Step: Sendable, Step.Shape: Sendable {}

extension EditScript: CustomStringConvertible {
  /// The start shape and the steps, one per line, for debugging and logs.
  ///
  /// - Complexity: O(*c*) for *c* steps.
  public var description: String {
    (["EditScript(from \(startShape))"] + steps.map { "  \($0)" }).joined(separator: "\n")
  }
}
