import Snapshots

extension OutlineEngine {
  // MARK: Recording, before the mutation

  /// Records a row that the operation may change, with its offset and facts now.
  @usableFromInline
  internal func touch(_ entry: Int32, _ log: inout RowChangeLog) {
    if entry < 0 || !log.touchedEntries.insert(entry).inserted { return }
    log.touched.append(
      RowChangeLog.Touched(
        entry: entry, key: rows[entry].node, oldOffset: rows.visibleOffset(of: entry),
        oldFacts: facts(of: entry)))
  }

  /// Runs changes to rows that no one sees before them, keeping only the loads they start in
  /// `log`: rows hidden before and after need no diff, and a block recorded afterwards (an
  /// ancestor's, expanded in the same operation) reports those that show.
  @usableFromInline
  internal func unseen(_ log: inout RowChangeLog, _ change: (inout RowChangeLog) -> Void) {
    var scratch = RowChangeLog()
    change(&scratch)
    log.requests += scratch.requests
  }

  /// Records a node's row and its footer row.
  @usableFromInline
  internal func touchNode(_ slot: Int32, _ log: inout RowChangeLog) {
    touch(nodes[Int(slot)].entry, &log)
    touch(nodes[Int(slot)].footer, &log)
  }

  /// Records an entry created by the operation, so that it is reported if it shows.
  @usableFromInline
  internal func touchNew(_ entry: Int32, _ log: inout RowChangeLog) {
    log.touchedEntries.insert(entry)
    log.touched.append(
      RowChangeLog.Touched(
        entry: entry, key: rows[entry].node, oldOffset: nil,
        oldFacts: RowFacts(level: 0, content: .node(isExpanded: false, childCount: 0))))
  }

  /// The visible offset of the first visible row among the entries `first...last`, and how
  /// many are visible.
  @usableFromInline
  internal func measure(_ first: Int32, _ last: Int32) -> (start: Int, count: Int) {
    let lower = rows.position(of: first)
    let upper = first == last ? lower &+ 1 : rows.position(of: last) &+ 1
    let start = rows.visibleBefore(position: lower)
    return (start, rows.visibleBefore(position: upper) &- start)
  }

  /// Records a run of entries whose visibility the operation changes as a whole, or which it
  /// moves; both ends must still exist afterwards.
  @usableFromInline
  internal func beginBlock(
    _ first: Int32, _ last: Int32, levelChanged: Bool = false, _ log: inout RowChangeLog
  ) {
    let (start, count) = measure(first, last)
    log.blocks.append(
      RowChangeLog.Block(
        first: first, last: last, oldStart: start, oldCount: count, levelChanged: levelChanged))
  }

  /// Records a run of entries the operation is about to free.
  @usableFromInline
  internal func recordDeletion(_ first: Int32, _ last: Int32, _ log: inout RowChangeLog) {
    let (start, count) = measure(first, last)
    if count > 0 { log.deletedRuns.append((start, count)) }
  }

  // MARK: Assembling the diff, after the mutation

  /// Measures everything recorded again and assembles the change of the visible rows.
  ///
  /// - Complexity: O(*c* + *t* log *n*) for *c* changed rows and *t* recorded rows and blocks.
  @usableFromInline
  internal func finish(_ log: RowChangeLog) -> Diff {
    var deletes = ChunkList<Int>()
    var inserts = ChunkList<Int>()
    var updates = ChunkList<Diff.OffsetPair>()
    var moves = ChunkList<Diff.OffsetPair>()
    var moved: (from: Int, to: Int, count: Int, levelChanged: Bool)?

    for block in log.blocks {
      let (start, count) = measure(block.first, block.last)
      if block.oldCount > 0 && count > 0 {
        moved = (block.oldStart, start, count, block.levelChanged)
      } else if block.oldCount > 0 {
        deletes.append(
          key: block.oldStart, Array(block.oldStart..<(block.oldStart &+ block.oldCount)))
      } else if count > 0 {
        inserts.append(key: start, Array(start..<(start &+ count)))
      }
    }
    for run in log.deletedRuns {
      deletes.append(key: run.start, Array(run.start..<(run.start &+ run.count)))
    }
    for block in log.newBlocks {
      let (start, count) = measure(block.first, block.last)
      if count > 0 { inserts.append(key: start, Array(start..<(start &+ count))) }
    }
    for region in log.regions {
      deletes.append(key: region.deletes.first ?? 0, region.deletes)
      inserts.append(key: region.inserts.first ?? 0, region.inserts)
      updates.append(key: region.updates.first?.to ?? 0, region.updates)
      moves.append(key: region.moves.first?.to ?? 0, region.moves)
    }
    for row in log.touched {
      let alive = rows[row.entry].node == row.key
      let newOffset = alive ? rows.visibleOffset(of: row.entry) : nil
      switch (row.oldOffset, newOffset) {
      case (let old?, let new?):
        if facts(of: row.entry) != row.oldFacts {
          updates.append(key: new, [Diff.OffsetPair(from: old, to: new)])
        }
      case (let old?, nil): deletes.append(key: old, [old])
      case (nil, let new?): inserts.append(key: new, [new])
      case (nil, nil): break
      }
    }
    let deleted = deletes.joined()
    let inserted = inserts.joined()
    if let moved {
      moves.append(
        key: 0,
        movesOfBlock(from: moved.from, to: moved.to, count: moved.count, deleted, inserted))
      if moved.levelChanged {
        updates.append(
          key: moved.to,
          (0..<moved.count).map { Diff.OffsetPair(from: moved.from &+ $0, to: moved.to &+ $0) })
      }
    }
    return Diff(
      deletes: deleted, inserts: inserted, moves: moves.joined(), updates: updates.joined())
  }

  /// The minimal moves for a block of `count` rows that moved from old offset `from` to new
  /// offset `to`, every other surviving row keeping its relative order.
  ///
  /// The rows it jumped over are the matched rows between its old and new place. Of the block
  /// and those rows, the larger group stays and the other moves; on a tie, the group that comes
  /// later in the new order stays, as in the longest increasing subsequence that `Diff` keeps.
  /// That is the diff engine's choice with nothing left to choose (the two groups are the only
  /// rows out of order; the article *The Diff Engine* says why), so it is made here, in
  /// O(min(*k*, *j*)) for *k* moved and *j* jumped rows, instead of over every visible row.
  @usableFromInline
  internal func movesOfBlock(
    from: Int, to: Int, count: Int, _ deleted: [Int], _ inserted: [Int]
  ) -> [Diff.OffsetPair] {
    let matchedBeforeOld = from &- countBelow(from, in: deleted)
    let matchedBeforeNew = to &- countBelow(to, in: inserted)
    let jumped = abs(matchedBeforeNew &- matchedBeforeOld)
    if jumped == 0 { return [] }
    let down = matchedBeforeNew > matchedBeforeOld
    let blockMoves = down ? count < jumped : jumped >= count
    if blockMoves {
      return (0..<count).map { Diff.OffsetPair(from: from &+ $0, to: to &+ $0) }
    }
    var olds: [Int] = []
    var news: [Int] = []
    olds.reserveCapacity(jumped)
    news.reserveCapacity(jumped)
    if down {
      collect(jumped, startingAt: from &+ count, step: 1, skipping: deleted, into: &olds)
      collect(jumped, startingAt: to &- 1, step: -1, skipping: inserted, into: &news)
      news.reverse()
    } else {
      collect(jumped, startingAt: from &- 1, step: -1, skipping: deleted, into: &olds)
      olds.reverse()
      collect(jumped, startingAt: to &+ count, step: 1, skipping: inserted, into: &news)
    }
    return zip(olds, news).map { Diff.OffsetPair(from: $0, to: $1) }
  }

  /// How many elements of the sorted `values` are below `bound`.
  private func countBelow(_ bound: Int, in values: [Int]) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low &+ high) >> 1
      if values[middle] < bound { low = middle &+ 1 } else { high = middle }
    }
    return low
  }

  /// Appends `count` offsets walking from `start` by `step`, skipping those in sorted `skip`.
  private func collect(
    _ count: Int, startingAt start: Int, step: Int, skipping skip: [Int], into result: inout [Int]
  ) {
    var offset = start
    var index = countBelow(start, in: skip)
    if step < 0 { index = countBelow(start &+ 1, in: skip) &- 1 }
    while result.count < count {
      if index >= 0 && index < skip.count && skip[index] == offset {
        index &+= step
      } else {
        result.append(offset)
      }
      offset &+= step
    }
  }
}
