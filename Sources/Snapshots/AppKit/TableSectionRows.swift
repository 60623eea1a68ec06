/// One call of an AppKit table in a batch, as ``TableSectionRows`` plans it: rows removed,
/// rows inserted, or one row moved, in the rows the calls before it left.
///
/// Compiled on every platform, so that the tests check the planning on Linux; the AppKit
/// table's target turns each into `removeRows(at:withAnimation:)`,
/// `insertRows(at:withAnimation:)` or `moveRow(at:to:)`.
package enum TableRowCall: Hashable {
  case remove(Range<Int>)
  case insert(Range<Int>)
  case move(from: Int, to: Int)
}

/// The rows of a table's sections while a batch runs its ``EditScript``, so that each step
/// finds its rows in O(log *s*) for *s* sections, a section step included.
///
/// A table has no sections of its own: a section is a run of rows (its header row, when the
/// table shows headers, then its items). Every section that is there before or after the batch
/// gets a *cell*, ordered so that the sections present at any point of the script are in
/// their cells' order, whatever steps came before: the sections that stay (neither deleted nor
/// moved) in their order; in each gap after a staying section, first the sections that arrive
/// there (inserted or moved in), by new offset, then those that leave it (deleted or moved
/// away), by old offset. Two running sums over the cells then answer every question of a step:
/// one counts the rows in each cell, one counts the sections, so that a section's offset in
/// the script's coordinates finds its cell. A section step changes one cell of each, where
/// rebuilding sums over the sections would cost O(*s*).
///
/// The script's section inserts and moves come by ascending new offset, so the *k*-th of them
/// lands in the cell of the *k*-th arriving section.
package struct TableSectionRows {
  /// The rows in each cell: 0 for a cell no section holds.
  private var rows: PrefixSums
  /// 1 for each cell a section holds.
  private var present: PrefixSums
  /// The rows of each cell, read without a sum.
  private var counts: [Int]
  /// The cells of the arriving sections, by ascending new offset.
  private let arrivals: [Int]
  /// How many arriving sections have landed.
  private var landed = 0
  /// 1 when each section starts with a header row, 0 otherwise.
  private let headers: Int

  /// Lays out the cells of a batch whose sections change as `changes` says.
  ///
  /// - Parameters:
  ///   - itemCounts: The item count of each section before the batch.
  ///   - headers: Whether each section starts with a header row.
  /// - Complexity: O(*s* + *c* log *c*) for *s* sections and *c* section operations.
  package init<Section, Item>(
    itemCounts: [Int], headers: Bool, changes: Changeset<Section, Item>
  ) {
    self.headers = headers ? 1 : 0
    var staying = [Bool](repeating: true, count: itemCounts.count)
    for offset in changes.sectionDeletes { staying[offset] = false }
    for move in changes.sectionMoves { staying[move.from] = false }
    var destinations = changes.sectionMoves.map(\.to)
    if !isStrictlyAscending(destinations) { destinations.sort() }
    var arriving: [Int] = []
    arriving.reserveCapacity(changes.sectionInserts.count + destinations.count)
    forEachMerged(changes.sectionInserts, destinations) { offset, _ in arriving.append(offset) }

    var weights: [Int] = []
    var occupied: [Int] = []
    weights.reserveCapacity(itemCounts.count + arriving.count)
    occupied.reserveCapacity(itemCounts.count + arriving.count)
    var arrivals = [Int](repeating: 0, count: arriving.count)
    var next = 0
    // Each arriving section's gap: the staying sections before its new offset, minus one.
    func land(throughGap gap: Int) {
      while next < arriving.count && arriving[next] - next - 1 <= gap {
        arrivals[next] = weights.count
        weights.append(0)
        occupied.append(0)
        next += 1
      }
    }
    var stayed = 0
    for (offset, count) in itemCounts.enumerated() {
      // The arrivals of this gap come before its leavers and before the next staying section.
      land(throughGap: stayed - 1)
      weights.append(count + self.headers)
      occupied.append(1)
      if staying[offset] { stayed += 1 }
    }
    land(throughGap: .max)
    WorkCounter.tally(itemCounts.count + arriving.count)
    rows = PrefixSums.counted(weights)
    present = PrefixSums.counted(occupied)
    counts = weights
    self.arrivals = arrivals
  }

  /// The cell of the section at `offset` in the script's current coordinates.
  private func cell(ofSection offset: Int) -> Int {
    WorkCounter.tally(Int.bitWidth - present.count.leadingZeroBitCount)
    return present.locate(offset).index
  }

  /// The cell the next inserted or moved section lands in, checked against the step's offset.
  private mutating func landingCell(at offset: Int) -> Int {
    let cell = arrivals[landed]
    landed += 1
    checkInvariantsIfEnabled {
      precondition(present.prefix(cell) == offset, "section lands at \(offset), not in its cell")
    }
    return cell
  }

  /// Moves `delta` rows into the cell, and the cell's section in or out.
  private mutating func change(_ cell: Int, rows delta: Int, sections: Int = 0) {
    rows.countedAdd(delta, at: cell)
    counts[cell] += delta
    if sections != 0 { present.countedAdd(sections, at: cell) }
  }

  /// The row of the item at `position`.
  private func row(_ position: ItemPosition) -> (cell: Int, row: Int) {
    let cell = cell(ofSection: position.section)
    return (cell, rows.countedPrefix(cell) + headers + position.offset)
  }

  /// Performs one step as the table's calls, in the rows the steps before it left.
  ///
  /// - Complexity: O(log *s*), plus one call per row of a moved section.
  package mutating func perform<Section, Item>(
    _ step: SnapshotEditStep<Section, Item>, _ call: (TableRowCall) -> Void
  ) {
    switch step {
    case .deleteSection(let offset, _):
      let cell = cell(ofSection: offset)
      let start = rows.countedPrefix(cell)
      call(.remove(start..<start + counts[cell]))
      change(cell, rows: -counts[cell], sections: -1)
    case .insertSection(let offset, _, let items):
      let cell = landingCell(at: offset)
      let start = rows.countedPrefix(cell)
      let count = items.count + headers
      call(.insert(start..<start + count))
      change(cell, rows: count, sections: 1)
    case .moveSection(let from, let to, _):
      // Row by row, each to where the section's rows end up once the others have moved.
      let source = cell(ofSection: from)
      let count = counts[source]
      let start = rows.countedPrefix(source)
      change(source, rows: -count, sections: -1)
      let target = landingCell(at: to)
      change(target, rows: count, sections: 1)
      let destination = rows.countedPrefix(target)
      if start < destination {
        for _ in 0..<count { call(.move(from: start, to: destination + count - 1)) }
      } else {
        for index in 0..<count { call(.move(from: start + index, to: destination + index)) }
      }
    case .deleteItem(let position, _):
      let (cell, row) = row(position)
      call(.remove(row..<row + 1))
      change(cell, rows: -1)
    case .insertItem(let position, _):
      let (cell, row) = row(position)
      call(.insert(row..<row + 1))
      change(cell, rows: 1)
    case .moveItem(let from, let to, _):
      let (source, sourceRow) = row(from)
      change(source, rows: -1)
      let (target, destination) = row(to)
      change(target, rows: 1)
      call(.move(from: sourceRow, to: destination))
    case .reloadSection, .reloadItem, .reconfigureItem, .reconfigureSection:
      break
    }
  }
}
