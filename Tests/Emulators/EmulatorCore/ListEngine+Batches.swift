// Batches: update calls recorded, checked against the data source's counts, then applied.

extension ListEngine {
  /// Records an update call: into the open batch, or as a batch of its own.
  package func record(_ line: String, _ add: (inout BatchOps) -> Void) {
    if inBatch {
      log.append(line)
      add(&pendingOps)
    } else if isBusy {
      noteFailure(
        "attempt to update the \(words.container) while it asks its data source for "
          + "\(words.asked) (\(line))")
    } else {
      // A lone call is a batch of one, whose "before" is the model the view already has: the
      // app changed its data before the call. Only a view with no model yet loads it first,
      // from counts that already include the change (UIKit's crash too).
      guard beginBatch(line: line, syncingCounts: false) else { return }
      add(&pendingOps)
      endBatch(completion: nil)
    }
  }

  /// Records a call on sections; a table's log line ends with its animation.
  package func record(
    _ call: String, _ sections: IndexSet, _ animation: String? = nil,
    into list: WritableKeyPath<BatchOps, [Int]>
  ) {
    let indexes = Array(sections)
    let text = "[" + indexes.map(String.init).joined(separator: ", ") + "]"
    record(logLine(call, text, animation)) { $0[keyPath: list] += indexes }
  }

  /// A call on sections, named alike by every list view.
  package enum SectionCall: String {
    case insert = "insertSections", delete = "deleteSections", reload = "reloadSections"
  }

  /// Records a call on sections, the list it goes into taken from its name; a table's log
  /// line ends with its animation.
  package func record(_ call: SectionCall, _ sections: IndexSet, _ animation: String? = nil) {
    let list: WritableKeyPath<BatchOps, [Int]> =
      switch call {
      case .insert: \.sectionInserts
      case .delete: \.sectionDeletes
      case .reload: \.sectionReloads
      }
    record(call.rawValue, sections, animation, into: list)
  }

  /// Records a call on items or rows; a table's log line ends with its animation.
  package func record(
    _ call: String, _ paths: [IndexPath], _ animation: String? = nil,
    into list: WritableKeyPath<BatchOps, [IndexPath]>
  ) {
    record(logLine(call, logList(paths), animation)) { $0[keyPath: list] += paths }
  }

  package func recordMove(_ call: String = "moveSection", section: Int, to newSection: Int) {
    record("\(call) \(section) -> \(newSection)") { $0.sectionMoves.append((section, newSection)) }
  }

  package func recordMove(_ call: String, at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record("\(call) \(logList([indexPath])) -> \(logList([newIndexPath]))") {
      $0.itemMoves.append((indexPath, newIndexPath))
    }
  }

  private func logLine(_ call: String, _ list: String, _ animation: String?) -> String {
    "\(call) \(list)" + (animation.map { " \($0)" } ?? "")
  }

  /// One batch: sync counts, run the block, validate, apply, lay out, reconfigure.
  package func perform(line: String, completion: ((Bool) -> Void)?, _ body: () -> Void) {
    guard beginBatch(line: line) else { return }
    body()
    endBatch(completion: completion)
  }

  /// Opens a batch: asks every count first, as layout does before an update.
  package func beginBatch(line: String, syncingCounts: Bool = true) -> Bool {
    guard !isBusy else {
      noteFailure(
        "attempt to perform batch updates on the \(words.container) while it is already "
          + "performing batch updates or asking its data source for \(words.asked)")
      return false
    }
    log.append(line + host.emulatedBatchLogSuffix)
    depth += 1
    if syncingCounts {
      syncModelWithDataSource()
    } else {
      ensureModel()
    }
    inBatch = true
    pendingOps = BatchOps()
    return true
  }

  /// Closes the open batch: validates it against the data source's new counts and applies it.
  package func endBatch(completion: ((Bool) -> Void)?) {
    inBatch = false
    let ops = pendingOps
    pendingOps = BatchOps()
    do {
      try checkpoint()
      try apply(ops)
      batchCount += 1
      if !host.emulatedIsInWindow { batchesOffWindow += 1 }
      EmulatedAnimations.pending.append(PendingAnimation(view: host, completion: completion))
    } catch {
      EmulatedExceptions.raise(error.reason)
      recover()
    }
    depth -= 1
  }

  /// Asks the data source for every count; if they differ from the model, it lost track.
  private func syncModelWithDataSource() {
    let counts = host.emulatedAskCounts()
    guard let current = sections else {
      loadModel(counts: counts)
      return
    }
    if counts != current.map(\.rows.count) {
      modelResyncCount += 1
      dropModel()
      loadModel(counts: counts)
    }
  }

  private func apply(_ ops: BatchOps) throws(EmulatedException) {
    let planner = BatchPlanner(
      ops: ops, old: sections ?? [], newCounts: host.emulatedAskCounts(), words: words,
      makeSerial: { [unowned self] in self.makeSerial() })
    let result = try planner.plan()
    for section in result.removedSections { recycle(section: section) }
    for row in result.removedRows.sorted(by: { $0.serial < $1.serial }) { recycle(row: row) }
    sections = result.sections
    let created = try layoutReturningCreated()
    try reconfigure(result.reconfigured, skipping: created)
  }

  private func reconfigure(
    _ rows: [EmulatedRow], skipping created: Set<ObjectIdentifier>
  )
    throws(EmulatedException)
  {
    let wanted = rows.filter { $0.cell != nil && !created.contains(ObjectIdentifier($0)) }
    guard !wanted.isEmpty else { return }
    var paths = [ObjectIdentifier: IndexPath]()
    let ids = Set(wanted.map(ObjectIdentifier.init))
    for (s, section) in (sections ?? []).enumerated() {
      for (i, row) in section.rows.enumerated() where ids.contains(ObjectIdentifier(row)) {
        paths[ObjectIdentifier(row)] = IndexPath(item: i, section: s)
      }
    }
    for row in wanted {
      guard let path = paths[ObjectIdentifier(row)], let cell = row.cell else { continue }
      _ = try obtainCell(at: path, existing: cell)
    }
  }
}
