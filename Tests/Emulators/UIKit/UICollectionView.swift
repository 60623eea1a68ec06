// An emulator of UIKit for tests on Linux: the collection view, its cells and its model.
import EmulatorCore

/// A collection view driven by the shared list engine.
@preconcurrency @MainActor
open class UICollectionView: UIView, EmulatedList {
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  public let emulatedEngine = ListEngine(words: ListVocabulary(.uiCollectionView))

  open var collectionViewLayout: UICollectionViewLayout
  /// Setting another data source invalidates the model, as UIKit does: the next count or
  /// layout loads it from the new one.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet {
      if oldValue !== dataSource { emulatedEngine.dataSourceChanged() }
    }
  }
  open weak var delegate: (any UICollectionViewDelegate)?
  /// Whether a person may select more than one item.
  open var allowsMultipleSelection = false
  /// Emulator only: the serials of the selected rows, so that a selection follows its items
  /// through a batch's moves and goes with them when they are deleted, as UIKit's does.
  var selectedSerials: Set<Int> = []

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.collectionViewLayout = layout
    super.init(frame: frame)
    emulatedEngine.host = self
  }

  // MARK: Registration and dequeue

  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    emulatedEngine.register(
      cellClass, as: UICollectionViewCell.self, kind: nil, identifier: identifier)
  }

  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    emulatedEngine.register(
      viewClass, as: UICollectionReusableView.self, kind: elementKind, identifier: identifier)
  }

  open func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  )
    -> UICollectionViewCell
  {
    dequeue(identifier, kind: nil, for: indexPath)
  }

  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    dequeue(identifier, kind: elementKind, for: indexPath)
  }

  /// A rejected dequeue gives a throwaway view of the registered class that never passes as
  /// dequeued.
  private func dequeue<View: UICollectionReusableView>(
    _ identifier: String, kind: String?, for indexPath: IndexPath
  ) -> View {
    if let view = emulatedEngine.dequeue(identifier: identifier, kind: kind, for: indexPath)
      as? View
    {
      return view
    }
    let registered: AnyClass? = emulatedEngine.registeredClass(kind: kind, identifier: identifier)
    return (registered as? View.Type ?? View.self).init(frame: .zero)
  }

  // MARK: Counts, cells and layout

  open var numberOfSections: Int { emulatedEngine.sectionCount }

  open func numberOfItems(inSection section: Int) -> Int {
    emulatedEngine.rowCount(inSection: section)
  }

  open func reloadData() { emulatedEngine.reloadData() }

  open func layoutIfNeeded() { emulatedEngine.layoutIfNeeded() }

  open var indexPathsForVisibleItems: [IndexPath] {
    emulatedEngine.visibleCells(of: UIView.self).map(\.indexPath)
  }

  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    emulatedEngine.cell(at: indexPath)
  }

  open var visibleCells: [UICollectionViewCell] { emulatedEngine.visibleCells().map(\.cell) }

  /// The supplementary view of `elementKind` on screen at `indexPath`, or `nil`.
  open func supplementaryView(
    forElementKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView? {
    emulatedEngine.visibleHeader(ofKind: elementKind, at: indexPath) as? UICollectionReusableView
  }

  /// The supplementary views of `elementKind` on screen.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    emulatedEngine.visibleHeaders(ofKind: elementKind).compactMap {
      $0.view as? UICollectionReusableView
    }
  }

  /// The index paths of the supplementary views of `elementKind` on screen.
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    emulatedEngine.visibleHeaders(ofKind: elementKind).map(\.indexPath)
  }

  /// Emulator only: the index path of the last scroll to an item.
  public private(set) var emulatedScrollTarget: IndexPath?

  /// Scrolls the item at `indexPath` into view; an index path the view does not hold raises.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    emulatedEngine.ensureModel()
    guard emulatedEngine.contains(indexPath) else {
      return UIKitEmulator.raise(
        "attempt to scroll to invalid index path: \(indexPath.emulatedDescription)")
    }
    emulatedScrollTarget = indexPath
  }

  // MARK: Updates

  /// Runs the updates as one batch; the completion waits for the animations to finish.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    emulatedEngine.perform(line: "performBatchUpdates", completion: completion) { updates?() }
  }

  open func insertSections(_ sections: IndexSet) { emulatedEngine.record(.insert, sections) }

  open func deleteSections(_ sections: IndexSet) { emulatedEngine.record(.delete, sections) }

  open func reloadSections(_ sections: IndexSet) { emulatedEngine.record(.reload, sections) }

  open func moveSection(_ section: Int, toSection newSection: Int) {
    emulatedEngine.recordMove(section: section, to: newSection)
  }

  open func insertItems(at indexPaths: [IndexPath]) {
    emulatedEngine.record("insertItems", indexPaths, into: \.itemInserts)
  }

  open func deleteItems(at indexPaths: [IndexPath]) {
    emulatedEngine.record("deleteItems", indexPaths, into: \.itemDeletes)
  }

  open func reloadItems(at indexPaths: [IndexPath]) {
    emulatedEngine.record("reloadItems", indexPaths, into: \.itemReloads)
  }

  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    emulatedEngine.recordMove("moveItem", at: indexPath, to: newIndexPath)
  }

  /// Asks the data source again for the existing cells of these items.
  @available(iOS 15.0, tvOS 15.0, *)
  open func reconfigureItems(at indexPaths: [IndexPath]) {
    emulatedEngine.record("reconfigureItems", indexPaths, into: \.reconfigures)
  }
}
