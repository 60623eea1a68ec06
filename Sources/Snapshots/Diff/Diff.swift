/// The changes that turn one ordered collection into another, matched by identity.
///
/// `Diff` is the diff of section snapshots, outline rows and transactions. It matches elements
/// by identity in expected linear time, hashing each identity once, and reports the fewest
/// moves that can explain the new order. ``Changeset`` does not call it: it matches through the
/// snapshot's own item table and shares only the last step, the longest increasing
/// subsequence that decides the moves.
///
/// ```swift
/// let diff = Diff(from: ["a", "b", "c", "d"], to: ["b", "a", "d", "e"])
/// diff.deletes  // [2]                            "c" at old offset 2
/// diff.inserts  // [3]                            "e" at new offset 3
/// diff.moves    // [OffsetPair(from: 1, to: 0)]   "b" moved in front of "a"
/// ```
///
/// - Repeated identities are legal: the k-th occurrence in the new collection matches the
///   k-th occurrence in the old one; the rest are deletes or inserts.
/// - Moves are minimal: of the matched pairs, exactly those outside one longest increasing
///   subsequence of old offsets (taken in new order) are moves.
/// - Updates are decided per matched pair by comparing content; a pair may be both moved and
///   updated.
public struct Diff: Sendable, Hashable {
  /// A matched pair: an element's offset in the old collection and in the new one.
  public struct OffsetPair: Sendable, Hashable, CustomStringConvertible {
    /// The offset in the old collection.
    public var from: Int
    /// The offset in the new collection.
    public var to: Int

    /// Creates a pair of offsets.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }

    /// `from→to`, for logs.
    ///
    /// - Complexity: O(1).
    public var description: String { "\(from)→\(to)" }
  }

  /// Offsets in the old collection of the elements that are gone, ascending.
  public var deletes: [Int]
  /// Offsets in the new collection of the elements that are new, ascending.
  public var inserts: [Int]
  /// Matched pairs outside the longest increasing subsequence, ascending by `to`.
  public var moves: [OffsetPair]
  /// Matched pairs whose content differs, ascending by `to`.
  public var updates: [OffsetPair]

  /// Creates a diff from its parts, as they would be computed.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(deletes: [Int], inserts: [Int], moves: [OffsetPair], updates: [OffsetPair]) {
    self.deletes = deletes
    self.inserts = inserts
    self.moves = moves
    self.updates = updates
  }

  /// Whether there is nothing to do: no deletes, inserts, moves or updates.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isEmpty: Bool {
    deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty
  }
}

extension Diff {
  /// Diffs two collections whose elements are their own identity.
  ///
  /// - Complexity: Expected O(*n* + *m*) for *n* old and *m* new elements, plus
  ///   O(*c* log *c*) for *c* displaced elements, if the elements hash well.
  @inlinable @inline(__always)
  public init<Old: RandomAccessCollection, New: RandomAccessCollection>(
    from old: Old, to new: New
  ) where Old.Element: Hashable, New.Element == Old.Element {
    self.init(
      _matching: old, new, oldID: { $0 }, newID: { $0 }, comparesContent: false,
      contentEquals: { _, _ in true })
  }

  /// Diffs two collections by the identity `id` returns; a matched pair whose elements are not
  /// equal is an update.
  ///
  /// ```swift
  /// let diff = Diff(from: oldTodos, to: newTodos, id: \.id)
  /// ```
  ///
  /// - Complexity: Expected O(*n* + *m*) for *n* old and *m* new elements, plus
  ///   O(*c* log *c*) for *c* displaced elements, if the identities hash well.
  @inlinable @inline(__always)
  public init<C: RandomAccessCollection, ID: Hashable>(
    from old: C, to new: C, id: (C.Element) -> ID
  ) where C.Element: Equatable {
    self.init(
      _matching: old, new, oldID: id, newID: id, comparesContent: true,
      contentEquals: {
        old[old.index(old.startIndex, offsetBy: $0)]
          == new[new.index(new.startIndex, offsetBy: $1)]
      })
  }

  /// Diffs two collections by the identity `id` returns; a matched pair for which
  /// `contentEquals` returns `false` is an update.
  ///
  /// ```swift
  /// let diff = Diff(from: old, to: new, id: \.id, contentEquals: { $0.title == $1.title })
  /// ```
  ///
  /// - Complexity: Expected O(*n* + *m*) for *n* old and *m* new elements, plus
  ///   O(*c* log *c*) for *c* displaced elements, if the identities hash well.
  @inlinable @inline(__always)
  public init<C: RandomAccessCollection, ID: Hashable>(
    from old: C, to new: C, id: (C.Element) -> ID,
    contentEquals: (C.Element, C.Element) -> Bool
  ) {
    self.init(
      _matching: old, new, oldID: id, newID: id, comparesContent: true,
      contentEquals: {
        contentEquals(
          old[old.index(old.startIndex, offsetBy: $0)], new[new.index(new.startIndex, offsetBy: $1)]
        )
      })
  }
}

extension Diff: CustomStringConvertible {
  /// The four lists, for debugging and logs.
  ///
  /// - Complexity: O(*c*) for *c* changes.
  public var description: String {
    "Diff(deletes: \(deletes), inserts: \(inserts), moves: \(moves), updates: \(updates))"
  }
}
