// An emulator of AppKit for tests on Linux: the collection view's emulator-only members, and
// how the shared list engine asks its data source, makes its items and reuses its views.
import EmulatorCore

extension NSCollectionView {
  /// Emulator only: finishes this view's animations, calling its pending completion handlers.
  public func emulateAnimationsFinishing() {
    EmulatedAnimations.finish(of: self)
  }

  /// Emulator only: this view's batches whose animations have not finished.
  public var emulatedAnimatingBatches: Int { EmulatedAnimations.count(of: self) }

  /// Emulator only: the model's item counts, without asking the data source.
  public var emulatedItemCounts: [Int] { (emulatedEngine.sections ?? []).map(\.rows.count) }

  /// Emulator only: each row's serial, which a move keeps and a reload or insert renews.
  public var emulatedRowSerials: [[Int]] {
    (emulatedEngine.sections ?? []).map { $0.rows.map(\.serial) }
  }

  /// Emulator only: the items the view holds, by index path.
  public var emulatedLoadedItems: [(indexPath: IndexPath, item: NSCollectionViewItem)] {
    emulatedEngine.visibleCells(of: NSCollectionViewItem.self).map { ($0.indexPath, $0.cell) }
  }

  /// Emulator only: the header views layout holds, per section.
  public var emulatedHeaders: [NSView?] {
    (emulatedEngine.sections ?? []).map { $0.header as? NSView }
  }

  /// Emulator only: one line per update call, reload and call of `animator()`.
  public var emulatedLog: [String] { emulatedEngine.log }

  /// Emulator only: how many times `reloadData()` ran.
  public var emulatedReloadDataCount: Int { emulatedEngine.reloadDataCount }

  /// Emulator only: how many batches were applied, lone update calls included.
  public var emulatedBatchCount: Int { emulatedEngine.batchCount }

  /// Emulator only: how many batches found the data source's counts already changed.
  public var emulatedModelResyncCount: Int { emulatedEngine.modelResyncCount }

  /// Emulator only: how many times `animator()` was called.
  public var emulatedAnimatorCount: Int { animatorCount }
}

/// The engine asks the view's data source, and makes the items of registered classes.
extension NSCollectionView: EmulatedListHost {
  /// One empty section without a data source, as AppKit documents.
  package func emulatedAskCounts() -> [Int] {
    guard let dataSource else { return [0] }
    return (0..<dataSource.numberOfSections(in: self)).map {
      dataSource.collectionView(self, numberOfItemsInSection: $0)
    }
  }

  package func emulatedAskCell(at indexPath: IndexPath) -> AnyObject? {
    dataSource?.collectionView(self, itemForRepresentedObjectAt: indexPath)
  }

  package func emulatedAskHeader(inSection section: Int, kind: String) -> AnyObject? {
    dataSource?.collectionView(
      self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
  }

  package func emulatedMake(_ viewClass: AnyClass, identifier: String) -> AnyObject? {
    guard let itemClass = viewClass as? NSCollectionViewItem.Type else { return nil }
    let item = itemClass.init()
    item.identifier = NSUserInterfaceItemIdentifier(identifier)
    item.collectionView = self
    addSubview(item.view)
    return item
  }
}

/// Items and supplementary views go back to the engine's queues by their identifiers.
extension NSCollectionViewItem: EmulatedReusable {
  package var emulatedReuseIdentifier: String? { identifier?.rawValue }
  package func emulatedPrepareForReuse() { prepareForReuse() }
}

extension NSView: EmulatedReusable {
  package var emulatedReuseIdentifier: String? { identifier?.rawValue }
  package func emulatedPrepareForReuse() {
    (self as? any NSCollectionViewElement)?.prepareForReuse()
  }
}
