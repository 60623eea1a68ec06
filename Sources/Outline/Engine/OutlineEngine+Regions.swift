import Snapshots

/// The visible rows of a run of positions, captured before or after a bulk change.
@usableFromInline
internal struct CapturedRows {
  /// Visible rows before the run.
  @usableFromInline internal var start: Int
  @usableFromInline internal var positions: [Int] = []
  /// Each row's `node` value: its identity within the engine.
  @usableFromInline internal var keys: [Int32] = []
  @usableFromInline internal var facts: [RowFacts] = []

  @inlinable
  internal init(start: Int) { self.start = start }
}

extension OutlineEngine {
  /// The visible rows whose positions are in `range`, with their identities and facts.
  ///
  /// - Complexity: O(*v* + log *n*) expected for *v* visible rows in the range.
  @usableFromInline
  internal func captureRows(in range: Range<Int>) -> CapturedRows {
    var captured = CapturedRows(start: rows.visibleBefore(position: range.lowerBound))
    rows.forEachVisible(in: range) { entry, position, level in
      let node = rows[entry].node
      captured.positions.append(position)
      captured.keys.append(node)
      captured.facts.append(facts(node: node, level: level))
    }
    return captured
  }

  /// The diff of a run of rows whose entries kept their positions (only visibility and facts
  /// changed), in absolute offsets.
  ///
  /// - Complexity: O(*a* + *b*) for the rows before and after.
  @usableFromInline
  internal func diffByPosition(_ old: CapturedRows, _ new: CapturedRows) -> Diff {
    var deletes: [Int] = []
    var inserts: [Int] = []
    var updates: [Diff.OffsetPair] = []
    var i = 0
    var j = 0
    while i < old.positions.count || j < new.positions.count {
      let oldPosition = i < old.positions.count ? old.positions[i] : Int.max
      let newPosition = j < new.positions.count ? new.positions[j] : Int.max
      if oldPosition == newPosition {
        if old.facts[i] != new.facts[j] {
          updates.append(Diff.OffsetPair(from: old.start &+ i, to: new.start &+ j))
        }
        i &+= 1
        j &+= 1
      } else if oldPosition < newPosition {
        deletes.append(old.start &+ i)
        i &+= 1
      } else {
        inserts.append(new.start &+ j)
        j &+= 1
      }
    }
    return Diff(deletes: deletes, inserts: inserts, moves: [], updates: updates)
  }

  /// The diff of a run of rows whose entries were replaced, matching rows by identity with the
  /// shared engine, in absolute offsets.
  ///
  /// - Complexity: Expected O(*a* + *b*) for the rows before and after.
  @usableFromInline
  internal func diffByKey(_ old: CapturedRows, _ new: CapturedRows) -> Diff {
    struct Row: Equatable {
      var key: Int32
      var facts: RowFacts
    }
    let before = zip(old.keys, old.facts).map { Row(key: $0, facts: $1) }
    let after = zip(new.keys, new.facts).map { Row(key: $0, facts: $1) }
    let diff = Diff(from: before, to: after, id: \.key)
    return Diff(
      deletes: diff.deletes.map { $0 &+ old.start },
      inserts: diff.inserts.map { $0 &+ new.start },
      moves: diff.moves.map { Diff.OffsetPair(from: $0.from &+ old.start, to: $0.to &+ new.start) },
      updates: diff.updates.map {
        Diff.OffsetPair(from: $0.from &+ old.start, to: $0.to &+ new.start)
      })
  }
}
