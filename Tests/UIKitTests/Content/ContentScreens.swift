// The content adapters in emulated views: cells that show a note's text, headers that show a
// folder's title, and a record of every model the cell providers received.
import AdapterTesting
import Snapshots
import UIKit

/// A collection view header that shows a title.
final class TitleHeader: UICollectionReusableView {
  var title: String?
}

/// A table data source whose section titles are its folders' titles, read from the content it
/// shows.
final class FolderTableDataSource: TableViewDiffableDataSource<String, Int> {
  override func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  ) -> String? {
    title(section)
  }

  override func tableView(
    _ tableView: UITableView, titleForFooterInSection section: Int
  ) -> String? {
    title(section).map { "end of \($0)" }
  }

  private func title(_ section: Int) -> String? { folder(at: section)?.title }
}

/// A collection or table view in a window, with a content data source whose provider records
/// each note it receives.
@MainActor
final class ContentScreen {
  let view: any EmulatedListView
  let dataSource: ListViewDiffableDataSource<String, Int>
  let window = UIWindow(frame: .zero)
  /// The text of every note the cell provider received, in order.
  private(set) var received: [String] = []

  init(_ kind: ViewKind) {
    view = kind.makeView()
    window.addSubview(view)
    var provide: (UIView, IndexPath, Note) -> UIView? = { _, _, _ in nil }
    if let collection = view as? UICollectionView {
      collection.register(
        TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
      collection.emulatedHeaderKind = UICollectionView.elementKindSectionHeader
      let source = CollectionViewDiffableDataSource<String, Int>(collectionView: collection) {
        (view, indexPath, note: Note) in provide(view, indexPath, note) as? UICollectionViewCell
      }
      source.supplementaryViewProvider = { [unowned source] view, kind, indexPath in
        let header =
          view.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath) as? TitleHeader
        header?.title = source.folder(at: indexPath.section)?.title
        return header
      }
      source.supplementaryViewReconfigureHandler = { [unowned source] _, view, _, indexPath in
        (view as? TitleHeader)?.title = source.folder(at: indexPath.section)?.title
      }
      dataSource = source
    } else {
      let source = FolderTableDataSource(tableView: view as! UITableView) {
        (view, indexPath, note: Note) in provide(view, indexPath, note) as? UITableViewCell
      }
      dataSource = source
    }
    provide = { [unowned self] view, indexPath, note in
      received.append(note.text)
      return (view as? any EmulatedListView)?.showingCell(at: indexPath, note.text)
    }
  }

  var collection: CollectionViewDiffableDataSource<String, Int>? {
    dataSource as? CollectionViewDiffableDataSource<String, Int>
  }
  var table: TableViewDiffableDataSource<String, Int>? {
    dataSource as? TableViewDiffableDataSource<String, Int>
  }

  /// The cells on screen, in order.
  var cells: [UIView] { view.visibleCellsByPath.map(\.cell) }
  /// What each cell on screen shows.
  var shown: [String?] { view.shownCells.map(\.shown) }

  /// Each section's header view on screen, and the title it shows.
  var headers: [(view: UIView, title: String?)?] {
    if let collection = view as? UICollectionView {
      return collection.emulatedHeaders.map { $0.map { ($0, ($0 as? TitleHeader)?.title) } }
    }
    let table = view as! UITableView
    return (0..<table.numberOfSections).map { section in
      table.headerView(forSection: section).map { ($0, $0.textLabel?.text) }
    }
  }

  /// The calls the view received since `mark`.
  func calls(since mark: Int) -> [String] { Array(view.emulatedLog[mark...]) }
}

extension ListViewDiffableDataSource {
  /// The folder the view shows at `section`, from the content it shows.
  func folder(at section: Int) -> Folder? where SectionIdentifierType == String {
    sectionIdentifier(for: section).flatMap { contentSnapshot()?.section(for: $0, as: Folder.self) }
  }
}
