// An emulator of UIKit for tests on Linux: the engine both list views share.

/// What the engine needs of its view: the data source to ask, if it has one.
@preconcurrency @MainActor
protocol EmulatedListHost: UIView {
  var emulatedDataSource: ListDataSource? { get }
}

/// A request the engine is making of its data source, which dequeues must match.
struct EmulatedRequest {
  var indexPath: IndexPath
  var kind: String?  // nil for a cell, the element kind for a supplementary view
  var existing: UIView?
  var dequeued: UIView?
}

/// The row model, the cells, the reuse queues and the batch machinery of one list view.
///
/// Public only as the type of `EmulatedList.emulatedEngine`: every member is internal.
@preconcurrency @MainActor
public final class ListEngine {
  let words: ListVocabulary
  unowned(unsafe) var host: (any EmulatedListHost)!

  var sections: [EmulatedSection]?
  var visibleRows: Range<Int> = 0..<Int.max
  var headerKind: String?
  var log: [String] = []
  var reloadDataCount = 0
  var batchCount = 0
  var batchesOffWindow = 0
  var modelResyncCount = 0

  private var registeredClasses: [String: AnyClass] = [:]
  private var reuseQueues: [String: [UIView]] = [:]
  private var rowsWithCells: [ObjectIdentifier: EmulatedRow] = [:]
  private var nextSerial = 0

  private(set) var request: EmulatedRequest?
  private(set) var inBatch = false
  private var inLayout = false
  private var pendingOps = BatchOps()
  private var depth = 0
  private var pendingFailure: String?

  init(words: ListVocabulary) {
    self.words = words
  }

  func makeSerial() -> Int {
    nextSerial += 1
    return nextSerial
  }

  // MARK: Exceptions

  /// Raises now outside any operation; otherwise fails the operation at its next checkpoint.
  func noteFailure(_ reason: String) {
    if depth == 0 {
      UIKitEmulator.raise(reason)
    } else if pendingFailure == nil {
      pendingFailure = reason
    }
  }

  private func checkpoint() throws(EmulatedException) {
    if let reason = pendingFailure {
      pendingFailure = nil
      throw EmulatedException(reason: reason)
    }
  }

  /// Runs one public operation: a rejection raises, abandons it and reloads the model.
  func run(_ body: () throws(EmulatedException) -> Void) {
    depth += 1
    defer { depth -= 1 }
    do {
      try body()
      try checkpoint()
    } catch {
      UIKitEmulator.raise(error.reason)
      recover()
    }
  }

  private func recover() {
    inBatch = false
    inLayout = false
    request = nil
    pendingOps = BatchOps()
    pendingFailure = nil
    dropModel()
    loadModel()
  }

  var isBusy: Bool { inBatch || inLayout || request != nil }

  // MARK: Model

  func ensureModel() {
    if sections == nil { loadModel() }
  }

  var sectionCount: Int {
    ensureModel()
    return sections?.count ?? 0
  }

  func rowCount(inSection section: Int) -> Int {
    ensureModel()
    guard let sections, sections.indices.contains(section) else {
      noteFailure(
        "attempt to get the number of \(words.items) in section \(section), but there are only "
          + "\(sections?.count ?? 0) sections")
      return 0
    }
    return sections[section].rows.count
  }

  private func loadModel(counts: [Int]? = nil) {
    let counts = counts ?? askCounts()
    sections = counts.map { count in
      EmulatedSection(
        serial: makeSerial(), rows: (0..<count).map { _ in EmulatedRow(serial: makeSerial()) })
    }
  }

  private func askCounts() -> [Int] {
    guard let dataSource = host.emulatedDataSource else { return [] }
    return (0..<dataSource.sectionCount).map { dataSource.rowCount(inSection: $0) }
  }

  /// Drops the model; every cell and header goes to the reuse queues.
  func dropModel() {
    for section in sections ?? [] {
      recycle(section: section)
      for row in section.rows { recycle(row: row) }
    }
    sections = nil
  }

  private func recycle(row: EmulatedRow) {
    guard let cell = row.cell else { return }
    row.cell = nil
    rowsWithCells[ObjectIdentifier(row)] = nil
    enqueue(cell, kind: nil)
  }

  private func recycle(section: EmulatedSection) {
    guard let header = section.header else { return }
    section.header = nil
    enqueue(header, kind: headerKind)
  }

  private func enqueue(_ view: UIView, kind: String?) {
    guard let identifier = (view as? any EmulatedReusable)?.reuseIdentifier else { return }
    reuseQueues[queueKey(kind, identifier), default: []].append(view)
  }

  private func queueKey(_ kind: String?, _ identifier: String) -> String {
    (kind ?? "") + "\u{0}" + identifier
  }

  // MARK: Registration and dequeue

  /// Registers a class for cells (no kind) or a kind of supplementary view; nil unregisters.
  func register<Base: UIView>(
    _ viewClass: AnyClass?, as base: Base.Type, kind: String?, identifier: String
  ) {
    if let viewClass, !(viewClass is Base.Type) {
      noteFailure(
        "attempt to register a \(kind == nil ? "cell" : "supplementary view") class which is not "
          + "a subclass of \(Base.self) (\(viewClass)) for identifier \(identifier)")
      return
    }
    registeredClasses[queueKey(kind, identifier)] = viewClass
  }

  func registeredClass(kind: String?, identifier: String) -> AnyClass? {
    registeredClasses[queueKey(kind, identifier)]
  }

  // UIKit's verbatim: "could not dequeue a view of kind: …", "unable to dequeue a cell with
  // identifier …", "Expected dequeued view to be returned …", "Attempted to dequeue a cell for a
  // different registration …", "the cell returned from -collectionView:cellForItemAtIndexPath:
  // does not have a reuseIdentifier …", and the start of "UITableView dataSource returned a nil
  // cell …". Paraphrases: the wrong index path, a table cell not dequeued, a reconfigured cell
  // that is not the existing one, and the supplementary view check.

  func dequeue(identifier: String, kind: String?, for indexPath: IndexPath) -> UIView? {
    guard let viewClass = registeredClass(kind: kind, identifier: identifier) else {
      noteFailure(
        words.isTable
          ? "unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
            + "class for the identifier or connect a prototype cell in a storyboard"
          : "could not dequeue a view of kind: \(kind ?? "UICollectionElementKindCell") with "
            + "identifier \(identifier) - must register a nib or a class for the identifier or "
            + "connect a prototype cell in a storyboard")
      return nil
    }
    guard var current = request, current.kind == kind, current.dequeued == nil else {
      noteFailure(expectedDequeuedMessage)
      return nil
    }
    guard current.indexPath == indexPath else {
      noteFailure(
        "attempt to dequeue a view for index path (\(indexPath.emulatedDescription)) while the "
          + "data source is asked for the view at index path "
          + "(\(current.indexPath.emulatedDescription))")
      return nil
    }
    let view: UIView
    if let existing = current.existing {
      guard (existing as? any EmulatedReusable)?.reuseIdentifier == identifier else {
        noteFailure(
          "Attempted to dequeue a cell for a different registration or reuse identifier than "
            + "the existing cell when reconfiguring an item, which is not allowed.")
        return nil
      }
      view = existing
    } else if var queue = reuseQueues[queueKey(kind, identifier)], let reused = queue.popLast() {
      reuseQueues[queueKey(kind, identifier)] = queue
      (reused as? any EmulatedReusable)?.prepareForReuse()
      view = reused
    } else if let type = viewClass as? any EmulatedReusable.Type {
      let made = type.emulatedMake(reuseIdentifier: identifier)
      host.addSubview(made)
      view = made
    } else {
      noteFailure("the registered class for identifier \(identifier) cannot be created")
      return nil
    }
    current.dequeued = view
    request = current
    return view
  }

  private var expectedDequeuedMessage: String {
    "Expected dequeued view to be returned to the \(words.container) in preparation for "
      + "display. When the \(words.container)'s data source is asked to provide a view for a "
      + "given index path, ensure that a single view is dequeued and returned to the "
      + "\(words.container). Also, do not dequeue views from the data source for any reason "
      + "other than the \(words.container) asking for them."
  }

  /// Asks the data source for the cell at a path and checks it was dequeued for that path.
  private func obtainCell(
    at indexPath: IndexPath, existing: UIView?
  ) throws(EmulatedException)
    -> UIView
  {
    request = EmulatedRequest(indexPath: indexPath, kind: nil, existing: existing)
    let returned = host.emulatedDataSource?.cell(at: indexPath)
    let finished = request
    request = nil
    try checkpoint()
    guard let cell = returned else {
      throw EmulatedException(
        reason: words.isTable
          ? "UITableView dataSource returned a nil cell for row at index path: "
            + "\(indexPath.emulatedDescription)"
          : "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
            + "reuseIdentifier - cells must be retrieved by calling "
            + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")
    }
    if let existing, cell !== existing {
      throw EmulatedException(
        reason: "the cell returned from the data source when reconfiguring index path "
          + "(\(indexPath.emulatedDescription)) is not its existing cell")
    }
    guard cell === finished?.dequeued else {
      if words.isTable {
        throw EmulatedException(
          reason: "UITableView dataSource must return a cell from "
            + "-tableView:cellForRowAtIndexPath: that it dequeued with "
            + "-dequeueReusableCellWithIdentifier:forIndexPath: for index path "
            + "(\(indexPath.emulatedDescription))")
      }
      if (cell as? any EmulatedReusable)?.reuseIdentifier == nil {
        throw EmulatedException(
          reason: "the cell returned from -collectionView:cellForItemAtIndexPath: does not have "
            + "a reuseIdentifier - cells must be retrieved by calling "
            + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")
      }
      throw EmulatedException(reason: expectedDequeuedMessage)
    }
    return cell
  }

  private func obtainHeader(section: Int, kind: String) throws(EmulatedException) -> UIView {
    let indexPath = IndexPath(item: 0, section: section)
    request = EmulatedRequest(indexPath: indexPath, kind: kind)
    let returned = host.emulatedDataSource?.header(inSection: section, kind: kind)
    let finished = request
    request = nil
    try checkpoint()
    guard let view = returned, view === finished?.dequeued else {
      throw EmulatedException(
        reason: "the view returned from -collectionView:viewForSupplementaryElementOfKind:"
          + "atIndexPath: (\(kind), \(indexPath.emulatedDescription)) was not retrieved by "
          + "calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: "
          + "or is nil")
    }
    return view
  }

  // MARK: Layout

  /// Creates cells for rows entering the visible window and recycles those leaving it.
  func layout() throws(EmulatedException) {
    _ = try layoutReturningCreated()
  }

  private func layoutReturningCreated() throws(EmulatedException) -> Set<ObjectIdentifier> {
    ensureModel()
    inLayout = true
    defer { inLayout = false }
    let window = visibleRows
    // Rows leaving the window give their cells back before entering rows ask for theirs.
    var entering: [(IndexPath, EmulatedRow)] = []
    var visible = Set<ObjectIdentifier>()
    var offset = 0
    for (s, section) in (sections ?? []).enumerated() {
      let count = section.rows.count
      let end = offset + count
      let sectionVisible =
        count > 0
        ? (offset < window.upperBound && window.lowerBound < end) : window.contains(offset)
      if words.isTable, !section.titleLoaded {
        section.title = host.emulatedDataSource?.title(inSection: s)
        section.titleLoaded = true
      }
      if let kind = headerKind {
        if sectionVisible, section.header == nil {
          section.header = try obtainHeader(section: s, kind: kind)
        } else if !sectionVisible {
          recycle(section: section)
        }
      }
      if sectionVisible, count > 0 {
        for i in (max(window.lowerBound, offset) - offset)..<(min(window.upperBound, end) - offset)
        {
          let row = section.rows[i]
          visible.insert(ObjectIdentifier(row))
          if row.cell == nil { entering.append((IndexPath(item: i, section: s), row)) }
        }
      }
      offset = end
    }
    // Sorted by serial: dictionary order would make reuse, and so cell identity, random.
    let leaving = rowsWithCells.filter { !visible.contains($0.key) }.values
    for row in leaving.sorted(by: { $0.serial < $1.serial }) {
      recycle(row: row)
    }
    var created = Set<ObjectIdentifier>()
    for (indexPath, row) in entering {
      row.cell = try obtainCell(at: indexPath, existing: nil)
      rowsWithCells[ObjectIdentifier(row)] = row
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
        "attempt to update the \(words.container) while it asks its data source for a view "
          + "(\(line))")
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
  func record(
    _ call: String, _ sections: IndexSet, _ animation: UITableView.RowAnimation? = nil,
    into list: WritableKeyPath<BatchOps, [Int]>
  ) {
    record(logLine(call, logList(sections), animation)) { $0[keyPath: list] += sections }
  }

  /// Records a call on items or rows; a table's log line ends with its animation.
  func record(
    _ call: String, _ paths: [IndexPath], _ animation: UITableView.RowAnimation? = nil,
    into list: WritableKeyPath<BatchOps, [IndexPath]>
  ) {
    record(logLine(call, logList(paths), animation)) { $0[keyPath: list] += paths }
  }

  func recordMove(_ call: String, section: Int, to newSection: Int) {
    record("\(call) \(section) -> \(newSection)") { $0.sectionMoves.append((section, newSection)) }
  }

  func recordMove(_ call: String, at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record("\(call) \(logList([indexPath])) -> \(logList([newIndexPath]))") {
      $0.itemMoves.append((indexPath, newIndexPath))
    }
  }

  private func logLine(
    _ call: String, _ list: String, _ animation: UITableView.RowAnimation?
  ) -> String {
    "\(call) \(list)" + (animation.map { " \($0)" } ?? "")
  }

  func logList(_ paths: [IndexPath]) -> String {
    "[" + paths.map { "\($0.section)-\($0.item)" }.joined(separator: ", ") + "]"
  }

  private func logList(_ sections: IndexSet) -> String {
    "[" + sections.map(String.init).joined(separator: ", ") + "]"
  }

  /// One batch: sync counts, run the block, validate, apply, lay out, reconfigure.
  func perform(line: String, completion: ((Bool) -> Void)?, _ body: () -> Void) {
    guard beginBatch(line: line) else { return }
    body()
    endBatch(completion: completion)
  }

  /// Opens a batch: asks every count first, as layout does before an update.
  func beginBatch(line: String, syncingCounts: Bool = true) -> Bool {
    guard !isBusy else {
      noteFailure(
        "attempt to perform batch updates on the \(words.container) while it is already "
          + "performing batch updates or asking its data source for a view")
      return false
    }
    log.append(line + (UIView.areAnimationsEnabled ? " animated" : " not animated"))
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
  func endBatch(completion: ((Bool) -> Void)?) {
    inBatch = false
    let ops = pendingOps
    pendingOps = BatchOps()
    do {
      try checkpoint()
      try apply(ops)
      batchCount += 1
      if host.window == nil { batchesOffWindow += 1 }
      UIKitEmulator.pendingBatches.append(PendingBatch(view: host, completion: completion))
    } catch {
      UIKitEmulator.raise(error.reason)
      recover()
    }
    depth -= 1
  }

  /// Asks the data source for every count; if they differ from the model, it lost track.
  private func syncModelWithDataSource() {
    let counts = askCounts()
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
      ops: ops, old: sections ?? [], newCounts: askCounts(), words: words,
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

  /// A new data source: the model no longer describes anything; the next layout loads it.
  func dataSourceChanged() {
    guard !isBusy else {
      noteFailure(
        "attempt to change the data source of the \(words.container) while it is performing "
          + "batch updates or asking its data source for a view")
      return
    }
    dropModel()
  }

  /// Drops the model and all cells, then lays out again from the data source.
  func reloadData() {
    guard !isBusy else {
      noteFailure(
        "attempt to call -reloadData on the \(words.container) while it is performing batch "
          + "updates or asking its data source for a view")
      return
    }
    log.append("reloadData")
    reloadDataCount += 1
    run { () throws(EmulatedException) in
      dropModel()
      try layout()
    }
  }

  func layoutIfNeeded() {
    guard !isBusy else { return }
    run { () throws(EmulatedException) in try layout() }
  }

  // MARK: Interactive edits

  /// Moves a row as the user's drag already did, then tells the data source.
  func interactiveMove(from: IndexPath, to: IndexPath) -> Bool {
    guard !isBusy else {
      noteFailure("attempt to move a \(words.item) interactively during an update")
      return false
    }
    ensureModel()
    guard let model = sections, contains(from), (0..<model.count).contains(to.section),
      (0...(model[to.section].rows.count - (from.section == to.section ? 1 : 0)))
        .contains(to.item)
    else {
      noteFailure(
        "attempt to move index path (\(from.emulatedDescription)) to index path "
          + "(\(to.emulatedDescription)) interactively, which is out of bounds")
      return false
    }
    guard host.emulatedDataSource?.canMove(at: from) ?? false else { return false }
    log.append("interactiveMove \(from.section)-\(from.item) -> \(to.section)-\(to.item)")
    run { () throws(EmulatedException) in
      let row = model[from.section].rows.remove(at: from.item)
      model[to.section].rows.insert(row, at: to.item)
      host.emulatedDataSource?.move(from: from, to: to)
      try checkpoint()
      let counts = askCounts()
      let current = sections ?? []
      guard counts.count == current.count else {
        throw EmulatedException(
          reason: words.sectionCountMessage(after: counts.count, before: current.count))
      }
      for (s, count) in counts.enumerated() where count != current[s].rows.count {
        throw EmulatedException(
          reason: words.countMessage(
            section: s, after: count, before: current[s].rows.count, inserted: 0, deleted: 0,
            movedIn: 0, movedOut: 0))
      }
      try layout()
    }
    return true
  }

  func contains(_ indexPath: IndexPath) -> Bool {
    guard let model = sections, indexPath.count == 2,
      (0..<model.count).contains(indexPath.section)
    else { return false }
    return (0..<model[indexPath.section].rows.count).contains(indexPath.item)
  }

  // MARK: Introspection

  /// The cells the view holds, sorted by index path.
  func visibleCells<Cell: UIView>(
    of type: Cell.Type = Cell.self
  ) -> [(indexPath: IndexPath, cell: Cell)] {
    var result: [(indexPath: IndexPath, cell: Cell)] = []
    for (s, section) in (sections ?? []).enumerated() {
      for (i, row) in section.rows.enumerated() {
        if let cell = row.cell as? Cell { result.append((IndexPath(item: i, section: s), cell)) }
      }
    }
    return result
  }

  func cell<Cell: UIView>(at indexPath: IndexPath) -> Cell? {
    contains(indexPath) ? sections?[indexPath.section].rows[indexPath.item].cell as? Cell : nil
  }
}
