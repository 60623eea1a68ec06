// An emulator of AppKit for tests on Linux: the collection view's model, layout and batches.

/// The item the view is asking its data source for, which `makeItem` must match.
struct EmulatedItemRequest {
  var indexPath: IndexPath
  var made: NSCollectionViewItem?
}

extension NSCollectionView {
  // MARK: Exceptions

  /// Raises now outside any operation; otherwise fails the operation at its next checkpoint.
  func noteFailure(_ reason: String) {
    if depth == 0 {
      AppKitEmulator.raise(reason)
    } else if pendingFailure == nil {
      pendingFailure = reason
    }
  }

  func checkpoint() throws(EmulatedException) {
    if let reason = pendingFailure {
      pendingFailure = nil
      throw EmulatedException(reason: reason)
    }
  }

  /// Runs one operation: a rejection raises, abandons it and reloads the model.
  func run(_ body: () throws(EmulatedException) -> Void) {
    depth += 1
    defer { depth -= 1 }
    do {
      try body()
      try checkpoint()
    } catch {
      AppKitEmulator.raise(error.reason)
      recover()
    }
  }

  func recover() {
    inBatch = false
    inLayout = false
    request = nil
    pendingOps = BatchOps()
    pendingFailure = nil
    dropModel()
    loadModel(counts: askCounts())
  }

  var isBusy: Bool { inBatch || inLayout || request != nil }

  var makeOutsideRequestMessage: String {
    "Expected an item made with -makeItemWithIdentifier:forIndexPath: to be returned to the "
      + "collection view. Make exactly one item when the data source is asked for one, and do "
      + "not make items for any other reason (emulator's wording)"
  }

  // MARK: Model

  func makeSerial() -> Int {
    nextSerial += 1
    return nextSerial
  }

  func ensureModel() {
    if sections == nil { loadModel(counts: askCounts()) }
  }

  func loadModel(counts: [Int]) {
    sections = counts.map { count in
      EmulatedSection(
        serial: makeSerial(), rows: (0..<count).map { _ in EmulatedRow(serial: makeSerial()) })
    }
  }

  /// The data source's counts; one empty section without a data source, as AppKit documents.
  func askCounts() -> [Int] {
    guard let dataSource else { return [0] }
    return (0..<dataSource.numberOfSections(in: self)).map {
      dataSource.collectionView(self, numberOfItemsInSection: $0)
    }
  }

  /// Drops the model; every item and supplementary view goes to the reuse queues.
  func dropModel() {
    for section in sections ?? [] {
      recycle(section: section)
      for row in section.rows { recycle(row: row) }
    }
    sections = nil
  }

  func dataSourceChanged() {
    guard !isBusy else {
      return noteFailure(
        "attempt to change the data source of the collection view while it is performing batch "
          + "updates or asking its data source for an item")
    }
    dropModel()
  }

  func row(at indexPath: IndexPath) -> EmulatedRow? {
    guard let sections, indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].rows.indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section].rows[indexPath.item]
  }

  func recycle(row: EmulatedRow) {
    guard let entry = loadedItems.removeValue(forKey: ObjectIdentifier(row)) else { return }
    row.cell = nil
    if let identifier = entry.item.identifier {
      itemQueues[identifier, default: []].append(entry.item)
    }
  }

  func recycle(section: EmulatedSection) {
    guard let header = section.header else { return }
    section.header = nil
    if let kind = emulatedHeaderKind, let identifier = header.identifier,
      supplementaryClasses[supplementaryKey(kind, identifier)] != nil
    {
      supplementaryQueues[supplementaryKey(kind, identifier), default: []].append(header)
    }
  }

  func supplementaryKey(
    _ kind: SupplementaryElementKind, _ identifier: NSUserInterfaceItemIdentifier
  ) -> String {
    kind + "\u{0}" + identifier.rawValue
  }

  // MARK: Layout

  /// Asks the data source for the item at a path and checks it was made for that path.
  func obtainItem(at indexPath: IndexPath) throws(EmulatedException) -> NSCollectionViewItem {
    request = EmulatedItemRequest(indexPath: indexPath)
    let returned = dataSource?.collectionView(self, itemForRepresentedObjectAt: indexPath)
    let finished = request
    request = nil
    try checkpoint()
    guard let item = returned, item === finished?.made else {
      throw EmulatedException(reason: makeOutsideRequestMessage)
    }
    return item
  }

  /// Makes items for the rows entering the visible range and recycles those leaving it; asks
  /// for the headers of visible sections. Returns the rows that got a new item.
  @discardableResult
  func layout() throws(EmulatedException) -> Set<ObjectIdentifier> {
    ensureModel()
    inLayout = true
    defer { inLayout = false }
    let window = emulatedVisibleItemRange
    var entering: [(IndexPath, EmulatedRow)] = []
    var visible = Set<ObjectIdentifier>()
    var offset = 0
    for (s, section) in (sections ?? []).enumerated() {
      let count = section.rows.count
      let end = offset + count
      let sectionVisible =
        count > 0
        ? (offset < window.upperBound && window.lowerBound < end) : window.contains(offset)
      if let kind = emulatedHeaderKind {
        if sectionVisible, section.header == nil {
          section.header = dataSource?.collectionView(
            self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: s))
          try checkpoint()
        } else if !sectionVisible {
          recycle(section: section)
        }
      }
      if sectionVisible, count > 0 {
        for i in (max(window.lowerBound, offset) - offset)..<(min(window.upperBound, end) - offset)
        {
          let row = section.rows[i]
          visible.insert(ObjectIdentifier(row))
          if loadedItems[ObjectIdentifier(row)] == nil {
            entering.append((IndexPath(item: i, section: s), row))
          }
        }
      }
      offset = end
    }
    // Rows leaving give their items back first, in serial order, so reuse is deterministic.
    let leaving = loadedItems.values.filter { !visible.contains(ObjectIdentifier($0.row)) }
    for entry in leaving.sorted(by: { $0.row.serial < $1.row.serial }) {
      recycle(row: entry.row)
    }
    var created = Set<ObjectIdentifier>()
    for (indexPath, row) in entering {
      let item = try obtainItem(at: indexPath)
      row.cell = item.view
      loadedItems[ObjectIdentifier(row)] = (row, item)
      created.insert(ObjectIdentifier(row))
    }
    return created
  }

  // MARK: Batches

  /// Records an update call: into the open batch, or as a batch of its own.
  func record(_ line: String, _ add: (inout BatchOps) -> Void) {
    if inBatch {
      log.append(line)
      add(&pendingOps)
    } else if isBusy {
      noteFailure(
        "attempt to update the collection view while it asks its data source for an item "
          + "(\(line))")
    } else {
      // A lone call is a batch of one whose "before" is the model the view already has.
      guard beginBatch(line: line, syncingCounts: false) else { return }
      add(&pendingOps)
      endBatch(completion: nil)
    }
  }

  func record(_ call: String, _ sections: IndexSet, into list: WritableKeyPath<BatchOps, [Int]>) {
    let sorted = Array(sections)
    record("\(call) [" + sorted.map(String.init).joined(separator: ", ") + "]") {
      $0[keyPath: list] += sorted
    }
  }

  func record(
    _ call: String, _ paths: Set<IndexPath>, into list: WritableKeyPath<BatchOps, [IndexPath]>
  ) {
    let sorted = paths.sorted()
    record("\(call) \(logList(sorted))") { $0[keyPath: list] += sorted }
  }

  func logList(_ paths: [IndexPath]) -> String {
    "[" + paths.map { "\($0.section)-\($0.item)" }.joined(separator: ", ") + "]"
  }

  /// Opens a batch: asks every count first, as layout does before an update.
  func beginBatch(line: String, syncingCounts: Bool) -> Bool {
    guard !isBusy else {
      noteFailure(
        "attempt to perform batch updates on the collection view while it is already "
          + "performing batch updates or asking its data source for an item")
      return false
    }
    log.append(line)
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

  /// Closes the open batch: checks it against the data source's new counts and applies it.
  func endBatch(completion: ((Bool) -> Void)?) {
    inBatch = false
    let ops = pendingOps
    pendingOps = BatchOps()
    do {
      try checkpoint()
      let planner = BatchPlanner(
        ops: ops, old: sections ?? [], newCounts: askCounts(), words: words,
        makeSerial: { [unowned self] in self.makeSerial() })
      let result = try planner.plan()
      for section in result.removedSections { recycle(section: section) }
      for row in result.removedRows.sorted(by: { $0.serial < $1.serial }) { recycle(row: row) }
      sections = result.sections
      try layout()
      batchCount += 1
      AppKitEmulator.animatingBatches.append(
        EmulatedAnimatingBatch(view: self, completion: completion))
    } catch {
      AppKitEmulator.raise(error.reason)
      recover()
    }
    depth -= 1
  }

  /// Asks the data source for every count; if they differ from the model, it lost track.
  func syncModelWithDataSource() {
    let counts = askCounts()
    guard let current = sections else { return loadModel(counts: counts) }
    if counts != current.map(\.rows.count) {
      modelResyncCount += 1
      dropModel()
      loadModel(counts: counts)
    }
  }
}
