#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Encoded as `[[section, item], [section, item]]`: where the item was and where it goes.
extension Changeset.ItemMove: Codable {
  /// Encodes the move as `[[section, item], [section, item]]`.
  ///
  /// - Complexity: O(1).
  public func encode(to encoder: any Encoder) throws {
    var list = encoder.unkeyedContainer()
    try list.encode(try ItemPosition(wire: from, at: encoder.codingPath))
    try list.encode(try ItemPosition(wire: to, at: encoder.codingPath))
  }

  /// Decodes `[[section, item], [section, item]]`; the index paths are checked by the
  /// ``Changeset`` that holds the move.
  ///
  /// - Complexity: O(1).
  public init(from decoder: any Decoder) throws {
    var list = try decoder.unkeyedContainer()
    let from = try list.decode(ItemPosition.self)
    let to = try list.decode(ItemPosition.self)
    guard list.isAtEnd else {
      throw wireError(
        at: decoder.codingPath, "Changeset.ItemMove: expected exactly two index paths")
    }
    self.init(from: from.indexPath, to: to.indexPath)
  }
}

extension ItemPosition {
  /// The position of a two-part index path, or an `EncodingError` when it has another length.
  fileprivate init(wire path: IndexPath, at codingPath: [any CodingKey]) throws {
    guard path.count == 2 else {
      throw EncodingError.invalidValue(
        path,
        EncodingError.Context(
          codingPath: codingPath,
          debugDescription: "Changeset: index path \(path) has \(path.count) parts, not 2"))
    }
    self.init(section: path[0], offset: path[1])
  }

  /// The two-part index path of the position.
  fileprivate var indexPath: IndexPath { IndexPath(_item: offset, _section: section) }
}

/// Encoded as an object of the non-empty lists among `sectionDeletes`, `sectionInserts`,
/// `sectionMoves` (`[from, to]` each), `itemDeletes`, `itemInserts` (`[section, item]` each),
/// `itemMoves` (`[[section, item], [section, item]]` each), `sectionReloads`, `itemReloads`,
/// `itemReconfigures` and `sectionReconfigures`; a missing list decodes as empty:
///
/// ```json
/// {"sectionMoves": [[0, 2]], "itemDeletes": [[1, 0]], "itemMoves": [[[1, 2], [0, 0]]]}
/// ```
extension Changeset: Codable {
  private enum CodingKeys: String, CodingKey {
    case sectionDeletes, sectionInserts, sectionMoves, itemDeletes, itemInserts, itemMoves
    case sectionReloads, itemReloads, itemReconfigures, sectionReconfigures
  }

  /// Encodes the non-empty lists; throws `EncodingError.invalidValue` for an index path that
  /// does not have exactly two parts.
  ///
  /// - Complexity: O(*c*) for *c* changes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    func encode(_ offsets: [Int], _ key: CodingKeys) throws {
      if !offsets.isEmpty { try container.encode(offsets, forKey: key) }
    }
    func encode(_ paths: [IndexPath], _ key: CodingKeys) throws {
      guard !paths.isEmpty else { return }
      let path = container.codingPath + [key]
      try container.encode(try paths.map { try ItemPosition(wire: $0, at: path) }, forKey: key)
    }
    try encode(sectionDeletes, .sectionDeletes)
    try encode(sectionInserts, .sectionInserts)
    if !sectionMoves.isEmpty { try container.encode(sectionMoves, forKey: .sectionMoves) }
    try encode(itemDeletes, .itemDeletes)
    try encode(itemInserts, .itemInserts)
    if !itemMoves.isEmpty { try container.encode(itemMoves, forKey: .itemMoves) }
    try encode(sectionReloads, .sectionReloads)
    try encode(itemReloads, .itemReloads)
    try encode(itemReconfigures, .itemReconfigures)
    try encode(sectionReconfigures, .sectionReconfigures)
  }

  /// Decodes a changeset, or throws `DecodingError.dataCorrupted` at the first element that no
  /// computed changeset could hold, with a ``BatchValidationError`` as its underlying error.
  ///
  /// Checked, without the snapshots (see <doc:BatchUpdateRules>): offsets and index paths are
  /// non-negative, every list is strictly ascending (moves by destination) and no two moves
  /// leave one place; no place is deleted and moved, or inserted and moved (rules 3 and 6);
  /// no item operation is in a section deleted or inserted whole (rule 4) or in a moved
  /// section (rule 5); no refresh names an inserted section or item, an item or a section is
  /// not both reloaded and reconfigured, and no item refresh is inside a reloaded section
  /// (rules 3 and 7). The counts of rule 2 need the snapshots and are not checked. Nothing is built on
  /// error.
  ///
  /// - Complexity: O(*c* log *c*) for *c* changes, plus decoding them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func offsets(_ key: CodingKeys) throws -> [Int] {
      try container.decodeIfPresent([Int].self, forKey: key) ?? []
    }
    func positions(_ key: CodingKeys) throws -> [ItemPosition] {
      try container.decodeIfPresent([ItemPosition].self, forKey: key) ?? []
    }
    let wire = ChangesetWire(
      sectionDeletes: try offsets(.sectionDeletes), sectionInserts: try offsets(.sectionInserts),
      sectionMoves: try container.decodeIfPresent([SectionMove].self, forKey: .sectionMoves) ?? [],
      itemDeletes: try positions(.itemDeletes), itemInserts: try positions(.itemInserts),
      itemMoves: try container.decodeIfPresent([ItemMove].self, forKey: .itemMoves) ?? [],
      sectionReloads: try offsets(.sectionReloads), itemReloads: try positions(.itemReloads),
      itemReconfigures: try positions(.itemReconfigures),
      sectionReconfigures: try offsets(.sectionReconfigures))
    if let problem = wire.firstProblem() {
      let key = CodingKeys(rawValue: problem.list) ?? .sectionDeletes
      throw wireError(
        at: container.codingPath + [key, WireIndex(problem.index)], "Changeset: \(problem)",
        underlying: problem)
    }
    self.init(
      sectionDeletes: wire.sectionDeletes, sectionInserts: wire.sectionInserts,
      sectionMoves: wire.sectionMoves, itemDeletes: wire.itemDeletes.map(\.indexPath),
      itemInserts: wire.itemInserts.map(\.indexPath), itemMoves: wire.itemMoves,
      sectionReloads: wire.sectionReloads, itemReloads: wire.itemReloads.map(\.indexPath),
      itemReconfigures: wire.itemReconfigures.map(\.indexPath),
      sectionReconfigures: wire.sectionReconfigures)
  }
}

/// The lists of a decoded changeset, before they are checked.
private struct ChangesetWire<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  typealias Changes = Changeset<SectionIdentifierType, ItemIdentifierType>

  var sectionDeletes: [Int]
  var sectionInserts: [Int]
  var sectionMoves: [Changes.SectionMove]
  var itemDeletes: [ItemPosition]
  var itemInserts: [ItemPosition]
  var itemMoves: [Changes.ItemMove]
  var sectionReloads: [Int]
  var itemReloads: [ItemPosition]
  var itemReconfigures: [ItemPosition]
  var sectionReconfigures: [Int]

  /// The first element that breaks a rule ``Changeset/init(from:)`` lists, in the order the
  /// rules are listed there.
  ///
  /// - Complexity: O(*c* log *c*) for *c* changes.
  func firstProblem() -> BatchValidationError? {
    typealias Reason = BatchValidationError.Reason
    func problem(
      _ list: String, _ index: Int, _ element: String, _ reason: Reason
    )
      -> BatchValidationError
    {
      BatchValidationError(list: list, index: index, element: element, reason: reason)
    }
    for (list, offsets) in [
      ("sectionDeletes", sectionDeletes), ("sectionInserts", sectionInserts),
      ("sectionReloads", sectionReloads), ("sectionReconfigures", sectionReconfigures),
    ] {
      if let index = firstNotAscending(offsets, from: 0) {
        let offset = offsets[index]
        return problem(list, index, "\(offset)", offset < 0 ? .negativeOffset : .outOfOrder)
      }
    }
    for (list, paths) in [
      ("itemDeletes", itemDeletes), ("itemInserts", itemInserts), ("itemReloads", itemReloads),
      ("itemReconfigures", itemReconfigures),
    ] {
      for (index, path) in paths.enumerated() {
        if path.section < 0 || path.offset < 0 {
          return problem(list, index, "\(path)", .negativeOffset)
        }
        if index > 0 && path <= paths[index - 1] {
          return problem(list, index, "\(path)", .outOfOrder)
        }
      }
    }
    // Section moves: ascending by destination, one move per source, off the deletes and inserts.
    var sectionSources = Set<Int>(minimumCapacity: sectionMoves.count)
    for (index, move) in sectionMoves.enumerated() {
      let element = "\(move)"
      if move.from < 0 || move.to < 0 {
        return problem("sectionMoves", index, element, .negativeOffset)
      }
      if index > 0 && move.to <= sectionMoves[index - 1].to {
        return problem("sectionMoves", index, element, .outOfOrder)
      }
      if !sectionSources.insert(move.from).inserted {
        return problem("sectionMoves", index, element, .namedTwice(other: "sectionMoves"))
      }
      if sortedContains(sectionDeletes, move.from) {
        return problem("sectionMoves", index, element, .namedTwice(other: "sectionDeletes"))
      }
      if sortedContains(sectionInserts, move.to) {
        return problem("sectionMoves", index, element, .namedTwice(other: "sectionInserts"))
      }
    }
    let sectionTargets = Set(sectionMoves.map(\.to))
    // Where an item leaves from (old side) and arrives at (new side), per rules 4 and 5.
    func leaving(_ path: ItemPosition) -> Reason? {
      if sortedContains(sectionDeletes, path.section) {
        return .sectionReplaced(section: path.section)
      }
      if sectionSources.contains(path.section) { return .sectionMoved(section: path.section) }
      return nil
    }
    func arriving(_ path: ItemPosition) -> Reason? {
      if sortedContains(sectionInserts, path.section) {
        return .sectionReplaced(section: path.section)
      }
      if sectionTargets.contains(path.section) { return .sectionMoved(section: path.section) }
      return nil
    }
    for (index, path) in itemDeletes.enumerated() {
      if let reason = leaving(path) { return problem("itemDeletes", index, "\(path)", reason) }
    }
    for (index, path) in itemInserts.enumerated() {
      if let reason = arriving(path) { return problem("itemInserts", index, "\(path)", reason) }
    }
    var itemSources = Set<ItemPosition>(minimumCapacity: itemMoves.count)
    var previousTarget: ItemPosition? = nil
    for (index, move) in itemMoves.enumerated() {
      let from = ItemPosition(section: move.from[0], offset: move.from[1])
      let to = ItemPosition(section: move.to[0], offset: move.to[1])
      let element = "\(from)→\(to)"
      if from.section < 0 || from.offset < 0 || to.section < 0 || to.offset < 0 {
        return problem("itemMoves", index, element, .negativeOffset)
      }
      if let previousTarget, to <= previousTarget {
        return problem("itemMoves", index, element, .outOfOrder)
      }
      previousTarget = to
      if !itemSources.insert(from).inserted {
        return problem("itemMoves", index, element, .namedTwice(other: "itemMoves"))
      }
      if sortedContains(itemDeletes, from) {
        return problem("itemMoves", index, element, .namedTwice(other: "itemDeletes"))
      }
      if sortedContains(itemInserts, to) {
        return problem("itemMoves", index, element, .namedTwice(other: "itemInserts"))
      }
      if let reason = leaving(from) ?? arriving(to) {
        return problem("itemMoves", index, element, reason)
      }
    }
    // Refreshes, in new coordinates, of what survives the batch.
    for (index, offset) in sectionReloads.enumerated() where sortedContains(sectionInserts, offset)
    {
      return problem("sectionReloads", index, "\(offset)", .notSurviving(other: "sectionInserts"))
    }
    for (index, offset) in sectionReconfigures.enumerated() {
      if sortedContains(sectionInserts, offset) {
        return problem(
          "sectionReconfigures", index, "\(offset)", .notSurviving(other: "sectionInserts"))
      }
      if sortedContains(sectionReloads, offset) {
        return problem(
          "sectionReconfigures", index, "\(offset)", .namedTwice(other: "sectionReloads"))
      }
    }
    for (list, paths) in [("itemReloads", itemReloads), ("itemReconfigures", itemReconfigures)] {
      for (index, path) in paths.enumerated() {
        let element = "\(path)"
        if sortedContains(sectionInserts, path.section) {
          return problem(list, index, element, .notSurviving(other: "sectionInserts"))
        }
        if sortedContains(sectionReloads, path.section) {
          return problem(list, index, element, .notSurviving(other: "sectionReloads"))
        }
        if sortedContains(itemInserts, path) {
          return problem(list, index, element, .notSurviving(other: "itemInserts"))
        }
        if list == "itemReconfigures" && sortedContains(itemReloads, path) {
          return problem(list, index, element, .namedTwice(other: "itemReloads"))
        }
      }
    }
    return nil
  }
}
