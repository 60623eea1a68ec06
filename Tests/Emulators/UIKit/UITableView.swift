// An emulator of UIKit for tests on Linux: the table view, its cells and its model.

/// A table view driven by the shared list engine.
@MainActor
open class UITableView: UIView, EmulatedListHost {
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  let engine = ListEngine(words: ListVocabulary(isTable: true))

  public let style: UITableView.Style
  /// Setting another data source invalidates the model, as UIKit does: the next count or
  /// layout loads it from the new one.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet {
      if oldValue !== dataSource { engine.dataSourceChanged() }
    }
  }
  open weak var delegate: (any UITableViewDelegate)?
  open var isEditing = false

  // The nesting of beginUpdates/endUpdates, and whether the outermost one opened a batch.
  var openUpdateCount = 0
  var openUpdatesBegan = false

  public init(frame: CGRect, style: UITableView.Style) {
    self.style = style
    super.init(frame: frame)
    engine.host = self
  }

  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      engine.cellClasses[identifier] = nil
      return
    }
    guard cellClass is UITableViewCell.Type else {
      engine.noteFailure(
        "attempt to register a cell class which is not a subclass of UITableViewCell "
          + "(\(cellClass)) for identifier \(identifier)")
      return
    }
    engine.cellClasses[identifier] = cellClass
  }

  open func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  )
    -> UITableViewCell
  {
    if let cell = engine.dequeue(identifier: identifier, kind: nil, for: indexPath)
      as? UITableViewCell
    {
      return cell
    }
    // A rejected dequeue: a throwaway cell that never passes as dequeued.
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  open var numberOfSections: Int {
    engine.ensureModel()
    return engine.sections?.count ?? 0
  }

  open func numberOfRows(inSection section: Int) -> Int {
    engine.ensureModel()
    guard let sections = engine.sections, sections.indices.contains(section) else {
      engine.noteFailure(
        "attempt to get the number of rows in section \(section), but there are only "
          + "\(engine.sections?.count ?? 0) sections")
      return 0
    }
    return sections[section].rows.count
  }

  open func reloadData() {
    engine.reloadData()
  }

  open func layoutIfNeeded() {
    engine.layoutIfNeeded()
  }

  open var indexPathsForVisibleRows: [IndexPath]? {
    engine.visibleCells().map(\.indexPath)
  }

  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    engine.row(at: indexPath)?.cell as? UITableViewCell
  }

  open var visibleCells: [UITableViewCell] {
    engine.visibleCells().compactMap { $0.cell as? UITableViewCell }
  }

  // MARK: Updates

  /// Runs the updates as one batch; the completion waits for the animations to finish.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    engine.perform(line: "performBatchUpdates", completion: completion) { updates?() }
  }

  /// Opens a batch that `endUpdates()` closes; UIKit lets these pairs nest.
  open func beginUpdates() {
    if openUpdateCount == 0 {
      openUpdatesBegan = engine.beginBatch(line: "beginUpdates")
    }
    openUpdateCount += 1
  }

  /// Closes the batch `beginUpdates()` opened and applies it as `performBatchUpdates` would.
  open func endUpdates() {
    guard openUpdateCount > 0 else {
      engine.noteFailure("attempt to call -endUpdates without a matching -beginUpdates")
      return
    }
    openUpdateCount -= 1
    if openUpdateCount == 0, openUpdatesBegan {
      openUpdatesBegan = false
      engine.endBatch(completion: nil)
    }
  }

  private func record(_ line: String, _ add: (inout BatchOps) -> Void) {
    engine.record(line, add)
  }

  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record("insertSections \(emulatedList(sections)) \(animation)") {
      $0.sectionInserts += sections
    }
  }

  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record("deleteSections \(emulatedList(sections)) \(animation)") {
      $0.sectionDeletes += sections
    }
  }

  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    record("reloadSections \(emulatedList(sections)) \(animation)") {
      $0.sectionReloads += sections
    }
  }

  open func moveSection(_ section: Int, toSection newSection: Int) {
    record("moveSection \(section) -> \(newSection)") {
      $0.sectionMoves.append((section, newSection))
    }
  }

  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record("insertRows \(emulatedList(indexPaths)) \(animation)") { $0.itemInserts += indexPaths }
  }

  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record("deleteRows \(emulatedList(indexPaths)) \(animation)") { $0.itemDeletes += indexPaths }
  }

  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    record("reloadRows \(emulatedList(indexPaths)) \(animation)") { $0.itemReloads += indexPaths }
  }

  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record("moveRow \(emulatedList([indexPath])) -> \(emulatedList([newIndexPath]))") {
      $0.itemMoves.append((indexPath, newIndexPath))
    }
  }

  /// Asks the data source again for the existing cells of these rows.
  @available(iOS 15.0, tvOS 15.0, *)
  open func reconfigureRows(at indexPaths: [IndexPath]) {
    record("reconfigureRows \(emulatedList(indexPaths))") { $0.reconfigures += indexPaths }
  }

  // MARK: Host

  func emulatedAskSectionCount() -> Int {
    dataSource?.numberOfSections(in: self) ?? 0
  }

  func emulatedAskRowCount(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  func emulatedAskCell(at indexPath: IndexPath) -> UIView? {
    dataSource?.tableView(self, cellForRowAt: indexPath)
  }

  func emulatedAskHeader(inSection section: Int, kind: String) -> UIView? { nil }

  func emulatedAskTitle(inSection section: Int) -> String? {
    dataSource?.tableView(self, titleForHeaderInSection: section)
  }

  func emulatedMakeView(of viewClass: AnyClass, reuseIdentifier: String) -> UIView? {
    guard let type = viewClass as? UITableViewCell.Type else { return nil }
    return type.init(style: .default, reuseIdentifier: reuseIdentifier)
  }
}
