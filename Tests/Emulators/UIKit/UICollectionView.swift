// An emulator of UIKit for tests on Linux: the collection view, its cells and its model.

/// A collection view driven by the shared list engine.
@MainActor
open class UICollectionView: UIView, EmulatedListHost {
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  let engine = ListEngine(words: ListVocabulary(isTable: false))

  open var collectionViewLayout: UICollectionViewLayout
  /// Setting another data source invalidates the model, as UIKit does: the next count or
  /// layout loads it from the new one.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet {
      if oldValue !== dataSource { engine.dataSourceChanged() }
    }
  }
  open weak var delegate: (any UICollectionViewDelegate)?

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.collectionViewLayout = layout
    super.init(frame: frame)
    engine.host = self
  }

  // MARK: Registration and dequeue

  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      engine.cellClasses[identifier] = nil
      return
    }
    guard cellClass is UICollectionViewCell.Type else {
      engine.noteFailure(
        "attempt to register a cell class which is not a subclass of UICollectionViewCell "
          + "(\(cellClass)) for identifier \(identifier)")
      return
    }
    engine.cellClasses[identifier] = cellClass
  }

  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = elementKind + "\u{0}" + identifier
    guard let viewClass else {
      engine.supplementaryClasses[key] = nil
      return
    }
    guard viewClass is UICollectionReusableView.Type else {
      engine.noteFailure(
        "attempt to register a supplementary view class which is not a subclass of "
          + "UICollectionReusableView (\(viewClass)) for identifier \(identifier)")
      return
    }
    engine.supplementaryClasses[key] = viewClass
  }

  open func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  )
    -> UICollectionViewCell
  {
    if let cell = engine.dequeue(identifier: identifier, kind: nil, for: indexPath)
      as? UICollectionViewCell
    {
      return cell
    }
    // A rejected dequeue: a throwaway cell that never passes as dequeued.
    let fallback = engine.cellClasses[identifier] as? UICollectionViewCell.Type
    return (fallback ?? UICollectionViewCell.self).init(frame: .zero)
  }

  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = engine.dequeue(identifier: identifier, kind: elementKind, for: indexPath)
      as? UICollectionReusableView
    {
      return view
    }
    let key = elementKind + "\u{0}" + identifier
    let fallback = engine.supplementaryClasses[key] as? UICollectionReusableView.Type
    return (fallback ?? UICollectionReusableView.self).init(frame: .zero)
  }

  // MARK: Counts, cells and layout

  open var numberOfSections: Int {
    engine.ensureModel()
    return engine.sections?.count ?? 0
  }

  open func numberOfItems(inSection section: Int) -> Int {
    engine.ensureModel()
    guard let sections = engine.sections, sections.indices.contains(section) else {
      engine.noteFailure(
        "attempt to get the number of items in section \(section), but there are only "
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

  open var indexPathsForVisibleItems: [IndexPath] {
    engine.visibleCells().map(\.indexPath)
  }

  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    engine.row(at: indexPath)?.cell as? UICollectionViewCell
  }

  open var visibleCells: [UICollectionViewCell] {
    engine.visibleCells().compactMap { $0.cell as? UICollectionViewCell }
  }

  // MARK: Updates

  /// Runs the updates as one batch; the completion waits for the animations to finish.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    engine.perform(line: "performBatchUpdates", completion: completion) { updates?() }
  }

  open func insertSections(_ sections: IndexSet) {
    engine.record("insertSections \(emulatedList(sections))") { $0.sectionInserts += sections }
  }

  open func deleteSections(_ sections: IndexSet) {
    engine.record("deleteSections \(emulatedList(sections))") { $0.sectionDeletes += sections }
  }

  open func reloadSections(_ sections: IndexSet) {
    engine.record("reloadSections \(emulatedList(sections))") { $0.sectionReloads += sections }
  }

  open func moveSection(_ section: Int, toSection newSection: Int) {
    engine.record("moveSection \(section) -> \(newSection)") {
      $0.sectionMoves.append((section, newSection))
    }
  }

  open func insertItems(at indexPaths: [IndexPath]) {
    engine.record("insertItems \(emulatedList(indexPaths))") { $0.itemInserts += indexPaths }
  }

  open func deleteItems(at indexPaths: [IndexPath]) {
    engine.record("deleteItems \(emulatedList(indexPaths))") { $0.itemDeletes += indexPaths }
  }

  open func reloadItems(at indexPaths: [IndexPath]) {
    engine.record("reloadItems \(emulatedList(indexPaths))") { $0.itemReloads += indexPaths }
  }

  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    engine.record("moveItem \(emulatedList([indexPath])) -> \(emulatedList([newIndexPath]))") {
      $0.itemMoves.append((indexPath, newIndexPath))
    }
  }

  /// Asks the data source again for the existing cells of these items.
  @available(iOS 15.0, tvOS 15.0, *)
  open func reconfigureItems(at indexPaths: [IndexPath]) {
    engine.record("reconfigureItems \(emulatedList(indexPaths))") { $0.reconfigures += indexPaths }
  }

  // MARK: Host

  func emulatedAskSectionCount() -> Int {
    dataSource?.numberOfSections(in: self) ?? 0
  }

  func emulatedAskRowCount(inSection section: Int) -> Int {
    dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }

  func emulatedAskCell(at indexPath: IndexPath) -> UIView? {
    dataSource?.collectionView(self, cellForItemAt: indexPath)
  }

  func emulatedAskHeader(inSection section: Int, kind: String) -> UIView? {
    dataSource?.collectionView(
      self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
  }

  func emulatedAskTitle(inSection section: Int) -> String? { nil }

  func emulatedMakeView(of viewClass: AnyClass, reuseIdentifier: String) -> UIView? {
    guard let type = viewClass as? UICollectionReusableView.Type else { return nil }
    let view = type.init(frame: .zero)
    view.emulatedSetReuseIdentifier(reuseIdentifier)
    return view
  }
}
