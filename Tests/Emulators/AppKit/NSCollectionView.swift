// An emulator of AppKit for tests on Linux: the collection view.
//
// A batch is checked and applied as UIKit's collection view does, with the UIKit emulator's own
// planner (BatchUpdate.swift, shared by a link): the data source's counts are asked before the
// update block runs and again after it, and must add up; deletes, reloads and move sources are
// in the coordinates before the batch, inserts and move targets in those after it. A call made
// outside `performBatchUpdates(_:completionHandler:)` is a batch of its own. A rejected batch
// raises and the view reloads its model from the data source.
//
// Wordings. AppKit's exceptions could not be checked here: the batch messages are UIKit's
// (see BatchUpdate.swift), with "collection view" and "item"; the messages about making items
// and asking the data source are the emulator's paraphrases in the same style.
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
      if oldValue !== dataSource { dataSourceChanged() }
    }
  }

  // The model and the machinery, in NSCollectionView+Machinery.swift.
  let words = ListVocabulary(isTable: false)
  var sections: [EmulatedSection]?
  var nextSerial = 0
  var itemClasses: [NSUserInterfaceItemIdentifier: AnyClass] = [:]
  var supplementaryClasses: [String: AnyClass] = [:]
  var itemQueues: [NSUserInterfaceItemIdentifier: [NSCollectionViewItem]] = [:]
  var supplementaryQueues: [String: [NSView]] = [:]
  /// The items of the rows that have one, by row.
  var loadedItems: [ObjectIdentifier: (row: EmulatedRow, item: NSCollectionViewItem)] = [:]
  var request: EmulatedItemRequest?
  var inBatch = false
  var inLayout = false
  var pendingOps = BatchOps()
  var depth = 0
  var pendingFailure: String?
  var log: [String] = []
  var reloadDataCount = 0
  var batchCount = 0
  var modelResyncCount = 0
  var animatorCount = 0

  /// Emulator only: the rows that have items, in flat order over all sections.
  public var emulatedVisibleItemRange: Range<Int> = 0..<Int.max
  /// Emulator only: the kind of supplementary view layout asks for once per visible section.
  public var emulatedHeaderKind: SupplementaryElementKind?

  // MARK: Registration and making items

  open func register(
    _ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier
  ) {
    if let itemClass, !(itemClass is NSCollectionViewItem.Type) {
      return noteFailure(
        "attempt to register an item class which is not a subclass of NSCollectionViewItem "
          + "(\(itemClass)) for identifier \(identifier.rawValue)")
    }
    itemClasses[identifier] = itemClass
  }

  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: SupplementaryElementKind,
    withIdentifier identifier: NSUserInterfaceItemIdentifier
  ) {
    if let viewClass, !(viewClass is any EmulatedSupplementaryView.Type) {
      return noteFailure(
        "attempt to register a supplementary view class which is not a final NSView conforming "
          + "to NSCollectionViewElement (\(viewClass)) for identifier \(identifier.rawValue)")
    }
    supplementaryClasses[supplementaryKey(kind, identifier)] = viewClass
  }

  /// An item of the class registered for `identifier`: one a removed row gave back, prepared
  /// for reuse, or a new one. Only while the view asks its data source for the item at
  /// `indexPath`.
  open func makeItem(
    withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath
  ) -> NSCollectionViewItem {
    guard let itemClass = itemClasses[identifier] as? NSCollectionViewItem.Type else {
      noteFailure(
        "could not make an item with identifier \(identifier.rawValue) - must register a nib or "
          + "a class for the identifier")
      return NSCollectionViewItem()
    }
    guard var current = request, current.made == nil else {
      noteFailure(makeOutsideRequestMessage)
      return itemClass.init()
    }
    guard current.indexPath == indexPath else {
      noteFailure(
        "attempt to make an item for index path (\(indexPath.emulatedDescription)) while the "
          + "data source is asked for the item at index path "
          + "(\(current.indexPath.emulatedDescription))")
      return itemClass.init()
    }
    let item: NSCollectionViewItem
    if var queue = itemQueues[identifier], let reused = queue.popLast() {
      itemQueues[identifier] = queue
      reused.prepareForReuse()
      item = reused
    } else {
      item = itemClass.init()
      item.identifier = identifier
      item.collectionView = self
      addSubview(item.view)
    }
    current.made = item
    request = current
    return item
  }

  /// A supplementary view of the class registered for `kind` and `identifier`: one given back,
  /// prepared for reuse, or a new one.
  open func makeSupplementaryView(
    ofKind elementKind: SupplementaryElementKind,
    withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath
  ) -> NSView {
    let key = supplementaryKey(elementKind, identifier)
    guard let viewClass = supplementaryClasses[key] as? any EmulatedSupplementaryView.Type else {
      noteFailure(
        "could not make a view of kind: \(elementKind) with identifier \(identifier.rawValue) - "
          + "must register a nib or a class for the identifier")
      return NSView()
    }
    if var queue = supplementaryQueues[key], let reused = queue.popLast() {
      supplementaryQueues[key] = queue
      (reused as? any NSCollectionViewElement)?.prepareForReuse()
      return reused
    }
    let view = viewClass.init()
    view.identifier = identifier
    addSubview(view)
    return view
  }

  // MARK: Counts, items and reloading

  open var numberOfSections: Int {
    ensureModel()
    return sections?.count ?? 0
  }

  open func numberOfItems(inSection section: Int) -> Int {
    ensureModel()
    guard let sections, sections.indices.contains(section) else {
      noteFailure(
        "attempt to get the number of items in section \(section), but there are only "
          + "\(sections?.count ?? 0) sections")
      return 0
    }
    return sections[section].rows.count
  }

  /// The item the view holds at `indexPath`, or `nil` when that row has none (off screen).
  open func item(at indexPath: IndexPath) -> NSCollectionViewItem? {
    guard let row = row(at: indexPath) else { return nil }
    return loadedItems[ObjectIdentifier(row)]?.item
  }

  /// Where the view holds `item`, or `nil`.
  open func indexPath(for item: NSCollectionViewItem) -> IndexPath? {
    emulatedLoadedItems.first { $0.item === item }?.indexPath
  }

  /// The items the view holds.
  open func visibleItems() -> [NSCollectionViewItem] {
    emulatedLoadedItems.map(\.item)
  }

  /// Drops the model and every item, then asks the data source again.
  open func reloadData() {
    guard !isBusy else {
      return noteFailure(
        "attempt to call -reloadData on the collection view while it is performing batch "
          + "updates or asking its data source for an item")
    }
    log.append("reloadData")
    reloadDataCount += 1
    run { () throws(EmulatedException) in
      dropModel()
      _ = try layout()
    }
  }

  /// Emulator only in what it does: the view itself, the call counted (see the file's header).
  open func animator() -> Self {
    animatorCount += 1
    log.append("animator()")
    return self
  }

  // MARK: Updates

  /// Runs the updates as one batch; the completion handler waits for the animations to finish.
  open func performBatchUpdates(
    _ updates: (() -> Void)?, completionHandler: ((Bool) -> Void)? = nil
  ) {
    guard beginBatch(line: "performBatchUpdates", syncingCounts: true) else { return }
    updates?()
    endBatch(completion: completionHandler)
  }

  open func insertSections(_ sections: IndexSet) {
    record("insertSections", sections, into: \.sectionInserts)
  }

  open func deleteSections(_ sections: IndexSet) {
    record("deleteSections", sections, into: \.sectionDeletes)
  }

  open func reloadSections(_ sections: IndexSet) {
    record("reloadSections", sections, into: \.sectionReloads)
  }

  open func moveSection(_ section: Int, toSection newSection: Int) {
    record("moveSection \(section) -> \(newSection)") {
      $0.sectionMoves.append((section, newSection))
    }
  }

  open func insertItems(at indexPaths: Set<IndexPath>) {
    record("insertItems", indexPaths, into: \.itemInserts)
  }

  open func deleteItems(at indexPaths: Set<IndexPath>) {
    record("deleteItems", indexPaths, into: \.itemDeletes)
  }

  open func reloadItems(at indexPaths: Set<IndexPath>) {
    record("reloadItems", indexPaths, into: \.itemReloads)
  }

  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record("moveItem \(logList([indexPath])) -> \(logList([newIndexPath]))") {
      $0.itemMoves.append((indexPath, newIndexPath))
    }
  }
}
