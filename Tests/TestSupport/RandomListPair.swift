/// A random pair of lists to diff, drawn from a `SeededGenerator`.
///
/// Elements are `WorkloadItem<Int>`: the identity is `id`, the content `version`. The pairs
/// come in several shapes so that one seed loop covers the cases a diff gets wrong: empty
/// lists, unrelated lists, light edits of a list of unique ids (deletes, inserts, moves,
/// updates), and heavy repeats from a tiny alphabet.
public struct RandomListPair: Sendable, CustomStringConvertible {
  /// The shapes a pair can take.
  public enum Shape: CaseIterable, Sendable {
    /// Either list (or both) empty.
    case empty
    /// Two independent lists of unique ids from a shared range.
    case unrelated
    /// A list of unique ids and an edit of it.
    case edited
    /// Two independent lists over an alphabet of one to four ids.
    case repeats
    /// An edit of a list over an alphabet of two to six ids.
    case editedRepeats
  }

  /// The shape drawn.
  public var shape: Shape
  /// The list before.
  public var old: [WorkloadItem<Int>]
  /// The list after.
  public var new: [WorkloadItem<Int>]

  /// Draws a pair of lists of up to about `maxCount` elements.
  ///
  /// - Complexity: O(`maxCount`²) at worst (array inserts), for small test lists.
  public init(using random: inout SeededGenerator, maxCount: Int = 24) {
    shape = Shape.allCases[random.below(Shape.allCases.count)]
    switch shape {
    case .empty:
      let other = Self.uniqueList(count: random.below(maxCount + 1), using: &random)
      switch random.below(3) {
      case 0: (old, new) = ([], [])
      case 1: (old, new) = ([], other)
      default: (old, new) = (other, [])
      }
    case .unrelated:
      let range = 1 + random.below(2 * maxCount)
      old = Self.list(count: random.below(maxCount + 1), alphabet: range, unique: true, &random)
      new = Self.list(count: random.below(maxCount + 1), alphabet: range, unique: true, &random)
    case .edited:
      old = Self.uniqueList(count: random.below(maxCount + 1), using: &random)
      new = Self.edit(old, nextID: 1000, using: &random)
    case .repeats:
      let alphabet = 1 + random.below(4)
      old = Self.list(count: random.below(maxCount + 1), alphabet: alphabet, unique: false, &random)
      new = Self.list(count: random.below(maxCount + 1), alphabet: alphabet, unique: false, &random)
    case .editedRepeats:
      let alphabet = 2 + random.below(5)
      old = Self.list(count: random.below(maxCount + 1), alphabet: alphabet, unique: false, &random)
      new = Self.edit(old, nextID: random.below(alphabet + 1), using: &random)
    }
  }

  /// The old identities.
  public var oldIDs: [Int] { old.map { $0.id } }
  /// The new identities.
  public var newIDs: [Int] { new.map { $0.id } }

  /// The shape and both lists as `id.version` pairs, for failure messages.
  public var description: String {
    "\(shape): \(old.map { "\($0.id).\($0.version)" }) → \(new.map { "\($0.id).\($0.version)" })"
  }

  static func uniqueList(count: Int, using random: inout SeededGenerator) -> [WorkloadItem<Int>] {
    (0..<count).map { WorkloadItem(id: $0, version: random.below(2)) }
  }

  static func list(
    count: Int, alphabet: Int, unique: Bool, _ random: inout SeededGenerator
  ) -> [WorkloadItem<Int>] {
    if unique {
      var ids = Array(0..<max(alphabet, count))
      ids.fisherYatesShuffle(using: &random)
      return ids.prefix(count).map { WorkloadItem(id: $0, version: random.below(2)) }
    }
    return (0..<count).map { _ in
      WorkloadItem(id: random.below(alphabet), version: random.below(2))
    }
  }

  /// Deletes, moves, updates and inserts a random share of the elements of `list`; new ids
  /// count up from `nextID` (which may collide with existing ids on purpose, for repeats).
  static func edit(
    _ list: [WorkloadItem<Int>], nextID: Int, using random: inout SeededGenerator
  ) -> [WorkloadItem<Int>] {
    let rate = 1 + random.below(6)  // out of 10: light to heavy edits
    var result: [WorkloadItem<Int>] = []
    var moved: [WorkloadItem<Int>] = []
    for var item in list {
      if random.chance(rate, in: 20) { continue }
      if random.chance(rate, in: 20) { item.version += 1 }
      if random.chance(rate, in: 20) { moved.append(item) } else { result.append(item) }
    }
    for item in moved { result.insert(item, at: random.below(result.count + 1)) }
    var id = nextID
    for _ in 0..<random.below(1 + list.count * rate / 10 + 1) {
      result.insert(WorkloadItem(id: id, version: 0), at: random.below(result.count + 1))
      id += 1
    }
    return result
  }
}
