import Snapshots

/// A random pair of snapshots to compute a `Changeset` between, drawn from a
/// `SeededGenerator`.
///
/// Most pairs are an old snapshot and an edit of it by random calls of the public API (so the
/// new snapshot's marks are real marks, some on items the same edit then deletes); the shapes
/// cover what the Batch-update rules article asks for: empty snapshots, empty sections, items changing
/// section, sections moving while their items change, marks on deleted items, reload and
/// reconfigure marks, and unrelated pairs.
public struct RandomSnapshotPair: Sendable, CustomStringConvertible {
  /// The shapes a pair can take.
  public enum Shape: CaseIterable, Sendable {
    /// An old snapshot and a few random calls on a copy of it.
    case edited
    /// Sections moved first, then random calls (which often change the moved sections' items
    /// or move items between sections).
    case sectionChurn
    /// Items moved between sections and marked, sections kept.
    case crossSectionMoves
    /// Many empty sections, a few items.
    case emptySections
    /// Either snapshot (or both) empty.
    case empty
    /// Two independent snapshots over the same identifiers.
    case unrelated
  }

  /// The shape drawn.
  public var shape: Shape
  /// The snapshot before.
  public var old: Snapshot<Int, Int>
  /// The snapshot after.
  public var new: Snapshot<Int, Int>
  /// The calls that turned a copy of `old` into `new` (empty for unrelated pairs).
  public var operations: [SnapshotOperation]

  /// Draws a pair.
  ///
  /// - Complexity: Small snapshots (up to 8 sections, 40 items); for tests.
  public init(using random: inout SeededGenerator) {
    let generator = SnapshotOperationGenerator(itemRange: 40, sectionRange: 8)
    shape = Shape.allCases[random.below(Shape.allCases.count)]
    let start = Self.randomModel(using: &random)
    var model = start
    operations = []
    switch shape {
    case .edited:
      for _ in 0..<(1 + random.below(10)) {
        operations.append(generator.operation(for: model, using: &random))
        operations.last!.apply(to: &model)
      }
      // Marks on items that the same edit then deletes.
      let items = model.itemIdentifiers
      if !items.isEmpty && random.chance(1, in: 3) {
        let marked = items.filter { _ in random.chance(1, in: 3) }
        operations.append(
          random.chance(1, in: 2) ? .reloadItems(marked) : .reconfigureItems(marked))
        operations.append(.deleteItems(marked.filter { _ in random.chance(1, in: 2) }))
        for operation in operations.suffix(2) { operation.apply(to: &model) }
      }
    case .sectionChurn:
      let sections = model.sectionIdentifiers
      if sections.count >= 2 {
        for _ in 0..<(1 + random.below(3)) {
          let move = random.moveNextTo(in: sections)
          operations.append(.moveSection(move.moving, nextTo: move.nextTo, after: move.after))
          operations.last!.apply(to: &model)
        }
      }
      for _ in 0..<random.below(6) {
        operations.append(generator.operation(for: model, using: &random))
        operations.last!.apply(to: &model)
      }
    case .crossSectionMoves:
      let items = model.itemIdentifiers
      for _ in 0..<(items.count >= 2 ? 1 + random.below(4) : 0) {
        let move = random.moveNextTo(in: items)
        operations.append(.moveItem(move.moving, nextTo: move.nextTo, after: move.after))
        operations.last!.apply(to: &model)
      }
      let marked = items.filter { _ in random.chance(1, in: 4) }
      operations.append(random.chance(1, in: 2) ? .reloadItems(marked) : .reconfigureItems(marked))
      operations.last!.apply(to: &model)
    case .emptySections:
      model = SnapshotModel((0..<8).map { SnapshotModel.ModelSection($0) })
      for _ in 0..<random.below(4) {
        operations.append(.appendItems([random.below(40)], toSection: random.below(8)))
        operations.last!.apply(to: &model)
      }
      for _ in 0..<random.below(4) {
        operations.append(generator.operation(for: model, using: &random))
        operations.last!.apply(to: &model)
      }
    case .empty, .unrelated:
      break
    }

    let oldModel: SnapshotModel
    switch shape {
    case .empty:
      switch random.below(3) {
      case 0: (oldModel, model) = (SnapshotModel(), SnapshotModel())
      case 1: oldModel = SnapshotModel()
      default: (oldModel, model) = (model, SnapshotModel())
      }
    case .unrelated:
      oldModel = model
      model = Self.randomModel(using: &random)
    case .emptySections:
      oldModel = SnapshotModel((0..<8).map { SnapshotModel.ModelSection($0) })
    default:
      oldModel = start
    }
    old = oldModel.structuralSnapshot
    var new = old
    if operations.isEmpty {
      new = model.structuralSnapshot
    } else {
      for operation in operations { operation.apply(to: &new) }
    }
    self.new = new
  }

  /// The shape, both snapshots, the calls and the new marks, for failure messages.
  public var description: String {
    "\(shape): \(old) → \(new) by \(operations); marks: reload \(new.reloadedItemIdentifiers), "
      + "reconfigure \(new.reconfiguredItemIdentifiers), sections \(new.reloadedSectionIdentifiers), "
      + "reconfigured sections \(new.reconfiguredSectionIdentifiers)"
  }

  /// Up to 6 sections of up to 7 items, some sections empty.
  static func randomModel(using random: inout SeededGenerator) -> SnapshotModel {
    var sections = Array(0..<8)
    sections.fisherYatesShuffle(using: &random)
    var items = Array(0..<40)
    items.fisherYatesShuffle(using: &random)
    var next = items.makeIterator()
    return SnapshotModel(
      sections.prefix(random.below(7)).map { section in
        SnapshotModel.ModelSection(section, (0..<random.below(8)).compactMap { _ in next.next() })
      })
  }
}
