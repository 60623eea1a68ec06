// The collection adapter in an emulated collection view, whose items show versioned content.
import AdapterTesting
import AppKit
import Snapshots

/// A section header the view can make from its registered class.
final class SectionHeader: NSView, EmulatedSupplementaryView {
  var title = ""
}

extension NSUserInterfaceItemIdentifier {
  static let showing = NSUserInterfaceItemIdentifier("showing")
  static let sectionHeader = NSUserInterfaceItemIdentifier("section-header")
}

/// An emulated collection view with the adapter under test as its data source.
@MainActor
final class CollectionScreen {
  let view = NSCollectionView()
  let contents: Contents
  let dataSource: CollectionViewDiffableDataSource<String, Int>

  init(contents: Contents, visibleItems: Range<Int> = 0..<Int.max, headers: Bool = false) {
    self.contents = contents
    view.register(EmulatedTextFieldItem.self, forItemWithIdentifier: .showing)
    view.register(
      SectionHeader.self, forSupplementaryViewOfKind: NSCollectionView.elementKindSectionHeader,
      withIdentifier: .sectionHeader)
    view.emulatedVisibleItemRange = visibleItems
    view.emulatedIsInWindow = true
    dataSource = CollectionViewDiffableDataSource(collectionView: view) {
      collectionView, indexPath, item in
      let made = collectionView.makeItem(withIdentifier: .showing, for: indexPath)
      made.textField?.stringValue = contents.text(item)
      made.representedObject = item
      return made
    }
    if headers {
      view.emulatedHeaderKind = NSCollectionView.elementKindSectionHeader
      let dataSource = dataSource
      dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
        let header =
          collectionView.makeSupplementaryView(
            ofKind: kind, withIdentifier: .sectionHeader, for: indexPath) as? SectionHeader
        header?.title = dataSource.sectionIdentifier(for: indexPath.section) ?? "?"
        return header
      }
    }
  }

  /// What each item the view holds shows, with the identifier it represents.
  var shownItems: [(indexPath: IndexPath, shown: String?, represented: Int?)] {
    view.emulatedLoadedItems.map {
      ($0.indexPath, $0.item.textField?.stringValue, $0.item.representedObject as? Int)
    }
  }

  /// The view's rows, by what its data source answers for each.
  var rows: [[Int?]] {
    view.emulatedItemCounts.enumerated().map { section, count in
      (0..<count).map { dataSource.itemIdentifier(for: IndexPath(item: $0, section: section)) }
    }
  }
}
