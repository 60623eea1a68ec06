// The engine of the emulated collection and table views, UIKit's and AppKit's alike: the row
// model, the cells, the reuse queues and the batch machinery.

/// The row model, the cells, the reuse queues and the batch machinery of one list view.
///
/// Public only as the type of UIKit's `EmulatedList.emulatedEngine`: every member is `package`.
@preconcurrency @MainActor
public final class ListEngine {
  package let words: ListVocabulary
  package unowned(unsafe) var host: (any EmulatedListHost)!

  package var sections: [EmulatedSection]?
  package var visibleRows: Range<Int> = 0..<Int.max
  package var headerKind: String?
  package var log: [String] = []
  package var reloadDataCount = 0
  package var batchCount = 0
  package var batchesOffWindow = 0
  package var modelResyncCount = 0

  var registeredClasses: [String: AnyClass] = [:]
  var reuseQueues: [String: [AnyObject]] = [:]
  var rowsWithCells: [ObjectIdentifier: EmulatedRow] = [:]
  private var nextSerial = 0

  var request: EmulatedRequest?
  var inBatch = false
  var inLayout = false
  var pendingOps = BatchOps()
  var depth = 0
  private var pendingFailure: String?

  package init(words: ListVocabulary) {
    self.words = words
  }

  func makeSerial() -> Int {
    nextSerial += 1
    return nextSerial
  }

  // MARK: Exceptions

  /// Raises now outside any operation; otherwise fails the operation at its next checkpoint.
  package func noteFailure(_ reason: String) {
    if depth == 0 {
      EmulatedExceptions.raise(reason)
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

  /// Runs one public operation: a rejection raises, abandons it and reloads the model.
  package func run(_ body: () throws(EmulatedException) -> Void) {
    depth += 1
    defer { depth -= 1 }
    do {
      try body()
      try checkpoint()
    } catch {
      EmulatedExceptions.raise(error.reason)
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
    loadModel()
  }

  package var isBusy: Bool { inBatch || inLayout || request != nil }

  // MARK: Model

  package func ensureModel() {
    if sections == nil { loadModel() }
  }

  package var sectionCount: Int {
    ensureModel()
    return sections?.count ?? 0
  }

  package func rowCount(inSection section: Int) -> Int {
    ensureModel()
    guard let sections, sections.indices.contains(section) else {
      noteFailure(
        "attempt to get the number of \(words.items) in section \(section), but there are only "
          + "\(sections?.count ?? 0) sections")
      return 0
    }
    return sections[section].rows.count
  }

  func loadModel(counts: [Int]? = nil) {
    let counts = counts ?? host.emulatedAskCounts()
    sections = counts.map { count in
      EmulatedSection(
        serial: makeSerial(), rows: (0..<count).map { _ in EmulatedRow(serial: makeSerial()) })
    }
  }

  /// Drops the model; every cell and header goes to the reuse queues.
  func dropModel() {
    for section in sections ?? [] {
      recycle(section: section)
      for row in section.rows { recycle(row: row) }
    }
    sections = nil
  }

  func recycle(row: EmulatedRow) {
    guard let cell = row.cell else { return }
    row.cell = nil
    rowsWithCells[ObjectIdentifier(row)] = nil
    enqueue(cell, kind: nil)
  }

  func recycle(section: EmulatedSection) {
    guard let header = section.header else { return }
    section.header = nil
    enqueue(header, kind: headerKind)
  }

  /// Back to the queue of its registration, while its class is still registered.
  private func enqueue(_ view: AnyObject, kind: String?) {
    guard let identifier = (view as? any EmulatedReusable)?.emulatedReuseIdentifier,
      registeredClasses[queueKey(kind, identifier)] != nil
    else { return }
    reuseQueues[queueKey(kind, identifier), default: []].append(view)
  }

  func queueKey(_ kind: String?, _ identifier: String) -> String {
    (kind ?? "") + "\u{0}" + identifier
  }

  // MARK: Introspection

  /// The cells the view holds, sorted by index path.
  package func visibleCells<Cell: AnyObject>(
    of type: Cell.Type = Cell.self
  ) -> [(indexPath: IndexPath, cell: Cell)] {
    var result: [(indexPath: IndexPath, cell: Cell)] = []
    for (s, section) in (sections ?? []).enumerated() {
      for (i, row) in section.rows.enumerated() {
        if let cell = row.cell as? Cell {
          result.append((IndexPath(item: i, section: s), cell))
        }
      }
    }
    return result
  }

  package func cell<Cell: AnyObject>(at indexPath: IndexPath) -> Cell? {
    contains(indexPath)
      ? sections?[indexPath.section].rows[indexPath.item].cell as? Cell : nil
  }

  /// The supplementary views of `kind` the view holds, by index path: only on screen, only of
  /// the kind layout asks for.
  package func visibleHeaders(ofKind kind: String) -> [(indexPath: IndexPath, view: AnyObject)] {
    guard kind == headerKind else { return [] }
    return (sections ?? []).enumerated().compactMap { index, section in
      section.header.map { (IndexPath(item: 0, section: index), $0) }
    }
  }

  /// The supplementary view of `kind` the view holds at `indexPath`, or `nil`.
  package func visibleHeader(ofKind kind: String, at indexPath: IndexPath) -> AnyObject? {
    visibleHeaders(ofKind: kind).first { $0.indexPath == indexPath }?.view
  }

  /// A table's header or footer view of a section while it is on screen, or `nil`.
  package func titleView(inSection section: Int, footer: Bool) -> AnyObject? {
    guard let sections, sections.indices.contains(section) else { return nil }
    return footer ? sections[section].footer : sections[section].header
  }

  package func contains(_ indexPath: IndexPath) -> Bool {
    guard let model = sections, indexPath.count == 2,
      (0..<model.count).contains(indexPath.section)
    else { return false }
    return (0..<model[indexPath.section].rows.count).contains(indexPath.item)
  }

  /// "[0-1, 2-0]": index paths as the log prints them.
  package func logList(_ paths: [IndexPath]) -> String {
    "[" + paths.map { "\($0.section)-\($0.item)" }.joined(separator: ", ") + "]"
  }
}
