// An emulator of AppKit for tests on Linux: the collection view.
//
// A batch is checked and applied as UIKit's collection view does, by the list engine and batch
// planner both emulators share (EmulatorCore): the data source's counts are asked before the
// update block runs and again after it, and must add up; deletes, reloads and move sources are
// in the coordinates before the batch, inserts and move targets in those after it. A call made
// outside `performBatchUpdates(_:completionHandler:)` is a batch of its own. A rejected batch
// raises and the view reloads its model from the data source.
//
// Wordings. AppKit's exceptions could not be checked here: the batch messages are UIKit's
// (see the core's BatchPlanner.swift), with "collection view" and "item"; the messages about
// making items and asking the data source are the emulator's paraphrases in the same style.
//
// Completion handlers wait until `AppKitEmulator.emulateAnimationsFinishing()` (or the view's
// `emulateAnimationsFinishing()`), animated or not. `animator()` returns the view itself and
// counts the call: the emulator does not model AppKit's animation proxy.
//
// The emulator's own rules, stricter than or absent from AppKit's documentation: an item must be
// made with `makeItem(withIdentifier:for:)` for the index path the data source is asked for, once;
// there is no layout object, so items exist for the rows in `emulatedVisibleItemRange` and a
// header for each visible section only when `emulatedHeaderKind` is set; a registered
// supplementary class must conform to `EmulatedSupplementaryView` (Linux cannot make a class
// from its metatype otherwise); counts of a section that does not exist raise.
import EmulatorCore

/// A collection view whose items are made by its data source from registered classes.
@preconcurrency @MainActor
open class NSCollectionView: NSView {
  /// The kind of a supplementary view, such as a section header.
  public typealias SupplementaryElementKind = String

  /// A section header. The emulator's value is its own; code compares with the constant.
  public static let elementKindSectionHeader: SupplementaryElementKind =
    "NSCollectionElementKindSectionHeader"
  /// A section footer, as above.
  public static let elementKindSectionFooter: SupplementaryElementKind =
    "NSCollectionElementKindSectionFooter"

  /// Setting another data source drops the model: the next count or layout asks the new one.
  open weak var dataSource: (any NSCollectionViewDataSource)? {
    didSet {
      if oldValue !== dataSource { emulatedEngine.dataSourceChanged() }
    }
  }

  /// The model, the items and the batches, run by the engine both emulators share.
  lazy var emulatedEngine: ListEngine = {
    let engine = ListEngine(words: ListVocabulary(.nsCollectionView))
    engine.host = self
    return engine
  }()
  var animatorCount = 0

  /// Emulator only: the rows that have items, in flat order over all sections.
  public var emulatedVisibleItemRange: Range<Int> {
    get { emulatedEngine.visibleRows }
    set { emulatedEngine.visibleRows = newValue }
  }
  /// Emulator only: the kind of supplementary view layout asks for once per visible section.
  public var emulatedHeaderKind: SupplementaryElementKind? {
    get { emulatedEngine.headerKind }
    set { emulatedEngine.headerKind = newValue }
  }

  // MARK: Registration and making items

  open func register(
    _ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier
  ) {
    emulatedEngine.register(
      itemClass, as: NSCollectionViewItem.self, kind: nil, identifier: identifier.rawValue)
  }

  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: SupplementaryElementKind,
    withIdentifier identifier: NSUserInterfaceItemIdentifier
  ) {
    if let viewClass, !(viewClass is any EmulatedSupplementaryView.Type) {
      return emulatedEngine.noteFailure(
        "attempt to register a supplementary view class which is not a final NSView conforming "
          + "to NSCollectionViewElement (\(viewClass)) for identifier \(identifier.rawValue)")
    }
    emulatedEngine.register(viewClass, as: NSView.self, kind: kind, identifier: identifier.rawValue)
  }

  /// An item of the class registered for `identifier`: one a removed row gave back, prepared
  /// for reuse, or a new one. Only while the view asks its data source for the item at
  /// `indexPath`; a rejected call gives a throwaway item that never passes as made.
  open func makeItem(
    withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath
  ) -> NSCollectionViewItem {
    let made = emulatedEngine.dequeue(identifier: identifier.rawValue, kind: nil, for: indexPath)
    if let item = made as? NSCollectionViewItem { return item }
    let registered: AnyClass? = emulatedEngine.registeredClass(
      kind: nil, identifier: identifier.rawValue)
    return (registered as? NSCollectionViewItem.Type ?? NSCollectionViewItem.self).init()
  }

  /// A supplementary view of the class registered for `kind` and `identifier`: one given back,
  /// prepared for reuse, or a new one.
  open func makeSupplementaryView(
    ofKind elementKind: SupplementaryElementKind,
    withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath
  ) -> NSView {
    let registered: AnyClass? = emulatedEngine.registeredClass(
      kind: elementKind, identifier: identifier.rawValue)
    guard let viewClass = registered as? any EmulatedSupplementaryView.Type else {
      emulatedEngine.noteFailure(
        "could not make a view of kind: \(elementKind) with identifier \(identifier.rawValue) - "
          + "must register a nib or a class for the identifier")
      return NSView()
    }
    if let reused = emulatedEngine.reuse(kind: elementKind, identifier: identifier.rawValue) {
      return reused as! NSView
    }
    let view = viewClass.init()
    view.identifier = identifier
    addSubview(view)
    return view
  }

  // MARK: Counts, items and reloading

  open var numberOfSections: Int { emulatedEngine.sectionCount }

  open func numberOfItems(inSection section: Int) -> Int {
    emulatedEngine.rowCount(inSection: section)
  }

  /// The item the view holds at `indexPath`, or `nil` when that row has none (off screen).
  open func item(at indexPath: IndexPath) -> NSCollectionViewItem? {
    emulatedEngine.cell(at: indexPath)
  }

  /// Where the view holds `item`, or `nil`.
  open func indexPath(for item: NSCollectionViewItem) -> IndexPath? {
    emulatedLoadedItems.first { $0.item === item }?.indexPath
  }

  /// The items the view holds.
  open func visibleItems() -> [NSCollectionViewItem] {
    emulatedLoadedItems.map(\.item)
  }

  /// The supplementary view of `elementKind` the view holds at `indexPath`, or `nil` (off
  /// screen, or a kind layout does not ask for).
  open func supplementaryView(
    forElementKind elementKind: SupplementaryElementKind, at indexPath: IndexPath
  ) -> (any NSView & NSCollectionViewElement)? {
    emulatedEngine.visibleHeader(ofKind: elementKind, at: indexPath)
      as? any NSView & NSCollectionViewElement
  }

  /// The supplementary views of `elementKind` the view holds.
  open func visibleSupplementaryViews(
    ofKind elementKind: SupplementaryElementKind
  ) -> [any NSView & NSCollectionViewElement] {
    emulatedEngine.visibleHeaders(ofKind: elementKind).compactMap {
      $0.view as? any NSView & NSCollectionViewElement
    }
  }

  /// The index paths of the supplementary views of `elementKind` the view holds.
  open func indexPathsForVisibleSupplementaryElements(
    ofKind elementKind: SupplementaryElementKind
  ) -> Set<IndexPath> {
    Set(emulatedEngine.visibleHeaders(ofKind: elementKind).map(\.indexPath))
  }

  /// Drops the model and every item, then asks the data source again.
  open func reloadData() { emulatedEngine.reloadData() }

  /// Emulator only in what it does: the view itself, the call counted (see the file's header).
  open func animator() -> Self {
    animatorCount += 1
    emulatedEngine.log.append("animator()")
    return self
  }

  // MARK: Updates

  /// Runs the updates as one batch; the completion handler waits for the animations to finish.
  open func performBatchUpdates(
    _ updates: (() -> Void)?, completionHandler: ((Bool) -> Void)? = nil
  ) {
    emulatedEngine.perform(line: "performBatchUpdates", completion: completionHandler) {
      updates?()
    }
  }

  open func insertSections(_ sections: IndexSet) { emulatedEngine.record(.insert, sections) }

  open func deleteSections(_ sections: IndexSet) { emulatedEngine.record(.delete, sections) }

  open func reloadSections(_ sections: IndexSet) { emulatedEngine.record(.reload, sections) }

  open func moveSection(_ section: Int, toSection newSection: Int) {
    emulatedEngine.recordMove(section: section, to: newSection)
  }

  open func insertItems(at indexPaths: Set<IndexPath>) {
    emulatedEngine.record("insertItems", indexPaths.sorted(), into: \.itemInserts)
  }

  open func deleteItems(at indexPaths: Set<IndexPath>) {
    emulatedEngine.record("deleteItems", indexPaths.sorted(), into: \.itemDeletes)
  }

  open func reloadItems(at indexPaths: Set<IndexPath>) {
    emulatedEngine.record("reloadItems", indexPaths.sorted(), into: \.itemReloads)
  }

  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    emulatedEngine.recordMove("moveItem", at: indexPath, to: newIndexPath)
  }
}
