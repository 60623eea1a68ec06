import AdapterTesting
import Outline
import Snapshots
import UIKit

/// A cell that remembers what its provider told it to show.
@MainActor
protocol Showing: AnyObject {
  var shown: String? { get set }
}

final class ShowingCell: UICollectionViewCell, Showing {
  var shown: String?
}

final class ShowingTableCell: UITableViewCell, Showing {
  var shown: String?
}

/// What the suites need of both emulated views beyond the emulator's shared members.
@MainActor
protocol EmulatedListView: EmulatedList {
  func layoutIfNeeded()
  /// The visible cells by index path.
  var visibleCellsByPath: [(indexPath: IndexPath, cell: UIView)] { get }
  /// A cell from the reuse queue, for a provider.
  func dequeueCell(for indexPath: IndexPath) -> UIView
}

extension EmulatedListView {
  /// What each visible cell shows.
  var shownCells: [(indexPath: IndexPath, shown: String?)] {
    visibleCellsByPath.map { ($0.indexPath, ($0.cell as? Showing)?.shown) }
  }

  /// A cell from the reuse queue that shows `text`.
  func showingCell<Cell>(at indexPath: IndexPath, _ text: String) -> Cell? {
    let cell = dequeueCell(for: indexPath)
    (cell as? Showing)?.shown = text
    return cell as? Cell
  }
}

extension UICollectionView: EmulatedListView {
  var visibleCellsByPath: [(indexPath: IndexPath, cell: UIView)] {
    emulatedVisibleCells.map { ($0.indexPath, $0.cell) }
  }

  func dequeueCell(for indexPath: IndexPath) -> UIView {
    dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

extension UITableView: EmulatedListView {
  var visibleCellsByPath: [(indexPath: IndexPath, cell: UIView)] {
    emulatedVisibleCells.map { ($0.indexPath, $0.cell) }
  }

  func dequeueCell(for indexPath: IndexPath) -> UIView {
    dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }
}

/// The two kinds of view every adapter drives.
enum ViewKind: CaseIterable, Sendable {
  case collection, table

  /// A view of this kind, with the cells the suites read registered.
  @MainActor
  func makeView() -> any EmulatedListView {
    switch self {
    case .collection:
      let view = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      view.register(ShowingCell.self, forCellWithReuseIdentifier: "cell")
      return view
    case .table:
      let view = UITableView(frame: .zero, style: .plain)
      view.register(ShowingTableCell.self, forCellReuseIdentifier: "cell")
      return view
    }
  }
}

/// An emulated view in a window, with the adapter under test as its data source.
@MainActor
final class Screen<DataSource: AnyObject> {
  let view: any EmulatedListView
  let dataSource: DataSource
  let window = UIWindow(frame: .zero)

  init(view: any EmulatedListView, dataSource: DataSource, visibleRows: Range<Int>) {
    self.view = view
    self.dataSource = dataSource
    view.emulatedVisibleRows = visibleRows
    window.addSubview(view)
  }

  func putInWindow(_ inWindow: Bool) {
    if inWindow { window.addSubview(view) } else { view.removeFromSuperview() }
  }
}

/// The snapshot adapters in collection and table views, whose cells show `contents`.
typealias SnapshotScreen = Screen<ListViewDiffableDataSource<String, Int>>

extension Screen where DataSource == ListViewDiffableDataSource<String, Int> {
  static func make(
    _ kind: ViewKind, contents: Contents, visibleRows: Range<Int> = 0..<Int.max
  ) -> Screen {
    let view = kind.makeView()
    let dataSource: DataSource
    if let collection = view as? UICollectionView {
      dataSource = CollectionViewDiffableDataSource(collectionView: collection) {
        view, indexPath, item in view.showingCell(at: indexPath, contents.text(item))
      }
    } else {
      let table = TableViewDiffableDataSource<String, Int>(tableView: view as! UITableView) {
        view, indexPath, item in view.showingCell(at: indexPath, contents.text(item))
      }
      table.defaultRowAnimation = .fade
      dataSource = table
    }
    return Screen(view: view, dataSource: dataSource, visibleRows: visibleRows)
  }
}

/// The outline adapters in collection and table views, whose cells show each row.
typealias OutlineScreen = Screen<ListViewOutlineDataSource<Int>>

extension Screen where DataSource == ListViewOutlineDataSource<Int> {
  static func make(_ kind: ViewKind, tree: OutlineTree<Int>, visibleRows: Range<Int>) -> Screen {
    let view = kind.makeView()
    let dataSource: DataSource
    if let collection = view as? UICollectionView {
      let outline = CollectionViewOutlineDataSource(collectionView: collection, tree: tree) {
        view, indexPath, row in view.showingCell(at: indexPath, "node \(row)")
      }
      outline.footerProvider = { $0.showingCell(at: $1, "footer \($2)") }
      dataSource = outline
    } else {
      let outline = TableViewOutlineDataSource(tableView: view as! UITableView, tree: tree) {
        view, indexPath, row in view.showingCell(at: indexPath, "node \(row)")
      }
      outline.footerProvider = { $0.showingCell(at: $1, "footer \($2)") }
      dataSource = outline
    }
    return Screen(view: view, dataSource: dataSource, visibleRows: visibleRows)
  }
}
