/// One step of an ``EditScript`` on the sections and items of a ``Snapshot``, in the offsets
/// the steps before it left.
///
/// A script from ``EditScript/init(from:to:)-(Snapshot<SectionIdentifierType,ItemIdentifierType>,_)``
/// orders them: item deletes, section deletes, section inserts and moves, item inserts and
/// moves, then refreshes (section reloads, item reloads, item reconfigures, section
/// reconfigures). An inserted section arrives with its items; a deleted section takes its items
/// with it. A move removes first and inserts in what the removal left, as
/// `list.insert(list.remove(at: from), at: to)` does; an item move may change section.
public enum SnapshotEditStep<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  Hashable
{
  /// Remove the section `id` at `offset`, with its items.
  case deleteSection(offset: Int, id: SectionIdentifierType)
  /// Insert the section `id` at `offset`, holding `items`.
  case insertSection(offset: Int, id: SectionIdentifierType, items: [ItemIdentifierType])
  /// Remove the section `id` at `from`, then insert it at `to`, with its items.
  case moveSection(from: Int, to: Int, id: SectionIdentifierType)
  /// Remove the item `id` at `position`.
  case deleteItem(at: ItemPosition, id: ItemIdentifierType)
  /// Insert the item `id` at `position`.
  case insertItem(at: ItemPosition, id: ItemIdentifierType)
  /// Remove the item `id` at `from`, then insert it at `to`.
  case moveItem(from: ItemPosition, to: ItemPosition, id: ItemIdentifierType)
  /// Reload the section `id` at `offset`: replace its header, footer and cells.
  case reloadSection(offset: Int, id: SectionIdentifierType)
  /// Reload the item `id` at `position`: replace its cell.
  case reloadItem(at: ItemPosition, id: ItemIdentifierType)
  /// Reconfigure the item `id` at `position`: update its cell in place.
  case reconfigureItem(at: ItemPosition, id: ItemIdentifierType)
  /// Reconfigure the section `id` at `offset`: update its header and footer in place, keeping
  /// the section and its items' cells.
  case reconfigureSection(offset: Int, id: SectionIdentifierType)
}

extension SnapshotEditStep: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

extension SnapshotEditStep: EditScriptStep {
  /// The number of items in each section, in section order.
  public typealias Shape = [Int]

  /// Whether the step deletes, inserts or moves.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isStructural: Bool {
    switch self {
    case .reloadSection, .reloadItem, .reconfigureItem, .reconfigureSection: return false
    default: return true
    }
  }

  /// Changes the item counts as the step does, or says why it cannot apply.
  ///
  /// - Complexity: O(1) for an item step; O(*s*) for a section step among *s* sections.
  public func advance(_ counts: inout [Int]) -> EditScriptError.Reason? {
    func checkSection(_ offset: Int, inserting: Bool = false) -> EditScriptError.Reason? {
      let bound = inserting ? counts.count + 1 : counts.count
      return offset >= 0 && offset < bound
        ? nil : .sectionOutOfRange(section: offset, count: counts.count)
    }
    func checkItem(_ position: ItemPosition, inserting: Bool = false) -> EditScriptError.Reason? {
      if let problem = checkSection(position.section) { return problem }
      let count = counts[position.section]
      let bound = inserting ? count + 1 : count
      return position.offset >= 0 && position.offset < bound
        ? nil : .offsetOutOfRange(offset: position.offset, count: count)
    }
    switch self {
    case .deleteSection(let offset, _):
      if let problem = checkSection(offset) { return problem }
      counts.remove(at: offset)
    case .insertSection(let offset, _, let items):
      if let problem = checkSection(offset, inserting: true) { return problem }
      counts.insert(items.count, at: offset)
    case .moveSection(let from, let to, _):
      if let problem = checkSection(from) ?? checkSection(to) { return problem }
      counts.insert(counts.remove(at: from), at: to)
    case .deleteItem(let position, _):
      if let problem = checkItem(position) { return problem }
      counts[position.section] -= 1
    case .insertItem(let position, _):
      if let problem = checkItem(position, inserting: true) { return problem }
      counts[position.section] += 1
    case .moveItem(let from, let to, _):
      if let problem = checkItem(from) ?? checkSection(to.section) { return problem }
      counts[from.section] -= 1
      if let problem = checkItem(to, inserting: true) {
        counts[from.section] += 1
        return problem
      }
      counts[to.section] += 1
    case .reloadSection(let offset, _), .reconfigureSection(let offset, _):
      return checkSection(offset)
    case .reloadItem(let position, _), .reconfigureItem(let position, _):
      return checkItem(position)
    }
    return nil
  }

  /// Throws for a negative item count.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public static func checkShape(_ counts: [Int]) throws(EditScriptError) {
    if let negative = counts.first(where: { $0 < 0 }) {
      throw EditScriptError(step: nil, reason: .negativeCount(negative))
    }
  }
}

extension SnapshotEditStep: CustomStringConvertible {
  /// The step in one line: `deleteItem 0.2 7`, `moveSection 1→0 "B"`.
  ///
  /// - Complexity: O(1), plus describing the identifiers.
  public var description: String {
    func name<T>(_ id: T) -> String { String(reflecting: id) }
    switch self {
    case .deleteSection(let offset, let id): return "deleteSection \(offset) \(name(id))"
    case .insertSection(let offset, let id, let items):
      return "insertSection \(offset) \(name(id)) \(describeIdentifiers(items))"
    case .moveSection(let from, let to, let id): return "moveSection \(from)→\(to) \(name(id))"
    case .deleteItem(let position, let id): return "deleteItem \(position) \(name(id))"
    case .insertItem(let position, let id): return "insertItem \(position) \(name(id))"
    case .moveItem(let from, let to, let id): return "moveItem \(from)→\(to) \(name(id))"
    case .reloadSection(let offset, let id): return "reloadSection \(offset) \(name(id))"
    case .reloadItem(let position, let id): return "reloadItem \(position) \(name(id))"
    case .reconfigureItem(let position, let id): return "reconfigureItem \(position) \(name(id))"
    case .reconfigureSection(let offset, let id): return "reconfigureSection \(offset) \(name(id))"
    }
  }
}
