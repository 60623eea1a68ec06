/// Why a decoded ``Diff`` or ``Changeset`` cannot be one that the package computes: which list,
/// which element, and which rule it breaks.
///
/// Thrown, as the `underlyingError` of a `DecodingError.dataCorrupted` whose coding path ends
/// at the element, when a ``Diff`` or ``Changeset`` is decoded. Only what can be checked without
/// the collections or snapshots is checked: offsets that are negative, out of order, or named
/// twice on one side, and for a changeset the batch-update rules about sections and refreshes.
public struct BatchValidationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong with the element.
  public enum Reason: Hashable, Sendable {
    /// An offset, or a part of an index path, is negative.
    case negativeOffset
    /// The element is not above the one before it, in a list that is strictly ascending
    /// (by destination, for moves and updates).
    case outOfOrder
    /// The element names a place that `other` (possibly the same list) also names on the same
    /// side of the batch.
    case namedTwice(other: String)
    /// An item operation names section `section`, which the batch deletes or inserts whole.
    case sectionReplaced(section: Int)
    /// An item operation names section `section`, which the batch moves (a moved section keeps
    /// its items).
    case sectionMoved(section: Int)
    /// A refresh names a place that `other` creates afresh or already covers.
    case notSurviving(other: String)
    /// An update pairs offsets that the deletes, inserts and moves do not match.
    case unmatchedPair
  }

  /// The list the element is in, as its JSON key spells it: `itemMoves`, `updates`.
  public var list: String
  /// The element's offset in the list.
  public var index: Int
  /// The element, described: `3`, `[1, 2]`, `0→4`.
  public var element: String
  /// What is wrong.
  public var reason: Reason

  /// Creates an error.
  ///
  /// - Complexity: O(1).
  public init(list: String, index: Int, element: String, reason: Reason) {
    self.list = list
    self.index = index
    self.element = element
    self.reason = reason
  }

  /// The element and the problem in one sentence: `itemMoves[2] (0.1→2.0): section 2 is
  /// moved`.
  ///
  /// - Complexity: O(1).
  public var description: String {
    let problem: String
    switch reason {
    case .negativeOffset: problem = "an offset is negative"
    case .outOfOrder: problem = "not above the element before it"
    case .namedTwice(let other): problem = "the same place is named by \(other)"
    case .sectionReplaced(let section):
      problem = "section \(section) is deleted or inserted whole, items included"
    case .sectionMoved(let section):
      problem = "section \(section) is moved, so its items cannot change"
    case .notSurviving(let other): problem = "the place is created afresh or covered by \(other)"
    case .unmatchedPair: problem = "the deletes, inserts and moves match these offsets otherwise"
    }
    return "\(list)[\(index)] (\(element)): \(problem)"
  }
}
