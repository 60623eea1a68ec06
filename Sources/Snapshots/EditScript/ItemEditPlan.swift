#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The item steps of a sectioned script, laid out: deletes in old positions, and, for each
/// insert and move by ascending new position, the cells that give its offsets when its turn
/// comes.
///
/// Items are laid out one section at a time, for the surviving sections whose items change;
/// an item that changes section leaves a cell in its old section's list and arrives in a cell
/// of its new one.
@usableFromInline
internal struct ItemEditPlan {
  /// Deleted items in old positions, ascending.
  @usableFromInline internal var deletes: [ItemPosition]
  /// Inserted and moved items in new positions, ascending.
  @usableFromInline internal var arrivals: [ItemPosition]
  /// For each arrival, where it comes from in old positions, or `nil` for an insert.
  @usableFromInline internal var sources: [ItemPosition?]
  /// For each arrival, the cell it arrives in and the cell it leaves (or -1).
  @usableFromInline internal var arrivalCells: [Int]
  @usableFromInline internal var leavingCells: [Int]
  /// The first cell of each new section's list (-1 when it has none), and the initial weights.
  @usableFromInline internal var sectionBases: [Int]
  @usableFromInline internal var weights: [Int]
  /// The new offset of each old section, `nil` for a deleted one.
  @usableFromInline internal var oldToNew: [Int?]

  /// Lays out the item operations of a changeset.
  ///
  /// - Complexity: O(*s* + *c* log *c*) for *s* sections and *c* item operations.
  @inlinable
  internal init?<SectionIdentifierType, ItemIdentifierType>(
    _ changes: Changeset<SectionIdentifierType, ItemIdentifierType>,
    sections: SectionCorrespondence, oldCount: (Int) -> Int, newCount: (Int) -> Int
  ) {
    self.init(
      deletes: changes.itemDeletes, inserts: changes.itemInserts,
      moves: changes.itemMoves.map { ($0.from, $0.to) }, sections: sections,
      oldCounts: sections.oldToNew.indices.map(oldCount),
      newCounts: sections.newToOld.indices.map(newCount))
  }

  /// Lays out item operations given as index paths.
  ///
  /// - Complexity: O(*s* + *c* log *c*) for *s* sections and *c* item operations.
  @usableFromInline
  internal init?(
    deletes deletePaths: [IndexPath], inserts insertPaths: [IndexPath],
    moves movePaths: [(from: IndexPath, to: IndexPath)], sections: SectionCorrespondence,
    oldCounts: [Int], newCounts: [Int]
  ) {
    func position(_ path: IndexPath, in counts: [Int]) -> ItemPosition? {
      guard path.count == 2, path[0] >= 0, path[0] < counts.count, path[1] >= 0,
        path[1] < counts[path[0]]
      else { return nil }
      return ItemPosition(section: path[0], offset: path[1])
    }
    var deletes: [ItemPosition] = []
    for path in deletePaths {
      guard let p = position(path, in: oldCounts), sections.oldStays[p.section] else { return nil }
      deletes.append(p)
    }
    var inserts: [ItemPosition] = []
    for path in insertPaths {
      guard let p = position(path, in: newCounts), let source = sections.newToOld[p.section],
        sections.oldStays[source]
      else { return nil }
      inserts.append(p)
    }
    var moves: [(from: ItemPosition, to: ItemPosition)] = []
    for (from, to) in movePaths {
      guard let source = position(from, in: oldCounts), sections.oldStays[source.section],
        let target = position(to, in: newCounts), let kept = sections.newToOld[target.section],
        sections.oldStays[kept]
      else { return nil }
      moves.append((source, target))
    }
    if !moves.indices.dropFirst().allSatisfy({ moves[$0 - 1].to < moves[$0].to }) {
      moves.sort { $0.to < $1.to }
    }
    let bySource = moves.indices.sorted { moves[$0].from < moves[$1].from }
    let leaving = bySource.map { moves[$0].from }
    let destinations = moves.map(\.to)
    guard isStrictlyAscending(deletes), isStrictlyAscending(inserts),
      isStrictlyAscending(leaving), isStrictlyAscending(destinations),
      areDisjoint(deletes, leaving), areDisjoint(inserts, destinations)
    else { return nil }

    // Arrivals by new position; each is an insert (`nil`) or the move it finishes.
    var arrivals: [ItemPosition] = []
    var arrivalMoves: [Int?] = []
    forEachMerged(inserts, destinations) { position, move in
      arrivals.append(position)
      arrivalMoves.append(move)
    }

    // One list per new section whose items arrive or leave.
    var layout = EditCellLayout()
    var sectionBases = [Int](repeating: -1, count: newCounts.count)
    var arrivalCells = [Int](repeating: -1, count: arrivals.count)
    var moveLeavingCells = [Int](repeating: -1, count: moves.count)
    var nextDelete = 0
    var nextLeaver = 0
    var nextArrival = 0
    var leaversBySection = [Int](repeating: 0, count: oldCounts.count)
    for move in bySource { leaversBySection[moves[move].from.section] += 1 }
    for target in newCounts.indices {
      guard let source = sections.newToOld[target], sections.oldStays[source] else { continue }
      let arrivalStart = nextArrival
      while nextArrival < arrivals.count && arrivals[nextArrival].section == target {
        nextArrival += 1
      }
      if arrivalStart == nextArrival && leaversBySection[source] == 0 { continue }
      // Survivors keep their relative order, so old sections come in ascending order here.
      while nextDelete < deletes.count && deletes[nextDelete].section < source { nextDelete += 1 }
      var removed: [Int] = []
      while nextDelete < deletes.count && deletes[nextDelete].section == source {
        removed.append(deletes[nextDelete].offset)
        nextDelete += 1
      }
      while nextLeaver < bySource.count && moves[bySource[nextLeaver]].from.section < source {
        nextLeaver += 1
      }
      let leaverStart = nextLeaver
      while nextLeaver < bySource.count && moves[bySource[nextLeaver]].from.section == source {
        nextLeaver += 1
      }
      guard
        let cells = layout.layOut(
          oldCount: oldCounts[source], removed: removed,
          leaving: bySource[leaverStart..<nextLeaver].map { moves[$0].from.offset },
          newCount: newCounts[target],
          arriving: arrivals[arrivalStart..<nextArrival].map(\.offset))
      else { return nil }
      sectionBases[target] = cells.base
      for (index, cell) in cells.arriving.enumerated() { arrivalCells[arrivalStart + index] = cell }
      for (index, cell) in cells.leaving.enumerated() {
        moveLeavingCells[bySource[leaverStart + index]] = cell
      }
    }
    self.deletes = deletes
    self.arrivals = arrivals
    self.sources = arrivalMoves.map { $0.map { moves[$0].from } }
    self.arrivalCells = arrivalCells
    self.leavingCells = arrivalMoves.map { $0.map { moveLeavingCells[$0] } ?? -1 }
    self.sectionBases = sectionBases
    self.weights = layout.weights
    self.oldToNew = sections.oldToNew
  }

  /// Calls `body` for each insert and move in order, with the position it leaves (`nil` for
  /// an insert) and the position it takes, both in the state left by the steps before it, and
  /// its new position.
  ///
  /// - Complexity: O(*c* log *c*) for *c* arrivals.
  @usableFromInline
  internal func forEachArrival(
    _ body: (_ from: ItemPosition?, _ to: ItemPosition, _ target: ItemPosition) -> Void
  ) {
    var positions = PrefixSums.counted(weights)
    for (index, target) in arrivals.enumerated() {
      var from: ItemPosition?
      if let source = sources[index] {
        // A move's source section survives (the initialiser checked), so it has a new offset.
        let section = oldToNew[source.section]!
        let cell = leavingCells[index]
        from = ItemPosition(
          section: section,
          offset: positions.countedPrefix(cell) - positions.countedPrefix(sectionBases[section]))
        positions.countedAdd(-1, at: cell)
      }
      let cell = arrivalCells[index]
      let to = ItemPosition(
        section: target.section,
        offset: positions.countedPrefix(cell)
          - positions.countedPrefix(sectionBases[target.section]))
      positions.countedAdd(1, at: cell)
      body(from, to, target)
    }
  }
}
