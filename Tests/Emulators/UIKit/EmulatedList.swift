// An emulator of UIKit for tests on Linux: the emulator-only members both list views share.
import EmulatorCore

/// Emulator only: a collection or table view, driven by the shared list engine.
@preconcurrency @MainActor
public protocol EmulatedList: UIView {
  /// Emulator only: the engine behind the view.
  var emulatedEngine: ListEngine { get }
}

extension EmulatedList {
  /// Emulator only: the window of visible rows, in flat order over all sections.
  public var emulatedVisibleRows: Range<Int> {
    get { emulatedEngine.visibleRows }
    set { emulatedEngine.visibleRows = newValue }
  }

  /// Emulator only: the model's item (or row) counts, without asking the data source.
  public var emulatedRowCounts: [Int] {
    (emulatedEngine.sections ?? []).map(\.rows.count)
  }

  /// Emulator only: each row's serial, which a move keeps and a reload or insert renews.
  public var emulatedRowSerials: [[Int]] {
    (emulatedEngine.sections ?? []).map { $0.rows.map(\.serial) }
  }

  /// Emulator only: one line per update call, reload and interactive edit.
  public var emulatedLog: [String] { emulatedEngine.log }

  /// Emulator only: how many times `reloadData()` ran.
  public var emulatedReloadDataCount: Int { emulatedEngine.reloadDataCount }

  /// Emulator only: how many batches were applied, lone update calls included.
  public var emulatedBatchCount: Int { emulatedEngine.batchCount }

  /// Emulator only: how many of those batches ran while the view was in no window.
  public var emulatedBatchesOffWindow: Int { emulatedEngine.batchesOffWindow }

  /// Emulator only: how many batches found the data source's counts already changed.
  public var emulatedModelResyncCount: Int { emulatedEngine.modelResyncCount }

  /// Emulator only: batches applied whose animations have not finished.
  public var emulatedAnimatingBatches: Int {
    EmulatedAnimations.count(of: self)
  }

  /// Emulator only: finishes this view's animations, calling pending completions with true.
  public func emulateAnimationsFinishing() {
    EmulatedAnimations.finish(of: self)
  }

  /// Emulator only: a user's drag from one path to another; false when it cannot move.
  @discardableResult
  public func emulateInteractiveMove(from: IndexPath, to: IndexPath) -> Bool {
    emulatedEngine.interactiveMove(from: from, to: to)
  }

  /// Emulator only: the drop of a person's drag that began on the row of `serial` (read from
  /// ``emulatedRowSerials`` when it began), at `to` as the view shows its rows at the drop.
  /// Assumed, as no public source says how UIKit carries an interactive move across a batch
  /// update: the drag follows its row wherever the batch put it, and ends with no move when
  /// the batch deleted or reloaded the row (a reload renews its serial). False when no move
  /// happened.
  @discardableResult
  public func emulateDrop(ofRowWithSerial serial: Int, to: IndexPath) -> Bool {
    for (section, serials) in emulatedRowSerials.enumerated() {
      if let item = serials.firstIndex(of: serial) {
        return emulateInteractiveMove(from: IndexPath(item: item, section: section), to: to)
      }
    }
    return false
  }
}
