// An emulator of UIKit for tests on Linux: the table view's updates and emulator hooks.

extension UITableView {
  @MainActor
  func emulatedList(_ paths: [IndexPath]) -> String {
    "[" + paths.map { "\($0.section)-\($0.row)" }.joined(separator: ", ") + "]"
  }

  @MainActor
  func emulatedList(_ sections: IndexSet) -> String {
    "[" + sections.map(String.init).joined(separator: ", ") + "]"
  }

  // MARK: Emulator only

  /// Emulator only: the window of visible rows, in flat order over all sections.
  public var emulatedVisibleRows: Range<Int> {
    get { engine.visibleRows }
    set { engine.visibleRows = newValue }
  }

  /// Emulator only: the header titles layout asked for, per section.
  public var emulatedHeaderTitles: [String?] {
    (engine.sections ?? []).map(\.title)
  }

  /// Emulator only: the model's row counts, without asking the data source.
  public var emulatedRowCounts: [Int] {
    (engine.sections ?? []).map(\.rows.count)
  }

  /// Emulator only: each row's serial, which a move keeps and a reload or insert renews.
  public var emulatedRowSerials: [[Int]] {
    (engine.sections ?? []).map { $0.rows.map(\.serial) }
  }

  /// Emulator only: the cells the view holds, sorted by index path.
  public var emulatedVisibleCells: [(indexPath: IndexPath, cell: UITableViewCell)] {
    engine.visibleCells().compactMap { entry in
      (entry.cell as? UITableViewCell).map {
        (IndexPath(row: entry.indexPath.row, section: entry.indexPath.section), $0)
      }
    }
  }

  /// Emulator only: one line per update call, reload and interactive edit.
  public var emulatedLog: [String] { engine.log }

  /// Emulator only: how many times `reloadData()` ran.
  public var emulatedReloadDataCount: Int { engine.reloadDataCount }

  /// Emulator only: how many batches were applied, lone update calls included.
  public var emulatedBatchCount: Int { engine.batchCount }

  /// Emulator only: how many of those batches ran while the view was in no window.
  public var emulatedBatchesOffWindow: Int { engine.batchesOffWindow }

  /// Emulator only: how many batches found the data source's counts already changed.
  public var emulatedModelResyncCount: Int { engine.modelResyncCount }

  /// Emulator only: batches applied whose animations have not finished.
  public var emulatedAnimatingBatches: Int {
    UIKitEmulator.pendingBatches.count { $0.view === self }
  }

  /// Emulator only: finishes this view's animations, calling pending completions with true.
  public func emulateAnimationsFinishing() {
    UIKitEmulator.finishAnimations(of: self)
  }

  /// Emulator only: a user's drag from one path to another; false when the row cannot move.
  @discardableResult
  public func emulateInteractiveMove(from: IndexPath, to: IndexPath) -> Bool {
    engine.interactiveMove(
      from: from, to: to,
      canMove: { [unowned self] in self.dataSource?.tableView(self, canMoveRowAt: $0) ?? false },
      tellDataSource: { [unowned self] in self.dataSource?.tableView(self, moveRowAt: $0, to: $1) })
  }

  /// Emulator only: a user's swipe to delete; false when the row cannot be edited.
  @discardableResult
  public func emulateSwipeToDelete(at indexPath: IndexPath) -> Bool {
    engine.ensureModel()
    guard !engine.isBusy, engine.contains(indexPath) else {
      engine.noteFailure(
        "attempt to swipe to delete index path (\(indexPath.emulatedDescription)), which does "
          + "not exist or the table view is updating")
      return false
    }
    guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else {
      return false
    }
    engine.log.append("swipeToDelete \(emulatedList([indexPath]))")
    dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
    return true
  }
}
