// An emulator of UIKit for tests on Linux: the table view, its cells and its model.
import EmulatorCore

/// A table view driven by the shared list engine.
@preconcurrency @MainActor
open class UITableView: UIView, EmulatedList {
  public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  public let emulatedEngine = ListEngine(words: ListVocabulary(.uiTableView))

  public let style: UITableView.Style
  /// Setting another data source invalidates the model, as UIKit does: the next count or
  /// layout loads it from the new one.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet {
      if oldValue !== dataSource { emulatedEngine.dataSourceChanged() }
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
    emulatedEngine.host = self
  }

  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    emulatedEngine.register(cellClass, as: UITableViewCell.self, kind: nil, identifier: identifier)
  }

  /// A rejected dequeue gives a throwaway cell that never passes as dequeued.
  open func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  )
    -> UITableViewCell
  {
    emulatedEngine.dequeue(identifier: identifier, kind: nil, for: indexPath) as? UITableViewCell
      ?? UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  open var numberOfSections: Int { emulatedEngine.sectionCount }

  open func numberOfRows(inSection section: Int) -> Int {
    emulatedEngine.rowCount(inSection: section)
  }

  open func reloadData() { emulatedEngine.reloadData() }

  open func layoutIfNeeded() { emulatedEngine.layoutIfNeeded() }

  open var indexPathsForVisibleRows: [IndexPath]? {
    emulatedEngine.visibleCells(of: UIView.self).map(\.indexPath)
  }

  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    emulatedEngine.cell(at: indexPath)
  }

  open var visibleCells: [UITableViewCell] { emulatedEngine.visibleCells().map(\.cell) }

  /// The header view of a section while it is on screen, or `nil`.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    emulatedEngine.titleView(inSection: section, footer: false) as? UITableViewHeaderFooterView
  }

  /// The footer view of a section while it is on screen, or `nil`.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    emulatedEngine.titleView(inSection: section, footer: true) as? UITableViewHeaderFooterView
  }

  // MARK: Updates

  /// Opens a batch that `endUpdates()` closes; UIKit lets these pairs nest.
  open func beginUpdates() {
    if openUpdateCount == 0 {
      openUpdatesBegan = emulatedEngine.beginBatch(line: "beginUpdates")
    }
    openUpdateCount += 1
  }

  /// Closes the batch `beginUpdates()` opened and applies it as `performBatchUpdates` would.
  open func endUpdates() {
    guard openUpdateCount > 0 else {
      emulatedEngine.noteFailure("attempt to call -endUpdates without a matching -beginUpdates")
      return
    }
    openUpdateCount -= 1
    if openUpdateCount == 0, openUpdatesBegan {
      openUpdatesBegan = false
      emulatedEngine.endBatch(completion: nil)
    }
  }

  /// Runs the updates as one batch, as a `beginUpdates()` pair does; the completion waits for the animations to finish.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    emulatedEngine.perform(line: "performBatchUpdates", completion: completion) { updates?() }
  }

  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    emulatedEngine.record(.insert, sections, "\(animation)")
  }

  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    emulatedEngine.record(.delete, sections, "\(animation)")
  }

  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    emulatedEngine.record(.reload, sections, "\(animation)")
  }

  open func moveSection(_ section: Int, toSection newSection: Int) {
    emulatedEngine.recordMove(section: section, to: newSection)
  }

  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    emulatedEngine.record("insertRows", indexPaths, "\(animation)", into: \.itemInserts)
  }

  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    emulatedEngine.record("deleteRows", indexPaths, "\(animation)", into: \.itemDeletes)
  }

  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    emulatedEngine.record("reloadRows", indexPaths, "\(animation)", into: \.itemReloads)
  }

  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    emulatedEngine.recordMove("moveRow", at: indexPath, to: newIndexPath)
  }

  /// Asks the data source again for the existing cells of these rows.
  @available(iOS 15.0, tvOS 15.0, *)
  open func reconfigureRows(at indexPaths: [IndexPath]) {
    emulatedEngine.record("reconfigureRows", indexPaths, into: \.reconfigures)
  }
}
