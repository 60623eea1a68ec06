import Snapshots

/// One call of a mutating `Snapshot` member, with its arguments, for random operation
/// sequences over `Snapshot<Int, Int>`.
///
/// `apply(to:)` performs it on a snapshot or on a `SnapshotModel`; `description` spells it as
/// the call, so a failing sequence reads as code.
public enum SnapshotOperation: Sendable, Hashable, CustomStringConvertible {
  /// `appendItems(_:toSection:)`.
  case appendItems([Int], toSection: Int?)
  /// `insertItems(_:beforeItem:)` or, with `after`, `insertItems(_:afterItem:)`.
  case insertItems([Int], nextTo: Int, after: Bool)
  /// `deleteItems(_:)`.
  case deleteItems([Int])
  /// `deleteAllItems()`.
  case deleteAllItems
  /// `moveItem(_:beforeItem:)` or, with `after`, `moveItem(_:afterItem:)`.
  case moveItem(Int, nextTo: Int, after: Bool)
  /// `reloadItems(_:)`.
  case reloadItems([Int])
  /// `reconfigureItems(_:)`.
  case reconfigureItems([Int])
  /// `appendSections(_:)`.
  case appendSections([Int])
  /// `insertSections(_:beforeSection:)` or, with `after`, `insertSections(_:afterSection:)`.
  case insertSections([Int], nextTo: Int, after: Bool)
  /// `deleteSections(_:)`.
  case deleteSections([Int])
  /// `moveSection(_:beforeSection:)` or, with `after`, `moveSection(_:afterSection:)`.
  case moveSection(Int, nextTo: Int, after: Bool)
  /// `reloadSections(_:)`.
  case reloadSections([Int])
  /// `reconfigureSections(_:)`.
  case reconfigureSections([Int])

  /// Performs the call on a snapshot.
  ///
  /// - Complexity: The call's.
  public func apply(to snapshot: inout Snapshot<Int, Int>) {
    switch self {
    case .appendItems(let items, let section): snapshot.appendItems(items, toSection: section)
    case .insertItems(let items, let item, false): snapshot.insertItems(items, beforeItem: item)
    case .insertItems(let items, let item, true): snapshot.insertItems(items, afterItem: item)
    case .deleteItems(let items): snapshot.deleteItems(items)
    case .deleteAllItems: snapshot.deleteAllItems()
    case .moveItem(let item, let other, false): snapshot.moveItem(item, beforeItem: other)
    case .moveItem(let item, let other, true): snapshot.moveItem(item, afterItem: other)
    case .reloadItems(let items): snapshot.reloadItems(items)
    case .reconfigureItems(let items): snapshot.reconfigureItems(items)
    case .appendSections(let sections): snapshot.appendSections(sections)
    case .insertSections(let sections, let other, false):
      snapshot.insertSections(sections, beforeSection: other)
    case .insertSections(let sections, let other, true):
      snapshot.insertSections(sections, afterSection: other)
    case .deleteSections(let sections): snapshot.deleteSections(sections)
    case .moveSection(let section, let other, false):
      snapshot.moveSection(section, beforeSection: other)
    case .moveSection(let section, let other, true):
      snapshot.moveSection(section, afterSection: other)
    case .reloadSections(let sections): snapshot.reloadSections(sections)
    case .reconfigureSections(let sections): snapshot.reconfigureSections(sections)
    }
  }

  /// Performs the call on the reference model.
  ///
  /// - Complexity: The model's (linear searches).
  public func apply(to model: inout SnapshotModel) {
    switch self {
    case .appendItems(let items, let section): model.appendItems(items, toSection: section)
    case .insertItems(let items, let item, let after):
      model.insertItems(items, nextTo: item, after: after)
    case .deleteItems(let items): model.deleteItems(items)
    case .deleteAllItems: model.deleteAllItems()
    case .moveItem(let item, let other, let after):
      model.moveItem(item, nextTo: other, after: after)
    case .reloadItems(let items): model.reloadItems(items)
    case .reconfigureItems(let items): model.reconfigureItems(items)
    case .appendSections(let sections): model.appendSections(sections)
    case .insertSections(let sections, let other, let after):
      model.insertSections(sections, nextTo: other, after: after)
    case .deleteSections(let sections): model.deleteSections(sections)
    case .moveSection(let section, let other, let after):
      model.moveSection(section, nextTo: other, after: after)
    case .reloadSections(let sections): model.reloadSections(sections)
    case .reconfigureSections(let sections): model.reconfigureSections(sections)
    }
  }

  /// Whether the call changes structure (sections or items), not only marks.
  public var isStructural: Bool {
    switch self {
    case .reloadItems, .reconfigureItems, .reloadSections, .reconfigureSections: false
    default: true
    }
  }

  /// The call as code: `moveItem(3, afterItem: 7)`.
  public var description: String {
    func side(_ after: Bool, _ kind: String) -> String { after ? "after\(kind)" : "before\(kind)" }
    switch self {
    case .appendItems(let items, let section):
      return "appendItems(\(items), toSection: \(section.map(String.init) ?? "nil"))"
    case .insertItems(let items, let item, let after):
      return "insertItems(\(items), \(side(after, "Item")): \(item))"
    case .deleteItems(let items): return "deleteItems(\(items))"
    case .deleteAllItems: return "deleteAllItems()"
    case .moveItem(let item, let other, let after):
      return "moveItem(\(item), \(side(after, "Item")): \(other))"
    case .reloadItems(let items): return "reloadItems(\(items))"
    case .reconfigureItems(let items): return "reconfigureItems(\(items))"
    case .appendSections(let sections): return "appendSections(\(sections))"
    case .insertSections(let sections, let other, let after):
      return "insertSections(\(sections), \(side(after, "Section")): \(other))"
    case .deleteSections(let sections): return "deleteSections(\(sections))"
    case .moveSection(let section, let other, let after):
      return "moveSection(\(section), \(side(after, "Section")): \(other))"
    case .reloadSections(let sections): return "reloadSections(\(sections))"
    case .reconfigureSections(let sections): return "reconfigureSections(\(sections))"
    }
  }
}
