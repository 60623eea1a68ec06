// A data source and a fixture that drive the emulated collection view in its own tests.
import AppKit
import Testing

/// A section header the view can make from its registered class.
final class HeaderView: NSView, EmulatedSupplementaryView {
  var title = ""
  var prepareForReuseCount = 0

  func prepareForReuse() { prepareForReuseCount += 1 }
}

/// A collection data source over labels, changed only when told.
@MainActor
final class CollectionSource: NSObject, NSCollectionViewDataSource {
  var sections: [[String]]
  var itemRequests: [IndexPath] = []
  var headerRequests: [Int] = []
  /// Returns an item it made itself, which the view must reject.
  var returnsUnmadeItem = false

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in collectionView: NSCollectionView) -> Int { sections.count }

  func collectionView(
    _ collectionView: NSCollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  { sections[section].count }

  func collectionView(
    _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
  ) -> NSCollectionViewItem {
    itemRequests.append(indexPath)
    if returnsUnmadeItem { return EmulatedTextFieldItem() }
    let item = collectionView.makeItem(withIdentifier: .label, for: indexPath)
    let label = sections[indexPath.section][indexPath.item]
    item.textField?.stringValue = label
    item.representedObject = label
    return item
  }

  func collectionView(
    _ collectionView: NSCollectionView,
    viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
    at indexPath: IndexPath
  ) -> NSView {
    headerRequests.append(indexPath.section)
    let view = collectionView.makeSupplementaryView(
      ofKind: kind, withIdentifier: .header, for: indexPath)
    (view as? HeaderView)?.title = "section \(indexPath.section)"
    return view
  }
}

extension NSUserInterfaceItemIdentifier {
  static let label = NSUserInterfaceItemIdentifier("label")
  static let header = NSUserInterfaceItemIdentifier("header")
}

/// A collection view over labels, loaded, with its source.
@MainActor
struct CollectionFixture {
  let view = NSCollectionView()
  let source: CollectionSource

  init(_ sections: [[String]], visibleItems: Range<Int> = 0..<Int.max, headers: Bool = false) {
    source = CollectionSource(sections)
    view.register(EmulatedTextFieldItem.self, forItemWithIdentifier: .label)
    view.register(
      HeaderView.self, forSupplementaryViewOfKind: NSCollectionView.elementKindSectionHeader,
      withIdentifier: .header)
    view.emulatedVisibleItemRange = visibleItems
    if headers { view.emulatedHeaderKind = NSCollectionView.elementKindSectionHeader }
    view.dataSource = source
    view.reloadData()
  }

  /// The label of each row's item, `nil` for a row without one.
  var labels: [[String?]] {
    view.emulatedItemCounts.enumerated().map { section, count in
      (0..<count).map {
        view.item(at: IndexPath(item: $0, section: section))?.textField?.stringValue
      }
    }
  }

  func item(_ item: Int, _ section: Int = 0) -> NSCollectionViewItem? {
    view.item(at: IndexPath(item: item, section: section))
  }
}
