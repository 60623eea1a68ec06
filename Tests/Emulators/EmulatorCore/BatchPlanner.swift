// The validation of a batch of updates, shared by the emulated collection and table views.
//
// Wordings. UIKit's verbatim (index paths printed without the object's address):
// "Invalid update: invalid number of items/rows in section …", "Invalid update: invalid number
// of sections. …", "attempt to delete item X from section Y which only contains Z items before
// the update", "attempt to delete section X, but there are only Z sections before the update",
// "attempt to insert item X into section Y, but there are only Z items in section Y after the
// update", "attempt to insert section X but there are only Z sections after the update",
// "attempt to delete item X from section Y, but there are only Z sections before the update",
// "attempt to insert item X into section Y, but there are only Z sections after the update",
// "attempt to perform a delete and a move from the same index path (…)",
// "attempt to delete and reload the same index path (…)", "attempt to perform an insert and a
// move to the same index path (…)".
// Everything else here is the emulator's closest paraphrase in UIKit's style: duplicates,
// reload/move and insert/move clashes, "… that already exists", ops inside sections being
// deleted, inserted, reloaded or moved, and the reload, move and reconfigure range checks.

/// The operations recorded during one batch, in the coordinates they were given.
package struct BatchOps {
  package var sectionDeletes: [Int] = []
  package var sectionInserts: [Int] = []
  package var sectionReloads: [Int] = []
  package var sectionMoves: [(from: Int, to: Int)] = []
  package var itemDeletes: [IndexPath] = []
  package var itemInserts: [IndexPath] = []
  package var itemReloads: [IndexPath] = []
  package var itemMoves: [(from: IndexPath, to: IndexPath)] = []
  package var reconfigures: [IndexPath] = []

  package init() {}
}

/// What a valid batch leaves: the new model, and what left it.
@preconcurrency @MainActor
struct BatchResult {
  var sections: [EmulatedSection]
  var removedRows: [EmulatedRow] = []
  var removedSections: [EmulatedSection] = []
  var reconfigured: [EmulatedRow] = []
}

/// Validates a batch as UIKit does and applies it to the row model.
///
/// Deletes, reloads, move sources and reconfigures are in old coordinates; inserts and move
/// targets in new. A reload replaces its row (or section) in place; untouched rows fill the
/// places left, in their old relative order. Work is O(sections + rows of changed sections).
@preconcurrency @MainActor
struct BatchPlanner {
  let ops: BatchOps
  let old: [EmulatedSection]
  let newCounts: [Int]
  let words: ListVocabulary
  let makeSerial: () -> Int

  private enum Fate { case deleted, reloaded, moved }

  func plan() throws(EmulatedException) -> BatchResult {
    let oldCount = old.count
    let newCount = newCounts.count
    var fates = [Int: Fate]()
    for s in ops.sectionDeletes {
      guard (0..<oldCount).contains(s) else {
        throw reject(
          "attempt to delete section \(s), but there are only \(oldCount) sections before the "
            + "update")
      }
      guard fates[s] == nil else { throw reject("attempt to delete section \(s) twice") }
      fates[s] = .deleted
    }
    for s in ops.sectionReloads {
      guard (0..<oldCount).contains(s) else {
        throw reject(
          "attempt to reload section \(s), but there are only \(oldCount) sections before the "
            + "update")
      }
      switch fates[s] {
      case .deleted: throw reject("attempt to delete and reload the same section (\(s))")
      case .reloaded: throw reject("attempt to reload section \(s) twice")
      default: fates[s] = .reloaded
      }
    }
    var moveSources = [Int: Int]()  // new index -> old index
    for move in ops.sectionMoves {
      let (from, to) = move
      guard (0..<oldCount).contains(from) else {
        throw reject(
          "attempt to move section \(from), but there are only \(oldCount) sections before the "
            + "update")
      }
      guard (0..<newCount).contains(to) else {
        throw reject(
          "attempt to move section \(from) to section \(to), but there are only \(newCount) "
            + "sections after the update")
      }
      switch fates[from] {
      case .deleted:
        throw reject("attempt to perform a delete and a move from the same section (\(from))")
      case .reloaded:
        throw reject("attempt to perform a reload and a move of the same section (\(from))")
      case .moved: throw reject("attempt to move section \(from) twice")
      case nil: break
      }
      guard moveSources[to] == nil else {
        throw reject("attempt to move section \(from) to section \(to) that already exists")
      }
      fates[from] = .moved
      moveSources[to] = from
    }
    var inserted = Set<Int>()
    for s in ops.sectionInserts {
      guard (0..<newCount).contains(s) else {
        throw reject(
          "attempt to insert section \(s) but there are only \(newCount) sections after the update"
        )
      }
      guard inserted.insert(s).inserted else {
        throw reject("attempt to insert section \(s) twice")
      }
      guard moveSources[s] == nil else {
        throw reject("attempt to perform an insert and a move to the same section (\(s))")
      }
    }
    let deletedCount = ops.sectionDeletes.count
    guard newCount == oldCount - deletedCount + inserted.count else {
      throw reject(
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "\(words.container) after the update (\(newCount)) must be equal to the number of "
          + "sections contained in the \(words.container) before the update (\(oldCount)), plus "
          + "or minus the number of sections inserted or deleted (\(inserted.count) inserted, "
          + "\(deletedCount) deleted).")
    }

    // Survivors (reloaded ones included: they keep their place) fill the free new indexes.
    var oldToNew = [Int?](repeating: nil, count: oldCount)
    var newToOld = [Int?](repeating: nil, count: newCount)
    var nextOld = 0
    for t in 0..<newCount where !inserted.contains(t) && moveSources[t] == nil {
      while fates[nextOld] == .deleted || fates[nextOld] == .moved { nextOld += 1 }
      oldToNew[nextOld] = t
      newToOld[t] = nextOld
      nextOld += 1
    }

    return try planItems(
      fates: fates, moveSources: moveSources, inserted: inserted, oldToNew: oldToNew,
      newToOld: newToOld)
  }

  // Item checks, then per-section counts, then the new rows.
  private func planItems(
    fates: [Int: Fate], moveSources: [Int: Int], inserted: Set<Int>, oldToNew: [Int?],
    newToOld: [Int?]
  ) throws(EmulatedException) -> BatchResult {
    let w = words
    let oldCount = old.count
    let newCount = newCounts.count

    // Item ops inside a section that is itself deleted, reloaded or moved are rejected: UIKit
    // resolves them against a section whose identity the same batch changes, and corrupts its
    // state or crashes later; diffable data sources never send them.
    func oldSectionProblem(_ s: Int) -> String? {
      switch fates[s] {
      case .deleted: "which is being deleted"
      case .reloaded: "which is being reloaded"
      case .moved: "which is being moved"
      case nil: nil
      }
    }
    func newSectionProblem(_ t: Int) -> String? {
      if inserted.contains(t) { return "which is being inserted" }
      if moveSources[t] != nil { return "which is the destination of a section move" }
      if let s = newToOld[t], fates[s] == .reloaded { return "which is being reloaded" }
      return nil
    }
    // The section of an item op: it must exist, before or after the update, and keep its identity.
    func checkSection(
      _ p: IndexPath, _ what: String, among count: Int, _ moment: String,
      _ problem: (Int) -> String?
    ) throws(EmulatedException) {
      guard (0..<count).contains(p.section) else {
        throw reject("\(what), but there are only \(count) sections \(moment) the update")
      }
      if let why = problem(p.section) { throw reject("\(what), \(why)") }
    }
    func checkOld(_ p: IndexPath, _ verb: String, _ preposition: String) throws(EmulatedException) {
      let what =
        "attempt to \(verb) \(w.item) \(p.item) \(preposition) section \(p.section)"
      try checkSection(p, what, among: oldCount, "before", oldSectionProblem)
      let count = old[p.section].rows.count
      guard (0..<count).contains(p.item) else {
        throw reject("\(what) which only contains \(count) \(w.items) before the update")
      }
    }
    func checkNewSection(_ p: IndexPath, _ verb: String) throws(EmulatedException) {
      let what = "attempt to \(verb) \(w.item) \(p.item) into section \(p.section)"
      try checkSection(p, what, among: newCount, "after", newSectionProblem)
    }

    var deleted = Set<IndexPath>()
    var deletesPerSection = [Int: Int]()
    for p in ops.itemDeletes {
      try checkOld(p, "delete", "from")
      guard deleted.insert(p).inserted else {
        throw reject("attempt to delete \(w.item) \(p.item) from section \(p.section) twice")
      }
      deletesPerSection[p.section, default: 0] += 1
    }
    var reloaded = Set<IndexPath>()
    for p in ops.itemReloads {
      try checkOld(p, "reload", "from")
      guard !deleted.contains(p) else {
        throw reject("attempt to delete and reload the same index path (\(p.emulatedDescription))")
      }
      guard reloaded.insert(p).inserted else {
        throw reject("attempt to reload the same index path twice (\(p.emulatedDescription))")
      }
    }
    var movedFrom = Set<IndexPath>()
    var targets = [IndexPath: IndexPath]()  // new path -> old path
    var movesOut = [Int: Int]()
    var movesIn = [Int: Int]()
    for move in ops.itemMoves {
      let (from, to) = move
      try checkOld(from, "move", "from")
      guard !deleted.contains(from) else {
        throw reject(
          "attempt to perform a delete and a move from the same index path "
            + "(\(from.emulatedDescription))")
      }
      guard !reloaded.contains(from) else {
        throw reject(
          "attempt to perform a reload and a move of the same index path "
            + "(\(from.emulatedDescription))")
      }
      guard movedFrom.insert(from).inserted else {
        throw reject("attempt to move index path (\(from.emulatedDescription)) twice")
      }
      try checkNewSection(to, "move")
      guard targets[to] == nil else {
        throw reject(
          "attempt to move index path (\(from.emulatedDescription)) to index path "
            + "(\(to.emulatedDescription)) that already exists")
      }
      targets[to] = from
      movesOut[from.section, default: 0] += 1
      movesIn[to.section, default: 0] += 1
    }
    var insertedPaths = Set<IndexPath>()
    var insertsPerSection = [Int: Int]()
    for p in ops.itemInserts {
      try checkNewSection(p, "insert")
      guard insertedPaths.insert(p).inserted else {
        throw reject("attempt to insert the same index path twice (\(p.emulatedDescription))")
      }
      if targets[p] != nil {
        throw reject(
          "attempt to perform an insert and a move to the same index path "
            + "(\(p.emulatedDescription))")
      }
      insertsPerSection[p.section, default: 0] += 1
    }
    var reconfigured: [EmulatedRow] = []
    for p in ops.reconfigures {
      try checkOld(p, "reconfigure", "in")
      guard !deleted.contains(p) else {
        throw reject(
          "attempt to delete and reconfigure the same index path (\(p.emulatedDescription))")
      }
      guard !reloaded.contains(p) else {
        throw reject(
          "attempt to reload and reconfigure the same index path (\(p.emulatedDescription))")
      }
      reconfigured.append(old[p.section].rows[p.item])
    }

    // Counts: every section that keeps its identity must add up.
    for t in 0..<newCount {
      if let s = moveSources[t] {
        try checkCount(t, after: newCounts[t], before: old[s].rows.count, 0, 0, 0, 0)
      } else if let s = newToOld[t], fates[s] == nil {
        try checkCount(
          t, after: newCounts[t], before: old[s].rows.count, insertsPerSection[t] ?? 0,
          deletesPerSection[s] ?? 0, movesIn[t] ?? 0, movesOut[s] ?? 0)
      }
    }
    for p in ops.itemInserts
    where p.item < 0 || p.item >= newCounts[p.section] {
      let (item, section) = (p.item, p.section)
      throw reject(
        "attempt to insert \(w.item) \(item) into section \(section), but there are only "
          + "\(newCounts[section]) \(w.items) in section \(section) after the update")
    }
    for move in ops.itemMoves
    where move.to.item < 0 || move.to.item >= newCounts[move.to.section] {
      throw reject(
        "attempt to move index path (\(move.from.emulatedDescription)) to index path "
          + "(\(move.to.emulatedDescription)), but there are only "
          + "\(newCounts[move.to.section]) \(w.items) in section "
          + "\(move.to.section) after the update")
    }

    // Build the new model.
    var result = BatchResult(sections: [])
    result.reconfigured = reconfigured
    var leaving = [Int: Set<Int>]()
    for p in deleted { leaving[p.section, default: []].insert(p.item) }
    for p in movedFrom { leaving[p.section, default: []].insert(p.item) }
    var reloadedBySection = [Int: Set<Int>]()
    for p in reloaded { reloadedBySection[p.section, default: []].insert(p.item) }
    var placed = [Int: [Int: EmulatedRow]]()
    for (to, from) in targets {
      placed[to.section, default: [:]][to.item] = old[from.section].rows[from.item]
    }
    for p in insertedPaths {
      placed[p.section, default: [:]][p.item] = EmulatedRow(serial: makeSerial())
    }
    for p in deleted { result.removedRows.append(old[p.section].rows[p.item]) }

    for (s, fate) in fates where fate != .moved {
      result.removedSections.append(old[s])
      result.removedRows.append(contentsOf: old[s].rows)
    }
    result.removedSections.sort { $0.serial < $1.serial }

    var sections: [EmulatedSection] = []
    sections.reserveCapacity(newCount)
    for t in 0..<newCount {
      if let s = moveSources[t] {
        sections.append(old[s])
      } else if let s = newToOld[t], fates[s] == nil {
        let section = old[s]
        let leavers = leaving[s] ?? []
        let reloads = reloadedBySection[s] ?? []
        let arrivals = placed[t] ?? [:]
        if !leavers.isEmpty || !reloads.isEmpty || !arrivals.isEmpty {
          var slots = [EmulatedRow?](repeating: nil, count: newCounts[t])
          for (i, row) in arrivals { slots[i] = row }
          var k = 0
          for (i, row) in section.rows.enumerated() where !leavers.contains(i) {
            while slots[k] != nil { k += 1 }
            if reloads.contains(i) {
              result.removedRows.append(row)
              slots[k] = EmulatedRow(serial: makeSerial())
            } else {
              slots[k] = row
            }
          }
          section.rows = slots.map { $0! }
        }
        sections.append(section)
      } else {
        // Inserted or reloaded: a fresh section with the data source's count.
        let rows = (0..<newCounts[t]).map { _ in EmulatedRow(serial: makeSerial()) }
        sections.append(EmulatedSection(serial: makeSerial(), rows: rows))
      }
    }
    result.sections = sections
    return result
  }

  private func checkCount(
    _ t: Int, after: Int, before: Int, _ inserted: Int, _ deleted: Int, _ movedIn: Int,
    _ movedOut: Int
  ) throws(EmulatedException) {
    guard after != before + inserted - deleted + movedIn - movedOut else { return }
    throw EmulatedException(
      reason: words.countMessage(
        section: t, after: after, before: before, inserted: inserted, deleted: deleted,
        movedIn: movedIn, movedOut: movedOut))
  }

  private func reject(_ reason: String) -> EmulatedException {
    EmulatedException(reason: reason)
  }
}
